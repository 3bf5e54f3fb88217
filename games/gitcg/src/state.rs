//! The match state: players, characters, zones and the entities in them.
//!
//! Everything is inline (no per-entity heap), so a whole state is a few kilobytes and an action
//! never allocates. Definitions are `&'static` references into the card tables.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{Dice, Element, Event, Zone};
use tavern_protocol::Seat;

use super::defs::{CardDef, CharacterDef, EntityDef, EntityKind, EquipSlot};
use super::version::GameVersion;
use super::Gitcg;
use tavern_game::Visible;

/// Most entities (equipment and statuses) on one character.
pub const ATTACHED_CAP: usize = 10;
/// Most combat statuses on a side.
pub const COMBAT_CAP: usize = 12;
/// Summon zone size.
pub const SUMMON_CAP: usize = 4;
/// Support zone size.
pub const SUPPORT_CAP: usize = 4;
/// Hand size.
pub const HAND_CAP: usize = 10;
/// Most cards a deck can hold (30 plus cards shuffled in by effects).
pub const DECK_CAP: usize = 40;
/// Most different cards a side's record of cards played holds (a deck has at most 30
/// different cards; the rest is room for created ones).
pub const PLAYED_CAP: usize = 40;
/// Most dice a player can hold.
pub const DICE_CAP: u8 = 16;

/// Elements applied to a character. Only Cryo and Dendro can coexist.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Aura(u8);

impl Aura {
    /// No element.
    pub const NONE: Aura = Aura(0);

    /// An aura of one element.
    pub const fn of(e: Element) -> Aura {
        Aura(1 << e as u8)
    }

    /// Whether `e` is applied.
    pub const fn has(self, e: Element) -> bool {
        self.0 & (1 << e as u8) != 0
    }

    /// Whether nothing is applied.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The applied elements in the game's order.
    pub fn elements(self) -> impl Iterator<Item = Element> {
        Element::ALL.into_iter().filter(move |e| self.has(*e))
    }

    /// Removes `e`.
    pub fn remove(&mut self, e: Element) {
        self.0 &= !(1 << e as u8);
    }

    /// Adds `e` (callers keep the Cryo+Dendro rule).
    pub fn add(&mut self, e: Element) {
        self.0 |= 1 << e as u8;
    }
}

/// An entity in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ent {
    /// What it is.
    pub def: &'static EntityDef,
    /// `def.triggers()`, kept: dispatches and sweeps read it for every entity of the zones
    /// they walk, and making it reads a dozen fields of the definition.
    pub triggers: u64,
    /// Usages or shield points left.
    pub usage: u8,
    /// Rounds left (0: unlimited).
    pub duration: u8,
    /// A small counter the entity's own behaviour may use (e.g. uses this round).
    pub var: u8,
    /// What it stores, when its card declares a stock ([`EntityDef::stock`]); shown to players.
    pub stock: u8,
    /// Order of entry, for resolution order.
    pub serial: u16,
    /// Discarded, removed at the next cleanup.
    pub dead: bool,
    /// What the entity noted while the current skill resolves (it acts on it after the
    /// skill); cleared for every entity whenever a skill ends, however it was used.
    pub mark: u8,
}

impl Ent {
    /// The element an entity declared [`EntityDef::turns_with_swirl`] turned into, once a
    /// Swirl of its side turned it (kept in `var` as the element's index + 1).
    pub fn turned(&self) -> Option<Element> {
        match self.var {
            0 => None,
            n => Element::ALL.get(n as usize - 1).copied(),
        }
    }
}

