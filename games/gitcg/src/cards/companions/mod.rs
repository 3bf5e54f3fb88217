//! Companion (伙伴) support cards.
//!
//! Uses this round live in the entity's `var` (reset each round when the entity is
//! `per_round`); what a companion counts or stores on the table — pigeons, collected dice,
//! materials, inspiration, a once-per-match use — is its visible stock. This file holds the
//! table and the first companions; the later ones are grouped by what they do:
//! - `cost_cuts`: Hanachirusato, Master Zhang, Atea (cheaper cards and Techniques);
//! - `match_records`: Setaria, Jeht, Silver and Melus, Sir Arthur (what they count or watch);
//! - `created_cards`: Mamere, Taroumaru, The White Glove and the Fisherman (cards they make);
//! - `serene`: Serene and the Melusine Support cards she hands out;
//! - `simulanka`: Forest Blessing, Gift of the Goddess of Prophecy (the Simulanka cards).

mod cost_cuts;
mod created_cards;
mod match_records;
mod serene;
mod simulanka;

use tavern_protocol::gitcg::{DamageType, DieFace, Phase};
use tavern_protocol::Seat;

use super::common::{
    different_basic_dice, draw_random, element_die_of, energy_to_first_unfilled, fast_switch,
    newest, next_standby, support_card,
};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, SkillKind, Trig,
};
use crate::state::{same_slot, Loc, LocZone, SUPPORT_CAP};
use crate::version::{V3_7, V4_1};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &PAIMON,
    &KATHERYNE,
    &TIMAEUS,
    &WAGNER,
    &CHEF_MAO,
    &TUBBY,
    &TIMMIE,
    &LIBEN,
    &CHANG_THE_NINTH,
    &ELLIN,
    &IRON_TONGUE_TIAN,
    &LIU_SU,
    &KID_KUJIRAI,
    &XUDONG,
    &DUNYARZAD,
    &RANA,
    &YAYOI_NANATSUKI,
    &cost_cuts::HANACHIRUSATO,
    &cost_cuts::MASTER_ZHANG,
    &match_records::SETARIA,
    &created_cards::MAMERE,
    &match_records::JEHT,
    &match_records::SILVER_AND_MELUS,
    &created_cards::TAROUMARU,
    &created_cards::THE_WHITE_GLOVE_AND_THE_FISHERMAN,
    &match_records::SIR_ARTHUR,
    &serene::SERENE,
    &cost_cuts::ATEA,
    &created_cards::TAROUMARUS_SAVINGS,
    &created_cards::CALLED_IN_FOR_CLEANUP,
    &serene::SERENES_SUPPORT,
    &serene::LAUMES_SUPPORT,
    &serene::COSANZEANAS_SUPPORT,
    &serene::CANOTILAS_SUPPORT,
    &serene::THIRONAS_SUPPORT,
    &serene::SLUASIS_SUPPORT,
    &serene::VIRDAS_SUPPORT,
    &serene::PUCAS_SUPPORT,
    &serene::TOPYASS_SUPPORT,
    &serene::LUTINES_SUPPORT,
    &simulanka::FOREST_BLESSING,
    &simulanka::GIFT_OF_THE_GODDESS_OF_PROPHECY,
];

/// Entities of companions that only a hook creates.
pub(super) static MADE_BY_HOOKS: &[&EntityDef] = &[
    &match_records::SAND_AND_DREAMS,
    &created_cards::TAROUMARU_ENRAGED,
    &serene::TOPYASS_GOODWILL,
];

/// A companion in play (fill with struct update).
const fn ally(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Support,
        ..EntityDef::BLANK
    }
}

/// A once-per-round cost reduction of `amount` dice on cards of `on`.
const fn card_discount(on: Discounted, amount: u8) -> Option<Discount> {
    Some(Discount {
        on,
        dice: DiscountDice::Any,
        amount,
        limit: 1,
    })
}

