//! Events about equipment: moving it between characters, taking it back, paying less for it.

use tavern_protocol::gitcg::{CardId, DieFace};
use tavern_protocol::Seat;

use crate::cards::common::{event, owner};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Cx, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, TargetRule, Trig, Weapon, Who,
};
use crate::state::{same_slot, Loc, LocZone};
use crate::version::{V3_8, V4_0, V4_2, V4_3, V4_4, V5_0};
use crate::Gitcg;

/// Moves the card's first target's piece of `slot` to its second target.
fn transfer(g: &mut Gitcg, cx: &Cx, slot: EquipSlot) {
    if let (Some(from), Some(to)) = (cx.character, cx.second) {
        g.move_equipment(cx.seat, slot, from, to);
    }
}

/// 诸武精通 Master of Weaponry: a weapon moves to another character of the same weapon type,
/// its "per round" count starting over.
pub static MASTER_OF_WEAPONRY: CardDef = CardDef {
    text: "Moves the Weapon to the second character and resets its once-per-round limits.",
    target: TargetRule::TransferEquipment(EquipSlot::Weapon(Weapon::None)),
    ..event(
        332010,
        250,
        "诸武精通",
        "Master of Weaponry",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            transfer(g, cx, EquipSlot::Weapon(Weapon::None))
        })],
    )
};

/// 神宝迁宫祝词 Blessing of the Divine Relic's Installation: an artifact moves to another
/// character, its "per round" count starting over.
pub static BLESSING_OF_THE_DIVINE_RELICS_INSTALLATION: CardDef = CardDef {
    text: "Moves the Artifact to the second character and resets its once-per-round limits.",
    target: TargetRule::TransferEquipment(EquipSlot::Artifact),
    ..event(
        332011,
        251,
        "神宝迁宫祝词",
        "Blessing of the Divine Relic's Installation",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| transfer(g, cx, EquipSlot::Artifact))],
    )
};

/// 大梦的曲调（生效中） Rhythm of the Great Dream (In Effect): the side's next weapon or
/// artifact costs 1 die less.
pub static RHYTHM_OF_THE_GREAT_DREAM_STATUS: EntityDef = EntityDef {
    id: 302021,
    name: "Rhythm of the Great Dream (In Effect)",
    chinese_name: "大梦的曲调（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::WeaponOrArtifact,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 大梦的曲调 Rhythm of the Great Dream.
pub static RHYTHM_OF_THE_GREAT_DREAM: CardDef = event(
    332021,
    261,
    "大梦的曲调",
    "Rhythm of the Great Dream",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&RHYTHM_OF_THE_GREAT_DREAM_STATUS)],
)
.arrived(V3_8);

/// The card's target wears a piece of `slot`, or the reason it may not be played.
fn wears(g: &Gitcg, seat: Seat, target: Option<u8>, slot: EquipSlot) -> Option<&'static str> {
    let worn = target.is_some_and(|s| g.character(seat, s).equipment(slot).is_some());
    (!worn).then_some("the character wears no such equipment")
}

/// The card's target's piece of `slot` leaves it and its card returns to the hand (shown to
/// both players, who saw it worn). Taken back, it is not discarded.
fn take_back(g: &mut Gitcg, cx: &Cx, slot: EquipSlot) {
    let Some(s) = cx.character else { return };
    let Some(i) = g
        .character(cx.seat, s)
        .attached
        .iter()
        .position(|e| !e.dead && same_slot(e.def.kind, slot))
    else {
        return;
    };
    let loc = Loc {
        seat: cx.seat,
        zone: LocZone::Char(s),
        idx: i as u8,
    };
    let id = g.ent(loc).def.id;
    g.discard(loc);
    if let Some(card) = crate::cards::card(CardId(id)) {
        g.create_card(cx.seat, card, true);
    }
}