/// A character in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    /// Its card, or the form it has turned into (形态: skills, element and the rest are the
    /// form's; see `forms.rs`).
    pub def: &'static CharacterDef,
    /// The card it entered play as: who it is for talent cards, whatever its form.
    pub card: &'static CharacterDef,
    /// HP.
    pub hp: u8,
    /// Maximum HP.
    pub max_hp: u8,
    /// Energy.
    pub energy: u8,
    /// Applied elements.
    pub aura: Aura,
    /// Not knocked out.
    pub alive: bool,
    /// Equipment and statuses in order of entry.
    pub attached: ArrayVec<Ent, ATTACHED_CAP>,
    /// How many times each skill was used this round.
    pub skill_uses: [u8; 5],
    /// The skills used at least once in this match, one bit per skill (its position in the
    /// card's skill list): what "ever used in this match" asks.
    pub skills_ever: u8,
    /// Uses of an effect of the character's own cards limited per match (整场牌局限制N次:
    /// Rite of Resurrection's revivals), kept through knock-outs and revivals.
    pub match_uses: u8,
}

impl Character {
    /// A fresh character from its card, as it stands at `version`.
    pub fn new(def: &'static CharacterDef, version: GameVersion) -> Self {
        let hp = def.hp.at(version);
        Character {
            def,
            card: def,
            hp,
            max_hp: hp,
            energy: 0,
            aura: Aura::NONE,
            alive: true,
            attached: ArrayVec::new(),
            skill_uses: [0; 5],
            skills_ever: 0,
            match_uses: 0,
        }
    }

    /// Whether the character is in play and can be affected: not knocked out and above 0 HP
    /// (a character brought to 0 HP is about to be knocked out and counts for nothing).
    pub fn standing(&self) -> bool {
        self.alive && self.hp > 0
    }

    /// Whether the skill `id` was used at least once in this match (before the use under way).
    pub fn used_ever(&self, id: u32) -> bool {
        self.def
            .skills
            .iter()
            .position(|s| s.id == id)
            .is_some_and(|i| self.skills_ever & (1 << i.min(7)) != 0)
    }

    /// Whether a living entity of `def` is attached.
    pub fn has(&self, def: &EntityDef) -> bool {
        self.attached.iter().any(|e| !e.dead && e.def == def)
    }

    /// The equipment in `slot`'s kind, if any.
    pub fn equipment(&self, slot: EquipSlot) -> Option<&Ent> {
        self.attached
            .iter()
            .find(|e| !e.dead && same_slot(e.def.kind, slot))
    }
}

/// Whether an entity kind occupies the equipment slot `slot` (weapons of any type share one).
pub fn same_slot(kind: EntityKind, slot: EquipSlot) -> bool {
    match (kind, slot) {
        (EntityKind::Equipment(EquipSlot::Weapon(_)), EquipSlot::Weapon(_)) => true,
        (EntityKind::Equipment(a), b) => a == b,
        _ => false,
    }
}