/// The cost query of a companion that, once per round, makes a card of the equipment `slot`
/// cheaper by `cut(wearing)` dice, `wearing` being how many living characters of the side
/// already have something equipped in that slot (Yayoi Nanatsuki, Master Zhang).
fn slot_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>, slot: EquipSlot, cut: fn(u8) -> u8) {
    let Query::Cost {
        of: Paying::Card(card),
        cost,
        used,
    } = q
    else {
        return;
    };
    let in_slot =
        matches!(card.kind, CardKind::Equipment(s) if same_slot(EntityKind::Equipment(s), slot));
    if !in_slot || g.ent(me).var >= 1 || cost.dice() == 0 {
        return;
    }
    let wearing = g
        .player(me.seat)
        .chars
        .iter()
        .filter(|c| c.alive && c.equipment(slot).is_some())
        .count() as u8;
    cost.reduce(cut(wearing));
    **used = true;
}

fn is_artifact(c: &CardDef) -> bool {
    c.kind == CardKind::Equipment(EquipSlot::Artifact)
}

fn is_weapon(c: &CardDef) -> bool {
    matches!(c.kind, CardKind::Equipment(EquipSlot::Weapon(_)))
}

fn is_food(c: &CardDef) -> bool {
    c.kind == CardKind::Food
}

fn is_companion(c: &CardDef) -> bool {
    c.kind == CardKind::Companion
}

/// The ids of the cards satisfying `pred` that the side's deck held when the match began
/// (我方牌组中初始包含): cards since drawn, played, tuned or discarded still count.
fn in_starting_deck(g: &Gitcg, seat: Seat, pred: fn(&CardDef) -> bool) -> Vec<u32> {
    g.player(seat)
        .starting_deck
        .iter()
        .filter(|c| pred(c))
        .map(|c| c.id)
        .collect()
}

// ---------------------------------------------------------------- dice and cards

/// 派蒙 Paimon in play: start of the action phase, 2 Omni dice; 2 usages.
pub static PAIMON_SUPPORT: EntityDef = EntityDef {
    usage: 2,
    action_start: &[Op::OmniDice(2)],
    ..ally(322001, "Paimon")
};
/// 派蒙 Paimon.
pub static PAIMON: CardDef = support_card(
    CardKind::Companion,
    322001,
    194,
    "派蒙",
    "Paimon",
    Cost::same(3),
    &PAIMON_SUPPORT,
);

/// 凯瑟琳 Katheryne in play: the side's first switch each round is a fast action.
pub static KATHERYNE_SUPPORT: EntityDef = EntityDef {
    text: "Your first switch each round is a Fast Action.",
    per_round: true,
    answers: answers::FAST_SWITCH,
    query: Some(fast_switch),
    ..ally(322002, "Katheryne")
};
/// 凯瑟琳 Katheryne.
pub static KATHERYNE: CardDef = support_card(
    CardKind::Companion,
    322002,
    195,
    "凯瑟琳",
    "Katheryne",
    Cost::same(1),
    &KATHERYNE_SUPPORT,
);

/// 蒂玛乌斯 Timaeus in play (stock: Transmutation Materials, 2 when it enters, 1 more each end
/// phase): once per round, an artifact card is paid with as many materials as it costs, when
/// there are enough.
pub static TIMAEUS_SUPPORT: EntityDef = EntityDef {
    text: "Stores Transmutation Materials: 2 when it enters, 1 more each End Phase; paying with them takes as many as the card costs.",
    stock: Some(2),
    per_round: true,
    discount: Some(Discount {
        on: Discounted::Kind(CardKind::Equipment(EquipSlot::Artifact)),
        dice: DiscountDice::FromStock,
        amount: 0,
        limit: 1,
    }),
    hook: Some(add_material),
    listens: trig::END_PHASE,
    ..ally(322003, "Timaeus")
};

/// End phase: one more material.
fn add_material(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(1);
}