/// 藏锋何处（生效中） Where Is the Unseen Razor? (In Effect): this round, the side's next weapon
/// costs 2 dice less.
pub static WHERE_IS_THE_UNSEEN_RAZOR_STATUS: EntityDef = EntityDef {
    id: 303222,
    name: "Where Is the Unseen Razor? (In Effect)",
    chinese_name: "藏锋何处（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::Weapon,
        dice: DiscountDice::Any,
        amount: 2,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 藏锋何处 Where Is the Unseen Razor?: the target's weapon returns to the hand.
pub static WHERE_IS_THE_UNSEEN_RAZOR: CardDef = CardDef {
    since: V4_0,
    text: "Play on one of your characters wearing a Weapon: the Weapon returns to your hand.",
    target: TargetRule::OwnCharacter,
    condition: Some(|g, seat, t| wears(g, seat, t, EquipSlot::Weapon(Weapon::None))),
    ..event(
        332022,
        262,
        "藏锋何处",
        "Where Is the Unseen Razor?",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Custom(|g, cx| take_back(g, cx, EquipSlot::Weapon(Weapon::None))),
            Op::Combat(&WHERE_IS_THE_UNSEEN_RAZOR_STATUS),
        ],
    )
};

/// A Lyresong status: this round, the side's next artifact costs `amount` dice less.
const fn lyresong(id: u32, amount: u8) -> EntityDef {
    EntityDef {
        id,
        name: "Lyresong (In Effect)",
        chinese_name: "琴音之诗（生效中）",
        kind: EntityKind::Combat,
        usage: 1,
        round_only: true,
        discount: Some(Discount {
            on: Discounted::Kind(CardKind::Equipment(EquipSlot::Artifact)),
            dice: DiscountDice::Any,
            amount,
            limit: 0,
        }),
        ..EntityDef::BLANK
    }
}
/// 琴音之诗（生效中） Lyresong (In Effect), when it was the first action card of the round: 2
/// dice less.
pub static LYRESONG_STATUS_FIRST: EntityDef = lyresong(303224, 2);
/// 琴音之诗（生效中） Lyresong (In Effect), after other action cards this round: 1 die less.
pub static LYRESONG_STATUS: EntityDef = lyresong(303232, 1);
/// 琴音之诗 Lyresong: the target's artifact returns to the hand; the next artifact this round
/// costs 1 die less, 2 when no other action card was played before it this round.
pub static LYRESONG: CardDef = CardDef {
    since: V4_2,
    text: "Play on one of your characters wearing an Artifact: the Artifact returns to your hand. This round, your next Artifact costs 1 die less, or 2 if this was the first action card you played this round.",
    target: TargetRule::OwnCharacter,
    condition: Some(|g, seat, t| wears(g, seat, t, EquipSlot::Artifact)),
    ..event(
        332024,
        264,
        "琴音之诗",
        "Lyresong",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Custom(|g, cx| {
                take_back(g, cx, EquipSlot::Artifact);
                // The count includes Lyresong itself.
                let first = g.player(cx.seat).cards_played_this_round <= 1;
                let status = if first {
                    &LYRESONG_STATUS_FIRST
                } else {
                    &LYRESONG_STATUS
                };
                g.add_entity(cx.seat, LocZone::Combat, status);
            }),
        ],
    )
};

/// 龙伙伴的聚餐 Saurian Dining Buddies: the target's Technique gains 1 usage.
pub static SAURIAN_DINING_BUDDIES: CardDef = CardDef {
    since: V5_0,
    text: "Play on one of your characters wearing a Technique: the Technique gains 1 usage.",
    target: TargetRule::OwnCharacter,
    condition: Some(|g, seat, t| wears(g, seat, t, EquipSlot::Technique)),
    ..event(
        332039,
        418,
        "龙伙伴的聚餐",
        "Saurian Dining Buddies",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            let Some(s) = cx.character else { return };
            let worn = g
                .character(cx.seat, s)
                .attached
                .iter()
                .position(|e| !e.dead && same_slot(e.def.kind, EquipSlot::Technique));
            if let Some(i) = worn {
                g.add_usage(
                    Loc {
                        seat: cx.seat,
                        zone: LocZone::Char(s),
                        idx: i as u8,
                    },
                    1,
                );
            }
        })],
    )
};

