//! What a card is: its kind and printed numbers, and its behaviour as data — the conditions it
//! needs ([`Need`]), the one-shot effects it resolves ([`Op`]) and the lasting modifiers it
//! grants while it is in effect ([`Mod`]).

use tavern_protocol::gensou::{CardId, CardKind};

/// One card of the pool. Ids are unique, so two cards are equal when their ids are.
#[derive(Debug)]
pub struct Card {
    /// Its id.
    pub id: CardId,
    /// Its name in the rulebook's language.
    pub name: &'static str,
    /// Its English name.
    pub english_name: &'static str,
    /// The character whose spell card it is (`None` for characters and shared items).
    pub character: Option<CardId>,
    /// What kind of card it is, with its numbers and behaviour.
    pub body: Body,
}

/// A card's kind with what that kind prints.
#[derive(Debug, PartialEq, Eq)]
pub enum Body {
    /// A character card.
    Character(Character),
    /// A battle spell card.
    Battle(Battle),
    /// A state spell card.
    State(State),
    /// A trap spell card.
    Trap(Trap),
    /// An instant item (瞬).
    Instant(Instant),
    /// A lasting item (延).
    Lasting(Lasting),
}

impl PartialEq for Card {
    fn eq(&self, other: &Card) -> bool {
        self.id == other.id
    }
}

impl Eq for Card {}

impl Card {
    /// The wire kind.
    pub fn kind(&self) -> CardKind {
        match self.body {
            Body::Character(_) => CardKind::Character,
            Body::Battle(_) => CardKind::Battle,
            Body::State(_) => CardKind::State,
            Body::Trap(_) => CardKind::Trap,
            Body::Instant(_) => CardKind::InstantItem,
            Body::Lasting(_) => CardKind::LastingItem,
        }
    }

    /// Whether it is a spell card (符卡): every card but characters.
    pub fn is_spell(&self) -> bool {
        !matches!(self.body, Body::Character(_))
    }

    /// The battle spell card's numbers, if it is one.
    pub fn battle(&self) -> Option<&Battle> {
        match &self.body {
            Body::Battle(b) => Some(b),
            _ => None,
        }
    }

    /// The character card's skills, if it is one.
    pub fn as_character(&self) -> Option<&Character> {
        match &self.body {
            Body::Character(c) => Some(c),
            _ => None,
        }
    }

    /// The printed spirit cost (0 for characters, traps and final spells).
    pub fn cost(&self) -> u8 {
        match &self.body {
            Body::Battle(b) if !b.final_spell => b.cost,
            Body::State(s) => s.cost,
            Body::Instant(i) => i.cost,
            Body::Lasting(l) => l.cost,
            _ => 0,
        }
    }

    /// Flashiness (华丽度): a battle card's printed number, 0 for every other card.
    pub fn flashiness(&self) -> u8 {
        self.battle().map_or(0, |b| b.flash)
    }
}

/// A character card: a CENTER skill and a HYPER skill.
#[derive(Debug, PartialEq, Eq)]
pub struct Character {
    /// Works while the character is CENTER or HYPER.
    pub center: Skill,
    /// Works while the character is HYPER.
    pub hyper: Skill,
}

/// A character's skill: a lasting modifier.
#[derive(Debug, PartialEq, Eq)]
pub struct Skill {
    /// Its name in the rulebook's language.
    pub name: &'static str,
    /// Its English name.
    pub english_name: &'static str,
    /// What it does.
    pub effect: Mod,
}

/// A battle spell card.
#[derive(Debug, PartialEq, Eq)]
pub struct Battle {
    /// Printed power (原始战力).
    pub power: i32,
    /// Flashiness (华丽度).
    pub flash: u8,
    /// Spirit cost (ignored by a final spell).
    pub cost: u8,
    /// The printed "need" (for a final spell: its printed condition).
    pub need: Need,
    /// NULLITY: cannot be declared in the usual way.
    pub nullity: bool,
    /// Cannot be countered (a final spell ignores this).
    pub uncounterable: bool,
    /// A final spell (终符).
    pub final_spell: bool,
    /// What happens when it hits.
    pub on_hit: &'static [Op],
}

/// When a state spell card may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// In your SET phase.
    Set,
    /// In your attack phase, between declarations.
    Battle,
}

/// How long a state spell card's effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lasts {
    /// Until the end of this turn.
    ThisTurn,
    /// Until the start of your next turn (so through the opponent's turn).
    UntilYourNextTurn,
}

/// A state spell card.
#[derive(Debug, PartialEq, Eq)]
pub struct State {
    /// When it may be played.
    pub timing: Timing,
    /// Spirit cost.
    pub cost: u8,
    /// How long its effect lasts.
    pub lasts: Lasts,
    /// The printed "need" (需要): a condition of playing it.
    pub need: Need,
    /// Its lasting effect.
    pub effect: Mod,
}

/// When a face-down trap may be triggered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The opponent declared a battle spell card in their attack phase (you defend).
    OpponentDeclares,
    /// Your declared card was countered (you attack).
    Countered,
    /// You took battle damage.
    Damaged,
}

/// A trap spell card.
#[derive(Debug, PartialEq, Eq)]
pub struct Trap {
    /// Its printed timing.
    pub trigger: Trigger,
    /// A further condition.
    pub need: Need,
    /// What it does.
    pub ops: &'static [Op],
}

