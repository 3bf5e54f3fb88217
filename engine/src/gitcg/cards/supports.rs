//! Support cards: companions, locations and items, which stay in the support zone.
//!
//! Phase effects are declared (`end_phase`, `action_start` with usages); counters that fill up
//! over rounds live in the entity's `var`.

use tavern_protocol::gitcg::{CardId, DieFace, Event, Phase};
use tavern_protocol::Seat;

use crate::gitcg::defs::{
    trig, CardDef, CardKind, Cost, Cx, Discount, DiscountDice, Discounted, EntityDef, EntityKind,
    Op, Query, Trig, Who,
};
use crate::gitcg::state::{Loc, LocZone};
use crate::gitcg::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &LIYUE_HARBOR_WHARF,
    &KNIGHTS_OF_FAVONIUS_LIBRARY,
    &DAWN_WINERY,
    &FAVONIUS_CATHEDRAL,
    &SANGONOMIYA_SHRINE,
    &PAIMON,
    &KATHERYNE,
    &TIMMIE,
    &LIBEN,
    &IRON_TONGUE_TIAN,
    &PARAMETRIC_TRANSFORMER,
    &NRE,
    &TREASURE_SEEKING_SEELIE,
];

/// A support card of `kind` that places `entity` in the support zone (its `ops`, if any, run
/// after it is placed).
const fn support(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    kind: CardKind,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind,
        cost,
        entity: Some(entity),
        ..CardDef::BLANK
    }
}

/// A query that makes the side's next switch a fast action while the entity has a use left:
/// a usage, or (without usages) its one use this round.
pub(super) fn fast_switch(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::FastSwitch { fast, used } = q else {
        return;
    };
    let e = g.ent(me);
    let available = if e.def.usage > 0 {
        e.usage > 0
    } else {
        e.var < 1
    };
    if available && !**fast {
        **fast = true;
        **used = true;
    }
}

/// One character of the side whose energy is not full gains 1 energy, the active one first.
pub(super) fn energy_to_first_unfilled(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    let a = p.active;
    let slot = [a, (a + 1) % 3, (a + 2) % 3].into_iter().find(|&s| {
        let c = &p.chars[s as usize];
        c.alive && c.energy < c.def.max_energy
    });
    if let Some(s) = slot {
        g.gain_energy(cx.seat, s, 1);
    }
}

/// Moves a random card of the deck that satisfies `pred` into the hand (a full hand burns it).
pub(super) fn draw_random(g: &mut Gitcg, seat: Seat, pred: fn(&CardDef) -> bool) {
    let n = g.player(seat).deck.iter().filter(|c| pred(c)).count();
    if n == 0 {
        return;
    }
    let k = g.rng.below(n as u32) as usize;
    let Some(idx) = g
        .player(seat)
        .deck
        .iter()
        .enumerate()
        .filter(|(_, c)| pred(c))
        .nth(k)
        .map(|(i, _)| i)
    else {
        return;
    };
    let p = g.player_mut(seat);
    let card = p.deck.remove(idx);
    let id = CardId(card.id);
    if p.hand.try_push(card).is_ok() {
        g.emit_private(
            seat,
            Event::CardDrawn {
                seat,
                card: Some(id),
            },
            Event::CardDrawn { seat, card: None },
        );
    } else {
        g.emit(Event::CardBurned { seat, card: id });
    }
}

/// Gives `n` (at most 7) dice of different basic elements, chosen at random.
pub(super) fn different_basic_dice(g: &mut Gitcg, seat: Seat, n: usize) {
    let mut faces = [1usize, 2, 3, 4, 5, 6, 7];
    for i in 0..n.min(faces.len()) {
        let j = i + g.rng.below((faces.len() - i) as u32) as usize;
        faces.swap(i, j);
        g.player_mut(seat).gain_dice(faces[i], 1);
    }
}

/// The newest living support of `def` on `seat` (the one a card just placed).
fn newest(g: &Gitcg, seat: Seat, def: &EntityDef) -> Option<Loc> {
    let i = g
        .player(seat)
        .supports
        .iter()
        .rposition(|e| !e.dead && e.def == def)?;
    Some(Loc {
        seat,
        zone: LocZone::Support,
        idx: i as u8,
    })
}