/// One side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Characters in slot order.
    pub chars: [Character; 3],
    /// Slot of the active character.
    pub active: u8,
    /// Hand in order of entry.
    pub hand: ArrayVec<&'static CardDef, HAND_CAP>,
    /// Deck; the top is the end.
    pub deck: ArrayVec<&'static CardDef, DECK_CAP>,
    /// Dice held.
    pub dice: Dice,
    /// Combat statuses.
    pub combat: ArrayVec<Ent, COMBAT_CAP>,
    /// Summons.
    pub summons: ArrayVec<Ent, SUMMON_CAP>,
    /// Supports.
    pub supports: ArrayVec<Ent, SUPPORT_CAP>,
    /// Declared the end of this round.
    pub declared_end: bool,
    /// Played an Arcane Legend this game.
    pub legend_used: bool,
    /// Rerolls left in this roll phase.
    pub rerolls: u8,
    /// Setup decision made (hand switched, or first active chosen).
    pub ready: bool,
    /// The secret choice of first active character.
    pub chosen: Option<u8>,
    /// The character the player switched in this round: its next combat action, if a normal
    /// attack, is a plunging attack.
    pub plunge: Option<u8>,
    /// Used a revive food this round.
    pub revived_this_round: bool,
    /// One of its characters was knocked out this round.
    pub knocked_out_this_round: bool,
    /// The element a character or summon of this side swirled during the skill or effect
    /// resolving now, answered once it is over ([`super::defs::trig::SWIRLED`]).
    pub swirled: Option<Element>,
    /// The action cards the deck held when the match began (what "the starting deck holds"
    /// asks), whatever has since been drawn, tuned or discarded.
    pub starting_deck: ArrayVec<&'static CardDef, DECK_CAP>,
    /// Every trigger some entity of this side takes part in (a superset: bits of discarded
    /// entities linger until the next cleanup). Dispatching a trigger nobody listens to is
    /// skipped without walking the zones.
    pub triggers: u64,
    /// The same per zone, indexed by [`LocZone::index`]: a dispatch walks only the zones
    /// where some entity takes part.
    pub zone_triggers: [u64; 6],
    /// The ids of the different cards the side played in this match, in the order first
    /// played (`played_cards.rs`: "ever played in this match", 本场对局中我方曾经打出过).
    pub played: ArrayVec<u32, PLAYED_CAP>,
    /// Action cards the side played this round (the one being played included).
    pub cards_played_this_round: u8,
    /// Technique cards (特技牌) the side played in this match, copies included (the one
    /// being played included), up to 255: 本局游戏我方累计打出的特技牌 (Yikes!).
    pub techniques_played: u8,
    /// The supports that left this side's support zone in this match (`leaving_play.rs`:
    /// 本场对局中我方支援区弃置卡牌的数量), up to 255.
    pub supports_discarded: u8,
    /// The elements of the elemental damage this side's characters have taken in this match,
    /// one bit per element (敌方角色受到过的元素伤害种类).
    pub elements_taken: u8,
    /// The side acts again once after its current action instead of passing the turn
    /// (`act_again.rs`: Fresh Wind of Freedom).
    pub acts_again: bool,
    /// Dice this side gained since the last time the opposing side was told
    /// (`dice_gained.rs`, [`super::defs::trig::FOE_GAINED_DICE`]).
    pub dice_gained: u8,
}

impl Player {
    /// A side at the start of a match: its characters, none active yet, and its deck (the
    /// top is the end), which is also what its starting deck holds.
    pub(crate) fn new(
        chars: [&'static CharacterDef; 3],
        deck: ArrayVec<&'static CardDef, DECK_CAP>,
        version: GameVersion,
    ) -> Player {
        Player {
            chars: chars.map(|c| Character::new(c, version)),
            active: 0,
            hand: ArrayVec::new(),
            starting_deck: deck.clone(),
            deck,
            dice: Dice::EMPTY,
            combat: ArrayVec::new(),
            summons: ArrayVec::new(),
            supports: ArrayVec::new(),
            declared_end: false,
            legend_used: false,
            rerolls: 0,
            ready: false,
            chosen: None,
            plunge: None,
            revived_this_round: false,
            knocked_out_this_round: false,
            swirled: None,
            triggers: 0,
            zone_triggers: [0; 6],
            played: ArrayVec::new(),
            cards_played_this_round: 0,
            techniques_played: 0,
            supports_discarded: 0,
            elements_taken: 0,
            acts_again: false,
            dice_gained: 0,
        }
    }

    /// The active character.
    pub fn active_char(&self) -> &Character {
        &self.chars[self.active as usize]
    }

    /// Slots of living characters.
    pub fn living(&self) -> impl Iterator<Item = u8> + '_ {
        (0..3u8).filter(|&i| self.chars[i as usize].alive)
    }

    /// Whether a combat status of `def` is present.
    pub fn has_combat(&self, def: &EntityDef) -> bool {
        self.combat.iter().any(|e| !e.dead && e.def == def)
    }

    /// Whether a summon of `def` is present.
    pub fn has_summon(&self, def: &EntityDef) -> bool {
        self.summons.iter().any(|e| !e.dead && e.def == def)
    }

    /// Adds dice up to the cap of 16.
    pub fn gain_dice(&mut self, face: usize, n: u8) {
        let room = DICE_CAP.saturating_sub(super::dice::count(&self.dice));
        self.dice.0[face] += n.min(room);
        self.dice_gained = self.dice_gained.saturating_add(n.min(room));
    }
}

/// Where an entity is: side, zone and index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loc {
    /// The side.
    pub seat: Seat,
    /// The zone.
    pub zone: LocZone,
    /// Index in the zone.
    pub idx: u8,
}

