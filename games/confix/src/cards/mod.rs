//! What a card and a plane are, and the registry of the whole pool.
//!
//! A card is a `static` declaration: element, type, cost, power, keywords, what it may target,
//! and lists of [`Op`]s for when it is cast (or enters), at the beginning and end of a turn (its
//! elementalist's, or every turn), when it dies, and for its tap ability. A plane is stable (a rule, how long
//! it lasts, an [X] effect) or unstable (an effect on entering). The cards' English text is
//! generated from this data by [`crate::text`], so the text can never disagree with the rules.

use tavern_protocol::confix::{CardId, Cost, Element, Kind, Runes};

mod air;
mod earth;
mod fire;
pub mod planes;
mod tokens;
mod water;

pub use tokens::EARTH_ELEMENTAL;

/// A card's keywords, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keywords(u16);

impl Keywords {
    /// No keyword.
    pub const NONE: Keywords = Keywords(0);
    /// Swift: may attack the turn it enters (no summoning sickness).
    pub const SWIFT: Keywords = Keywords(1);
    /// First strike (先攻): in combat's card-effects step, deals 1 damage to the strongest
    /// opposing creature.
    pub const FIRST_STRIKE: Keywords = Keywords(1 << 1);
    /// Unblockable (无法格挡): when an attack with it wins, the damage goes to the elementalist;
    /// defending creatures cannot take it.
    pub const UNBLOCKABLE: Keywords = Keywords(1 << 2);
    /// Retaliate (反击): when it defends, deals 1 damage to the attacking elementalist in the
    /// card-effects step.
    pub const RETALIATE: Keywords = Keywords(1 << 3);
    /// Stoneskin (伤害减免): damage its elementalist takes from a combat it defends in is 1
    /// less.
    pub const STONESKIN: Keywords = Keywords(1 << 4);
    /// Undying (不死): when it dies, it returns to its owner's hand instead of the graveyard.
    pub const UNDYING: Keywords = Keywords(1 << 5);
    /// Ward (反制): counters the first enemy card aimed at its elementalist or their
    /// permanents, then goes to the graveyard.
    pub const WARD: Keywords = Keywords(1 << 6);
    /// Deflect (使攻击无效): voids the first attack on its elementalist, then goes to the
    /// graveyard.
    pub const DEFLECT: Keywords = Keywords(1 << 7);
    /// Amplify (伤害增幅): its elementalist's spells deal 1 more damage.
    pub const AMPLIFY: Keywords = Keywords(1 << 8);
    /// Illusion: dies when an enemy card or ability targets it.
    pub const ILLUSION: Keywords = Keywords(1 << 9);
    /// Redirect (法术偏移): the first enemy card aimed at its elementalist is turned back on its
    /// caster, then this goes to the graveyard.
    pub const REDIRECT: Keywords = Keywords(1 << 10);
    /// Piercing (法术穿透): a card that no Ward counters and no Redirect turns back.
    pub const PIERCING: Keywords = Keywords(1 << 11);

    /// Every keyword with its English name, in the order card text lists them.
    pub const NAMED: [(Keywords, &'static str); 12] = [
        (Keywords::SWIFT, "Swift"),
        (Keywords::FIRST_STRIKE, "First strike"),
        (Keywords::UNBLOCKABLE, "Unblockable"),
        (Keywords::RETALIATE, "Retaliate"),
        (Keywords::STONESKIN, "Stoneskin"),
        (Keywords::UNDYING, "Undying"),
        (Keywords::WARD, "Ward"),
        (Keywords::DEFLECT, "Deflect"),
        (Keywords::AMPLIFY, "Amplify"),
        (Keywords::ILLUSION, "Illusion"),
        (Keywords::REDIRECT, "Redirect"),
        (Keywords::PIERCING, "Piercing"),
    ];

    /// The union of two sets.
    pub const fn and(self, other: Keywords) -> Keywords {
        Keywords(self.0 | other.0)
    }

    /// Whether every keyword of `other` is in the set.
    pub const fn has(self, other: Keywords) -> bool {
        self.0 & other.0 == other.0
    }
}

/// What a card or ability may be aimed at when it is cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetRule {
    /// Nothing.
    None,
    /// A living elementalist (objects with this rule are put in front of them).
    Player,
    /// A living enemy elementalist (objects with this rule are put in front of them).
    EnemyPlayer,
    /// A creature.
    Creature,
    /// An enemy's creature.
    EnemyCreature,
    /// A creature of yours.
    OwnCreature,
    /// A living elementalist or a permanent with power.
    Any,
}

