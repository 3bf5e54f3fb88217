//! 幻想梦斗符 (Gensou Mutoufu) wire types: card ids, phases, actions, views, events, the match
//! config and the card list.
//!
//! A card in any zone is named by its [`CardId`] (any copy of it: copies of a card are
//! interchangeable). The two slots of a player's equipment zone are numbered 0 and 1. A spirit
//! cost is paid with orbs and with spell-power cards spent as orbs: an action that pays names how
//! many power cards it spends (`power`), the rest is paid with orbs.

use serde::{Deserialize, Serialize};

use crate::{Outcome, Seat, Viewer};

/// A card's id: a character's number times 100 for the character card, plus 1–9 for its spell
/// cards; shared items are 901 and up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// What kind of card a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// A character card (角色卡): CENTER and HYPER skills; not a spell card.
    Character,
    /// A battle spell card (战斗符卡): power, flashiness and cost, declared in battle.
    Battle,
    /// A state spell card (状态符卡): a lasting effect, played at its printed timing.
    State,
    /// A trap spell card (陷阱符卡): set face down first, triggered at its printed timing.
    Trap,
    /// An instant item (瞬时道具卡, 瞬): used from the hand when its condition holds.
    InstantItem,
    /// A lasting item (永续道具卡, 延): set in the equipment zone in your attack phase.
    LastingItem,
}

/// The phases of the game: the opening search, then the rulebook's five phases of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Opening search (初始检索): both players choose a card of their deck at once.
    Search,
    /// PICK (回合开始阶段): the attacker draws, then both restore one orb.
    Pick,
    /// CHANGE (切换阶段): the attacker changes their characters once, or not.
    Change,
    /// SET (放置阶段): the attacker sets power cards and traps face down.
    Set,
    /// BATTLE (战斗阶段): the attacker declares battle spell cards; the defender may counter.
    Battle,
    /// END (回合结束阶段): the attacker discards down to 5 cards.
    End,
}

/// Which decision the battle (or the end of the turn) is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Window {
    /// The attacker acts (declares, sets items, plays state cards, ends the phase).
    Main,
    /// The defender may trigger a trap after the attacker's declaration.
    TrapOnDeclare,
    /// The defender may counter (相杀) the declared card.
    Counter,
    /// The attacker may trigger a trap after being countered.
    TrapOnCounter,
    /// A player who just took battle damage may trigger a trap.
    TrapOnDamage,
    /// The attacker discards down to 5 cards at the end of the turn.
    Discard,
}

/// A character's place on the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Lying in the character zone: its spell cards may be used.
    Support,
    /// Standing in the character zone: its CENTER skill works too.
    Center,
    /// In the duel zone: CENTER and HYPER skills work; it returns to the hand at the end of its
    /// player's next defense phase.
    Hyper,
}

/// How a player's spirit release (灵能解放) stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Release {
    /// HP has not yet dropped below 5,000.
    Unused,
    /// HP just dropped below 5,000 for the first time: the player decides now.
    Due,
    /// Used or declined: it does not come back.
    Spent,
}

/// How a match was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Victory {
    /// A card's special victory (特殊胜利).
    Special,
    /// The loser's HP fell below 0 (击坠胜利).
    ShootDown,
    /// A player had no card to draw; the higher total flashiness won (人气胜利).
    Popularity,
    /// The loser forfeited.
    Forfeit,
}

