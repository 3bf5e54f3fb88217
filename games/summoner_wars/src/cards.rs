//! What a card is: units, structures and events as `static` data, abilities as a declarative
//! list, and the registry of every faction's cards, starting layout and draw pile.

use std::fmt;

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Faction, Phase};

use super::factions::{fallen_kingdom, phoenix_elves, tundra_orcs, vanguards};

/// A card of any kind. Cards compare by id.
pub struct CardDef {
    /// Its id.
    pub id: CardId,
    /// Its English name (abilities find cards by words in their names, e.g. "Undead").
    pub name: &'static str,
    /// Its class.
    pub class: CardClass,
    /// Magic to summon, build or play it.
    pub cost: u8,
    /// What it is.
    pub kind: Kind,
}

impl PartialEq for CardDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for CardDef {}

impl fmt::Debug for CardDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.name, self.id.0)
    }
}

/// The three kinds of card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A unit (summoner, champion or common).
    Unit(UnitStats),
    /// A structure.
    Structure {
        /// Printed life.
        life: u8,
        /// Whether units may be summoned next to it.
        gate: bool,
    },
    /// An event.
    Event(EventDef),
}

/// A unit's printed numbers and abilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitStats {
    /// Dice rolled when attacking.
    pub strength: u8,
    /// Wounds it can take.
    pub life: u8,
    /// Melee or ranged.
    pub attack: AttackType,
    /// Attack range in spaces (1 for melee, usually 3 for ranged).
    pub range: u8,
    /// Its abilities.
    pub abilities: &'static [Ability],
}

/// A unit ability, as data. The rules engine reads these; no card is special-cased by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ability {
    /// Deals wounds equal to its strength without rolling (Guardian: Precise).
    Precise,
    /// +n wounds when the attack scores at least one hit (Maelena: Burning Blade).
    BonusOnHit(u8),
    /// The attack's wounds also go to every card behind the target in the same straight line,
    /// up to n spaces from the attacker (Fire Drake: Breath of Flame).
    LineAttack(u8),
    /// Deals no wounds unless a special is rolled (Shaman: Unwieldy Magic).
    NeedsSpecial,
    /// May not attack in a turn it moved (Smasher: Sluggish).
    Sluggish,
    /// After an attack that rolled a special, may move 1 space and attack again (Fighter).
    Frenzy,
    /// At the end of your turn (draw phase), may move next to a friendly gate (Warrior).
    BlazeStep,
    /// Instead of attacking, adds `wounds` to a card within `range` spaces in a clear straight
    /// line (Prince Elien).
    Blast {
        /// Wounds added.
        wounds: u8,
        /// Range in spaces.
        range: u8,
    },
    /// Instead of attacking, rolls one die per enemy unit next to a friendly gate; a melee face
    /// wounds that unit (a 50% chance: Grognack).
    GateQuake,
    /// Instead of attacking, takes control of an adjacent enemy common or champion until the end
    /// of the turn (Kaeseeall).
    Seize,
    /// Once per summon phase, this unit takes `wounds` to summon a unit whose name contains
    /// `name` from your discard pile next to it (Ret-Talus).
    Raise {
        /// Wounds taken.
        wounds: u8,
        /// The word the raised unit's name must contain.
        name: &'static str,
    },
    /// Is summoned onto a friendly unit (not the summoner), which is destroyed (Elut-Bal).
    SummonOverFriendly,
    /// Before attacking, may destroy a friendly unit within `range`; its specials then count
    /// as hits this turn (Dragos).
    Sacrifice {
        /// Range in spaces.
        range: u8,
    },
    /// +1 strength per wound on it (Gul-Das).
    StrengthPerWound,
    /// Gains a charge whenever a unit is destroyed during your turn; +1 strength per charge
    /// (Undead Warrior).
    ChargeOnDestruction,
    /// When destroyed, adds n wounds to each adjacent enemy card (Hellfire Cultist).
    DeathBurst(u8),
    /// Its kills give no magic; a unit it destroys, friend or foe, is replaced by a copy of
    /// this card from your discard pile (Plague Zombie).
    Infect,
    /// During your turn, right after a unit within `range` is destroyed, may move into its
    /// space (Undead Archer).
    Claim {
        /// Range in spaces.
        range: u8,
    },
    /// After attacking, returns the most recently discarded unit whose name contains `name`
    /// from your discard pile to your hand (Sera Eldwyn).
    Recall {
        /// The word the returned unit's name must contain.
        name: &'static str,
    },
    /// Draws n cards at the start of your summon phase (Valentina).
    DrawAtSummon(u8),
    /// +1 strength per other friendly unit whose name contains `name` within `range`
    /// (Valentina).
    StrengthPerNearby {
        /// The word in the counted units' names.
        name: &'static str,
        /// Range in spaces.
        range: u8,
    },
    /// +1 strength per n magic you have (Jacob Eldwyn).
    StrengthPerMagic(u8),
    /// When a friendly unit whose name contains `name` within `range` is attacked, rolls
    /// `dice` dice; each special lowers the attacker's strength by 1 (Colleen Brighton).
    Protect {
        /// The word in the protected units' names.
        name: &'static str,
        /// Range in spaces.
        range: u8,
        /// Dice rolled.
        dice: u8,
    },
    /// After attacking, draws 1 card per special rolled (Citadel Paladin).
    DrawOnSpecials,
    /// An adjacent enemy unit that moves away takes n wounds (Citadel Knight).
    WoundOnLeave(u8),
    /// Adjacent enemy units must attack a unit with this ability (Citadel Knight).
    Taunt,
    /// Before attacking, may discard unit cards from hand: +1 magic and +1 strength each
    /// (Citadel Archer).
    DiscardForStrength,
    /// May discard a card to heal a friendly card instead of wounding it (Temple Priest).
    Heal,
}