/// A zone holding entities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocZone {
    /// Attached to the character in this slot.
    Char(u8),
    /// Combat statuses.
    Combat,
    /// Summons.
    Summon,
    /// Supports.
    Support,
}

impl LocZone {
    /// Its place among a side's zones: the three characters, combat statuses, summons,
    /// supports.
    pub const fn index(self) -> usize {
        match self {
            LocZone::Char(s) => s as usize,
            LocZone::Combat => 3,
            LocZone::Summon => 4,
            LocZone::Support => 5,
        }
    }

    /// The wire zone.
    pub fn wire(self) -> Zone {
        match self {
            LocZone::Char(slot) => Zone::Character { slot },
            LocZone::Combat => Zone::Combat,
            LocZone::Summon => Zone::Summons,
            LocZone::Support => Zone::Supports,
        }
    }
}

impl Gitcg {
    /// One side.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// One side, mutably.
    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// A character.
    pub fn character(&self, seat: Seat, slot: u8) -> &Character {
        &self.players[seat.index()].chars[slot as usize]
    }

    /// A character, mutably.
    pub fn character_mut(&mut self, seat: Seat, slot: u8) -> &mut Character {
        &mut self.players[seat.index()].chars[slot as usize]
    }

    fn zone_mut(&mut self, seat: Seat, zone: LocZone) -> &mut [Ent] {
        let p = &mut self.players[seat.index()];
        match zone {
            LocZone::Char(s) => &mut p.chars[s as usize].attached,
            LocZone::Combat => &mut p.combat,
            LocZone::Summon => &mut p.summons,
            LocZone::Support => &mut p.supports,
        }
    }

    /// The entities of a zone.
    pub fn zone(&self, seat: Seat, zone: LocZone) -> &[Ent] {
        let p = &self.players[seat.index()];
        match zone {
            LocZone::Char(s) => &p.chars[s as usize].attached,
            LocZone::Combat => &p.combat,
            LocZone::Summon => &p.summons,
            LocZone::Support => &p.supports,
        }
    }

    /// The entity at `loc`.
    pub fn ent(&self, loc: Loc) -> &Ent {
        &self.zone(loc.seat, loc.zone)[loc.idx as usize]
    }

    /// The entity at `loc`, mutably.
    pub fn ent_mut(&mut self, loc: Loc) -> &mut Ent {
        &mut self.zone_mut(loc.seat, loc.zone)[loc.idx as usize]
    }

    /// Spends one usage of the entity at `loc`, following its discard rule.
    pub fn spend(&mut self, loc: Loc) {
        // Its zone looked up once, for the read and the write.
        let e = self.ent_mut(loc);
        let n = e.usage.saturating_sub(1);
        self.discarded |= Self::set_usage_of(e, n);
    }

    /// Sets the usages of the entity at `loc`. Every change of usages, from the entity itself
    /// or from outside, goes through here so that the entity's own rule decides whether
    /// running out discards it ([`EntityDef::discarded_when_spent`]).
    pub fn set_usage(&mut self, loc: Loc, n: u8) {
        let e = self.ent_mut(loc);
        self.discarded |= Self::set_usage_of(e, n);
    }

    /// [`Self::set_usage`] of the entity `e`; true when running out discarded it.
    fn set_usage_of(e: &mut Ent, n: u8) -> bool {
        e.usage = n;
        let gone = n == 0 && e.def.discarded_when_spent();
        e.dead |= gone;
        gone
    }

    /// Adds `delta` (possibly negative) to the usages of the entity at `loc`, never below 0.
    pub fn add_usage(&mut self, loc: Loc, delta: i16) {
        let n = (self.ent(loc).usage as i16 + delta).clamp(0, u8::MAX as i16) as u8;
        self.set_usage(loc, n);
    }

    /// Notes `bits` in the entity's per-skill mark ([`Ent::mark`]).
    pub fn mark(&mut self, loc: Loc, bits: u8) {
        self.ent_mut(loc).mark |= bits;
        self.marked = true;
    }

