//! 恰斯卡 Chasca (Anemo, bow) and what comes with the character: her Nightsoul's Blessing,
//! Soulsniper: Ritual Staff and its Technique Multitarget Fire, Intent to Cover, her passive
//! Shadowhunt Shell with the Shadowhunt Shells it shuffles into the deck (and their Shining
//! forms), and the talent card Bullet Trick.
//!
//! Arrived in 5.7.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, user, CharacterCards, ANEMO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    answers, nation, trig, After, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::LocZone;
use crate::version::{Versioned, V5_7};

/// The registry entry: the character, its talent card, the Shadowhunt Shells and what only
/// hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CHASCA,
    talent: &BULLET_TRICK,
    created: &[
        &SHADOWHUNT_SHELL,
        &SHINING_PYRO,
        &SHINING_HYDRO,
        &SHINING_ELECTRO,
        &SHINING_CRYO,
    ],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &SHELLS_IN_HAND],
};

/// Chasca's card id, which her talent card asks of its target.
const CHASCA_ID: u32 = 1511;
/// Her elemental skill, refused while she is in Nightsoul's Blessing.
const SPIRIT_REINS: u32 = 15112;
/// Multitarget Fire's id, refused without a Nightsoul point.
const MULTITARGET_ID: u32 = 1151121;
/// The Shadowhunt Shells her passive shuffles into the deck.
const SHELLS: u8 = 6;
/// The cards Multitarget Fire discards.
const DISCARDED: u8 = 3;

/// 恰斯卡 Chasca (1511). Her nation, Natlan (纳塔), is no nation any card asks for yet.
pub static CHASCA: CharacterDef = CharacterDef {
    id: CHASCA_ID,
    share_id: 479,
    name: "恰斯卡",
    english_name: "Chasca",
    element: Element::Anemo,
    weapon: Weapon::Bow,
    nations: nation::NATLAN,
    since: V5_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15111,
            name: "Phantom Feather Flurry",
            chinese_name: "迷羽流击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: SPIRIT_REINS,
            name: "Spirit Reins, Shadow Hunt",
            chinese_name: "灵缰追影",
            text: "She enters Nightsoul's Blessing and gains 2 Nightsoul points. She may not use this skill while in Nightsoul's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[
                Op::Damage(ANEMO, 1),
                Op::Draw(1),
                Op::Status(Who::This, &SOULSNIPER),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, 2, MOST_POINTS);
                }),
                Op::Combat(&INTENT_TO_COVER),
            ],
        },
        SkillDef {
            id: 15113,
            name: "Soul Reaper's Fatal Round",
            chinese_name: "索魂命袭",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 1), Op::PierceStandby(1), Op::Draw(3)],
        },
    ],
    passives: &[&SHADOWHUNT_SHELL_PASSIVE],
};

/// 夜魂加持 Nightsoul's Blessing (status, 115111): Chasca's, holding up to 2 Nightsoul points
/// (its stock); while she is in it she may not use Spirit Reins, Shadow Hunt; it ends when her
/// Soulsniper: Ritual Staff is discarded.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 115111,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        if *skill == SPIRIT_REINS && owner(me) == Some(g.player(me.seat).active) {
            **refused = true;
        }
    }),
    listens: trig::EQUIPMENT_DISCARDED,
    hook: Some(|g, me, _| {
        let Some(slot) = owner(me) else { return };
        if !g.character(me.seat, slot).has(&SOULSNIPER) {
            g.discard(me);
        }
    }),
    text: "The character accumulates Nightsoul points (at most 2). It ends when Soulsniper: Ritual Staff is discarded.",
    ..EntityDef::BLANK
};

/// 多重瞄准 Multitarget Fire (1151121): consume 1 Nightsoul point, 1 Anemo damage, then discard
/// the 3 cards of the highest original cost from the hand (at random among equals).
pub static MULTITARGET_FIRE: SkillDef = SkillDef {
    id: MULTITARGET_ID,
    name: "Multitarget Fire",
    chinese_name: "多重瞄准",
    text: "Consume 1 Nightsoul point.",
    kind: SkillKind::Elemental,
    cost: Cost::elem(Element::Anemo, 2, 0),
    ops: &[
        Op::Custom(|g, cx| {
            let slot = user(g, cx);
            g.spend_nightsoul_by_skill(cx.seat, slot, 1);
        }),
        Op::Damage(ANEMO, 1),
        Op::Custom(|g, cx| {
            for _ in 0..DISCARDED {
                g.discard_costliest(cx.seat);
            }
        }),
    ],
};

/// 灵枪·仪式杖 Soulsniper: Ritual Staff (Technique, 115112), attached by Spirit Reins, Shadow
/// Hunt: its technique is Multitarget Fire, refused without a Nightsoul point; discarding it
/// ends her Nightsoul's Blessing.
pub static SOULSNIPER: EntityDef = EntityDef {
    id: 115112,
    name: "Soulsniper: Ritual Staff",
    chinese_name: "灵枪·仪式杖",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    technique: Some(&MULTITARGET_FIRE),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        let Some(slot) = owner(me) else { return };
        if *skill == MULTITARGET_ID && g.nightsoul_points(me.seat, slot) == 0 {
            **refused = true;
        }
    }),
    text: "Multitarget Fire needs a Nightsoul point. When this is discarded, the character leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

/// 掩护的心意 Intent to Cover (combat status, 115118): when the side switches characters, draw
/// 1 card; 2 usages.
pub static INTENT_TO_COVER: EntityDef = EntityDef {
    id: 115118,
    name: "Intent to Cover",
    chinese_name: "掩护的心意",
    kind: EntityKind::Combat,
    usage: 2,
    after: Some((After::Switch, &[Op::Draw(1)])),
    ..EntityDef::BLANK
};

