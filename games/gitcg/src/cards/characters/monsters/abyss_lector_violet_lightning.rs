//! 深渊咏者·紫电 Abyss Lector: Violet Lightning (Electro, no weapon) and what comes with the
//! character: Electric Rebirth (its passive), Electric Rebirth: Honed, and the talent card Chain
//! Lightning Cascade.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::characters::{find, owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_1};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ABYSS_LECTOR_VIOLET_LIGHTNING,
    talent: &CHAIN_LIGHTNING_CASCADE,
    created: &[],
    made_by_hooks: &[&ELECTRIC_REBIRTH_HONED],
};

/// 深渊咏者·紫电 Abyss Lector: Violet Lightning (2406).
pub static ABYSS_LECTOR_VIOLET_LIGHTNING: CharacterDef = CharacterDef {
    id: 2406,
    share_id: 421,
    name: "深渊咏者·紫电",
    english_name: "Abyss Lector: Violet Lightning",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V5_1,
    hp: Versioned::same(6),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24061,
            name: "Den of Thunder",
            chinese_name: "渊薮落雷",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 24062,
            name: "Shock of the Enigmatic Abyss",
            chinese_name: "秘渊虚霆",
            text: "Deals 3 Electro damage. If the target already had Electro applied, steal 1 Energy from it (when this character's Energy is full, the next of your characters whose Energy is not full gets it).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Custom(enigmatic_abyss)],
        },
        SkillDef {
            id: 24063,
            name: "Wild Thunderburst",
            chinese_name: "狂迸骇雷",
            text: "Deals 3 Electro damage, +2 if the target has at most 1 Energy.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[Op::Custom(wild_thunderburst)],
        },
    ],
    passives: &[&ELECTRIC_REBIRTH],
};

/// The hit, then, when the target held Electro before it, 1 Energy taken from the target to
/// the user (or, when the user is full, to the next of its side's characters that is not).
fn enigmatic_abyss(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    let charged = g.character(foe, target).aura.has(Element::Electro);
    g.run_op(Op::Damage(ELECTRO, 3), cx);
    let t = g.character(foe, target);
    if !charged || !t.standing() || t.energy == 0 {
        return;
    }
    lose_energy(g, foe, target, 1);
    let slot = user(g, cx);
    let taker = (0..3u8).map(|i| (slot + i) % 3).find(|&s| {
        let c = g.character(cx.seat, s);
        c.alive && c.energy < c.def.max_energy
    });
    if let Some(s) = taker {
        g.gain_energy(cx.seat, s, 1);
    }
}

/// 3 Electro damage, +2 against a target with at most 1 Energy (read before the hit).
fn wild_thunderburst(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    let n = if g.character(foe, target).energy <= 1 {
        5
    } else {
        3
    };
    g.run_op(Op::Damage(ELECTRO, n), cx);
}

/// Takes `n` Energy from the character in `slot` of `seat` (as much as it has).
fn lose_energy(g: &mut Gitcg, seat: Seat, slot: u8, n: u8) {
    let c = g.character_mut(seat, slot);
    c.energy = c.energy.saturating_sub(n);
}

/// The opposing active character of `seat` loses 1 Energy.
fn drain_opposing_active(g: &mut Gitcg, seat: Seat) {
    let foe = seat.other();
    let active = g.player(foe).active;
    lose_energy(g, foe, active, 1);
}

/// 雷之新生 Electric Rebirth (passive, 124061): the first time the Lector would be knocked
/// out, she is healed to 4 HP instead; from then on her Electro damage gets +1 (Electric
/// Rebirth: Honed).
pub static ELECTRIC_REBIRTH: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, she is healed to 4 HP instead; from then on her Electro damage is increased by 1 (Electric Rebirth: Honed).",
    id: 124061,
    name: "Electric Rebirth",
    chinese_name: "雷之新生",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(electric_rebirth),
    ..EntityDef::BLANK
};

fn electric_rebirth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::WouldDie { character, saved }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *character != slot || saved.is_some() {
        return;
    }
    **saved = Some(4);
    g.discard(me);
    g.add_entity(me.seat, LocZone::Char(slot), &ELECTRIC_REBIRTH_HONED);
    if let Some(cascade) = find(
        g,
        me.seat,
        LocZone::Char(slot),
        &CHAIN_LIGHTNING_CASCADE_EQUIP,
    ) {
        g.discard(cascade);
        drain_opposing_active(g, me.seat);
    }
}

/// 雷之新生·锐势 Electric Rebirth: Honed (124062): the Lector's Electro damage gets +1.
pub static ELECTRIC_REBIRTH_HONED: EntityDef = EntityDef {
    text: "The character's Electro damage is increased by 1.",
    id: 124062,
    name: "Electric Rebirth: Honed",
    chinese_name: "雷之新生·锐势",
    kind: EntityKind::Status,
    listens: trig::BONUS_OUT,
    hook: Some(honed),
    ..EntityDef::BLANK
};

fn honed(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by == Some(slot) && d.ty == ELECTRO {
        d.amount += 1;
    }
}

/// The equipped Chain Lightning Cascade (224061): when the Lector is knocked out, or Electric
/// Rebirth saves her, this card leaves and the opposing active character loses 1 Energy.
pub static CHAIN_LIGHTNING_CASCADE_EQUIP: EntityDef = EntityDef {
    text: "When the character is knocked out or Electric Rebirth saves her: discard this card, and the opposing active character loses 1 Energy.",
    id: 224061,
    name: "Chain Lightning Cascade",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::KNOCKED_OUT,
    hook: Some(cascade_knocked_out),
    ..EntityDef::BLANK
};

fn cascade_knocked_out(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::KnockedOut {
        seat, character, ..
    } = t
    else {
        return;
    };
    if *seat == me.seat && owner(me) == Some(*character) {
        g.discard(me);
        drain_opposing_active(g, me.seat);
    }
}

/// Equipped on a Lector already reborn: the opposing active character loses 1 Energy.
fn cascade_enters(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&ELECTRIC_REBIRTH_HONED) {
        drain_opposing_active(g, cx.seat);
    }
}

/// 侵雷重闪 Chain Lightning Cascade (talent; not a combat action, 224061).
pub static CHAIN_LIGHTNING_CASCADE: CardDef = CardDef {
    text: "When it enters play: if the character was already saved by Electric Rebirth, the opposing active character loses 1 Energy.",
    id: 224061,
    since: V5_1,
    share_id: 424,
    name: "侵雷重闪",
    english_name: "Chain Lightning Cascade",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2406),
    entity: Some(&CHAIN_LIGHTNING_CASCADE_EQUIP),
    ops: &[Op::Custom(cascade_enters)],
    ..CardDef::BLANK
};