/// 璃月港口 Liyue Harbor Wharf in play: end phase, draw 2; 2 usages.
pub static LIYUE_HARBOR_WHARF_SUPPORT: EntityDef = EntityDef {
    id: 321001,
    name: "Liyue Harbor Wharf",
    kind: EntityKind::Support,
    usage: 2,
    end_phase: &[Op::Draw(2)],
    ..EntityDef::BLANK
};
/// 璃月港口 Liyue Harbor Wharf.
pub static LIYUE_HARBOR_WHARF: CardDef = support(
    321001,
    179,
    "璃月港口",
    "Liyue Harbor Wharf",
    CardKind::Location,
    Cost::same(2),
    &LIYUE_HARBOR_WHARF_SUPPORT,
);

/// 骑士团图书馆 Knights of Favonius Library in play: one extra reroll each roll phase.
pub static KNIGHTS_OF_FAVONIUS_LIBRARY_SUPPORT: EntityDef = EntityDef {
    id: 321002,
    name: "Knights of Favonius Library",
    kind: EntityKind::Support,
    hook: Some(|_, _, t| {
        if let Trig::Roll { extra_rerolls } = t {
            **extra_rerolls += 1;
        }
    }),
    listens: trig::ROLL,
    ..EntityDef::BLANK
};
/// 骑士团图书馆 Knights of Favonius Library: reroll any dice when it enters.
pub static KNIGHTS_OF_FAVONIUS_LIBRARY: CardDef = CardDef {
    ops: &[Op::Reroll(1)],
    ..support(
        321002,
        180,
        "骑士团图书馆",
        "Knights of Favonius Library",
        CardKind::Location,
        Cost::FREE,
        &KNIGHTS_OF_FAVONIUS_LIBRARY_SUPPORT,
    )
};

/// 晨曦酒庄 Dawn Winery in play: switching costs 1 die less, twice per round.
pub static DAWN_WINERY_SUPPORT: EntityDef = EntityDef {
    id: 321004,
    name: "Dawn Winery",
    kind: EntityKind::Support,
    per_round: true,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 2,
    }),
    ..EntityDef::BLANK
};
/// 晨曦酒庄 Dawn Winery.
pub static DAWN_WINERY: CardDef = support(
    321004,
    182,
    "晨曦酒庄",
    "Dawn Winery",
    CardKind::Location,
    Cost::same(2),
    &DAWN_WINERY_SUPPORT,
);

/// 西风大教堂 Favonius Cathedral in play: end phase, heal the active character 2; 2 usages.
pub static FAVONIUS_CATHEDRAL_SUPPORT: EntityDef = EntityDef {
    id: 321006,
    name: "Favonius Cathedral",
    kind: EntityKind::Support,
    usage: 2,
    end_phase: &[Op::Heal(Who::Active, 2)],
    ..EntityDef::BLANK
};
/// 西风大教堂 Favonius Cathedral.
pub static FAVONIUS_CATHEDRAL: CardDef = support(
    321006,
    184,
    "西风大教堂",
    "Favonius Cathedral",
    CardKind::Location,
    Cost::same(2),
    &FAVONIUS_CATHEDRAL_SUPPORT,
);

/// 珊瑚宫 Sangonomiya Shrine in play: end phase, heal every character 1; 2 usages.
pub static SANGONOMIYA_SHRINE_SUPPORT: EntityDef = EntityDef {
    id: 321009,
    name: "Sangonomiya Shrine",
    kind: EntityKind::Support,
    usage: 2,
    end_phase: &[Op::Heal(Who::All, 1)],
    ..EntityDef::BLANK
};
/// 珊瑚宫 Sangonomiya Shrine.
pub static SANGONOMIYA_SHRINE: CardDef = support(
    321009,
    187,
    "珊瑚宫",
    "Sangonomiya Shrine",
    CardKind::Location,
    Cost::same(2),
    &SANGONOMIYA_SHRINE_SUPPORT,
);

