//! What one viewer sees: the phases, the players, the battlefield and the combat under way.

use serde::{Deserialize, Serialize};

use super::{CardId, Class, Element, Mode, PlaneId, Runes, Uid};
use crate::{Outcome, Seat, Viewer};

/// The phases of a turn, in order (the opening comes once, before the first turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 游戏开始: every player draws and may redraw the opening hand.
    Opening,
    /// 开始阶段: objects resolve from the last in play to the first; permanents untap.
    Beginning,
    /// 抽卡阶段: draw one card.
    Draw,
    /// 激活符文阶段: untap every rune and add one.
    ActivateRunes,
    /// 施法阶段 (the first).
    Cast,
    /// 战斗阶段: attackers, defenders, resolution.
    Combat,
    /// 施法阶段 (the second, after combat).
    SecondCast,
    /// 结束阶段: objects resolve from the last in play to the first.
    End,
}

/// The step of the combat phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatStep {
    /// The turn player declares attackers.
    DeclareAttackers,
    /// Attacked players declare defenders.
    DeclareDefenders,
    /// A defender who lost chooses life or creatures.
    ChooseDamage,
    /// The attacked player chooses which creatures die, one at a time: their defenders, or the
    /// attackers of a failed attack.
    ChooseCasualties,
}

/// A player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// The team.
    pub team: u8,
    /// The deck's class.
    pub class: Class,
    /// Life (10 at the start).
    pub life: i16,
    /// Whether the player is still alive.
    pub alive: bool,
    /// The hand, for its owner and the referee.
    pub hand: Option<Vec<CardId>>,
    /// Cards in hand.
    pub hand_size: u8,
    /// The element of every card in hand, in element order, for everyone: a card's element is
    /// the colour of its back (使用牌底颜色加以区分).
    #[serde(default)]
    pub hand_backs: Vec<Element>,
    /// Cards in the deck.
    pub deck_size: u8,
    /// The element of the deck's top card (the colour of its back), for everyone.
    #[serde(default)]
    pub deck_top: Option<Element>,
    /// The graveyard, bottom first (public).
    pub graveyard: Vec<CardId>,
    /// Exiled cards (湮灭, public).
    pub exile: Vec<CardId>,
    /// Runes owned, per colour.
    pub runes: Runes,
    /// Runes still active this turn, per colour.
    pub active_runes: Runes,
    /// Whether the opening hand is kept.
    pub kept: bool,
    /// Opening-hand redraws made.
    pub redraws: u8,
}

/// A permanent on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PermanentView {
    /// Its number.
    pub uid: Uid,
    /// The card.
    pub card: CardId,
    /// Whose graveyard it goes to.
    pub owner: Seat,
    /// The elementalist it sits in front of (its controller; the affected player of an object
    /// cast in front of someone else).
    pub side: Seat,
    /// Power, for creatures and objects with power.
    pub power: Option<i16>,
    /// Tapped (横置).
    pub tapped: bool,
    /// Summoning sickness (疲劳): it may not attack this turn.
    pub sick: bool,
    /// Morphed into a 1-power shape with no abilities.
    pub morphed: bool,
}

/// One declared attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackView {
    /// The attacking creature.
    pub creature: Uid,
    /// The elementalist attacked.
    pub target: Seat,
}

/// One declared defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseView {
    /// The defending creature.
    pub creature: Uid,
    /// Its elementalist.
    pub defender: Seat,
}

/// The combat under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    /// The step.
    pub step: CombatStep,
    /// Attacks declared.
    pub attacks: Vec<AttackView>,
    /// Defenders declared.
    pub defenders: Vec<DefenseView>,
    /// Attacked players still declaring defenders.
    pub declaring: Vec<Seat>,
    /// The defender choosing, and how many (life or creatures).
    pub choosing: Option<(Seat, u8)>,
    /// The creatures the attacked player is choosing to die, one at a time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub casualties: Option<CasualtyView>,
}

/// Creatures dying at the attacked player's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CasualtyView {
    /// Who chooses (the attacked player).
    pub chooser: Seat,
    /// Creatures still to die.
    pub count: u8,
    /// Whether they die from the attack (a failed attack) rather than from the defence.
    pub attackers: bool,
    /// The creatures they are chosen among.
    pub among: Vec<Uid>,
}

/// A "may" awaiting answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MayView {
    /// The card that asks.
    pub card: CardId,
    /// Seats still to answer.
    pub deciders: Vec<Seat>,
}

/// What one viewer sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// The team setup.
    pub mode: Mode,
    /// Whose turn it is.
    pub current: Seat,
    /// Who took the first turn.
    pub first: Seat,
    /// Turns begun so far.
    pub turn: u32,
    /// Rounds begun so far (a round ends when the turn passes seat 0's place again).
    pub round: u32,
    /// The phase.
    pub phase: Phase,
    /// Every seat in table order: each sits at the right hand of the one before, the first at
    /// the last one's right (seat order, unless teams were drawn at random).
    #[serde(default)]
    pub table: Vec<Seat>,
    /// Every player, seat 0 first.
    pub players: Vec<PlayerView>,
    /// Every permanent, in the order they entered.
    pub battlefield: Vec<PermanentView>,
    /// The plane in force.
    pub plane: PlaneId,
    /// Planes left in the plane deck (its order is secret to all).
    pub plane_deck: u8,
    /// The plane discard, bottom first.
    pub plane_discard: Vec<PlaneId>,
    /// Plane-die rolls made this turn (the next costs that many runes).
    pub plane_rolls: u8,
    /// The combat under way.
    pub combat: Option<CombatView>,
    /// A "may" awaiting answers.
    pub may: Option<MayView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
}