/// Who or what an [`Op`] acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The chosen target.
    Target,
    /// The card's controller.
    Me,
    /// The elementalist an object sits in front of (for a card cast at a player: that player).
    Affected,
    /// The seat answering a "may".
    Decider,
    /// Each living enemy elementalist.
    EachEnemy,
    /// Each living elementalist.
    EachPlayer,
    /// Every creature.
    EachCreature,
    /// Every creature of the controller's enemies.
    EachEnemyCreature,
    /// Every creature of the controller.
    MyCreatures,
    /// One enemy creature at random.
    RandomEnemyCreature,
    /// The permanent itself.
    This,
}

/// How much an [`Op`] deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    /// A fixed number.
    Fixed(u8),
    /// One six-sided die, rolled in public.
    Die,
    /// The target permanent's power when the card was cast.
    TargetPower,
}

/// A card's own victory condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinCondition {
    /// The controller owns at least this many runes.
    RunesAtLeast(u8),
}

/// One step of an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Damage: life for elementalists, power for permanents with power.
    Damage(Who, Amount),
    /// Elementalists gain life.
    Heal(Who, u8),
    /// Elementalists draw cards (an empty deck gives nothing outside the draw phase).
    Draw(Who, u8),
    /// Elementalists discard cards at random.
    Discard(Who, u8),
    /// Elementalists put the top cards of their deck into their graveyard.
    Mill(Who, u8),
    /// Permanents with power gain (or lose) power.
    Power(Who, i8),
    /// Permanents go to their owner's graveyard.
    Destroy(Who),
    /// Permanents are exiled (湮灭).
    Exile(Who),
    /// Permanents return to their owner's hand.
    Bounce(Who),
    /// The controller gains control of creatures.
    Steal(Who),
    /// Permanents are tapped.
    Tap(Who),
    /// Permanents are untapped.
    Untap(Who),
    /// Creatures become 1-power shapes with no abilities.
    Morph(Who),
    /// The controller summons tokens.
    Summon(&'static CardDef, u8),
    /// The controller adds an active rune of this colour.
    AddRune(Element),
    /// Elementalists lose a rune of the colour they hold most of.
    BreakRune(Who),
    /// The controller returns creature cards from the top of their graveyard to hand.
    Recall(u8),
    /// Elementalists' graveyards are exiled.
    ExileGraveyard(Who),
    /// The planes shift (迁跃).
    Shift,
    /// The [X] effect of the plane in force happens.
    Chaos,
    /// Each seat named by `who` may do `yes`; `no` happens for each who does not. Only as the
    /// last op of a card's cast effect, ability or a plane's [X] (it waits for the answers).
    May {
        /// Who decides.
        who: Who,
        /// What a seat that accepts does.
        yes: &'static [Op],
        /// What happens to a seat that declines.
        no: &'static [Op],
    },
    /// The controller's team wins if the condition holds.
    WinIf(WinCondition),
    /// The controller looks at the hands of the elementalists named (看牌): the cards are shown
    /// to the controller alone.
    LookAtHand(Who),
    /// The controller looks at the top card of the decks of the elementalists named.
    LookAtTop(Who),
}

/// A tap ability of a permanent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ability {
    /// Runes paid besides tapping the permanent.
    pub cost: Cost,
    /// What it may be aimed at.
    pub target: TargetRule,
    /// What it does.
    pub ops: &'static [Op],
}

