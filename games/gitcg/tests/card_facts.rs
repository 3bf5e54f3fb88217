//! The card tables checked against the card facts (`../shared/reference/gitcg/*.json`, beside the
//! checkout as CI has it): every implemented character (HP, energy, element, weapon, nation and
//! camp tags, skill ids, kinds and costs, share id), every implemented action card (kind, cost,
//! combat or fast action, talent owner, share id, the tags deck rules use) and every implemented
//! entity (kind, usages and their stacking limit, shield points, duration and its stacking limit,
//! whether it stays when spent, whether it is on the table, its Chinese name) against the data, so that a typo in a
//! table is a red test. Every mismatch is reported at once. An action card or entity the 5.3
//! facts lack (one that arrived later) is checked against the 5.8 facts (`gitcg-v5.8/`).
//!
//! Where the project decides against the data on purpose, [`EXCEPTIONS`] says so and why.

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;

use serde_json::Value;
use tavern_gitcg::cards;
use tavern_gitcg::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op, SkillDef,
    SkillKind, Weapon,
};
use tavern_gitcg::version::{GameVersion, V5_3, V5_8};
use tavern_protocol::gitcg::{CardId, Element};

/// Facts the project decides against on purpose: (id, the project's English name, the fact,
/// why).
const EXCEPTIONS: &[(u32, &str, &str, &str)] = &[
    (
        63014,
        "Crimson Witch of Embers",
        "skill implemented",
        "Crimson Flamespin is prepared only by Encarmine Vortex, which no obtainable card \
         creates: La Signora's form in the card game uses the other three skills",
    ),
    (
        115032,
        "Stormzone",
        "usages",
        "the talent form is declared without usages and counts its 2 uses by hand, so that \
         the switch it discounted is still there to create Winds of Harmony",
    ),
    (
        124013,
        "Chains of Warding Thunder (toll)",
        "entity kind",
        "a hidden helper on the opposing side that carries the summon's id: costs are asked \
         of the payer's entities, so the summon's surcharge lives there",
    ),
    (
        124013,
        "Chains of Warding Thunder (toll)",
        "on the table",
        "the helper is not on the table; the summon it serves is",
    ),
    (
        124013,
        "Chains of Warding Thunder (toll)",
        "usages",
        "the helper has no usages of its own; the summon has them",
    ),
    (
        13135,
        "Chevreuse",
        "skill implemented",
        "a stronger copy of her Elemental Skill (3 damage) that no obtainable card lets her use",
    ),
    (
        127026,
        "Oasis Nourishment",
        "stacking limit",
        "its text writes the limit as \"可叠加到3\", not in the \"最多叠加到N\" form this test reads: \
         it stacks to 3",
    ),
    (
        124044,
        "Crushing Thunder",
        "usages",
        "its text's \"可用次数+1\" is what it gives the opposing Electro Cicin; it has no usages \
         of its own, only its count of cards played",
    ),
    (
        111142,
        "Opal Shield",
        "stacking limit",
        "its text says only \"（可叠加）\" (stacks), naming no limit: its layers stack without \
         one, as those of Swallow-Wisp Shield, which says \"没有上限\"",
    ),
    (
        321025,
        "\"People of the Springs\"",
        "usages",
        "its text's first \"可用次数+1\" is what it gives a summon entering; its own usages \
         are the \"可用次数：3\" after it",
    ),
];

fn facts_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/gitcg")
}

/// The facts of version 5.8, where a card missing from the 5.3 facts above is checked.
fn newer_facts_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/gitcg-v5.8")
}

fn load(name: &str) -> Vec<Value> {
    load_from(facts_dir(), name)
}

/// The facts of `name` by id, those of the 5.3 folder first and then the 5.8 folder's for the
/// ids the 5.3 facts lack (the cards that arrived since).
fn by_id_with_newer(name: &str) -> BTreeMap<u64, Value> {
    let mut all = by_id(load_from(newer_facts_dir(), name));
    all.extend(by_id(load(name)));
    all
}

