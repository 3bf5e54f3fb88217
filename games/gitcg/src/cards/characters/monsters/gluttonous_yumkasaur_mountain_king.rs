//! 贪食匿叶龙山王 Gluttonous Yumkasaur Mountain King (Dendro, monster) and what comes with the
//! character: his passive Gluttonous Rex with Well Fed and Strong and Well Fed and Sturdy,
//! and the talent card The All-Devourer.
//!
//! Arrived in 5.8.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::builtin::SATIATED;
use crate::cards::characters::{owner, stack_stock, CharacterCards, DENDRO, PYRO};
use crate::cards::common::draw_random;
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MOUNTAIN_KING,
    talent: &THE_ALL_DEVOURER,
    created: &[],
    made_by_hooks: &[&WELL_FED_AND_STRONG, &WELL_FED_AND_STURDY],
};

/// The Mountain King's card id.
const MOUNTAIN_KING_ID: u32 = 2704;
/// The Food cards after which Gluttonous Rex acts in a round.
const FEASTS_A_ROUND: u8 = 2;

/// 贪食匿叶龙山王 Gluttonous Yumkasaur Mountain King (2704).
pub static MOUNTAIN_KING: CharacterDef = CharacterDef {
    id: MOUNTAIN_KING_ID,
    share_id: 494,
    name: "贪食匿叶龙山王",
    english_name: "Gluttonous Yumkasaur Mountain King",
    element: Element::Dendro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V5_8,
    hp: Versioned::same(7),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 27041,
            name: "Crushing Tail Attack",
            chinese_name: "沉重尾击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 27042,
            name: "Flying Fruit",
            chinese_name: "喷吐草实",
            text: "Draw a random Food card from your deck.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Damage(DENDRO, 2),
                Op::Custom(|g, cx| draw_random(g, cx.seat, |c| c.kind == CardKind::Food)),
            ],
        },
        SkillDef {
            id: 27043,
            name: "Flamegranate Conflagration",
            chinese_name: "榴果爆轰",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 5)],
        },
    ],
    passives: &[&GLUTTONOUS_REX],
};

/// 贪食之王 Gluttonous Rex (passive, 27044): he is never Satiated; after the side plays a Food
/// card, he gains at random 1 layer of Well Fed and Strong, 1 layer of Well Fed and Sturdy,
/// or 1 extra maximum HP (twice per round).
pub static GLUTTONOUS_REX: EntityDef = EntityDef {
    id: 27044,
    name: "Gluttonous Rex",
    chinese_name: "贪食之王",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::ENTERED | trig::CARD_RESOLVED,
    hook: Some(gluttonous_rex),
    text: "The character is never Satiated. After you play a Food card: he gains, at random, 1 layer of Well Fed and Strong, 1 layer of Well Fed and Sturdy, or 1 extra maximum HP (twice per round).",
    ..EntityDef::BLANK
};

fn gluttonous_rex(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match *t {
        // Satiated never stays on him.
        Trig::Entered(at) if at.zone == me.zone && g.ent(at).def == &SATIATED => {
            g.discard(at);
        }
        Trig::CardPlayed(card) if card.kind == CardKind::Food && g.ent(me).var < FEASTS_A_ROUND => {
            g.ent_mut(me).var += 1;
            feast(g, me.seat, slot);
        }
        _ => {}
    }
}

/// What Gluttonous Rex gives the character in `slot` of `seat`, drawn at random: a layer of
/// Well Fed and Strong, a layer of Well Fed and Sturdy, or 1 extra maximum HP.
fn feast(g: &mut Gitcg, seat: Seat, slot: u8) {
    let zone = LocZone::Char(slot);
    match g.rng.below(3) {
        0 => {
            stack_stock(g, seat, zone, &WELL_FED_AND_STRONG, 1, u8::MAX);
        }
        1 => {
            stack_stock(g, seat, zone, &WELL_FED_AND_STURDY, 1, u8::MAX);
        }
        _ => g.gain_max_hp(seat, slot, 1),
    }
}

/// 食足力增 Well Fed and Strong (status, 127041): the character's next damage is +1 per layer
/// (its stock, stacking without limit), then it leaves.
pub static WELL_FED_AND_STRONG: EntityDef = EntityDef {
    id: 127041,
    name: "Well Fed and Strong",
    chinese_name: "食足力增",
    kind: EntityKind::Status,
    stock: Some(1),
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let mine = d.by == owner(me) && d.entity.is_none() && d.from == me.seat;
        if mine && d.ty != DamageType::Piercing {
            d.amount += g.ent(me).stock as i16;
            g.discard(me);
        }
    }),
    text: "The character's next damage is +1 per layer. Layers stack without limit.",
    ..EntityDef::BLANK
};

/// 食足体健 Well Fed and Sturdy (status, 127042): the next damage the character takes is -1
/// per layer (its stock, stacking without limit), then it leaves.
pub static WELL_FED_AND_STURDY: EntityDef = EntityDef {
    id: 127042,
    name: "Well Fed and Sturdy",
    chinese_name: "食足体健",
    kind: EntityKind::Status,
    stock: Some(1),
    listens: trig::REDUCE,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.to == me.seat && Some(d.target) == owner(me) && d.amount > 0 {
            d.amount -= (g.ent(me).stock as i16).min(d.amount);
            g.discard(me);
        }
    }),
    text: "The next damage the character takes is -1 per layer. Layers stack without limit.",
    ..EntityDef::BLANK
};

/// 饕噬尽吞 The All-Devourer (talent, 227041): the opposing side draws 1 card, then you steal
/// its card of the highest original cost.
pub static THE_ALL_DEVOURER: CardDef = CardDef {
    id: 227041,
    since: V5_8,
    share_id: 497,
    name: "饕噬尽吞",
    english_name: "The All-Devourer",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(MOUNTAIN_KING_ID),
    entity: Some(&THE_ALL_DEVOURER_EQUIP),
    ops: &[Op::Custom(|g, cx| {
        g.draw(cx.seat.other(), 1);
        g.steal_costliest(cx.seat);
    })],
    text: "Your opponent draws 1 card, then you steal their card of the highest original cost.",
    ..CardDef::BLANK
};

/// The All-Devourer, equipped: when the side plays a card whose name its starting deck did
/// not hold, Gluttonous Rex acts once (once per round, beside its own twice).
pub static THE_ALL_DEVOURER_EQUIP: EntityDef = EntityDef {
    id: 227041,
    name: "The All-Devourer",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::CARD_PLAYED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        let Some(slot) = owner(me) else { return };
        if g.ent(me).var == 0 && g.outside_starting_deck(me.seat, card) {
            g.ent_mut(me).var = 1;
            feast(g, me.seat, slot);
        }
    }),
    text: "When you play a card whose name is not in your starting deck: Gluttonous Rex acts once (once per round).",
    ..EntityDef::BLANK
};
