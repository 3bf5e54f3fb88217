//! Arcane Legends (秘传): one per match per player, always in the opening hand (the rule is
//! `Player::legend_used`, checked for every card of kind `CardKind::Legend`).

use crate::cards::common::{different_basic_dice, event};
use crate::defs::{
    CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef, EntityKind, EquipSlot,
    Op, Weapon,
};

/// 旧时庭园（生效中） Ancient Courtyard (In Effect): this round, the next weapon or artifact
/// costs 2 dice less.
pub static ANCIENT_COURTYARD_STATUS: EntityDef = EntityDef {
    id: 300001,
    name: "Ancient Courtyard (In Effect)",
    chinese_name: "旧时庭园（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::WeaponOrArtifact,
        dice: DiscountDice::Any,
        amount: 2,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 旧时庭园 Ancient Courtyard: only while a character of the side wears a weapon or artifact.
pub static ANCIENT_COURTYARD: CardDef = CardDef {
    text: "Playable only while one of your characters wears a Weapon or an Artifact.",
    condition: Some(|g, seat, _| {
        let equipped = g.player(seat).chars.iter().any(|c| {
            c.alive
                && (c.equipment(EquipSlot::Weapon(Weapon::None)).is_some()
                    || c.equipment(EquipSlot::Artifact).is_some())
        });
        (!equipped).then_some("no character has a weapon or artifact equipped")
    }),
    ..event(
        330001,
        218,
        "旧时庭园",
        "Ancient Courtyard",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Combat(&ANCIENT_COURTYARD_STATUS)],
    )
};

/// 磐岩盟契 Covenant of Rock: only with no dice left; 2 different basic element dice.
pub static COVENANT_OF_ROCK: CardDef = CardDef {
    text: "Playable only when you have no dice left. Creates 2 dice of different basic elements.",
    condition: Some(|g, seat, _| {
        (!g.player(seat).dice.is_empty()).then_some("the side still has dice")
    }),
    ..event(
        330002,
        219,
        "磐岩盟契",
        "Covenant of Rock",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| different_basic_dice(g, cx.seat, 2))],
    )
};
