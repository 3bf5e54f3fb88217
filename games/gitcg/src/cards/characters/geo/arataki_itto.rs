//! 荒泷一斗 Arataki Itto (Geo, claymore) and what comes with the character: Ushi, Superlative
//! Superstrength, Raging Oni King, and the talent card Arataki Ichiban.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{absorb_keep, charged_now, leave, owner, CharacterCards, GEO};
use crate::defs::{
    answers, nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_6};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ARATAKI_ITTO,
    talent: &ARATAKI_ICHIBAN,
    created: &[],
    made_by_hooks: &[],
};

/// 荒泷一斗 Arataki Itto (1605).
pub static ARATAKI_ITTO: CharacterDef = CharacterDef {
    id: 1605,
    share_id: 46,
    name: "荒泷一斗",
    english_name: "Arataki Itto",
    element: Element::Geo,
    weapon: Weapon::Claymore,
    nations: nation::INAZUMA,
    since: V3_6,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16051,
            name: "Fight Club Legend",
            chinese_name: "喧哗屋传说",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16052,
            name: "Masatsu Zetsugi: Akaushi Burst!",
            chinese_name: "魔杀绝技·赤牛发破！",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[
                Op::Damage(GEO, 1),
                Op::Summon(&USHI),
                Op::Status(Who::This, &SUPERLATIVE_SUPERSTRENGTH),
            ],
        },
        SkillDef {
            id: 16053,
            name: "Royal Descent: Behold, Itto the Evil!",
            chinese_name: "最恶鬼王·一斗轰临！！",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Damage(GEO, 4), Op::Status(Who::This, &RAGING_ONI_KING)],
        },
    ],
    passives: &[],
};

/// 阿丑 Ushi (116051): takes 1 off a hit on the active character (1 usage, kept when spent); once
/// while it is in play, after a character of its side takes damage, Itto gets Superlative
/// Superstrength; end phase, it leaves and deals 1 Geo damage.
pub static USHI: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). Once while it is in play, after one of your characters takes damage, Arataki Itto gets Superlative Superstrength. It leaves after its End Phase damage.",
    id: 116051,
    name: "Ushi",
    chinese_name: "阿丑",
    kind: EntityKind::Summon,
    usage: 1,
    kept_when_spent: true,
    end_phase: &[Op::Custom(leave), Op::Damage(GEO, 1)],
    listens: trig::REDUCE | trig::DAMAGED,
    hook: Some(ushi),
    ..EntityDef::BLANK
};

fn ushi(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(_) => absorb_keep(g, me, t, 1),
        Trig::Dealt(d) if d.amount > 0 && g.ent(me).var == 0 => {
            let p = g.player(me.seat);
            let itto = p
                .living()
                .find(|&s| p.chars[s as usize].def.id == ARATAKI_ITTO.id);
            if let Some(slot) = itto {
                g.ent_mut(me).var = 1;
                g.add_entity(me.seat, LocZone::Char(slot), &SUPERLATIVE_SUPERSTRENGTH);
            }
        }
        _ => {}
    }
}

/// 乱神之怪力 Superlative Superstrength (116054): Itto's charged attacks deal +1 (spending a usage)
/// and, with at least 2 usages, cost 1 unaligned die less; 1 usage, stacking to 3. With
/// Arataki Ichiban, from his second normal attack of a round it adds 1 more.
pub static SUPERLATIVE_SUPERSTRENGTH: EntityDef = EntityDef {
    text: "The character's Charged Attacks deal +1 damage (spends 1 usage) and, with 2 or more usages, cost 1 unaligned die less. With Arataki Ichiban equipped, from his second Normal Attack in a round it deals 1 more.",
    id: 116054,
    name: "Superlative Superstrength",
    chinese_name: "乱神之怪力",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 3,
    listens: trig::BONUS_OUT,
    hook: Some(superstrength),
    answers: answers::OWN_SKILL_COST,
    query: Some(superstrength_cost),
    ..EntityDef::BLANK
};

fn superstrength(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if !d.charged || d.by != Some(slot) {
        return;
    }
    let c = g.character(me.seat, slot);
    // `skill_uses` already counts this attack.
    let ichiban = c.has(&ARATAKI_ICHIBAN_EQUIP) && c.skill_uses[0] >= 2;
    d.amount += if ichiban { 2 } else { 1 };
    g.spend(me);
}

/// The usage is spent by the damage bonus, which the charged attack always deals.
fn superstrength_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    if Some(*slot) == owner(me) && g.ent(me).usage >= 2 && charged_now(g, me.seat) {
        cost.reduce_any(1);
    }
}

/// 怒目鬼王 Raging Oni King (116053): Itto's normal attacks deal +1 and his physical damage becomes
/// Geo; after a normal attack, he gets Superlative Superstrength (once per round); 2 rounds.
pub static RAGING_ONI_KING: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack, he gets Superlative Superstrength (once per round).",
    id: 116053,
    name: "Raging Oni King",
    chinese_name: "怒目鬼王",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Geo),
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    listens: trig::AFTER_SKILL,
    hook: Some(raging_oni_king),
    ..EntityDef::BLANK
};

fn raging_oni_king(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if Some(*character) == owner(me) && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.add_entity(
            me.seat,
            LocZone::Char(*character),
            &SUPERLATIVE_SUPERSTRENGTH,
        );
    }
}

/// The equipped Arataki Ichiban (216051): From the character's second Normal Attack in a round,
/// Superlative Superstrength adds 1 more damage.
pub static ARATAKI_ICHIBAN_EQUIP: EntityDef = EntityDef {
    text: "From the character's second Normal Attack in a round, Superlative Superstrength adds 1 more damage.",
    id: 216051,
    name: "Arataki Ichiban",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 荒泷第一 Arataki Ichiban (talent; it makes Itto use his normal attack, 216051).
pub static ARATAKI_ICHIBAN: CardDef = CardDef {
    id: 216051,
    since: V3_6,
    share_id: 106,
    name: "荒泷第一",
    english_name: "Arataki Ichiban",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1605),
    talent_skill: Some(16051),
    entity: Some(&ARATAKI_ICHIBAN_EQUIP),
    ..CardDef::BLANK
};