/// A card of the pool.
#[derive(Clone, Copy, Debug)]
pub struct CardDef {
    /// The card's id.
    pub id: CardId,
    /// Its name in the rulebook's language.
    pub name: &'static str,
    /// Its English name.
    pub english_name: &'static str,
    /// Its element (the colour of its back).
    pub element: Element,
    /// Spell, object or creature.
    pub kind: Kind,
    /// Its cost.
    pub cost: Cost,
    /// Power: creatures always have some; objects have power when this is above 0.
    pub power: u8,
    /// Its keywords.
    pub keywords: Keywords,
    /// What it is aimed at when cast (an object aimed at a player sits in front of them).
    pub target: TargetRule,
    /// A spell's effect, or what a permanent does when it enters.
    pub play: &'static [Op],
    /// What an object does at the beginning of a turn: of every turn with `each_turn`, else of
    /// the turn of the elementalist it sits in front of.
    pub beginning: &'static [Op],
    /// What an object does at the end of a turn (every turn, or its elementalist's, the same).
    pub end: &'static [Op],
    /// Whether its beginning and end effects resolve in every turn (每回合, as the rulebook's
    /// example cards print them) rather than in its elementalist's turn only.
    pub each_turn: bool,
    /// What a permanent does when it dies (enters the graveyard from the battlefield).
    pub dies: &'static [Op],
    /// Its tap ability.
    pub ability: Option<Ability>,
    /// Made by effects; never in a deck, and gone once it leaves the battlefield.
    pub token: bool,
}

impl PartialEq for CardDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for CardDef {}

impl CardDef {
    /// Whether the card, on the battlefield, has power (and dies when it reaches 0).
    pub const fn has_power(&self) -> bool {
        matches!(self.kind, Kind::Creature) || self.power > 0
    }
}

/// The defaults a declaration fills in with `..BLANK`.
pub(crate) const BLANK: CardDef = CardDef {
    id: CardId(0),
    name: "",
    english_name: "",
    element: Element::Fire,
    kind: Kind::Spell,
    cost: Cost {
        runes: Runes::NONE,
        any: 0,
    },
    power: 0,
    keywords: Keywords::NONE,
    target: TargetRule::None,
    play: &[],
    beginning: &[],
    end: &[],
    each_turn: false,
    dies: &[],
    ability: None,
    token: false,
};

/// A cost of `any` runes of any colour plus `n` of `e`.
pub(crate) const fn cost(any: u8, e: Element, n: u8) -> Cost {
    Cost {
        runes: Runes::NONE.with(e, n),
        any,
    }
}

/// Every card of one element (tokens apart), in id order.
pub fn element_cards(e: Element) -> &'static [CardDef] {
    match e {
        Element::Fire => fire::CARDS,
        Element::Water => water::CARDS,
        Element::Air => air::CARDS,
        Element::Earth => earth::CARDS,
    }
}

/// Every card, tokens last.
pub fn all_cards() -> impl Iterator<Item = &'static CardDef> {
    Element::ALL
        .into_iter()
        .flat_map(element_cards)
        .chain(tokens::CARDS)
}

/// The card with this id.
pub fn card(id: CardId) -> Option<&'static CardDef> {
    let table = match id.0 / 100 {
        1 => fire::CARDS,
        2 => water::CARDS,
        3 => air::CARDS,
        4 => earth::CARDS,
        9 => tokens::CARDS,
        _ => return None,
    };
    table.iter().find(|c| c.id == id)
}

/// Whether an [`Op::May`] sits anywhere but last in `ops`, or inside another "may".
pub fn may_misplaced(ops: &[Op]) -> bool {
    ops.iter().enumerate().any(|(i, op)| match op {
        Op::May { yes, no, .. } => i + 1 != ops.len() || contains_may(yes) || contains_may(no),
        _ => false,
    })
}

/// Whether `ops` hold an [`Op::May`] at any depth.
pub fn contains_may(ops: &[Op]) -> bool {
    ops.iter().any(|op| matches!(op, Op::May { .. }))
}