/// 派蒙 Paimon in play: start of the action phase, 2 Omni dice; 2 usages.
pub static PAIMON_SUPPORT: EntityDef = EntityDef {
    id: 322001,
    name: "Paimon",
    kind: EntityKind::Support,
    usage: 2,
    action_start: &[Op::OmniDice(2)],
    ..EntityDef::BLANK
};
/// 派蒙 Paimon.
pub static PAIMON: CardDef = support(
    322001,
    194,
    "派蒙",
    "Paimon",
    CardKind::Companion,
    Cost::same(3),
    &PAIMON_SUPPORT,
);

/// 凯瑟琳 Katheryne in play: the side's first switch each round is a fast action.
pub static KATHERYNE_SUPPORT: EntityDef = EntityDef {
    id: 322002,
    name: "Katheryne",
    kind: EntityKind::Support,
    per_round: true,
    query: Some(fast_switch),
    ..EntityDef::BLANK
};
/// 凯瑟琳 Katheryne.
pub static KATHERYNE: CardDef = support(
    322002,
    195,
    "凯瑟琳",
    "Katheryne",
    CardKind::Companion,
    Cost::same(1),
    &KATHERYNE_SUPPORT,
);

/// 提米 Timmie in play (`var` counts pigeons): once per round, when it enters and at the start
/// of each action phase, one more pigeon; at 3, discard it, draw 1 and gain 1 Omni die.
pub static TIMMIE_SUPPORT: EntityDef = EntityDef {
    id: 322007,
    name: "Timmie",
    kind: EntityKind::Support,
    hook: Some(|g, me, _| timmie_pigeon(g, me)),
    listens: trig::ACTION_START,
    ..EntityDef::BLANK
};

fn timmie_pigeon(g: &mut Gitcg, me: Loc) {
    let e = g.ent_mut(me);
    e.var += 1;
    if e.var >= 3 {
        g.discard(me);
        g.draw(me.seat, 1);
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
    }
}

/// 提米 Timmie.
pub static TIMMIE: CardDef = CardDef {
    ops: &[Op::Custom(|g, cx| {
        if let Some(me) = newest(g, cx.seat, &TIMMIE_SUPPORT) {
            timmie_pigeon(g, me);
        }
    })],
    ..support(
        322007,
        200,
        "提米",
        "Timmie",
        CardKind::Companion,
        Cost::FREE,
        &TIMMIE_SUPPORT,
    )
};

/// 立本 Liben in play (`var` counts the dice collected).
pub static LIBEN_SUPPORT: EntityDef = EntityDef {
    id: 322008,
    name: "Liben",
    kind: EntityKind::Support,
    hook: Some(liben),
    listens: trig::END_PHASE | trig::ACTION_START,
    ..EntityDef::BLANK
};

/// End phase: collect unused dice, at most one of each face, up to 3. Start of the action
/// phase: with 3 collected, draw 2, gain 2 Omni dice and leave.
fn liben(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.phase() == Phase::End {
        // Basic faces first, Omni last: the dice left over would be lost to the next roll.
        for face in (1..8).chain([DieFace::Omni as usize]) {
            if g.ent(me).var >= 3 {
                break;
            }
            let dice = &mut g.player_mut(me.seat).dice;
            if dice.0[face] > 0 {
                dice.0[face] -= 1;
                g.ent_mut(me).var += 1;
            }
        }
    } else if g.ent(me).var >= 3 {
        g.discard(me);
        g.draw(me.seat, 2);
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 2);
    }
}

/// 立本 Liben.
pub static LIBEN: CardDef = support(
    322008,
    201,
    "立本",
    "Liben",
    CardKind::Companion,
    Cost::FREE,
    &LIBEN_SUPPORT,
);

/// 田铁嘴 Iron Tongue Tian in play: end phase, one character without full energy (the active
/// one first) gains 1 energy; 2 usages.
pub static IRON_TONGUE_TIAN_SUPPORT: EntityDef = EntityDef {
    id: 322011,
    name: "Iron Tongue Tian",
    kind: EntityKind::Support,
    usage: 2,
    end_phase: &[Op::Custom(energy_to_first_unfilled)],
    ..EntityDef::BLANK
};
/// 田铁嘴 Iron Tongue Tian.
pub static IRON_TONGUE_TIAN: CardDef = support(
    322011,
    204,
    "田铁嘴",
    "Iron Tongue Tian",
    CardKind::Companion,
    Cost::any(2),
    &IRON_TONGUE_TIAN_SUPPORT,
);