/// 蒂玛乌斯 Timaeus: when it enters, a random artifact from the deck if the starting deck held
/// at least 6 artifacts.
pub static TIMAEUS: CardDef = CardDef {
    text: "When it enters, put a random Artifact card from your deck into your hand, if the deck holds 6 or more Artifact cards.",
    ops: &[Op::Custom(|g, cx| {
        if in_starting_deck(g, cx.seat, is_artifact).len() >= 6 {
            draw_random(g, cx.seat, is_artifact);
        }
    })],
    ..support_card(
        CardKind::Companion,
        322003,
        196,
        "蒂玛乌斯",
        "Timaeus",
        Cost::same(2),
        &TIMAEUS_SUPPORT,
    )
};

/// 瓦格纳 Wagner in play (stock: Forging Billets, 2 when it enters, 1 more each end phase):
/// once per round, a weapon card is paid with as many billets as it costs, when there are
/// enough.
pub static WAGNER_SUPPORT: EntityDef = EntityDef {
    text: "Stores Forging Billets: 2 when it enters, 1 more each End Phase; paying with them takes as many as the card costs.",
    stock: Some(2),
    per_round: true,
    discount: Some(Discount {
        on: Discounted::Weapon,
        dice: DiscountDice::FromStock,
        amount: 0,
        limit: 1,
    }),
    hook: Some(add_material),
    listens: trig::END_PHASE,
    ..ally(322004, "Wagner")
};
/// 瓦格纳 Wagner: when it enters, a random weapon from the deck if the starting deck held at
/// least 3 different weapons.
pub static WAGNER: CardDef = CardDef {
    text: "When it enters, put a random Weapon card from your deck into your hand, if the deck holds 3 or more different Weapon cards.",
    ops: &[Op::Custom(|g, cx| {
        let mut weapons = in_starting_deck(g, cx.seat, is_weapon);
        weapons.sort_unstable();
        weapons.dedup();
        if weapons.len() >= 3 {
            draw_random(g, cx.seat, is_weapon);
        }
    })],
    ..support_card(
        CardKind::Companion,
        322004,
        197,
        "瓦格纳",
        "Wagner",
        Cost::same(2),
        &WAGNER_SUPPORT,
    )
};

/// 卯师傅 Chef Mao in play (`var`: the die was given this round; stock: the draw left this
/// match): after the side plays food, one die of a random basic element (once per round) and
/// a random food card from the deck (once per match).
pub static CHEF_MAO_SUPPORT: EntityDef = EntityDef {
    text: "After you play a Food card, create 1 die of a random basic element (once per round) and draw a random Food card from your deck (once per match).",
    stock: Some(1),
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = t else { return };
        if !is_food(card) {
            return;
        }
        if g.ent(me).var < 1 {
            g.ent_mut(me).var = 1;
            different_basic_dice(g, me.seat, 1);
        }
        if g.ent(me).stock > 0 {
            g.ent_mut(me).stock = 0;
            draw_random(g, me.seat, is_food);
        }
    }),
    listens: trig::CARD_PLAYED,
    ..ally(322005, "Chef Mao")
};
/// 卯师傅 Chef Mao.
pub static CHEF_MAO: CardDef = support_card(
    CardKind::Companion,
    322005,
    198,
    "卯师傅",
    "Chef Mao",
    Cost::same(1),
    &CHEF_MAO_SUPPORT,
);

/// 阿圆 Tubby in play: a location card costs 2 dice less, once per round.
pub static TUBBY_SUPPORT: EntityDef = EntityDef {
    per_round: true,
    discount: card_discount(Discounted::Kind(CardKind::Location), 2),
    ..ally(322006, "Tubby")
};
/// 阿圆 Tubby.
pub static TUBBY: CardDef = support_card(
    CardKind::Companion,
    322006,
    199,
    "阿圆",
    "Tubby",
    Cost::same(2),
    &TUBBY_SUPPORT,
);

