//! 娜维娅 Navia (Geo, claymore) and what comes with the character: Geo Infusion, Crystal
//! Shrapnel, Rosula Dorata Salute, Mutual Assistance Network, and the talent card Undisclosed
//! Distribution Channels.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{owner, CharacterCards, GEO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the card it creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NAVIA,
    talent: &UNDISCLOSED_DISTRIBUTION_CHANNELS,
    created: &[&CRYSTAL_SHRAPNEL],
    made_by_hooks: &[],
};

/// 娜维娅 Navia (1608).
pub static NAVIA: CharacterDef = CharacterDef {
    id: 1608,
    share_id: 396,
    name: "娜维娅",
    english_name: "Navia",
    element: Element::Geo,
    weapon: Weapon::Claymore,
    nations: nation::FONTAINE,
    since: V4_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16081,
            name: "Blunt Refusal",
            chinese_name: "直率的辞绝",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: CEREMONIAL_CRYSTALSHOT,
            name: "Ceremonial Crystalshot",
            chinese_name: "典仪式晶火",
            text: "Deals 3 Geo damage after discarding up to 5 Crystal Shrapnel from your hand: +1 damage and 1 card drawn for each.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[
                Op::Custom(crystalshot),
                Op::Status(crate::defs::Who::This, &GEO_INFUSION),
            ],
        },
        SkillDef {
            id: 16083,
            name: "As the Sunlit Sky's Singing Salute",
            chinese_name: "如霰澄天的鸣礼",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(GEO, 1),
                Op::PierceStandby(1),
                Op::Summon(&ROSULA_DORATA_SALUTE),
                Op::CreateCard(&CRYSTAL_SHRAPNEL),
            ],
        },
    ],
    passives: &[&MUTUAL_ASSISTANCE_NETWORK],
};

/// Navia's Elemental Skill, which her talent card uses.
const CEREMONIAL_CRYSTALSHOT: u32 = 16082;

/// Ceremonial Crystalshot: discard up to 5 Crystal Shrapnel, deal 3 Geo damage +1 for each,
/// then draw as many cards.
fn crystalshot(g: &mut Gitcg, cx: &mut Cx) {
    let n = g.discard_copies(cx.seat, &CRYSTAL_SHRAPNEL, 5);
    g.run_op(Op::Damage(GEO, 3 + n), cx);
    g.draw(cx.seat, n);
}

/// 岩元素附魔 Geo Infusion (116084): the character's physical damage becomes Geo; 2 rounds.
pub static GEO_INFUSION: EntityDef = EntityDef {
    id: 116084,
    name: "Geo Infusion",
    chinese_name: "岩元素附魔",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Geo),
    ..EntityDef::BLANK
};

/// 裂晶弹片 Crystal Shrapnel (116081): 1 physical damage to the opposing active character, then
/// draw a card.
pub static CRYSTAL_SHRAPNEL: CardDef = CardDef {
    id: 116081,
    share_id: 0,
    name: "裂晶弹片",
    english_name: "Crystal Shrapnel",
    kind: CardKind::Event,
    cost: Cost::same(1),
    ops: &[Op::Damage(DamageType::Physical, 1), Op::Draw(1)],
    ..CardDef::BLANK
};

/// 金花礼炮 Rosula Dorata Salute (116082): end phase, 1 Geo damage and draw a Crystal Shrapnel
/// from the deck; 2 usages.
pub static ROSULA_DORATA_SALUTE: EntityDef = EntityDef {
    text: "After its end-phase damage, draws a Crystal Shrapnel from your deck.",
    id: 116082,
    name: "Rosula Dorata Salute",
    chinese_name: "金花礼炮",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1), Op::Custom(draw_shrapnel)],
    ..EntityDef::BLANK
};

fn draw_shrapnel(g: &mut Gitcg, cx: &mut Cx) {
    g.draw_named(cx.seat, &CRYSTAL_SHRAPNEL, 1);
}

/// 互助关系网 Mutual Assistance Network (passive, 16084): after an opposing character takes
/// Crystallize damage, 3 Crystal Shrapnel go into your deck at random places.
pub static MUTUAL_ASSISTANCE_NETWORK: EntityDef = EntityDef {
    text: "After an opposing character takes Crystallize damage: puts 3 Crystal Shrapnel into your deck at random places.",
    id: 16084,
    name: "Mutual Assistance Network",
    chinese_name: "互助关系网",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::DEALT,
    hook: Some(mutual_assistance),
    ..EntityDef::BLANK
};

fn mutual_assistance(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if matches!(t, Trig::Dealt(d) if d.to != me.seat && d.reaction == Some(Reaction::Crystallize)) {
        g.put_in_deck(me.seat, &CRYSTAL_SHRAPNEL, 3, DeckPlace::Random);
    }
}

/// The equipped Undisclosed Distribution Channels (216081): after Navia uses a skill, draw 2
/// Crystal Shrapnel from the deck, once per round.
pub static UNDISCLOSED_DISTRIBUTION_CHANNELS_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a skill: draws 2 Crystal Shrapnel from your deck (once per round).",
    id: 216081,
    name: "Undisclosed Distribution Channels",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(distribution_channels),
    ..EntityDef::BLANK
};

fn distribution_channels(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill { character, .. } = *t {
        if Some(character) == owner(me) && g.ent(me).var == 0 {
            g.ent_mut(me).var = 1;
            g.draw_named(me.seat, &CRYSTAL_SHRAPNEL, 2);
        }
    }
}

/// 不明流通渠道 Undisclosed Distribution Channels (talent, 216081): Navia uses Ceremonial
/// Crystalshot.
pub static UNDISCLOSED_DISTRIBUTION_CHANNELS: CardDef = CardDef {
    id: 216081,
    since: V4_8,
    share_id: 399,
    name: "不明流通渠道",
    english_name: "Undisclosed Distribution Channels",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1608),
    talent_skill: Some(CEREMONIAL_CRYSTALSHOT),
    entity: Some(&UNDISCLOSED_DISTRIBUTION_CHANNELS_EQUIP),
    ..CardDef::BLANK
};
