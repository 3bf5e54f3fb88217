//! 愚人众·雷萤术士 Fatui Electro Cicin Mage (Electro, no weapon) and what comes with the
//! character: Electro Cicin, Crushing Thunder, Electro Cicin Ward, the prepared Surging Thunder,
//! and the talent card Electro Cicin's Gleam.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{deal_as, find, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_5};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ELECTRO_CICIN_MAGE,
    talent: &ELECTRO_CICINS_GLEAM,
    created: &[],
    made_by_hooks: &[&ELECTRO_CICIN_WARD],
};

/// 愚人众·雷萤术士 Fatui Electro Cicin Mage (2404).
pub static ELECTRO_CICIN_MAGE: CharacterDef = CharacterDef {
    id: 2404,
    share_id: 337,
    name: "愚人众·雷萤术士",
    english_name: "Fatui Electro Cicin Mage",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V4_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24041,
            name: "Hurtling Bolts",
            chinese_name: "轰闪落雷",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: MISTY_CALL,
            name: "Misty Call",
            chinese_name: "雾虚之召",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Summon(&ELECTRO_CICIN),
                Op::OpponentCombat(&CRUSHING_THUNDER),
            ],
        },
        SkillDef {
            id: 24043,
            name: "Thundering Shield",
            chinese_name: "霆雷之护",
            text: "Creates Electro Cicin Ward on your side, with 1 Shield point plus 1 per usage of your Electro Cicin (at most 3 more).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 1),
                Op::ApplyOwn(Who::This, Element::Electro),
                Op::Custom(electro_cicin_ward),
                Op::Status(Who::This, &PREPARING_SURGING_THUNDER),
            ],
        },
    ],
    passives: &[],
};

/// The Mage's elemental skill, which her talent card uses.
const MISTY_CALL: u32 = 24042;

/// Electro Cicin Ward shields 1, plus the usages of Electro Cicin (at most 3 more).
fn electro_cicin_ward(g: &mut Gitcg, cx: &mut Cx) {
    let cicin = find(g, cx.seat, LocZone::Summon, &ELECTRO_CICIN).map_or(0, |l| g.ent(l).usage);
    if let Some(ward) = g.add_entity(cx.seat, LocZone::Combat, &ELECTRO_CICIN_WARD) {
        g.set_usage(ward, 1 + cicin.min(3));
    }
}

/// 雷萤 Electro Cicin (124041): end phase, 1 Electro damage; 3 usages. Every third action card
/// the opponent plays gives it 1 usage back, up to 3 (its Crushing Thunder on the opposing
/// side counts them); after the Mage takes reaction damage, it loses 1 usage.
pub static ELECTRO_CICIN: EntityDef = EntityDef {
    text: "After the Fatui Electro Cicin Mage takes damage from a reaction, loses 1 usage.",
    id: 124041,
    name: "Electro Cicin",
    chinese_name: "雷萤",
    kind: EntityKind::Summon,
    usage: 3,
    usage_cap: 3,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    listens: trig::DAMAGED,
    hook: Some(electro_cicin),
    ..EntityDef::BLANK
};

fn electro_cicin(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    let mage = g.character(me.seat, d.target).def == &ELECTRO_CICIN_MAGE;
    if mage && d.reaction.is_some() {
        g.spend(me);
    }
}

/// 雷压 Crushing Thunder (combat status on the Mage's opponent, 124044): counts the action cards
/// its side plays, in its stock; at every third, the opposing Electro Cicin gains 1 usage (up
/// to 3).
pub static CRUSHING_THUNDER: EntityDef = EntityDef {
    text: "Counts the action cards your side plays: at every third, the opposing Electro Cicin gains 1 usage (at most 3).",
    id: 124044,
    name: "Crushing Thunder",
    chinese_name: "雷压",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::CARD_PLAYED,
    hook: Some(crushing_thunder),
    ..EntityDef::BLANK
};

fn crushing_thunder(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let e = g.ent_mut(me);
    e.stock += 1;
    if e.stock < 3 {
        return;
    }
    e.stock = 0;
    if let Some(cicin) = find(g, me.seat.other(), LocZone::Summon, &ELECTRO_CICIN) {
        let n = g.ent(cicin).usage;
        if n < ELECTRO_CICIN.max_usage() {
            g.set_usage(cicin, n + 1);
        }
    }
}

/// 雷萤护罩 Electro Cicin Ward (combat status, 124042): a shield for the active character.
pub static ELECTRO_CICIN_WARD: EntityDef = EntityDef {
    id: 124042,
    name: "Electro Cicin Ward",
    chinese_name: "雷萤护罩",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// 霆电迸发 Surging Thunder (24044, prepared by Thundering Shield): 2 Electro damage.
pub static SURGING_THUNDER: SkillDef = SkillDef {
    id: 24044,
    name: "Surging Thunder",
    chinese_name: "霆电迸发",
    text: "",
    kind: SkillKind::Burst,
    cost: Cost::FREE,
    ops: &[Op::Damage(ELECTRO, 2)],
};

/// 霆电迸发 Surging Thunder (preparing, 124043): the Mage uses Surging Thunder when her side's
/// next turn begins.
pub static PREPARING_SURGING_THUNDER: EntityDef = EntityDef {
    id: 124043,
    name: "Surging Thunder",
    chinese_name: "霆电迸发",
    kind: EntityKind::Status,
    prepare: Some(&SURGING_THUNDER),
    ..EntityDef::BLANK
};

/// The equipped Electro Cicin's Gleam (224041): before your side chooses an action, if Electro
/// Cicin has at least 3 usages, it deals 1 Electro damage at once, spending a usage (once per
/// round; the round's use is counted in `var`).
pub static ELECTRO_CICINS_GLEAM_EQUIP: EntityDef = EntityDef {
    text: "Before you choose an action: if your Electro Cicin has at least 3 usages, it deals 1 Electro damage at once and spends 1 usage (once per round).",
    id: 224041,
    name: "Electro Cicin's Gleam",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::BEFORE_ACTION,
    hook: Some(gleam),
    ..EntityDef::BLANK
};

fn gleam(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var > 0 {
        return;
    }
    let Some(cicin) = find(g, me.seat, LocZone::Summon, &ELECTRO_CICIN) else {
        return;
    };
    if g.ent(cicin).usage < 3 {
        return;
    }
    let serial = g.ent(me).serial;
    if let Some(cicin) = deal_as(g, cicin, ELECTRO, 1) {
        g.spend(cicin);
    }
    if let Some(me) = g.relocate(me, serial) {
        g.ent_mut(me).var = 1;
    }
}

/// 雷萤浮闪 Electro Cicin's Gleam (talent, 224041): the Mage uses Misty Call.
pub static ELECTRO_CICINS_GLEAM: CardDef = CardDef {
    id: 224041,
    since: V4_5,
    share_id: 341,
    name: "雷萤浮闪",
    english_name: "Electro Cicin's Gleam",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2404),
    talent_skill: Some(MISTY_CALL),
    entity: Some(&ELECTRO_CICINS_GLEAM_EQUIP),
    ..CardDef::BLANK
};