/// Set in a Parametric Transformer's `var` while the skill being used dealt elemental damage.
const SKILL_DEALT_ELEMENTAL: u8 = 0x80;

/// 参量质变仪 Parametric Transformer in play (`var`: progress, plus a flag for the skill in
/// progress): after a skill of either side that dealt elemental damage, one more progress; at
/// 3, discard it and gain 3 dice of different basic elements.
pub static PARAMETRIC_TRANSFORMER_SUPPORT: EntityDef = EntityDef {
    id: 323001,
    name: "Parametric Transformer",
    kind: EntityKind::Support,
    hook: Some(parametric_transformer),
    listens: trig::BONUS_OUT | trig::BONUS_IN | trig::AFTER_SKILL | trig::FOE_SKILL,
    ..EntityDef::BLANK
};

fn parametric_transformer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        // Skill damage of either side passes the dealer's or the taker's bonus step.
        Trig::Damage(d) if d.skill.is_some() && d.ty.element().is_some() => {
            g.ent_mut(me).var |= SKILL_DEALT_ELEMENTAL;
        }
        Trig::AfterSkill { .. } => {
            let e = g.ent_mut(me);
            if e.var & SKILL_DEALT_ELEMENTAL == 0 {
                return;
            }
            e.var = (e.var & !SKILL_DEALT_ELEMENTAL) + 1;
            if e.var >= 3 {
                g.discard(me);
                different_basic_dice(g, me.seat, 3);
            }
        }
        _ => {}
    }
}

/// 参量质变仪 Parametric Transformer.
pub static PARAMETRIC_TRANSFORMER: CardDef = support(
    323001,
    214,
    "参量质变仪",
    "Parametric Transformer",
    CardKind::Item,
    Cost::any(2),
    &PARAMETRIC_TRANSFORMER_SUPPORT,
);

fn is_food(c: &CardDef) -> bool {
    c.kind == CardKind::Food
}

/// 便携营养袋 NRE in play: when the side plays food, draw a random food card from the deck,
/// once per round.
pub static NRE_SUPPORT: EntityDef = EntityDef {
    id: 323002,
    name: "NRE",
    kind: EntityKind::Support,
    per_round: true,
    hook: Some(|g, me, t| {
        if let Trig::CardPlayed(card) = t {
            if is_food(card) && g.ent(me).var < 1 {
                g.ent_mut(me).var += 1;
                draw_random(g, me.seat, is_food);
            }
        }
    }),
    listens: trig::CARD_PLAYED,
    ..EntityDef::BLANK
};
/// 便携营养袋 NRE: draws a random food card from the deck when it enters.
pub static NRE: CardDef = CardDef {
    ops: &[Op::Custom(|g, cx| draw_random(g, cx.seat, is_food))],
    ..support(
        323002,
        215,
        "便携营养袋",
        "NRE",
        CardKind::Item,
        Cost::same(1),
        &NRE_SUPPORT,
    )
};

/// 寻宝仙灵 Treasure-Seeking Seelie in play (`var` counts clues): after a skill of the side,
/// one more clue; at 3, discard it and draw 3.
pub static TREASURE_SEEKING_SEELIE_SUPPORT: EntityDef = EntityDef {
    id: 323004,
    name: "Treasure-Seeking Seelie",
    kind: EntityKind::Support,
    hook: Some(|g, me, _| {
        let e = g.ent_mut(me);
        e.var += 1;
        if e.var >= 3 {
            g.discard(me);
            g.draw(me.seat, 3);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..EntityDef::BLANK
};
/// 寻宝仙灵 Treasure-Seeking Seelie.
pub static TREASURE_SEEKING_SEELIE: CardDef = support(
    323004,
    217,
    "寻宝仙灵",
    "Treasure-Seeking Seelie",
    CardKind::Item,
    Cost::same(1),
    &TREASURE_SEEKING_SEELIE_SUPPORT,
);