/// Everything a seat may submit. Each decision has a passive answer (`skip_change`, `end_set`,
/// `end_battle`, `no_counter`, `no_trap`, `no_release`) that the server also submits when the
/// clock runs out; the search's and the end-of-turn discard's timeout is the first listed card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Opening search: reveal `card` from your deck and add it to your hand.
    Search {
        /// A card in your deck.
        card: CardId,
    },
    /// CHANGE: put a character card from your hand into the character zone as SUPPORT.
    PlaceSupport {
        /// A character card in your hand.
        card: CardId,
    },
    /// CHANGE: stand a SUPPORT up as CENTER; the former CENTER lies down as SUPPORT.
    SetCenter {
        /// A SUPPORT character.
        card: CardId,
    },
    /// CHANGE: move your CENTER into the duel zone as HYPER.
    GoHyper,
    /// CHANGE: change nothing this turn.
    SkipChange,
    /// SET: put a card from your hand face down into the spell-power zone (at most 5).
    SetPower {
        /// A card in your hand.
        card: CardId,
    },
    /// SET: put a trap from your hand face down into an equipment slot; a card already there
    /// is replaced and goes to the discard pile.
    SetTrap {
        /// A trap spell card in your hand.
        card: CardId,
        /// Equipment slot, 0 or 1.
        slot: u8,
    },
    /// SET: end the phase.
    EndSet,
    /// BATTLE: declare a battle spell card from your hand.
    Declare {
        /// A battle spell card in your hand.
        card: CardId,
        /// Power cards spent toward the cost (the rest is paid with orbs).
        power: u8,
    },
    /// SET or BATTLE (its printed timing): play a state spell card from your hand.
    PlayState {
        /// A state spell card in your hand.
        card: CardId,
        /// Power cards spent toward the cost.
        power: u8,
    },
    /// BATTLE: set a lasting item into an empty equipment slot, paying its cost (equipment is
    /// replaced only in SET, by a trap).
    SetItem {
        /// A lasting item in your hand.
        card: CardId,
        /// Equipment slot, 0 or 1.
        slot: u8,
        /// Power cards spent toward the cost.
        power: u8,
    },
    /// Use an instant item from your hand (in your attack phase, or when deciding a counter,
    /// as its timing says).
    UseItem {
        /// An instant item in your hand.
        card: CardId,
        /// Power cards spent toward the cost.
        power: u8,
    },
    /// BATTLE: end the battle phase (and so the turn).
    EndBattle,
    /// Counter (相杀) the declared card with a battle spell card of your own.
    Counter {
        /// A battle spell card in your hand.
        card: CardId,
        /// Power cards spent toward the cost.
        power: u8,
    },
    /// Do not counter.
    NoCounter,
    /// Trigger the face-down trap in an equipment slot.
    Trigger {
        /// Equipment slot, 0 or 1.
        slot: u8,
    },
    /// Trigger no trap now.
    NoTrap,
    /// Spirit release: reveal a spell card of your deck and add it to your hand.
    Release {
        /// A spell card (not a character) in your deck.
        card: CardId,
    },
    /// Let the spirit release go.
    NoRelease,
    /// END: discard a card (while more than 5 are in your hand).
    Discard {
        /// A card in your hand.
        card: CardId,
    },
}