/// 提米 Timmie in play (stock: pigeons, shown on the table): once per round, when it enters
/// and at the start of each action phase, one more pigeon; at 3, discard it, draw 1 and gain
/// 1 Omni die.
pub static TIMMIE_SUPPORT: EntityDef = EntityDef {
    text: "Gains 1 pigeon when it enters and when each Action Phase begins; at 3 pigeons, it leaves and you draw 1 card and create 1 Omni die.",
    stock: Some(0),
    hook: Some(|g, me, _| timmie_pigeon(g, me)),
    listens: trig::ACTION_START,
    ..ally(322007, "Timmie")
};

fn timmie_pigeon(g: &mut Gitcg, me: Loc) {
    let e = g.ent_mut(me);
    e.stock += 1;
    if e.stock >= 3 {
        g.discard(me);
        g.draw(me.seat, 1);
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
    }
}

/// 提米 Timmie.
pub static TIMMIE: CardDef = CardDef {
    ops: &[Op::Custom(|g, cx| {
        if let Some(me) = newest(g, cx.seat, LocZone::Support, &TIMMIE_SUPPORT) {
            timmie_pigeon(g, me);
        }
    })],
    ..support_card(
        CardKind::Companion,
        322007,
        200,
        "提米",
        "Timmie",
        Cost::FREE,
        &TIMMIE_SUPPORT,
    )
};

/// 立本 Liben in play (stock: the dice collected, shown on the table).
pub static LIBEN_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: collect your unused dice, at most one of each face, up to 3. When the Action Phase begins with 3 collected: draw 2 cards, create 2 Omni dice and leave.",
    stock: Some(0),
    hook: Some(liben),
    listens: trig::END_PHASE | trig::ACTION_START,
    ..ally(322008, "Liben")
};

/// End phase: collect unused dice, at most one of each face, up to 3. Start of the action
/// phase: with 3 collected, draw 2, gain 2 Omni dice and leave.
fn liben(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.phase() == Phase::End {
        // Basic faces first, Omni last: the dice left over would be lost to the next roll.
        for face in (1..8).chain([DieFace::Omni as usize]) {
            if g.ent(me).stock >= 3 {
                break;
            }
            let dice = &mut g.player_mut(me.seat).dice;
            if dice.0[face] > 0 {
                dice.0[face] -= 1;
                g.ent_mut(me).stock += 1;
            }
        }
    } else if g.ent(me).stock >= 3 {
        g.discard(me);
        g.draw(me.seat, 2);
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 2);
    }
}

/// 立本 Liben.
pub static LIBEN: CardDef = support_card(
    CardKind::Companion,
    322008,
    201,
    "立本",
    "Liben",
    Cost::FREE,
    &LIBEN_SUPPORT,
);

/// 常九爷 Chang the Ninth in play (stock: Inspiration): after a skill of either side that
/// dealt physical or piercing damage or triggered a reaction, one more Inspiration; at 3, it
/// leaves and the side draws 2. The damage only marks the skill in progress.
pub static CHANG_THE_NINTH_SUPPORT: EntityDef = EntityDef {
    text: "After a skill of either side deals Physical or Piercing damage or triggers a reaction, gain 1 Inspiration; at 3, it leaves and you draw 2 cards.",
    stock: Some(0),
    hook: Some(chang_the_ninth),
    listens: trig::DEALT | trig::DAMAGED | trig::AFTER_SKILL | trig::FOE_SKILL,
    ..ally(322009, "Chang the Ninth")
};

fn chang_the_ninth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        // Damage a character deals can only come from its skills; DEALT sees this side's,
        // DAMAGED the other side's.
        Trig::Dealt(d) => {
            let kind = matches!(d.ty, DamageType::Physical | DamageType::Piercing);
            if d.by.is_some() && (kind || d.reaction.is_some()) {
                g.mark(me, 1);
            }
        }
        Trig::AfterSkill { .. } if g.ent(me).mark != 0 => {
            let e = g.ent_mut(me);
            e.mark = 0;
            e.stock += 1;
            if e.stock >= 3 {
                g.discard(me);
                g.draw(me.seat, 2);
            }
        }
        _ => {}
    }
}