/// 追影弹 Shadowhunt Shell (passive, 15114): when the battle begins, 6 Shadowhunt Shells go into
/// the deck at random places, and the side's Shadowhunt Shells entering the hand turn into
/// the Shining Shell of the active character's element from then on.
pub static SHADOWHUNT_SHELL_PASSIVE: EntityDef = EntityDef {
    id: 15114,
    name: "Shadowhunt Shell",
    chinese_name: "追影弹",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::BATTLE_START,
    hook: Some(|g, me, _| {
        g.put_in_deck(me.seat, &SHADOWHUNT_SHELL, SHELLS, DeckPlace::Random);
        g.add_entity(me.seat, LocZone::Combat, &SHELLS_IN_HAND);
    }),
    text: "When the battle begins: 6 Shadowhunt Shells go into your deck at random places.",
    ..EntityDef::BLANK
};

/// The Shadowhunt Shell's own rule, kept on its side (a hidden combat status with the shell's
/// id, so it outlasts Chasca): when a Shadowhunt Shell enters the hand while the active
/// character is Pyro, Hydro, Electro or Cryo, it turns into that element's Shining Shell.
pub static SHELLS_IN_HAND: EntityDef = EntityDef {
    id: 115113,
    name: "Shadowhunt Shell (in hand)",
    chinese_name: "追影弹",
    kind: EntityKind::Combat,
    hidden: true,
    listens: trig::TO_HAND,
    hook: Some(|g, me, t| {
        let Trig::ToHand(card) = *t else { return };
        if card != &SHADOWHUNT_SHELL {
            return;
        }
        let shining = match g.player(me.seat).active_char().def.element {
            Element::Pyro => &SHINING_PYRO,
            Element::Hydro => &SHINING_HYDRO,
            Element::Electro => &SHINING_ELECTRO,
            Element::Cryo => &SHINING_CRYO,
            _ => return,
        };
        let hand = &mut g.player_mut(me.seat).hand;
        if let Some(i) = hand.iter().rposition(|c| *c == card) {
            hand[i] = shining;
        }
    }),
    text: "When a Shadowhunt Shell enters your hand while your active character is Pyro, Hydro, Electro or Cryo: it turns into that element's Shining Shadowhunt Shell.",
    ..EntityDef::BLANK
};

/// What a Shadowhunt Shell does played or discarded: 1 damage of its element to the opposing
/// active character, then a Shadowhunt Shell goes into the deck at a random place.
macro_rules! shell_ops {
    ($ty:expr) => {
        &[
            Op::Damage($ty, 1),
            Op::Custom(|g, cx| g.put_in_deck(cx.seat, &SHADOWHUNT_SHELL, 1, DeckPlace::Random)),
        ]
    };
}

/// A Shadowhunt Shell of element `e`, costing 3 dice of it.
const fn shell(
    id: u32,
    name: &'static str,
    english_name: &'static str,
    e: Element,
    ops: &'static [Op],
) -> CardDef {
    CardDef {
        id,
        name,
        english_name,
        kind: CardKind::Event,
        cost: Cost::elem(e, 3, 0),
        ops,
        on_discard: ops,
        text: "Played or discarded: deal the damage, then a Shadowhunt Shell goes into your deck at a random place.",
        ..CardDef::BLANK
    }
}

/// 追影弹 Shadowhunt Shell (115113).
pub static SHADOWHUNT_SHELL: CardDef = shell(
    115113,
    "追影弹",
    "Shadowhunt Shell",
    Element::Anemo,
    shell_ops!(ANEMO),
);
/// 焕光追影弹·火 Shining Shadowhunt Shell: Pyro (115114).
pub static SHINING_PYRO: CardDef = shell(
    115114,
    "焕光追影弹·火",
    "Shining Shadowhunt Shell: Pyro",
    Element::Pyro,
    shell_ops!(DamageType::Elemental(Element::Pyro)),
);
/// 焕光追影弹·水 Shining Shadowhunt Shell: Hydro (115115).
pub static SHINING_HYDRO: CardDef = shell(
    115115,
    "焕光追影弹·水",
    "Shining Shadowhunt Shell: Hydro",
    Element::Hydro,
    shell_ops!(DamageType::Elemental(Element::Hydro)),
);
/// 焕光追影弹·雷 Shining Shadowhunt Shell: Electro (115116).
pub static SHINING_ELECTRO: CardDef = shell(
    115116,
    "焕光追影弹·雷",
    "Shining Shadowhunt Shell: Electro",
    Element::Electro,
    shell_ops!(DamageType::Elemental(Element::Electro)),
);
/// 焕光追影弹·冰 Shining Shadowhunt Shell: Cryo (115117).
pub static SHINING_CRYO: CardDef = shell(
    115117,
    "焕光追影弹·冰",
    "Shining Shadowhunt Shell: Cryo",
    Element::Cryo,
    shell_ops!(DamageType::Elemental(Element::Cryo)),
);

/// 子弹的戏法 Bullet Trick (talent, an event card, 215111): played on Chasca while she is in
/// play, a Shadowhunt Shell enters the hand.
pub static BULLET_TRICK: CardDef = CardDef {
    id: 215111,
    since: V5_7,
    share_id: 482,
    name: "子弹的戏法",
    english_name: "Bullet Trick",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Anemo, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(CHASCA_ID),
    ops: &[Op::CreateCard(&SHADOWHUNT_SHELL)],
    text: "Play it on Chasca.",
    condition: Some(|g, seat, own| {
        let chasca = own.is_some_and(|s| g.character(seat, s).card.id == CHASCA_ID);
        (!chasca).then_some("it is played on Chasca")
    }),
    ..CardDef::BLANK
};