/// When an instant item may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemTiming {
    /// In your attack phase, between declarations.
    Attack,
    /// When the opponent has declared a card and you decide whether to counter.
    Defense,
}

/// An instant item (瞬).
#[derive(Debug, PartialEq, Eq)]
pub struct Instant {
    /// When it may be used.
    pub timing: ItemTiming,
    /// Spirit cost.
    pub cost: u8,
    /// The printed "need" (需要): the condition under which it may be used.
    pub need: Need,
    /// What it does.
    pub ops: &'static [Op],
}

/// A lasting item (延).
#[derive(Debug, PartialEq, Eq)]
pub struct Lasting {
    /// Spirit cost to set it.
    pub cost: u8,
    /// The printed "need" (需要): a condition of setting it.
    pub need: Need,
    /// What it does while it is in the equipment zone.
    pub effect: Mod,
}

/// A printed condition, always read from the card owner's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// No condition.
    Nothing,
    /// The card's character is CENTER or HYPER.
    Center,
    /// Your HP is at most this.
    HpAtMost(i32),
    /// The opponent's HP is at most this.
    OpponentHpAtMost(i32),
    /// Your declaration zone holds at least this many cards.
    Declared(u8),
    /// The opponent has a broken orb.
    OpponentBrokenOrb,
    /// Only in your attack phase (it cannot counter).
    Attacking,
    /// Only as a counter (相杀), in the opponent's attack phase.
    Countering,
    /// The opposing declared card's original power is at most this.
    OpposingOriginalAtMost(i32),
}

/// Which of your battle spell cards a modifier concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Of {
    /// All of them.
    Any,
    /// Those of one character.
    Character(CardId),
}

/// When a power modifier applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Always.
    Any,
    /// To cards you declare in your attack phase.
    Attack,
    /// To cards you counter with.
    Counter,
}

/// Which original powers a power modifier applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    /// Any.
    Any,
    /// Original power at most this.
    AtMost(i32),
    /// Original power at least this.
    AtLeast(i32),
}

impl Band {
    /// Whether `original` lies in the band.
    pub fn holds(self, original: i32) -> bool {
        match self {
            Band::Any => true,
            Band::AtMost(n) => original <= n,
            Band::AtLeast(n) => original >= n,
        }
    }
}

/// Which costs a discount lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Costed {
    /// Battle spell cards.
    Battle,
    /// State spell cards.
    State,
}

/// A lasting modifier: a skill, a lasting item or a state spell card in effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mod {
    /// Your battle spell cards get more final power.
    Power {
        /// Which cards.
        of: Of,
        /// When.
        side: Side,
        /// Which original powers.
        band: Band,
        /// How much.
        amount: i32,
    },
    /// Battle damage you take is lowered by this much.
    Guard(i32),
    /// Your battle spell cards cannot be countered (except by a final spell).
    Uncounterable(Of),
    /// Your cards cost less (not below 0).
    CostDown {
        /// Which cards.
        costed: Costed,
        /// Whose.
        of: Of,
        /// How much.
        amount: u8,
    },
    /// You draw this many more cards in PICK.
    ExtraDraw(u8),
    /// You may declare NULLITY cards.
    Unseal(Of),
    /// Your cards may be this much less flashy than the top of the declaration zone.
    FlashSlack(u8),
    /// When your battle spell card hits, one of the opponent's orbs breaks.
    HitBreaksOrb(Of),
    /// When your battle spell card hits, you draw a card.
    HitDraws(Of),
    /// Special victory: at the start of your turn, if your declaration zone holds at least
    /// this many cards, you win.
    WinAtTurnStart(u8),
    /// Special victory: if your HP falls below 0 while your declaration zone's total
    /// flashiness is at least this, you win instead.
    WinInsteadOfDefeat(u16),
}

/// A one-shot effect, resolved for the card's owner ("you"); "the opposing card" is the other
/// player's card in the clash under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// The opponent takes damage from the effect (not battle damage: it never hits).
    Damage(i32),
    /// Each player takes damage from the effect, at the same moment.
    DamageBoth(i32),
    /// You regain HP.
    Heal(i32),
    /// You draw cards.
    Draw(u8),
    /// You restore orbs: each restore brings back a spent orb or, when every intact orb is
    /// ready, mends a broken one.
    Restore(u8),
    /// You mend broken orbs.
    Mend(u8),
    /// One of the opponent's intact orbs breaks.
    BreakOrb,
    /// The opposing card's final power changes.
    PowerOpposing(i32),
    /// Your card's final power changes.
    PowerOwn(i32),
    /// The opposing card's final power becomes its original power.
    ResetOpposing,
    /// The opposing card is broken before the clash is settled.
    BreakOpposing,
}

impl Op {
    /// Whether the effect needs the opposing card in the clash.
    pub fn needs_opposing(self) -> bool {
        matches!(
            self,
            Op::PowerOpposing(_) | Op::ResetOpposing | Op::BreakOpposing
        )
    }

    /// Whether the effect needs your own card in the clash.
    pub fn needs_own(self) -> bool {
        matches!(self, Op::PowerOwn(_))
    }
}