/// 常九爷 Chang the Ninth.
pub static CHANG_THE_NINTH: CardDef = support_card(
    CardKind::Companion,
    322009,
    202,
    "常九爷",
    "Chang the Ninth",
    Cost::FREE,
    &CHANG_THE_NINTH_SUPPORT,
);

/// 艾琳 Ellin in play: once per round, a skill the character already used this round costs 1
/// die less.
pub static ELLIN_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, a skill your character already used this round costs 1 die less.",
    per_round: true,
    answers: answers::SKILL_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Skill { slot, skill, .. },
            cost,
            used,
        } = q
        else {
            return;
        };
        let c = g.character(me.seat, *slot);
        let used_before = c
            .def
            .skills
            .iter()
            .position(|s| s.id == *skill)
            .is_some_and(|i| c.skill_uses[i.min(4)] > 0);
        if used_before && g.ent(me).var < 1 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    ..ally(322010, "Ellin")
};
/// 艾琳 Ellin.
pub static ELLIN: CardDef = support_card(
    CardKind::Companion,
    322010,
    203,
    "艾琳",
    "Ellin",
    Cost::same(2),
    &ELLIN_SUPPORT,
);

/// 田铁嘴 Iron Tongue Tian in play: end phase, one character without full energy (the active
/// one first) gains 1 energy; 2 usages.
pub static IRON_TONGUE_TIAN_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: one of your characters without full Energy (the active one first) gains 1 Energy (spends 1 usage).",
    usage: 2,
    end_phase: &[Op::Custom(energy_to_first_unfilled)],
    ..ally(322011, "Iron Tongue Tian")
};
/// 田铁嘴 Iron Tongue Tian.
pub static IRON_TONGUE_TIAN: CardDef = support_card(
    CardKind::Companion,
    322011,
    204,
    "田铁嘴",
    "Iron Tongue Tian",
    Cost::any(2),
    &IRON_TONGUE_TIAN_SUPPORT,
);

/// 刘苏 Liu Su in play: after the side switches to a character without energy, it gains 1
/// energy; once per round, 2 usages.
pub static LIU_SU_SUPPORT: EntityDef = EntityDef {
    text: "After you switch to a character with no Energy, it gains 1 Energy (once per round, spends 1 usage).",
    usage: 2,
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::Switched { to, .. } = t else { return };
        if g.character(me.seat, *to).energy == 0 && g.ent(me).var < 1 {
            g.ent_mut(me).var = 1;
            g.gain_energy(me.seat, *to, 1);
            g.spend(me);
        }
    }),
    listens: trig::SWITCHED,
    ..ally(322012, "Liu Su")
};
/// 刘苏 Liu Su.
pub static LIU_SU: CardDef = support_card(
    CardKind::Companion,
    322012,
    205,
    "刘苏",
    "Liu Su",
    Cost::same(1),
    &LIU_SU_SUPPORT,
);

/// 鲸井小弟 Kid Kujirai in play (`var`: it moved this round): at the start of each action
/// phase, 1 Omni die; then it moves to the opponent's support zone when there is room there.
pub static KID_KUJIRAI_SUPPORT: EntityDef = EntityDef {
    text: "When the Action Phase begins, create 1 Omni die; then it moves to the opponent's support zone if there is room.",
    per_round: true,
    hook: Some(|g, me, _| {
        // A Kid who just moved in already gave its die this phase.
        if g.ent(me).var > 0 {
            return;
        }
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        let foe = me.seat.other();
        let room = g.player(foe).supports.iter().filter(|e| !e.dead).count() < SUPPORT_CAP;
        if room {
            g.discard(me);
            g.cleanup_zone(foe, LocZone::Support);
            if let Some(there) = g.add_entity(foe, LocZone::Support, &KID_KUJIRAI_SUPPORT) {
                g.ent_mut(there).var = 1;
            }
        }
    }),
    listens: trig::ACTION_START,
    ..ally(322014, "Kid Kujirai")
};
/// 鲸井小弟 Kid Kujirai.
pub static KID_KUJIRAI: CardDef = support_card(
    CardKind::Companion,
    322014,
    207,
    "鲸井小弟",
    "Kid Kujirai",
    Cost::FREE,
    &KID_KUJIRAI_SUPPORT,
)
.arrived(V3_7);