fn load_from(dir: PathBuf, name: &str) -> Vec<Value> {
    let path = dir.join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the card facts {} are missing ({e}): the facts test needs `../shared` beside the \
             checkout, as CI has it",
            path.display()
        )
    });
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Array(v)) => v,
        _ => panic!("{} is not a JSON array", path.display()),
    }
}

/// Facts indexed by id.
fn by_id(items: Vec<Value>) -> BTreeMap<u64, Value> {
    items
        .into_iter()
        .filter_map(|v| Some((v["id"].as_u64()?, v)))
        .collect()
}

/// Collects mismatches instead of stopping at the first.
#[derive(Default)]
struct Report {
    /// The name of what is being checked (exceptions name it, as ids can be shared).
    name: &'static str,
    problems: Vec<String>,
    /// Whether the facts checked are the newest: the version a card arrived in is checked
    /// only against those (older facts sometimes give an older one).
    newest: bool,
    excused: HashSet<(u32, &'static str, &'static str)>,
}

impl Report {
    fn check<T: PartialEq + std::fmt::Debug>(
        &mut self,
        id: u32,
        fact: &'static str,
        ours: T,
        data: T,
    ) {
        if ours == data {
            return;
        }
        let name = self.name;
        if EXCEPTIONS
            .iter()
            .any(|(i, n, f, _)| *i == id && *n == name && *f == fact)
        {
            self.excused.insert((id, name, fact));
            return;
        }
        self.problems.push(format!(
            "{id} {name} {fact}: ours {ours:?}, the data {data:?}"
        ));
    }

    fn finish(self) {
        for (id, name, fact, _) in EXCEPTIONS {
            assert!(
                self.excused.contains(&(*id, *name, *fact)),
                "exception ({id}, {name}, {fact}) is not needed any more: remove it"
            );
        }
        assert!(
            self.problems.is_empty(),
            "{} mismatches with the card facts:\n{}",
            self.problems.len(),
            self.problems.join("\n")
        );
    }
}

