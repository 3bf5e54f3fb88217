//! 凝光 Ningguang (Geo, catalyst) and what comes with the character: Jade Screen, and the talent card
//! Strategic Reserve.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{side_has, CharacterCards, GEO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NINGGUANG,
    talent: &STRATEGIC_RESERVE,
    created: &[],
    made_by_hooks: &[],
};

/// 凝光 Ningguang (1601).
pub static NINGGUANG: CharacterDef = CharacterDef {
    id: 1601,
    share_id: 42,
    name: "凝光",
    english_name: "Ningguang",
    element: Element::Geo,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16011,
            name: "Sparkling Scatter",
            chinese_name: "千金掷",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(GEO, 1)],
        },
        SkillDef {
            id: 16012,
            name: "Jade Screen",
            chinese_name: "璇玑屏",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 2), Op::Combat(&JADE_SCREEN)],
        },
        SkillDef {
            id: 16013,
            name: "Starshatter",
            chinese_name: "天权崩玉",
            text: "Deals 6 Geo damage (8 while Jade Screen is in play).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Custom(starshatter)],
        },
    ],
    passives: &[],
};

/// Starshatter deals 6 Geo damage, 8 while Jade Screen is in play.
fn starshatter(g: &mut Gitcg, cx: &mut Cx) {
    let screened = g.player(cx.seat).has_combat(&JADE_SCREEN);
    g.run_op(Op::Damage(GEO, if screened { 8 } else { 6 }), cx);
}

/// 璇玑屏 Jade Screen (116011): hits of at least 2 on the active character are reduced by 1; with a
/// Ningguang holding Strategic Reserve on its side, this side's Geo damage gets +1; 2 usages.
pub static JADE_SCREEN: EntityDef = EntityDef {
    text: "Damage of 2 or more taken by your active character is reduced by 1 (spends 1 usage). With Ningguang holding Strategic Reserve on your side, your Geo damage is increased by 1.",
    id: 116011,
    name: "Jade Screen",
    chinese_name: "璇玑屏",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::REDUCE | trig::BONUS_OUT,
    hook: Some(jade_screen),
    ..EntityDef::BLANK
};

/// Both triggers carry damage in flight: the direction tells them apart.
fn jade_screen(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.to == me.seat {
        if d.to_active && d.amount >= 2 {
            d.amount -= 1;
            g.spend(me);
        }
    } else if d.ty == GEO && side_has(g, me.seat, &STRATEGIC_RESERVE_EQUIP) {
        d.amount += 1;
    }
}

/// The equipped Strategic Reserve (216011): While Jade Screen is in play, your Geo damage is
/// increased by 1.
pub static STRATEGIC_RESERVE_EQUIP: EntityDef = EntityDef {
    text: "While Jade Screen is in play, your Geo damage is increased by 1.",
    id: 216011,
    name: "Strategic Reserve",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 储之千日，用之一刻 Strategic Reserve (talent, 216011).
pub static STRATEGIC_RESERVE: CardDef = CardDef {
    id: 216011,
    share_id: 102,
    name: "储之千日，用之一刻",
    english_name: "Strategic Reserve",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1601),
    talent_skill: Some(16012),
    entity: Some(&STRATEGIC_RESERVE_EQUIP),
    ..CardDef::BLANK
};
