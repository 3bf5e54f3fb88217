//! The card list clients build decks from: every implemented card with its facts.

use tavern_protocol::gitcg::{
    ActionCardInfo, CardCatalog, CardId, CharacterId, CharacterInfo, CostPart, EntityId,
    EntityInfo, SkillId, SkillInfo,
};

use super::cards;
use super::defs::{nation, CardKind, Cost, EntityDef, EntityKind, EquipSlot, SkillKind, Weapon};
use super::text;
use super::version::GameVersion;

fn weapon_name(w: Weapon) -> &'static str {
    match w {
        Weapon::Sword => "sword",
        Weapon::Claymore => "claymore",
        Weapon::Polearm => "polearm",
        Weapon::Catalyst => "catalyst",
        Weapon::Bow => "bow",
        Weapon::None => "none",
    }
}

fn nations(bits: u16) -> Vec<String> {
    [
        (nation::MONDSTADT, "mondstadt"),
        (nation::LIYUE, "liyue"),
        (nation::INAZUMA, "inazuma"),
        (nation::SUMERU, "sumeru"),
        (nation::FONTAINE, "fontaine"),
        (nation::FATUI, "fatui"),
        (nation::MONSTER, "monster"),
        (nation::HILICHURL, "hilichurl"),
        (nation::NATLAN, "natlan"),
    ]
    .into_iter()
    .filter(|(b, _)| bits & b != 0)
    .map(|(_, n)| n.to_string())
    .collect()
}

fn cost_parts(c: &Cost) -> Vec<CostPart> {
    let mut v = Vec::new();
    let mut push = |kind: String, count: u8| {
        if count > 0 {
            v.push(CostPart { kind, count });
        }
    };
    if let Some(e) = c.element {
        push(
            serde_json::to_value(e)
                .ok()
                .and_then(|x| x.as_str().map(str::to_string))
                .unwrap_or_default(),
            c.elem_n,
        );
    }
    push("same".into(), c.same);
    push("any".into(), c.any);
    push("energy".into(), c.energy);
    v
}

/// Every implemented card, at the newest version.
pub fn catalog() -> CardCatalog {
    catalog_at(GameVersion::NEWEST)
}

/// Every card a deck may hold at `version` (and every card created in play), with its facts
/// as they stand there.
pub fn catalog_at(version: GameVersion) -> CardCatalog {
    let characters = cards::characters_at(version)
        .into_iter()
        .chain(cards::forms().iter().copied())
        .map(|c| CharacterInfo {
            id: CharacterId(c.id),
            share_id: c.share_id,
            name: c.name.to_string(),
            english_name: c.english_name.to_string(),
            element: c.element,
            weapon: weapon_name(c.weapon).to_string(),
            nations: nations(c.nations),
            hp: c.hp.at(version),
            max_energy: c.max_energy,
            skills: c
                .skills
                .iter()
                .map(|s| {
                    let mut cost = s.cost;
                    if s.kind == SkillKind::Burst {
                        cost.energy = c.max_energy;
                    }
                    SkillInfo {
                        id: SkillId(s.id),
                        name: s.chinese_name.to_string(),
                        english_name: s.name.to_string(),
                        kind: match s.kind {
                            SkillKind::Normal => "normal",
                            SkillKind::Elemental => "elemental",
                            SkillKind::Burst => "burst",
                        }
                        .to_string(),
                        cost: cost_parts(&cost),
                        text: text::skill_text(s),
                    }
                })
                .collect(),
            text: text::character_text(c, version),
        })
        .collect();
    let action_cards = cards::action_cards()
        .filter(|c| c.since <= version)
        .filter_map(|c| cards::card_at(CardId(c.id), version))
        .map(|c| {
            let kind = match c.kind {
                CardKind::Equipment(EquipSlot::Weapon(_)) => "weapon",
                CardKind::Equipment(EquipSlot::Artifact) => "artifact",
                CardKind::Equipment(EquipSlot::Technique) => "technique",
                CardKind::Equipment(EquipSlot::Talent) => "talent",
                CardKind::Companion => "companion",
                CardKind::Location => "location",
                CardKind::Item => "item",
                CardKind::Event => "event",
                CardKind::Food => "food",
                CardKind::Resonance(_) => "resonance",
                CardKind::Legend => "arcane_legend",
            };
            ActionCardInfo {
                id: CardId(c.id),
                share_id: c.share_id,
                name: c.name.to_string(),
                english_name: c.english_name.to_string(),
                kind: kind.to_string(),
                cost: cost_parts(&c.cost),
                combat_action: c.combat_action,
                deckable: c.share_id != 0,
                talent_of: c.talent_of.map(CharacterId),
                weapon: match c.kind {
                    CardKind::Equipment(EquipSlot::Weapon(w)) => Some(weapon_name(w).to_string()),
                    _ => None,
                },
                element: match c.kind {
                    CardKind::Resonance(e) => Some(e),
                    _ => None,
                },
                nations: nations(c.nation),
                text: text::card_text(
                    c,
                    c.talent_of.and_then(|id| cards::character(CharacterId(id))),
                ),
            }
        })
        .collect();
    CardCatalog {
        characters,
        action_cards,
        entities: cards::entities().iter().map(|e| entity_info(e)).collect(),
    }
}