/// Something that happened. Each viewer receives their own copy: a card the viewer may not
/// see is `None` in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A character card was placed from the deck as SUPPORT at setup.
    StarterPlaced {
        /// Whose.
        seat: Seat,
        /// The character.
        card: CardId,
    },
    /// A deck was shuffled.
    Shuffled {
        /// Whose.
        seat: Seat,
    },
    /// Cards were drawn.
    Drew {
        /// Who drew.
        seat: Seat,
        /// How many.
        count: u8,
        /// Which, for the drawer and the referee.
        cards: Option<Vec<CardId>>,
    },
    /// A player chose their opening search card (revealed once both have chosen).
    SearchChosen {
        /// Who chose.
        seat: Seat,
        /// The card, for the chooser and the referee.
        card: Option<CardId>,
    },
    /// A card was revealed from the deck and added to the hand (search or spirit release).
    Revealed {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// The coin chose the first attacker.
    FirstAttacker {
        /// Who attacks first.
        seat: Seat,
    },
    /// A turn began.
    TurnBegan {
        /// The attacker.
        seat: Seat,
        /// Turns so far, this one included.
        turn: u32,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// Orbs were restored.
    OrbsRestored {
        /// Whose.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A broken orb was mended.
    OrbMended {
        /// Whose.
        seat: Seat,
    },
    /// An intact orb was broken (灵珠崩坏).
    OrbBroken {
        /// Whose.
        seat: Seat,
    },
    /// A cost was paid.
    Paid {
        /// Who paid.
        seat: Seat,
        /// Orbs spent.
        orbs: u8,
        /// Spell-power cards spent (they go face up to the discard pile).
        power: Vec<CardId>,
    },
    /// A character card was put into the character zone as SUPPORT.
    SupportPlaced {
        /// Whose.
        seat: Seat,
        /// The character.
        card: CardId,
    },
    /// A character became CENTER; the former CENTER, if any, became SUPPORT.
    CenterSet {
        /// Whose.
        seat: Seat,
        /// The new CENTER.
        card: CardId,
    },
    /// The CENTER moved into the duel zone as HYPER.
    HyperEntered {
        /// Whose.
        seat: Seat,
        /// The character.
        card: CardId,
    },
    /// A HYPER character returned to its player's hand.
    HyperReturned {
        /// Whose.
        seat: Seat,
        /// The character.
        card: CardId,
    },
    /// A card was set face down into the spell-power zone.
    PowerSet {
        /// Whose.
        seat: Seat,
        /// The card, for its owner and the referee.
        card: Option<CardId>,
    },
    /// A trap was set face down into an equipment slot.
    TrapSet {
        /// Whose.
        seat: Seat,
        /// The slot.
        slot: u8,
        /// The card, for its owner and the referee.
        card: Option<CardId>,
    },
    /// A lasting item was set face up into an equipment slot.
    ItemSet {
        /// Whose.
        seat: Seat,
        /// The slot.
        slot: u8,
        /// The item.
        card: CardId,
    },
    /// A card went face up to its owner's discard pile (replaced equipment, a spent state
    /// card, a clash card that did not hit, an end-of-turn discard, a used item).
    Discarded {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A battle spell card was declared into the duel zone.
    Declared {
        /// Who declared it.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Whether it counters (相杀) the attacker's card.
        counter: bool,
    },
    /// A final spell (终符) was declared: its player's HP became 0.
    FinalSpell {
        /// Who declared it.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A state spell card was played; its effect lasts as printed.
    StatePlayed {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// An instant item was used.
    ItemUsed {
        /// Whose.
        seat: Seat,
        /// The item.
        card: CardId,
    },
    /// A face-down trap was triggered and revealed.
    TrapTriggered {
        /// Whose.
        seat: Seat,
        /// The slot.
        slot: u8,
        /// The trap.
        card: CardId,
    },
    /// A player let a decision pass (no counter, no trap, no release).
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A declared card's final power changed.
    PowerChanged {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Its final power now.
        power: i32,
    },
    /// A declared card was broken (击破) and went to the discard pile.
    Broken {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// The clash was settled.
    Settled {
        /// The attacking card's final power.
        attack: i32,
        /// The counter card's final power, if there was one.
        counter: Option<i32>,
        /// Whether the defender fully countered (完全相杀).
        full_counter: bool,
    },
    /// A player took damage.
    Damaged {
        /// Who.
        seat: Seat,
        /// How much.
        amount: i32,
        /// HP now.
        hp: i32,
        /// Whether it was battle damage from power (rather than a card's effect).
        battle: bool,
    },
    /// A player's HP was raised.
    Healed {
        /// Who.
        seat: Seat,
        /// How much.
        amount: i32,
        /// HP now.
        hp: i32,
    },
    /// The attacking card hit (命中): it went on top of its owner's declaration zone.
    Hit {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A state spell card's effect ended.
    StateEnded {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// The attacker ended the battle phase.
    BattleEnded {
        /// The attacker.
        seat: Seat,
    },
    /// The match was decided.
    Won {
        /// The winner; `None` when both players were shot down at once.
        winner: Option<Seat>,
        /// How.
        victory: Victory,
    },
}

/// A character on the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterView {
    /// The character card.
    pub card: CardId,
    /// SUPPORT, CENTER or HYPER.
    pub role: Role,
}

/// One equipment slot as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EquipmentView {
    /// The card: a face-down trap shows only to its owner and the referee.
    pub card: Option<CardId>,
    /// Whether it lies face down (a trap).
    pub face_down: bool,
}

/// A state spell card whose effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateView {
    /// The card.
    pub card: CardId,
    /// Whether it lasts until its player's next turn (otherwise until the end of this turn).
    pub until_next_turn: bool,
}

/// One player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Hit points; below 0 is shot down, exactly 0 is 决死.
    pub hp: i32,
    /// Intact orbs ready to spend.
    pub orbs_ready: u8,
    /// Intact orbs spent (PICK draws this many).
    pub orbs_spent: u8,
    /// Broken orbs.
    pub orbs_broken: u8,
    /// Cards in the deck (its order is seen by nobody).
    pub deck: u8,
    /// Cards in hand.
    pub hand_count: u8,
    /// The hand, for its owner and the referee.
    pub hand: Option<Vec<CardId>>,
    /// Cards in the spell-power zone.
    pub power_count: u8,
    /// The spell-power cards, for their owner and the referee.
    pub power: Option<Vec<CardId>>,
    /// The equipment zone's two slots.
    pub equipment: Vec<Option<EquipmentView>>,
    /// Characters in the character zone and the duel zone.
    pub characters: Vec<CharacterView>,
    /// The declaration zone, bottom first (the last card is on top).
    pub declaration: Vec<CardId>,
    /// Total flashiness of the declaration zone (popularity).
    pub popularity: u16,
    /// State spell cards in effect.
    pub states: Vec<StateView>,
    /// The discard pile, bottom first (face up).
    pub discard: Vec<CardId>,
    /// Whether the final spell was used.
    pub final_used: bool,
    /// Spirit release.
    pub release: Release,
    /// The opening search card: once revealed, for everyone; before, for its chooser and the
    /// referee.
    pub searched: Option<CardId>,
}

/// A battle spell card in the duel zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclaredView {
    /// Whose.
    pub seat: Seat,
    /// The card.
    pub card: CardId,
    /// Its printed power (原始战力).
    pub original: i32,
    /// Its power after every effect (最终战力).
    pub power: i32,
}

/// Everything one viewer may see of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// Turns so far (0 during the opening search).
    pub turn: u32,
    /// Whose turn it is (the attacker).
    pub attacker: Seat,
    /// The phase.
    pub phase: Phase,
    /// What the battle or the end of the turn waits for.
    pub window: Window,
    /// Both players, seat 0 first.
    pub players: Vec<PlayerView>,
    /// The attacker's declared card, while a clash is under way.
    pub attack: Option<DeclaredView>,
    /// The defender's counter card, while a clash is under way.
    pub counter: Option<DeclaredView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
    /// How it was won.
    pub victory: Option<Victory>,
}

/// A deck: its cards, and the character placed as SUPPORT at setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// Every card, copies repeated.
    pub cards: Vec<CardId>,
    /// The character card placed in the character zone at setup; when absent, the first
    /// character card of `cards`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starter: Option<CardId>,
}

/// Match options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Enforce the deck-building rules (40–50 cards, at most 3 copies). A deck always needs a
    /// character card and at least 6 cards, so that setup can deal it.
    pub check_deck_rules: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            check_deck_rules: true,
        }
    }
}

