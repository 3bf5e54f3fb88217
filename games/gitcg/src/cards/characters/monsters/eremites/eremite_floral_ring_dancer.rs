//! 镀金旅团·叶轮舞者 Eremite Floral Ring-Dancer (Dendro, no weapon) and what comes with the
//! character: Spirit of Omen's Power (its passive), the Technique card Spirit of Omen: Dendro
//! Spirit-Serpent with its technique Viny Razorscale, Spirit-Serpent's Blessing, and the talent
//! card Spirit Serpent's Swirl.

use tavern_protocol::gitcg::{DamageType, Element};

use super::eremite_scorching_loremaster::spirit_of_omens_power;
use crate::cards::characters::{deal_as, find, owner, user, CharacterCards, DENDRO};
use crate::defs::{
    trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_1};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the Technique card its burst
/// creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &EREMITE_FLORAL_RING_DANCER,
    talent: &SPIRIT_SERPENTS_SWIRL,
    created: &[&SPIRIT_SERPENT],
    made_by_hooks: &[&SPIRIT_SERPENTS_BLESSING],
};

/// 镀金旅团·叶轮舞者 Eremite Floral Ring-Dancer (2703). Its camp, the Eremites (镀金旅团), is no
/// nation any card asks for.
pub static EREMITE_FLORAL_RING_DANCER: CharacterDef = CharacterDef {
    id: 2703,
    share_id: 422,
    name: "镀金旅团·叶轮舞者",
    english_name: "Eremite Floral Ring-Dancer",
    element: Element::Dendro,
    weapon: Weapon::None,
    nations: 0,
    since: V5_1,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 27031,
            name: "Floral-Ring Caress",
            chinese_name: "叶轮轻扫",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: SPIRALING_WHIRL,
            name: "Spiraling Whirl",
            chinese_name: "蔓延旋舞",
            text: "Creates 1 layer of Spirit-Serpent's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Damage(DENDRO, 3), Op::Custom(|g, cx| bless(g, cx))],
        },
        SkillDef {
            id: 27033,
            name: "Spirit of Omen's Awakening: Dendro Spirit-Serpent",
            chinese_name: "厄灵苏醒·草之灵蛇",
            text: "Once per match: puts a Spirit of Omen: Dendro Spirit-Serpent into your hand.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 4), Op::Custom(awakening)],
        },
    ],
    passives: &[&SPIRIT_OF_OMENS_POWER],
};

/// The Ring-Dancer's elemental skill, which its talent card uses.
const SPIRALING_WHIRL: u32 = 27032;

/// The burst's card, once per match (kept in the character's per-match uses).
fn awakening(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).match_uses == 0 {
        g.character_mut(cx.seat, slot).match_uses = 1;
        g.create_card(cx.seat, &SPIRIT_SERPENT, true);
    }
}

/// Adds a usage of Spirit-Serpent's Blessing to the side (usages stack without limit).
fn bless(g: &mut Gitcg, cx: &Cx) {
    match find(g, cx.seat, LocZone::Combat, &SPIRIT_SERPENTS_BLESSING) {
        Some(at) => g.add_usage(at, 1),
        None => {
            g.add_entity(cx.seat, LocZone::Combat, &SPIRIT_SERPENTS_BLESSING);
        }
    }
}

/// 厄灵之能 Spirit of Omen's Power (passive, 27034): after the Ring-Dancer takes damage, if it
/// has 7 HP or less, it gains 1 Energy (once per round). Bookkeeping of the passive, not on the
/// table.
pub static SPIRIT_OF_OMENS_POWER: EntityDef = EntityDef {
    id: 27034,
    name: "Spirit of Omen's Power",
    chinese_name: "厄灵之能",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::DAMAGED,
    hook: Some(spirit_of_omens_power),
    text: "After the character takes damage: if it has 7 HP or less, it gains 1 Energy (once per round).",
    ..EntityDef::BLANK
};