/// An entity's entry. An entity with a card's id (equipment, supports) takes the card's
/// Chinese name, and the card's text when its own data says nothing (a talent whose effect
/// lives in its character's skills).
fn entity_info(e: &EntityDef) -> EntityInfo {
    let card = cards::card(CardId(e.id));
    let name = card.map_or(e.chinese_name, |c| c.name);
    let mut text = text::entity_text(e);
    if let (true, Some(c)) = (text.is_empty(), card) {
        text = text::card_text(
            c,
            c.talent_of.and_then(|id| cards::character(CharacterId(id))),
        );
    }
    EntityInfo {
        id: EntityId(e.id),
        name: name.to_string(),
        english_name: e.name.to_string(),
        kind: match e.kind {
            EntityKind::Status => "status",
            EntityKind::Combat => "combat_status",
            EntityKind::Summon => "summon",
            EntityKind::Support => "support",
            EntityKind::Equipment(_) => "equipment",
        }
        .to_string(),
        text,
        usages: (e.usage > 0 && !e.shield).then_some(e.usage),
        duration: (e.duration > 0).then_some(e.duration),
        shield: (e.usage > 0 && e.shield).then_some(e.usage),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_lists_every_card_with_its_facts() {
        let c = catalog();
        // Every character card, then every form a character can take (share id 0).
        let forms = cards::forms().len();
        assert_eq!(c.characters.len(), cards::characters().len() + forms);
        assert!(c.characters[c.characters.len() - forms..]
            .iter()
            .all(|f| f.share_id == 0));
        assert_eq!(c.action_cards.len(), cards::action_cards().count());
        let diluc = c
            .characters
            .iter()
            .find(|x| x.id == CharacterId(1301))
            .expect("Diluc");
        assert_eq!(diluc.english_name, "Diluc");
        assert_eq!(diluc.weapon, "claymore");
        let dawn = diluc
            .skills
            .iter()
            .find(|s| s.kind == "burst")
            .expect("burst");
        assert_eq!(
            dawn.cost,
            vec![
                CostPart {
                    kind: "pyro".into(),
                    count: 4
                },
                CostPart {
                    kind: "energy".into(),
                    count: 3
                }
            ]
        );
        let json = serde_json::to_value(&c).expect("json");
        for entry in json["action_cards"].as_array().expect("array") {
            for key in ["id", "share_id", "name", "english_name"] {
                assert!(entry.get(key).is_some(), "{key} missing in {entry}");
            }
        }
    }
}