/// 野猪公主（生效中） The Boar Princess (Active): this round, each equipment card of the side
/// discarded (replaced, or with its knocked-out wearer) gives 1 Omni die; 2 usages.
pub static THE_BOAR_PRINCESS_STATUS: EntityDef = EntityDef {
    text: "This round, whenever an equipment card worn by your character is discarded (replaced, or with its knocked-out wearer), create 1 Omni die.",
    id: 303225,
    name: "The Boar Princess (Active)",
    chinese_name: "野猪公主（生效中）",
    kind: EntityKind::Combat,
    usage: 2,
    round_only: true,
    hook: Some(|g, me, _| {
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        g.spend(me);
    }),
    listens: trig::EQUIPMENT_DISCARDED,
    ..EntityDef::BLANK
};
/// 野猪公主 The Boar Princess.
pub static THE_BOAR_PRINCESS: CardDef = event(
    332025,
    315,
    "野猪公主",
    "The Boar Princess",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&THE_BOAR_PRINCESS_STATUS)],
)
.arrived(V4_3);

/// Whether `card` is a weapon or artifact whose printed cost the Readiness of the status at
/// `me` covers.
fn assembly_covers(g: &Gitcg, me: Loc, card: &CardDef) -> bool {
    matches!(
        card.kind,
        CardKind::Equipment(EquipSlot::Weapon(_) | EquipSlot::Artifact)
    ) && card.cost.dice() <= g.ent(me).stock
}

/// 机关铸成之链（生效中） Machine Assembly Line (In Effect): each time its character takes
/// damage or is healed, 1 Readiness (its stock, up to 2); a weapon or artifact whose printed
/// cost is at most the Readiness is then played for free, and the status leaves.
pub static MACHINE_ASSEMBLY_LINE_STATUS: EntityDef = EntityDef {
    text: "After the character takes damage or is healed, gain 1 Readiness (up to 2). When you play a Weapon or Artifact whose original cost is at most the Readiness, it costs nothing and this status leaves.",
    id: 303228,
    name: "Machine Assembly Line (In Effect)",
    chinese_name: "机关铸成之链（生效中）",
    kind: EntityKind::Status,
    stock: Some(0),
    hook: Some(|g, me, t| match t {
        Trig::Dealt(d) if Some(d.target) == owner(me) => {
            let e = g.ent_mut(me);
            e.stock = (e.stock + 1).min(2);
        }
        Trig::Healed { character, .. } if Some(*character) == owner(me) => {
            let e = g.ent_mut(me);
            e.stock = (e.stock + 1).min(2);
        }
        Trig::CardPlayed(card) if assembly_covers(g, me, card) => g.discard(me),
        _ => {}
    }),
    listens: trig::DAMAGED | trig::HEALED | trig::CARD_PLAYED,
    answers: answers::GEAR_COST,
    query: Some(|g, me, q| {
        if let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        {
            if assembly_covers(g, me, card) && cost.dice() > 0 {
                cost.reduce(cost.dice());
                **used = true;
            }
        }
    }),
    ..EntityDef::BLANK
};
/// 机关铸成之链 Machine Assembly Line (on one of the side's characters).
pub static MACHINE_ASSEMBLY_LINE: CardDef = CardDef {
    since: V4_4,
    target: TargetRule::OwnCharacter,
    ..event(
        332028,
        331,
        "机关铸成之链",
        "Machine Assembly Line",
        CardKind::Event,
        Cost::FREE,
        &[Op::Status(Who::This, &MACHINE_ASSEMBLY_LINE_STATUS)],
    )
};