/// 旭东 Xudong in play: a food card costs 2 dice less, once per round.
pub static XUDONG_SUPPORT: EntityDef = EntityDef {
    per_round: true,
    discount: card_discount(Discounted::Kind(CardKind::Food), 2),
    ..ally(322015, "Xudong")
};
/// 旭东 Xudong.
pub static XUDONG: CardDef = support_card(
    CardKind::Companion,
    322015,
    208,
    "旭东",
    "Xudong",
    Cost::any(2),
    &XUDONG_SUPPORT,
)
.arrived(V3_7);

/// 迪娜泽黛 Dunyarzad in play (stock: the draw left this match): a companion card costs 1 die
/// less, once per round; after the side plays a companion, a random companion from the deck,
/// once per match.
pub static DUNYARZAD_SUPPORT: EntityDef = EntityDef {
    text: "After you play a Companion card, draw a random Companion card from your deck (once per match).",
    stock: Some(1),
    per_round: true,
    discount: card_discount(Discounted::Kind(CardKind::Companion), 1),
    hook: Some(|g, me, t| {
        if let Trig::CardPlayed(card) = t {
            if is_companion(card) && g.ent(me).stock > 0 {
                g.ent_mut(me).stock = 0;
                draw_random(g, me.seat, is_companion);
            }
        }
    }),
    listens: trig::CARD_PLAYED,
    ..ally(322016, "Dunyarzad")
};
/// 迪娜泽黛 Dunyarzad.
pub static DUNYARZAD: CardDef = support_card(
    CardKind::Companion,
    322016,
    209,
    "迪娜泽黛",
    "Dunyarzad",
    Cost::same(1),
    &DUNYARZAD_SUPPORT,
)
.arrived(V3_7);

/// 拉娜 Rana in play: after a character of the side uses an elemental skill, one die of the
/// next standby character's element, once per round.
pub static RANA_SUPPORT: EntityDef = EntityDef {
    text: "After your character uses an Elemental Skill, create 1 die of your next standby character's element (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::AfterSkill {
            kind: SkillKind::Elemental,
            ..
        } = t
        else {
            return;
        };
        if g.ent(me).var >= 1 {
            return;
        }
        if let Some(next) = next_standby(g, me.seat) {
            g.ent_mut(me).var = 1;
            element_die_of(g, me.seat, next);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..ally(322017, "Rana")
};
/// 拉娜 Rana.
pub static RANA: CardDef = support_card(
    CardKind::Companion,
    322017,
    210,
    "拉娜",
    "Rana",
    Cost::same(2),
    &RANA_SUPPORT,
)
.arrived(V3_7);

/// 弥生七月 Yayoi Nanatsuki in play: once per round, an artifact card costs 1 die less, 2 when
/// two characters of the side already wear an artifact.
pub static YAYOI_NANATSUKI_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, an Artifact card costs 1 die less (2 when two of your characters already wear an Artifact).",
    per_round: true,
    answers: answers::GEAR_COST,
    query: Some(|g, me, q| {
        slot_discount(g, me, q, EquipSlot::Artifact, |wearing| wearing.clamp(1, 2))
    }),
    ..ally(322020, "Yayoi Nanatsuki")
};
/// 弥生七月 Yayoi Nanatsuki.
pub static YAYOI_NANATSUKI: CardDef = support_card(
    CardKind::Companion,
    322020,
    213,
    "弥生七月",
    "Yayoi Nanatsuki",
    Cost::same(1),
    &YAYOI_NANATSUKI_SUPPORT,
)
.arrived(V4_1);