fn tags(v: &Value) -> Vec<&str> {
    v["tags"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

fn element_of(tag: &str) -> Option<Element> {
    Some(match tag.rsplit('_').next()? {
        "CRYO" => Element::Cryo,
        "HYDRO" => Element::Hydro,
        "PYRO" => Element::Pyro,
        "ELECTRO" => Element::Electro,
        "ANEMO" => Element::Anemo,
        "GEO" => Element::Geo,
        "DENDRO" => Element::Dendro,
        _ => return None,
    })
}

fn weapon_of(tag: &str) -> Option<Weapon> {
    Some(match tag {
        "GCG_TAG_WEAPON_SWORD" => Weapon::Sword,
        "GCG_TAG_WEAPON_CLAYMORE" => Weapon::Claymore,
        "GCG_TAG_WEAPON_POLE" => Weapon::Polearm,
        "GCG_TAG_WEAPON_CATALYST" => Weapon::Catalyst,
        "GCG_TAG_WEAPON_BOW" => Weapon::Bow,
        "GCG_TAG_WEAPON_NONE" => Weapon::None,
        _ => return None,
    })
}

/// The project's nation bit for a nation or camp tag; `Some(0)` for a tag the project does not
/// model (it must then not matter to any implemented card).
fn nation_of(tag: &str) -> Option<u16> {
    Some(match tag {
        "GCG_TAG_NATION_MONDSTADT" => nation::MONDSTADT,
        "GCG_TAG_NATION_LIYUE" => nation::LIYUE,
        "GCG_TAG_NATION_INAZUMA" => nation::INAZUMA,
        "GCG_TAG_NATION_SUMERU" => nation::SUMERU,
        "GCG_TAG_NATION_FONTAINE" => nation::FONTAINE,
        "GCG_TAG_CAMP_FATUI" => nation::FATUI,
        "GCG_TAG_CAMP_MONSTER" => nation::MONSTER,
        "GCG_TAG_CAMP_HILICHURL" => nation::HILICHURL,
        "GCG_TAG_NATION_NATLAN" => nation::NATLAN,
        _ if tag.starts_with("GCG_TAG_NATION_") || tag.starts_with("GCG_TAG_CAMP_") => 0,
        _ => return None,
    })
}

/// A cost from the facts' `playCost` list, and whether it names an Arcane Legend.
fn cost_of(v: &Value) -> (Cost, bool) {
    let mut cost = Cost::FREE;
    let mut legend = false;
    for part in v["playCost"].as_array().into_iter().flatten() {
        let n = part["count"].as_u64().unwrap_or(0) as u8;
        match part["type"].as_str().unwrap_or("") {
            "GCG_COST_DICE_VOID" => cost.any += n,
            "GCG_COST_DICE_SAME" => cost.same += n,
            "GCG_COST_ENERGY" => cost.energy += n,
            "GCG_COST_LEGEND" => legend = true,
            // A character's own counter spent by a skill (Mavuika's Fighting Spirit, 战意),
            // which the character's card checks: no dice and no energy.
            "GCG_COST_SPECIAL_ENERGY" => {}
            other => {
                cost.element = element_of(other);
                cost.elem_n += n;
            }
        }
    }
    (cost, legend)
}

fn skill_kind(tag: &str) -> Option<SkillKind> {
    Some(match tag {
        "GCG_SKILL_TAG_A" => SkillKind::Normal,
        "GCG_SKILL_TAG_E" => SkillKind::Elemental,
        "GCG_SKILL_TAG_Q" => SkillKind::Burst,
        _ => return None,
    })
}

fn check_skill(r: &mut Report, s: &SkillDef, data: &Value) {
    r.check(
        s.id,
        "skill kind",
        Some(s.kind),
        skill_kind(data["type"].as_str().unwrap_or("")),
    );
    r.check(s.id, "skill cost", s.cost, cost_of(data).0);
    r.check(
        s.id,
        "skill's Chinese name",
        s.chinese_name,
        data["name"].as_str().unwrap_or(""),
    );
}

/// The version a card's facts say it arrived in (none for cards only created in play).
fn since_of(data: &Value) -> Option<GameVersion> {
    data["sinceVersion"].as_str().and_then(GameVersion::parse)
}

fn check_character(
    r: &mut Report,
    c: &CharacterDef,
    data: &Value,
    prepared: &BTreeMap<u32, &SkillDef>,
    version: GameVersion,
) {
    r.check(
        c.id,
        "share id",
        c.share_id as u64,
        data["shareId"].as_u64().unwrap_or(0),
    );
    if let Some(since) = since_of(data).filter(|_| r.newest) {
        r.check(c.id, "since", c.since, since);
    }
    r.check(
        c.id,
        "hp",
        c.hp.at(version) as u64,
        data["hp"].as_u64().unwrap_or(0),
    );
    r.check(
        c.id,
        "energy",
        c.max_energy as u64,
        data["maxEnergy"].as_u64().unwrap_or(0),
    );
    r.check(
        c.id,
        "english name",
        c.english_name,
        data["englishName"].as_str().unwrap_or(""),
    );
    r.check(c.id, "name", c.name, data["name"].as_str().unwrap_or(""));
    let t = tags(data);
    let element = t
        .iter()
        .find(|x| x.starts_with("GCG_TAG_ELEMENT_"))
        .and_then(|x| element_of(x));
    r.check(c.id, "element", Some(c.element), element);
    let weapon = t.iter().find_map(|x| weapon_of(x));
    r.check(c.id, "weapon", Some(c.weapon), weapon);
    let nations = t.iter().filter_map(|x| nation_of(x)).fold(0, |m, b| m | b);
    r.check(c.id, "nations", c.nations, nations);
    // The skills a player chooses, in the card's order; the data's other active skills are
    // prepared skills, which the project keeps on the statuses that prepare them.
    let mut chosen = Vec::new();
    for s in data["skills"].as_array().into_iter().flatten() {
        let Some(kind) = skill_kind(s["type"].as_str().unwrap_or("")) else {
            continue;
        };
        let id = s["id"].as_u64().unwrap_or(0) as u32;
        match (c.skills.iter().find(|k| k.id == id), prepared.get(&id)) {
            (Some(ours), _) => {
                check_skill(r, ours, s);
                chosen.push(id);
            }
            (None, Some(ours)) => r.check(id, "prepared skill kind", Some(ours.kind), Some(kind)),
            (None, None) => r.check(id, "skill implemented", false, true),
        }
    }
    let ours: Vec<u32> = c.skills.iter().map(|s| s.id).collect();
    r.check(c.id, "skill ids", ours, chosen);
}

/// The kind an action card's facts give it.
fn card_kind(data: &Value) -> Option<CardKind> {
    let t = tags(data);
    let has = |x: &str| t.contains(&x);
    Some(match data["type"].as_str()? {
        "GCG_CARD_MODIFY" if has("GCG_TAG_TALENT") => CardKind::Equipment(EquipSlot::Talent),
        "GCG_CARD_MODIFY" if has("GCG_TAG_ARTIFACT") => CardKind::Equipment(EquipSlot::Artifact),
        "GCG_CARD_MODIFY" if has("GCG_TAG_VEHICLE") => CardKind::Equipment(EquipSlot::Technique),
        "GCG_CARD_MODIFY" => {
            CardKind::Equipment(EquipSlot::Weapon(t.iter().find_map(|x| weapon_of(x))?))
        }
        "GCG_CARD_ASSIST" if has("GCG_TAG_ALLY") => CardKind::Companion,
        "GCG_CARD_ASSIST" if has("GCG_TAG_PLACE") => CardKind::Location,
        "GCG_CARD_ASSIST" if has("GCG_TAG_ITEM") => CardKind::Item,
        "GCG_CARD_EVENT" if has("GCG_TAG_FOOD") => CardKind::Food,
        "GCG_CARD_EVENT" if has("GCG_TAG_LEGEND") => CardKind::Legend,
        "GCG_CARD_EVENT" if has("GCG_TAG_RESONANCE") => {
            let related = data["relatedCharacterTags"].as_array()?;
            CardKind::Resonance(related.iter().find_map(|x| element_of(x.as_str()?))?)
        }
        "GCG_CARD_EVENT" => CardKind::Event,
        _ => return None,
    })
}

fn check_card(r: &mut Report, c: &CardDef, data: &Value) {
    r.check(
        c.id,
        "share id",
        c.share_id as u64,
        data["shareId"].as_u64().unwrap_or(0),
    );
    if let Some(since) = since_of(data).filter(|_| r.newest) {
        r.check(c.id, "since", c.since, since);
    }
    r.check(
        c.id,
        "english name",
        c.english_name,
        data["englishName"].as_str().unwrap_or(""),
    );
    r.check(c.id, "name", c.name, data["name"].as_str().unwrap_or(""));
    r.check(c.id, "kind", Some(c.kind), card_kind(data));
    let (cost, legend) = cost_of(data);
    r.check(c.id, "cost", c.cost, cost);
    r.check(c.id, "arcane legend", c.kind == CardKind::Legend, legend);
    let t = tags(data);
    r.check(
        c.id,
        "combat action",
        c.combat_action,
        t.contains(&"GCG_TAG_SLOWLY"),
    );
    let owner = data["relatedCharacterId"].as_u64().map(|o| o as u32);
    let talent = t.contains(&"GCG_TAG_TALENT");
    r.check(
        c.id,
        "talent of",
        c.talent_of,
        if talent { owner } else { None },
    );
    // Nation cards need two characters of the nation their related tags name.
    let nations = data["relatedCharacterTags"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| nation_of(x.as_str()?))
        .fold(0, |m, b| m | b);
    r.check(c.id, "nation", c.nation, nations);
}

fn entity_kind(data: &Value) -> Option<EntityKind> {
    Some(match data["type"].as_str()? {
        "GCG_CARD_STATE" => EntityKind::Status,
        "GCG_CARD_ONSTAGE" => EntityKind::Combat,
        "GCG_CARD_SUMMON" => EntityKind::Summon,
        "GCG_CARD_ASSIST" => EntityKind::Support,
        "GCG_CARD_MODIFY" => return None,
        _ => return None,
    })
}

/// The first number after `key` in `text`.
fn number_after(text: &str, key: &str) -> Option<u8> {
    let rest = &text[text.find(key)? + key.len()..];
    let digits: String = rest
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    let skipped = rest.chars().take_while(|c| !c.is_ascii_digit()).count();
    (skipped <= 2).then(|| digits.parse().ok()).flatten()
}

fn check_entity(r: &mut Report, e: &EntityDef, data: &Value) {
    r.check(
        e.id,
        "on the table",
        !e.hidden,
        !data["hidden"].as_bool().unwrap_or(false),
    );
    // Equipment and supports take their card's name; every other entity carries its own.
    if !matches!(e.kind, EntityKind::Equipment(_) | EntityKind::Support) {
        r.check(
            e.id,
            "Chinese name",
            e.chinese_name,
            data["name"].as_str().unwrap_or(""),
        );
    }
    // An equipment card's text speaks of what it changes in other entities ("usages +1"): the
    // numbers below are checked for statuses, combat statuses, summons and supports.
    if matches!(e.kind, EntityKind::Equipment(_)) {
        return;
    }
    r.check(e.id, "entity kind", Some(e.kind), entity_kind(data));
    let text = data["description"].as_str().unwrap_or("");
    let usage = number_after(text, "可用次数");
    let shield = number_after(text, "提供").filter(|_| text.contains("点护盾"));
    if let Some(n) = usage {
        r.check(e.id, "usages", e.usage, n);
        r.check(
            e.id,
            "stays when spent",
            e.kept_when_spent,
            text.contains("耗尽时不弃置此牌"),
        );
    }
    if let (Some(n), true) = (shield, e.shield) {
        r.check(e.id, "shield points", e.usage, n);
    }
    if usage.is_some() || (shield.is_some() && e.shield) {
        // "可叠加，没有上限": usages stack without limit (the most a counter holds).
        let cap = match number_after(text, "最多叠加到") {
            Some(n) => n,
            None if text.contains("没有上限") => u8::MAX,
            None => 0,
        };
        r.check(e.id, "stacking limit", e.usage_cap, cap);
    }
    // "持续回合：N" states the duration; the text may speak of rounds before that
    // (Chisel-Light Mirror: "持续回合+1").
    if let Some(n) = number_after(text, "持续回合：") {
        r.check(e.id, "duration", e.duration, n);
        // "可叠加，最多叠加到N回合": the rounds stack up to N when it is added again.
        let rounds_cap = text
            .find("最多叠加到")
            .map(|i| &text[i..])
            .filter(|rest| rest.contains("回合）"))
            .and_then(|rest| number_after(rest, "最多叠加到"))
            .unwrap_or(0);
        r.check(e.id, "duration stacking limit", e.duration_cap, rounds_cap);
    }
}

/// Entities reachable from the cards' ops (besides the list), to check the list is complete.
fn reachable_entities() -> Vec<&'static EntityDef> {
    fn walk(ops: &'static [Op], out: &mut Vec<&'static EntityDef>) {
        for op in ops {
            match *op {
                Op::Status(_, e) | Op::Combat(e) | Op::OpponentCombat(e) | Op::Summon(e) => {
                    out.push(e)
                }
                Op::TalentForm(a, b) => out.extend([a, b]),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for c in cards::characters().iter().chain(cards::forms()) {
        out.extend(c.passives.iter().copied());
        for s in c.skills {
            walk(s.ops, &mut out);
        }
    }
    for c in cards::action_cards() {
        out.extend(c.entity);
        walk(c.ops, &mut out);
    }
    for e in cards::entities() {
        walk(e.end_phase, &mut out);
        walk(e.action_start, &mut out);
        if let Some((_, ops)) = e.after {
            walk(ops, &mut out);
        }
        if let Some(s) = e.prepare {
            walk(s.ops, &mut out);
        }
        if let Some(s) = e.technique {
            walk(s.ops, &mut out);
        }
    }
    out
}

/// Every character and action card a match at `version` has, as it stands there, against the
/// facts of `facts` (the folder of that version). A card only created in play that the
/// version's facts lack (one made by a card that arrived later) is checked against the newest
/// facts.
fn check_version(r: &mut Report, version: GameVersion, facts: PathBuf) {
    let mut characters = by_id(load_from(newer_facts_dir(), "characters.json"));
    characters.extend(by_id(load_from(facts.clone(), "characters.json")));
    let mut actions = by_id(load_from(newer_facts_dir(), "action_cards.json"));
    actions.extend(by_id(load_from(facts, "action_cards.json")));
    let prepared: BTreeMap<u32, &SkillDef> = cards::entities()
        .iter()
        .filter_map(|e| e.prepare.map(|s| (s.id, s)))
        .collect();
    for c in cards::characters_at(version)
        .into_iter()
        .chain(cards::forms().iter().copied())
    {
        r.name = c.english_name;
        match characters.get(&(c.id as u64)) {
            Some(data) => check_character(r, c, data, &prepared, version),
            None => r.check(c.id, "character in the facts", false, true),
        }
    }
    for c in cards::action_cards().filter(|c| c.since <= version) {
        let c = cards::card_at(CardId(c.id), version).expect("a listed card");
        r.name = c.english_name;
        let id = c.id as u64;
        match actions.get(&id) {
            Some(data) => check_card(r, c, data),
            None => r.check(c.id, "action card in the facts", false, true),
        }
    }
}

#[test]
fn the_card_tables_agree_with_the_card_facts_of_each_version() {
    let entities = by_id_with_newer("entities.json");
    let mut r = Report::default();
    check_version(&mut r, V5_3, facts_dir());
    r.newest = true;
    check_version(&mut r, V5_8, newer_facts_dir());
    for e in cards::entities() {
        r.name = e.name;
        let id = e.id as u64;
        if let Some(data) = entities.get(&id) {
            check_entity(&mut r, e, data);
        }
    }
    r.finish();
}

#[test]
fn every_entity_the_cards_create_is_listed() {
    let listed: HashSet<*const EntityDef> = cards::entities()
        .iter()
        .map(|e| *e as *const EntityDef)
        .collect();
    for e in reachable_entities() {
        assert!(
            listed.contains(&(e as *const EntityDef)),
            "entity {} ({}) is not in cards::entities()",
            e.id,
            e.name
        );
    }
}

/// Every obtainable character and action card of the facts is in the pool, and travels in a
/// deck code: the obtainable cards with a share id, 30 at a time beside 3 obtainable
/// characters, are written as share codes and read back as the same decks.
#[test]
fn every_obtainable_card_is_in_the_pool_and_travels_in_a_deck_code() {
    use tavern_gitcg::sharecode;
    use tavern_protocol::gitcg::{CardId, CharacterId, Deck};
    // The pool at 5.3 holds exactly the 5.3 folder's obtainable cards; at 5.8, the 5.8 folder's.
    for (version, dir, counts) in [
        (V5_3, facts_dir(), (106, 348)),
        (V5_8, newer_facts_dir(), (118, 387)),
    ] {
        let ids = |name: &str| -> Vec<u32> {
            load_from(dir.clone(), name)
                .iter()
                .filter(|v| v["obtainable"].as_bool() == Some(true))
                .filter_map(|v| v["id"].as_u64().map(|id| id as u32))
                .collect()
        };
        let (characters, actions) = (ids("characters.json"), ids("action_cards.json"));
        let pool_characters: Vec<u32> =
            cards::characters_at(version).iter().map(|c| c.id).collect();
        let pool_cards: HashSet<u32> = cards::action_cards()
            .filter(|c| c.since <= version)
            .map(|c| c.id)
            .collect();
        let deckable: HashSet<u32> = cards::deckable_cards_at(version)
            .iter()
            .map(|c| c.id)
            .collect();
        let in_pool =
            |list: &[u32], pool: &dyn Fn(u32) -> bool| list.iter().filter(|&&id| pool(id)).count();
        let found = (
            in_pool(&characters, &|id| pool_characters.contains(&id)),
            in_pool(&actions, &|id| pool_cards.contains(&id)),
        );
        assert_eq!(
            (characters.len(), actions.len()),
            counts,
            "the {version} facts' obtainable counts"
        );
        assert_eq!(
            found, counts,
            "obtainable cards of {version} in the pool at {version}"
        );
        // Crystal Shrapnel (116081) is obtainable at 5.3 but goes in no deck (no share id).
        let extra: Vec<u32> = deckable
            .iter()
            .filter(|id| !actions.contains(id))
            .copied()
            .collect();
        assert_eq!(
            extra,
            Vec::<u32>::new(),
            "cards in the pool at {version} the facts lack"
        );
        assert_eq!(
            pool_characters.len(),
            characters.len(),
            "characters in the pool at {version}"
        );
    }
    let obtainable = |name: &str| -> Vec<u32> {
        load(name)
            .iter()
            .filter(|v| v["obtainable"].as_bool() == Some(true))
            .filter_map(|v| v["id"].as_u64().map(|id| id as u32))
            .collect()
    };
    let characters = obtainable("characters.json");
    let actions = obtainable("action_cards.json");
    let missing: Vec<u32> = characters
        .iter()
        .filter(|&&id| cards::character(CharacterId(id)).is_none())
        .chain(
            actions
                .iter()
                .filter(|&&id| cards::card(CardId(id)).is_none()),
        )
        .copied()
        .collect();
    assert_eq!(
        missing,
        Vec::<u32>::new(),
        "obtainable cards the pool lacks"
    );
    assert_eq!(
        (characters.len(), actions.len()),
        (106, 348),
        "the facts' obtainable counts"
    );
    // A card the facts give no share id (Crystal Shrapnel, which Navia creates) goes in no deck.
    let shared: Vec<u32> = load("action_cards.json")
        .iter()
        .filter(|v| v["obtainable"].as_bool() == Some(true) && v["shareId"].as_u64().is_some())
        .filter_map(|v| v["id"].as_u64().map(|id| id as u32))
        .collect();
    assert!(shared.len() > 340, "the facts give share ids");
    // Every character in some deck too: as many decks as either list needs, both cycled.
    let decks = shared.len().div_ceil(30).max(characters.len().div_ceil(3));
    for i in 0..decks {
        let pick = |list: &[u32], n: usize| -> Vec<u32> {
            let chunks: Vec<&[u32]> = list.chunks(n).collect();
            chunks[i % chunks.len()].to_vec()
        };
        let deck = Deck {
            characters: pick(&characters, 3).into_iter().map(CharacterId).collect(),
            cards: pick(&shared, 30).into_iter().map(CardId).collect(),
        };
        let code = sharecode::encode(&deck, i as u8).expect("every obtainable card has a share id");
        assert_eq!(
            sharecode::decode(&code).expect("the code reads back"),
            deck,
            "{code}"
        );
    }
}