/// An event card: when it may be played and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventDef {
    /// The phase it is played in.
    pub phase: Phase,
    /// ACTIVE: it stays in the active area until the start of your next turn.
    pub active: bool,
    /// What it does.
    pub effect: Effect,
}

/// What an event does. Effects with a lasting part are ACTIVE events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Add `amount` wounds to an enemy unit within `range` spaces of your summoner.
    Wound {
        /// Wounds added.
        amount: u8,
        /// Range from your summoner.
        range: u8,
    },
    /// Remove up to `amount` wounds from a wounded friendly unit.
    Heal {
        /// Wounds removed at most.
        amount: u8,
    },
    /// Gain magic.
    Magic(u8),
    /// Draw cards.
    Draw(u8),
    /// While active: your units attack with +n strength.
    Empower(u8),
    /// While active: you may move one more unit in your move phase.
    Haste,
    /// While active: each attack on your summoner adds at most 1 wound.
    Ward,
}

impl Effect {
    /// Whether the event takes a target.
    pub const fn targeted(self) -> bool {
        matches!(self, Effect::Wound { .. } | Effect::Heal { .. })
    }
}

impl CardDef {
    /// The unit's stats, if it is a unit.
    pub const fn unit(&self) -> Option<&UnitStats> {
        match &self.kind {
            Kind::Unit(u) => Some(u),
            _ => None,
        }
    }

    /// The event's definition, if it is an event.
    pub const fn event(&self) -> Option<&EventDef> {
        match &self.kind {
            Kind::Event(e) => Some(e),
            _ => None,
        }
    }

    /// Printed life (0 for events).
    pub const fn life(&self) -> u8 {
        match &self.kind {
            Kind::Unit(u) => u.life,
            Kind::Structure { life, .. } => *life,
            Kind::Event(_) => 0,
        }
    }

    /// Whether it is a structure.
    pub const fn is_structure(&self) -> bool {
        matches!(self.kind, Kind::Structure { .. })
    }

    /// Whether it is a gate.
    pub const fn is_gate(&self) -> bool {
        matches!(self.kind, Kind::Structure { gate: true, .. })
    }