/// 藤蔓锋鳞 Viny Razorscale (1270321): the technique of Spirit of Omen: Dendro Spirit-Serpent,
/// 1 Dendro damage for 1 unaligned die and 1 of the wearer's Energy.
pub static VINY_RAZORSCALE: SkillDef = SkillDef {
    id: 1270321,
    name: "Viny Razorscale",
    chinese_name: "藤蔓锋鳞",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::any(1).with_energy(1),
    ops: &[Op::Damage(DENDRO, 1)],
};

/// 厄灵·草之灵蛇 Spirit of Omen: Dendro Spirit-Serpent (Technique card, 127032), made by the
/// Ring-Dancer's burst.
pub static SPIRIT_SERPENT: CardDef = CardDef {
    id: 127032,
    share_id: 0,
    name: "厄灵·草之灵蛇",
    english_name: "Spirit of Omen: Dendro Spirit-Serpent",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::FREE,
    target: TargetRule::OwnCharacter,
    entity: Some(&SPIRIT_SERPENT_EQUIP),
    ..CardDef::BLANK
};

/// Spirit of Omen: Dendro Spirit-Serpent, equipped: its technique is Viny Razorscale; 2
/// usages.
pub static SPIRIT_SERPENT_EQUIP: EntityDef = EntityDef {
    id: 127032,
    name: "Spirit of Omen: Dendro Spirit-Serpent",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&VINY_RAZORSCALE),
    ..EntityDef::BLANK
};

/// 灵蛇祝福 Spirit-Serpent's Blessing (combat status, 127033): when your Spirit-Serpent's
/// technique deals damage, +1, and the technique spends no usage of the card; 1 usage,
/// stacking without limit.
pub static SPIRIT_SERPENTS_BLESSING: EntityDef = EntityDef {
    id: 127033,
    name: "Spirit-Serpent's Blessing",
    chinese_name: "灵蛇祝福",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::BONUS_OUT,
    hook: Some(serpents_blessing),
    text: "When you use the technique of Spirit of Omen: Dendro Spirit-Serpent: its damage is +1, and it spends no usage of the card (spends 1 usage). Usages stack without limit.",
    ..EntityDef::BLANK
};

fn serpents_blessing(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.from != me.seat || d.entity != Some(&SPIRIT_SERPENT_EQUIP) {
        return;
    }
    // A technique is used by the active character, who wears the card.
    let wearer = g.player(me.seat).active;
    d.amount += 1;
    // The use about to be spent is given back first.
    if let Some(card) = find(g, me.seat, LocZone::Char(wearer), &SPIRIT_SERPENT_EQUIP) {
        let e = g.ent_mut(card);
        e.usage = e.usage.saturating_add(1);
    }
    g.spend(me);
}

/// The equipped Spirit Serpent's Swirl (227031): while the Ring-Dancer is in play, after a
/// character of its side wearing a Spirit-Serpent is switched in, 1 Dendro damage (once per
/// round).
pub static SPIRIT_SERPENTS_SWIRL_EQUIP: EntityDef = EntityDef {
    id: 227031,
    name: "Spirit Serpent's Swirl",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(serpents_swirl),
    text: "After one of your characters wearing Spirit of Omen: Dendro Spirit-Serpent becomes your active character: deal 1 Dendro damage (once per round).",
    ..EntityDef::BLANK
};

fn serpents_swirl(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = t else { return };
    let wears = g.character(me.seat, *to).has(&SPIRIT_SERPENT_EQUIP);
    if owner(me).is_none() || !wears || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    deal_as(g, me, DENDRO, 1);
}

/// 灵蛇旋嘶 Spirit Serpent's Swirl (talent, 227031): the Ring-Dancer uses Spiraling Whirl.
pub static SPIRIT_SERPENTS_SWIRL: CardDef = CardDef {
    id: 227031,
    since: V5_1,
    share_id: 425,
    name: "灵蛇旋嘶",
    english_name: "Spirit Serpent's Swirl",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2703),
    talent_skill: Some(SPIRALING_WHIRL),
    entity: Some(&SPIRIT_SERPENTS_SWIRL_EQUIP),
    ..CardDef::BLANK
};