    /// Clears every per-skill mark: a skill ended. Inlined: mostly nothing was marked, told
    /// without a call.
    #[inline]
    pub(crate) fn clear_marks(&mut self) {
        if std::mem::take(&mut self.marked) {
            self.clear_every_mark();
        }
    }

    /// [`Self::clear_marks`] once some entity was marked.
    #[inline(never)]
    fn clear_every_mark(&mut self) {
        for p in &mut self.players {
            let zones = p
                .combat
                .iter_mut()
                .chain(p.summons.iter_mut())
                .chain(p.supports.iter_mut())
                .chain(p.chars.iter_mut().flat_map(|c| c.attached.iter_mut()));
            for e in zones {
                e.mark = 0;
            }
        }
    }

    /// The entity at `loc` as events name a cause.
    pub fn source_of(&self, loc: Loc) -> Option<tavern_protocol::gitcg::Source> {
        Some(tavern_protocol::gitcg::Source::Entity {
            seat: loc.seat,
            entity: tavern_protocol::gitcg::EntityId(self.ent(loc).def.id),
        })
    }

    /// Marks the entity at `loc` discarded.
    pub fn discard(&mut self, loc: Loc) {
        self.ent_mut(loc).dead = true;
        self.discarded = true;
    }

    pub(crate) fn next_serial(&mut self) -> u16 {
        self.serial = self.serial.wrapping_add(1);
        self.serial
    }

    fn fresh(&mut self, def: &'static EntityDef) -> Ent {
        Ent {
            def,
            triggers: def.triggers(),
            usage: def.usage,
            duration: def.duration,
            var: 0,
            stock: def.stock.unwrap_or(0),
            serial: self.next_serial(),
            dead: false,
            mark: 0,
        }
    }

    /// Adds an entity to a zone, following the zone's rules: an entity of the same kind already
    /// there (other than a support, weapon, artifact or technique) is refreshed (usages stack
    /// up to the cap, never going down; duration resets, or stacks up to its cap); equipment
    /// replaces the old piece of its slot; a full summon zone creates nothing; nothing
    /// attaches to a knocked-out character. Returns where it now is.
    ///
    /// Discarded entries of other kinds stay where they are until the next cleanup, so an
    /// entity spent by a hit is still there for the triggers that watch that hit.
    pub fn add_entity(
        &mut self,
        seat: Seat,
        zone: LocZone,
        def: &'static EntityDef,
    ) -> Option<Loc> {
        if let LocZone::Char(slot) = zone {
            if !self.character(seat, slot).alive {
                return None;
            }
            if def.blocks_skills && self.immune(seat, slot, super::defs::Immunity::SkillBlocking) {
                return None;
            }
        }
        // Supports never merge (two copies of a card are two supports), and a new weapon or
        // artifact replaces the old piece below, even a copy of the same card.
        let merges = !matches!(
            def.kind,
            EntityKind::Support
                | EntityKind::Equipment(
                    EquipSlot::Weapon(_) | EquipSlot::Artifact | EquipSlot::Technique
                )
        );
        let existing = self
            .zone(seat, zone)
            .iter()
            .position(|e| merges && !e.dead && e.def == def);
        if let Some(i) = existing {
            let e = &mut self.zone_mut(seat, zone)[i];
            let fresh = if def.usage_cap > def.usage {
                e.usage.saturating_add(def.usage).min(def.usage_cap)
            } else {
                def.usage
            };
            e.usage = e.usage.max(fresh);
            e.duration = if def.duration_cap > def.duration {
                e.duration
                    .saturating_add(def.duration)
                    .min(def.duration_cap)
            } else {
                def.duration
            };
            self.emit_added(seat, zone, def);
            return Some(Loc {
                seat,
                zone,
                idx: i as u8,
            });
        }
        if let (LocZone::Char(slot), EntityKind::Equipment(eq)) = (zone, def.kind) {
            let old = self
                .character(seat, slot)
                .attached
                .iter()
                .position(|e| !e.dead && eq != EquipSlot::Talent && same_slot(e.def.kind, eq));
            if let Some(i) = old {
                let removed = self.character_mut(seat, slot).attached.remove(i);
                self.emit_removed(seat, zone, removed.def);
                self.fire(
                    seat,
                    super::defs::trig::EQUIPMENT_DISCARDED,
                    &mut super::defs::Trig::Phase,
                );
            }
        }
        // A discarded entry of the same kind leaves now, so its removal is told before the new
        // one's arrival; a full zone is swept to make room.
        let full = self.zone(seat, zone).len() >= zone_cap(zone);
        self.sweep(seat, zone, (!full).then_some(def));
        let ent = self.fresh(def);
        let (serial, triggers) = (ent.serial, ent.triggers);
        let p = &mut self.players[seat.index()];
        // Where it goes, the zone's length before the push.
        let (pushed, idx) = match zone {
            LocZone::Char(s) => {
                let v = &mut p.chars[s as usize].attached;
                (v.try_push(ent).is_ok(), v.len() - 1)
            }
            LocZone::Combat => (p.combat.try_push(ent).is_ok(), p.combat.len() - 1),
            LocZone::Summon => (p.summons.try_push(ent).is_ok(), p.summons.len() - 1),
            LocZone::Support => (p.supports.try_push(ent).is_ok(), p.supports.len() - 1),
        };
        if !pushed {
            return None;
        }
        p.triggers |= triggers;
        p.zone_triggers[zone.index()] |= triggers;
        self.emit_added(seat, zone, def);
        let loc = Loc {
            seat,
            zone,
            idx: idx as u8,
        };
        if self.player(seat).triggers & super::defs::trig::ENTERED == 0 {
            return Some(loc);
        }
        self.entered(loc);
        // An answer to the entry may have swept its zone: the new entity is found again.
        self.relocate(loc, serial)
    }