    /// Whether it is the summoner.
    pub fn is_summoner(&self) -> bool {
        self.class == CardClass::Summoner
    }

    /// The unit's abilities (none for other cards).
    pub fn abilities(&self) -> &'static [Ability] {
        match &self.kind {
            Kind::Unit(u) => u.abilities,
            _ => &[],
        }
    }

    /// Whether the unit has an ability matching `f`.
    pub fn has(&self, f: impl Fn(&Ability) -> bool) -> bool {
        self.abilities().iter().any(f)
    }

    /// The first ability for which `f` gives a value.
    pub fn find<T>(&self, f: impl Fn(&Ability) -> Option<T>) -> Option<T> {
        self.abilities().iter().find_map(f)
    }

    /// Whether the name contains `word` (the glossary's rule for naming cards).
    pub fn named(&self, word: &str) -> bool {
        self.name.contains(word)
    }
}

/// A faction: its cards, its starting layout and its draw pile.
pub struct FactionDef {
    /// Which faction.
    pub faction: Faction,
    /// Every card of the faction.
    pub cards: &'static [CardDef],
    /// Cards on the battlefield at the start, as (card, column, row) counted from the owner's
    /// left and back row; the summoner and the starting gate are among them.
    pub layout: &'static [(CardId, u8, u8)],
    /// The draw pile before shuffling, as (card, copies).
    pub deck: &'static [(CardId, u8)],
}

impl fmt::Debug for FactionDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.faction)
    }
}

/// The definition of a faction.
pub fn faction(f: Faction) -> &'static FactionDef {
    match f {
        Faction::PhoenixElves => &phoenix_elves::FACTION,
        Faction::TundraOrcs => &tundra_orcs::FACTION,
        Faction::FallenKingdom => &fallen_kingdom::FACTION,
        Faction::Vanguards => &vanguards::FACTION,
    }
}

/// The card with this id.
pub fn card(id: CardId) -> Option<&'static CardDef> {
    let f = *Faction::ALL.get((id.0 / 100).checked_sub(1)? as usize)?;
    faction(f).cards.iter().find(|c| c.id == id)
}

/// Every card of every faction.
pub fn all_cards() -> impl Iterator<Item = &'static CardDef> {
    Faction::ALL
        .into_iter()
        .flat_map(|f| faction(f).cards.iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ids are unique, lookups find every card, and layouts and decks name known cards of the
    /// right kinds.
    #[test]
    fn faction_tables_are_consistent() {
        let mut ids: Vec<u16> = all_cards().map(|c| c.id.0).collect();
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "card ids are unique");
        for f in Faction::ALL {
            let def = faction(f);
            for c in def.cards {
                assert_eq!(card(c.id).map(|d| d.id), Some(c.id));
                assert_eq!(
                    c.id.0 / 100,
                    f as u16 + 1,
                    "{c:?} is numbered in its faction"
                );
            }
            let summoners = def
                .layout
                .iter()
                .filter(|(id, ..)| card(*id).is_some_and(CardDef::is_summoner))
                .count();
            assert_eq!(summoners, 1, "{f:?} starts with one summoner");
            assert!(def
                .layout
                .iter()
                .any(|(id, ..)| card(*id).is_some_and(|c| c.is_gate() && c.life() == 10)));
            for (id, col, row) in def.layout {
                assert!(card(*id).is_some(), "{f:?} layout card {id:?}");
                assert!(*col < 6 && *row < 4, "{f:?} starts in its own half");
            }
            for (id, copies) in def.deck {
                let c = card(*id).expect("deck card exists");
                assert!(!c.is_summoner());
                let most = match c.class {
                    CardClass::Champion => 1,
                    CardClass::Common => 4,
                    CardClass::StandardEvent | CardClass::EpicEvent => 2,
                    CardClass::Structure => 3,
                    CardClass::Summoner => 0,
                };
                assert!(*copies <= most, "{c:?}: at most {most} copies");
            }
        }
    }
}
