//! Helpers the action-card families share: card constructors, finding an entity in play,
//! random draws and dice, and the small effects several cards repeat.

use tavern_protocol::gitcg::{CardId, Dice, DieFace, Event};
use tavern_protocol::Seat;

use crate::defs::{
    CardDef, CardKind, Cost, Cx, Direction, EntityDef, EquipSlot, Op, Query, SkillKind, TargetRule,
    Trig,
};
use crate::flow::ROLLED_DICE;
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// An equipment card of `slot` that attaches `entity` to one of the player's characters.
pub(super) const fn equipment(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    slot: EquipSlot,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind: CardKind::Equipment(slot),
        cost,
        target: TargetRule::OwnCharacter,
        entity: Some(entity),
        ..CardDef::BLANK
    }
}

/// A support card of `kind` (companion, location or item) that places `entity` in the support
/// zone (its `ops`, if any, run after it is placed).
pub(super) const fn support_card(
    kind: CardKind,
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
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

/// An event card of `kind` that runs `ops`.
pub(super) const fn event(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    kind: CardKind,
    cost: Cost,
    ops: &'static [Op],
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind,
        cost,
        ops,
        ..CardDef::BLANK
    }
}

/// The slot of the character an entity is attached to (`None` outside a character).
pub(super) fn owner(me: Loc) -> Option<u8> {
    match me.zone {
        LocZone::Char(s) => Some(s),
        _ => None,
    }
}

/// The kind of the skill that just finished, if `t` is a skill of the character the entity
/// at `me` is attached to.
pub(super) fn owner_skill(me: Loc, t: &Trig<'_>) -> Option<SkillKind> {
    match t {
        Trig::AfterSkill {
            character, kind, ..
        } if owner(me) == Some(*character) => Some(*kind),
        _ => None,
    }
}

/// Takes one of the entity's `limit` uses this round (counted in `var`); false when none is
/// left.
pub(super) fn use_this_round(g: &mut Gitcg, me: Loc, limit: u8) -> bool {
    let e = g.ent_mut(me);
    if e.var >= limit {
        return false;
    }
    e.var += 1;
    true
}

/// The newest living entity of `def` in `zone` of `seat` (the one a card just put there).
pub(super) fn newest(g: &Gitcg, seat: Seat, zone: LocZone, def: &EntityDef) -> Option<Loc> {
    let i = g
        .zone(seat, zone)
        .iter()
        .rposition(|e| !e.dead && e.def == def)?;
    Some(Loc {
        seat,
        zone,
        idx: i as u8,
    })
}

/// A query that makes the side's next switch a fast action while the entity has a use left:
/// a usage, or its one use this round (without usages, or declared `per_round`: a summon
/// whose usages count its end-phase effects).
pub(super) fn fast_switch(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::FastSwitch { fast, used, .. } = q else {
        return;
    };
    let e = g.ent(me);
    let available = if e.def.usage > 0 && !e.def.per_round {
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
    let id = Some(CardId(card.id));
    if p.hand.try_push(card).is_ok() {
        g.emit_private(
            seat,
            Event::CardDrawn { seat, card: id },
            Event::CardDrawn { seat, card: None },
        );
        g.entered_hand(seat, card);
    } else {
        g.emit_private(
            seat,
            Event::CardBurned { seat, card: id },
            Event::CardBurned { seat, card: None },
        );
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

/// Gives one die of a random basic element.
pub(super) fn random_basic_die(g: &mut Gitcg, cx: &mut Cx) {
    different_basic_dice(g, cx.seat, 1);
}

/// Gives one die of the element of the character in `slot`.
pub(super) fn element_die_of(g: &mut Gitcg, seat: Seat, slot: u8) {
    let face = g.character(seat, slot).def.element.die();
    g.player_mut(seat).gain_dice(face as usize, 1);
}

/// Fixes `n` more dice of a roll to `face`, within the dice rolled.
pub(super) fn fix_roll(fixed: &mut Dice, face: DieFace, n: u8) {
    let room = ROLLED_DICE.saturating_sub(fixed.total());
    fixed.0[face as usize] += n.min(room);
}

/// Adds `n` shield points to the side's first combat status that gives a shield; false when
/// it has none.
pub(super) fn refill_combat_shield(g: &mut Gitcg, seat: Seat, n: u8) -> bool {
    let Some(i) = g
        .player(seat)
        .combat
        .iter()
        .position(|e| !e.dead && e.def.shield)
    else {
        return false;
    };
    let e = g.ent_mut(Loc {
        seat,
        zone: LocZone::Combat,
        idx: i as u8,
    });
    e.usage = e.usage.saturating_add(n);
    true
}

/// Whether the side's character in `slot` is protected by a shield: a shield status on it, or
/// (while it is active) a shield combat status.
pub(super) fn shielded(g: &Gitcg, seat: Seat, slot: u8) -> bool {
    let p = g.player(seat);
    let on_it = p.chars[slot as usize]
        .attached
        .iter()
        .any(|e| !e.dead && e.def.shield && e.usage > 0);
    let combat = p.active == slot
        && p.combat
            .iter()
            .any(|e| !e.dead && e.def.shield && e.usage > 0);
    on_it || combat
}

/// The next living standby character of the side after the active one, if any.
pub(super) fn next_standby(g: &Gitcg, seat: Seat) -> Option<u8> {
    g.neighbour(seat, Direction::Next)
}