    fn emit_added(&mut self, seat: Seat, zone: LocZone, def: &EntityDef) {
        if !def.hidden {
            self.emit(Event::EntityAdded {
                seat,
                zone: zone.wire(),
                entity: tavern_protocol::gitcg::EntityId(def.id),
            });
        }
    }

    pub(crate) fn emit_removed(&mut self, seat: Seat, zone: LocZone, def: &EntityDef) {
        if !def.hidden {
            self.emit(Event::EntityRemoved {
                seat,
                zone: zone.wire(),
                entity: tavern_protocol::gitcg::EntityId(def.id),
            });
        }
    }

    /// Removes discarded entities from one zone, announcing each.
    pub fn cleanup_zone(&mut self, seat: Seat, zone: LocZone) {
        self.sweep(seat, zone, None);
    }

    /// Removes the discarded entities of one zone (only those of `only`, when given),
    /// announcing each.
    ///
    /// Whether any is to go is looked at here; the removal itself (rare) is a function of
    /// its own, shared by every caller: inlined, its four zones' loops made each caller's
    /// code several times larger than what it runs.
    fn sweep(&mut self, seat: Seat, zone: LocZone, only: Option<&'static EntityDef>) {
        let goes = |e: &Ent| e.dead && only.is_none_or(|d| e.def == d);
        if self.zone(seat, zone).iter().any(goes) {
            self.sweep_out(seat, zone, only);
        }
    }

    /// [`Self::sweep`] once some entity is to go.
    #[inline(never)]
    fn sweep_out(&mut self, seat: Seat, zone: LocZone, only: Option<&'static EntityDef>) {
        let goes = |e: &Ent| e.dead && only.is_none_or(|d| e.def == d);
        let mut gone: ArrayVec<&'static EntityDef, 16> = ArrayVec::new();
        let p = &mut self.players[seat.index()];
        macro_rules! sweep {
            ($v:expr) => {{
                $v.retain(|e| {
                    let leaves = goes(e);
                    if leaves {
                        let _ = gone.try_push(e.def);
                    }
                    !leaves
                });
            }};
        }
        match zone {
            LocZone::Char(s) => sweep!(p.chars[s as usize].attached),
            LocZone::Combat => sweep!(p.combat),
            LocZone::Summon => sweep!(p.summons),
            LocZone::Support => sweep!(p.supports),
        }
        for &def in &gone {
            self.emit_removed(seat, zone, def);
        }
        self.refresh_triggers(seat);
        self.left_play(seat, zone, &gone);
    }

