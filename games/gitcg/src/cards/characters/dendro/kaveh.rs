//! 卡维 Kaveh (Dendro, claymore) and what comes with the character: Mehrak's Assistance, Burst
//! Scan, and the talent card The Art of Budgeting with its effect on Location cards.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::builtin::DENDRO_CORE;
use crate::cards::characters::hydro::nilou::BOUNTIFUL_CORE;
use crate::cards::characters::{deal_as, find, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, After, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, Discount,
    DiscountDice, Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind,
    TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KAVEH,
    talent: &THE_ART_OF_BUDGETING,
    created: &[],
    made_by_hooks: &[&BUDGETING_IN_EFFECT],
};

/// 卡维 Kaveh (1708).
pub static KAVEH: CharacterDef = CharacterDef {
    id: 1708,
    share_id: 367,
    name: "卡维",
    english_name: "Kaveh",
    element: Element::Dendro,
    weapon: Weapon::Claymore,
    nations: nation::SUMERU,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17081,
            name: "Schematic Setup",
            chinese_name: "旋规设矩",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: ARTISTIC_INGENUITY,
            name: "Artistic Ingenuity",
            chinese_name: "画则巧施",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Damage(DENDRO, 2), Op::Combat(&BURST_SCAN)],
        },
        SkillDef {
            id: 17083,
            name: "Painted Dome",
            chinese_name: "繁绘隅穹",
            text: "Create 2 layers of Burst Scan.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(DENDRO, 3),
                Op::Status(Who::This, &MEHRAKS_ASSISTANCE),
                Op::Custom(two_scans),
            ],
        },
    ],
    passives: &[],
};

/// Kaveh's elemental skill, which his talent card uses.
const ARTISTIC_INGENUITY: u32 = 17082;

fn two_scans(g: &mut Gitcg, cx: &mut Cx) {
    for _ in 0..2 {
        g.add_entity(cx.seat, LocZone::Combat, &BURST_SCAN);
    }
}

/// 梅赫拉克的助力 Mehrak's Assistance (117081): Kaveh's normal attacks deal +1, his physical
/// damage becomes Dendro, and after a normal attack he creates Burst Scan; 2 rounds.
pub static MEHRAKS_ASSISTANCE: EntityDef = EntityDef {
    id: 117081,
    name: "Mehrak's Assistance",
    chinese_name: "梅赫拉克的助力",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Dendro),
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    after: Some((After::NormalAttack, &[Op::Combat(&BURST_SCAN)])),
    ..EntityDef::BLANK
};

/// 迸发扫描 Burst Scan (117082): before either side chooses an action, if this side has a Dendro
/// Core or a Bountiful Core, that core spends a usage, the top card of this side's deck is
/// discarded, and this deals Dendro damage equal to that card's original dice cost, spending a
/// usage. 1 usage, stacking to 3. With an empty deck nothing happens.
pub static BURST_SCAN: EntityDef = EntityDef {
    text: "Before either side chooses an action: if you have a Dendro Core or a Bountiful Core, it spends 1 usage, the top card of your deck is discarded, and this deals Dendro damage equal to that card's original dice cost (spends 1 usage).",
    id: 117082,
    name: "Burst Scan",
    chinese_name: "迸发扫描",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 3,
    listens: trig::BEFORE_ACTION | trig::FOE_BEFORE_ACTION,
    hook: Some(burst_scan),
    ..EntityDef::BLANK
};

fn burst_scan(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let seat = me.seat;
    let core = find(g, seat, LocZone::Combat, &DENDRO_CORE)
        .or_else(|| find(g, seat, LocZone::Summon, &BOUNTIFUL_CORE));
    let Some(core) = core else { return };
    if g.player(seat).deck.is_empty() {
        return;
    }
    let serial = g.ent(me).serial;
    g.spend(core);
    let Some(card) = g.discard_from_deck(seat) else {
        return;
    };
    let Some(me) = g.relocate(me, serial).filter(|l| !g.ent(*l).dead) else {
        return;
    };
    if let Some(me) = deal_as(g, me, DENDRO, card.cost.dice()) {
        g.spend(me);
    }
    budgeting(g, seat, card);
}

/// The Art of Budgeting's answer to a Burst Scan that went off: a copy of the discarded card
/// in hand and, for a Location, the next Location costs 2 less this round (once per round).
fn budgeting(g: &mut Gitcg, seat: tavern_protocol::Seat, card: &'static CardDef) {
    let p = g.player(seat);
    let Some(slot) = p
        .living()
        .find(|&s| p.chars[s as usize].has(&THE_ART_OF_BUDGETING_EQUIP))
    else {
        return;
    };
    let Some(equip) = find(g, seat, LocZone::Char(slot), &THE_ART_OF_BUDGETING_EQUIP) else {
        return;
    };
    if g.ent(equip).var != 0 {
        return;
    }
    g.ent_mut(equip).var = 1;
    g.create_card(seat, card, true);
    if card.kind == CardKind::Location {
        g.add_entity(seat, LocZone::Combat, &BUDGETING_IN_EFFECT);
    }
}

/// 预算师的技艺（生效中）The Art of Budgeting (In Effect) (117083): this side's next Location
/// card this round costs 2 dice less.
pub static BUDGETING_IN_EFFECT: EntityDef = EntityDef {
    id: 117083,
    name: "The Art of Budgeting (In Effect)",
    chinese_name: "预算师的技艺（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::Kind(CardKind::Location),
        dice: DiscountDice::Any,
        amount: 2,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// The equipped The Art of Budgeting (217081): while Kaveh is in play, after this side's Burst
/// Scan goes off, a copy of the discarded card goes to the hand; a Location makes the next
/// Location this round cost 2 less (once per round; `var` marks the round's use).
pub static THE_ART_OF_BUDGETING_EQUIP: EntityDef = EntityDef {
    text: "While the character is in play, after your Burst Scan goes off: create a copy of the discarded card in your hand; if it is a Location, your next Location card this round costs 2 dice less (once per round).",
    id: 217081,
    name: "The Art of Budgeting",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    ..EntityDef::BLANK
};

/// 预算师的技艺 The Art of Budgeting (talent, 217081): Kaveh uses Artistic Ingenuity.
pub static THE_ART_OF_BUDGETING: CardDef = CardDef {
    id: 217081,
    since: V4_7,
    share_id: 376,
    name: "预算师的技艺",
    english_name: "The Art of Budgeting",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1708),
    talent_skill: Some(ARTISTIC_INGENUITY),
    entity: Some(&THE_ART_OF_BUDGETING_EQUIP),
    ..CardDef::BLANK
};
