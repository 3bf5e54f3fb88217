//! 阿蕾奇诺 Arlecchino (Pyro, polearm) and what comes with the character: Blood-Debt Directive,
//! her passive The Balemoon Alone May Know, and the talent card All Reprisals and Arrears, Mine
//! to Bear. Bond of Life is the rules' own status (`bond_of_life.rs`).
//!
//! Arrived in 5.4.

use tavern_protocol::gitcg::{DamageType, Element, SkillId, Source};

use crate::cards::characters::{owner, user, CharacterCards, PYRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V5_4};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ARLECCHINO,
    talent: &ALL_REPRISALS,
    created: &[],
    made_by_hooks: &[],
};

/// Arlecchino's card id, which Blood-Debt Directive looks for on the opposing side.
const ARLECCHINO_ID: u32 = 1314;
/// Her burst, the one heal she receives.
const BALEMOON_RISING: u32 = 13143;
/// The most layers of Bond of Life her Normal Attack consumes.
const MOST_CONSUMED: u8 = 3;

/// 阿蕾奇诺 Arlecchino (1314).
pub static ARLECCHINO: CharacterDef = CharacterDef {
    id: ARLECCHINO_ID,
    share_id: 454,
    name: "阿蕾奇诺",
    english_name: "Arlecchino",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::FATUI,
    since: V5_4,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13141,
            name: "Invitation to a Beheading",
            chinese_name: "斩首之邀",
            text: "Deals 2 Physical damage, consuming up to 3 layers of Bond of Life of the target for +1 damage each.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Custom(beheading)],
        },
        SkillDef {
            id: 13142,
            name: "All Is Ash",
            chinese_name: "万相化灰",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::OpponentCombat(&BLOOD_DEBT_DIRECTIVE),
                Op::Damage(PYRO, 2),
            ],
        },
        SkillDef {
            id: BALEMOON_RISING,
            name: "Balemoon Rising",
            chinese_name: "厄月将升",
            text: "She removes all her Bond of Life and heals herself 1 for each layer removed.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(PYRO, 4),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    let n = g.remove_bond_of_life(cx.seat, slot);
                    g.run_op(Op::Heal(Who::This, n), cx);
                }),
            ],
        },
    ],
    passives: &[&BALEMOON_ALONE],
};

/// Invitation to a Beheading: the target's Bond of Life, up to 3 layers, is consumed first and
/// raises the hit as much.
fn beheading(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = cx.opponent_target.unwrap_or(g.player(foe).active);
    let taken = g.take_bond_of_life(foe, target, MOST_CONSUMED);
    g.run_op(Op::Damage(DamageType::Physical, 2 + taken), cx);
}

/// 唯厄月可知晓 The Balemoon Alone May Know (passive, 13144): she is healed by nothing but
/// Balemoon Rising; while she has Bond of Life, her Physical damage turns Pyro.
pub static BALEMOON_ALONE: EntityDef = EntityDef {
    id: 13144,
    name: "The Balemoon Alone May Know",
    chinese_name: "唯厄月可知晓",
    kind: EntityKind::Status,
    hidden: true,
    answers: answers::HEAL_AS_BOND,
    query: Some(|_, me, q| {
        let Query::HealRefused { source, refused } = q else {
            return;
        };
        let balemoon = matches!(source, Some(Source::Skill { character, skill })
            if *skill == SkillId(BALEMOON_RISING)
                && character.seat == me.seat
                && Some(character.slot) == owner(me));
        **refused |= !balemoon;
    }),
    listens: trig::INFUSE,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let Some(slot) = owner(me) else { return };
        let mine = d.from == me.seat && d.by == Some(slot) && d.entity.is_none();
        if mine && d.ty == DamageType::Physical && g.bond_of_life(me.seat, slot) > 0 {
            d.ty = DamageType::Elemental(Element::Pyro);
        }
    }),
    text: "The character receives no healing other than from Balemoon Rising. While she has Bond of Life, the Physical damage she deals becomes Pyro damage.",
    ..EntityDef::BLANK
};

/// 血偿勒令 Blood-Debt Directive (combat status on the opposing side, 113141): after a
/// character of that side takes damage, it and the opposing Arlecchino each gain 1 layer of
/// Bond of Life; 5 usages.
pub static BLOOD_DEBT_DIRECTIVE: EntityDef = EntityDef {
    id: 113141,
    name: "Blood-Debt Directive",
    chinese_name: "血偿勒令",
    kind: EntityKind::Combat,
    usage: 5,
    listens: trig::DAMAGED,
    hook: Some(blood_debt),
    text: "After one of your characters takes damage: it and the opposing Arlecchino each gain 1 layer of Bond of Life.",
    ..EntityDef::BLANK
};

fn blood_debt(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = *t else { return };
    if d.to != me.seat {
        return;
    }
    let creditor = me.seat.other();
    let p = g.player(creditor);
    let arlecchino = p
        .living()
        .find(|&s| p.chars[s as usize].card.id == ARLECCHINO_ID);
    g.add_bond_of_life(me.seat, d.target, 1);
    if let Some(s) = arlecchino {
        g.add_bond_of_life(creditor, s, 1);
    }
    g.spend(me);
}

/// 所有的仇与债皆由我偿… All Reprisals and Arrears, Mine to Bear (talent, 213141): a combat
/// action, played on Arlecchino while she is the active character; she gains 3 layers of Bond
/// of Life.
pub static ALL_REPRISALS: CardDef = CardDef {
    id: 213141,
    since: V5_4,
    share_id: 456,
    name: "所有的仇与债皆由我偿…",
    english_name: "All Reprisals and Arrears, Mine to Bear",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(ARLECCHINO_ID),
    entity: Some(&ALL_REPRISALS_EQUIP),
    ops: &[Op::Custom(|g, cx| {
        let slot = user(g, cx);
        g.add_bond_of_life(cx.seat, slot, 3);
    })],
    condition: Some(|g, seat, own| {
        (own != Some(g.player(seat).active)).then_some("the character must be active")
    }),
    text: "Arlecchino gains 3 layers of Bond of Life.",
    ..CardDef::BLANK
};

/// All Reprisals and Arrears, Mine to Bear, equipped: when Arlecchino takes damage while she
/// has Bond of Life, 1 layer is consumed to take 1 off that damage.
pub static ALL_REPRISALS_EQUIP: EntityDef = EntityDef {
    id: 213141,
    name: "All Reprisals and Arrears, Mine to Bear",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::REDUCE,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let Some(slot) = owner(me) else { return };
        if d.to == me.seat && d.target == slot && d.amount > 0 {
            d.amount -= g.take_bond_of_life(me.seat, slot, 1) as i16;
        }
    }),
    text: "When Arlecchino takes damage while she has Bond of Life: consume 1 layer to take 1 off that damage.",
    ..EntityDef::BLANK
};