    /// Removes every discarded entity on the board.
    ///
    /// Inlined: every settle asks, and mostly nothing was discarded; the sweep is a call of
    /// its own.
    #[inline]
    pub fn cleanup(&mut self) {
        if !std::mem::take(&mut self.discarded) {
            debug_assert!(
                self.players.iter().all(|p| p
                    .combat
                    .iter()
                    .chain(&p.summons)
                    .chain(&p.supports)
                    .chain(p.chars.iter().flat_map(|c| &c.attached))
                    .all(|e| !e.dead)),
                "an entity was discarded without noting it in `discarded`"
            );
            return;
        }
        self.cleanup_discarded();
    }

    /// [`Self::cleanup`] once some entity was discarded.
    #[inline(never)]
    fn cleanup_discarded(&mut self) {
        // What leaves play may discard more (`left_play`): that sets `discarded` again.
        for seat in [Seat(0), Seat(1)] {
            let p = &self.players[seat.index()];
            let dead = |z: &[Ent]| z.iter().any(|e| e.dead);
            let any_dead = dead(&p.combat)
                || dead(&p.summons)
                || dead(&p.supports)
                || p.chars.iter().any(|c| dead(&c.attached));
            if !any_dead {
                continue;
            }
            for zone in ALL_ZONES {
                self.cleanup_zone(seat, zone);
            }
        }
    }

    /// Turns the entity at `loc` into another kind in place (a form change), keeping its
    /// usages, counters and place in the resolution order.
    pub fn replace_def(&mut self, loc: Loc, def: &'static EntityDef) {
        let triggers = def.triggers();
        let e = self.ent_mut(loc);
        e.def = def;
        e.triggers = triggers;
        let p = &mut self.players[loc.seat.index()];
        p.triggers |= triggers;
        p.zone_triggers[loc.zone.index()] |= triggers;
    }

    /// Recomputes the side's trigger set from its living entities.
    fn refresh_triggers(&mut self, seat: Seat) {
        let p = &self.players[seat.index()];
        let live = live_triggers;
        let zones = [
            live(&p.chars[0].attached),
            live(&p.chars[1].attached),
            live(&p.chars[2].attached),
            live(&p.combat),
            live(&p.summons),
            live(&p.supports),
        ];
        let p = &mut self.players[seat.index()];
        p.triggers = zones.iter().fold(0, |m, z| m | z);
        p.zone_triggers = zones;
    }

    /// Queues an event everyone sees.
    pub fn emit(&mut self, e: Event) {
        self.out.push(Visible::Public(e));
    }

    /// Queues an event only `owner` (and the referee) see in full.
    pub fn emit_private(&mut self, owner: Seat, full: Event, others: Event) {
        self.out.push(Visible::Private {
            owner,
            full,
            others,
        });
    }
}

/// The triggers the living entities of a zone take part in. A function of its own, called
/// for each zone: inlined, the six zones' loops made a sweep's code 2 KB larger than it runs.
#[inline(never)]
fn live_triggers(zone: &[Ent]) -> u64 {
    zone.iter()
        .filter(|e| !e.dead)
        .fold(0, |m, e| m | e.triggers)
}

/// How many entries a zone holds.
fn zone_cap(zone: LocZone) -> usize {
    match zone {
        LocZone::Char(_) => ATTACHED_CAP,
        LocZone::Combat => COMBAT_CAP,
        LocZone::Summon => SUMMON_CAP,
        LocZone::Support => SUPPORT_CAP,
    }
}

/// Every zone of a side, in resolution order.
pub const ALL_ZONES: [LocZone; 6] = [
    LocZone::Char(0),
    LocZone::Char(1),
    LocZone::Char(2),
    LocZone::Combat,
    LocZone::Summon,
    LocZone::Support,
];