/// Everything a match needs besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// One deck per seat, seat 0 first.
    pub decks: Vec<Deck>,
    /// Options.
    #[serde(default)]
    pub options: Options,
}

/// A character's skill, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillInfo {
    /// `center` or `hyper`.
    pub role: Role,
    /// Chinese name.
    pub name: String,
    /// English name.
    pub english_name: String,
    /// What it does, in English.
    pub text: String,
}

/// One card as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card's id.
    pub id: CardId,
    /// Chinese name.
    pub name: String,
    /// English name.
    pub english_name: String,
    /// Its kind.
    pub kind: CardKind,
    /// The character a spell card belongs to (`None` for characters and shared items).
    pub character: Option<CardId>,
    /// Printed power of a battle spell card.
    pub power: Option<i32>,
    /// Flashiness (华丽度) of a battle spell card.
    pub flashiness: Option<u8>,
    /// Spirit cost (battle, state and item cards).
    pub cost: Option<u8>,
    /// Whether it is a final spell (终符).
    pub final_spell: bool,
    /// Whether it carries NULLITY.
    pub nullity: bool,
    /// A character's skills.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skills: Vec<SkillInfo>,
    /// The card's rules text, in English.
    pub text: String,
}

/// A preset deck, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PresetInfo {
    /// The name to ask for it by.
    pub name: String,
    /// What it plays like.
    pub description: String,
    /// The deck.
    pub deck: Deck,
}

/// The rules' numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    /// Starting HP.
    pub hp: i32,
    /// Spirit orbs each player starts with.
    pub orbs: u8,
    /// Cards drawn at setup.
    pub opening_hand: u8,
    /// Hand size kept at the end of the turn.
    pub hand_limit: u8,
    /// Most cards in the spell-power zone.
    pub power_zone: u8,
    /// Slots of the equipment zone.
    pub equipment_zone: u8,
    /// HP below which spirit release is offered (once per match).
    pub release_below: i32,
    /// Fewest cards in a deck.
    pub deck_min: u8,
    /// Most cards in a deck.
    pub deck_max: u8,
    /// Most copies of one card in a deck.
    pub copies_max: u8,
}

/// Every card, the preset decks and the rules' numbers, for clients and deck builders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// The rules' numbers.
    pub facts: Facts,
    /// Every card, characters first, each followed by its spell cards; shared items last.
    pub cards: Vec<CardInfo>,
    /// The preset decks.
    pub presets: Vec<PresetInfo>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_are_tagged_snake_case_objects() {
        let a = Action::Declare {
            card: CardId(101),
            power: 1,
        };
        let json = serde_json::to_value(a).expect("serialise");
        assert_eq!(json["action"], "declare");
        assert_eq!(json["card"], 101);
        let back: Action = serde_json::from_value(json).expect("parse");
        assert_eq!(back, a);
        let pass: Action = serde_json::from_str(r#"{"action":"no_counter"}"#).expect("parse");
        assert_eq!(pass, Action::NoCounter);
    }

    #[test]
    fn a_deck_may_leave_its_starter_out() {
        let d: Deck = serde_json::from_str(r#"{"cards":[100,101]}"#).expect("parse");
        assert_eq!(d.starter, None);
        let c: Config = serde_json::from_str(r#"{"decks":[{"cards":[100]}]}"#).expect("parse");
        assert!(c.options.check_deck_rules);
    }
}
