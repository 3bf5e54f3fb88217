//! Shared helpers for the Seven Square rule tests: squares, and driving a match through the
//! `Game` trait only (every refused action is also checked to leave the state untouched and to
//! be missing from the legal actions).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_protocol::seven_square::{Action, CardId, Event, PieceId, Square};
use tavern_seven_square::{Illegal, SevenSquare};

/// Seat 0.
pub const P0: Seat = Seat(0);
/// Seat 1.
pub const P1: Seat = Seat(1);

/// The square at `file`, `rank` (absolute: rank 0 is seat 0's first rank).
pub const fn sq(file: u8, rank: u8) -> Square {
    Square::new(file, rank)
}

/// The legal actions of `seat`.
pub fn legal_of(g: &SevenSquare, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// The legal actions of the current player.
pub fn legal(g: &SevenSquare) -> Vec<Action> {
    legal_of(g, g.current())
}

/// Applies an action of `seat` that must be legal (and listed); returns the referee's copy of
/// the events.
#[track_caller]
pub fn act_by(g: &mut SevenSquare, seat: Seat, action: Action) -> Vec<Event> {
    let listed = legal_of(g, seat);
    assert!(
        listed.contains(&action),
        "{action:?} should be listed among {listed:?}"
    );
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} refused: {e}");
    }
    events
        .iter()
        .map(|v: &Visible<Event>| v.for_viewer(Viewer::Referee).clone())
        .collect()
}

/// Applies an action of the current player that must be legal.
#[track_caller]
pub fn act(g: &mut SevenSquare, action: Action) -> Vec<Event> {
    let seat = g.current();
    act_by(g, seat, action)
}

/// Checks that `action` by `seat` is refused with `want`, changes nothing and is not listed.
#[track_caller]
pub fn refuse_by(g: &mut SevenSquare, seat: Seat, action: Action, want: Illegal) {
    let before = g.clone();
    let mut events = Vec::new();
    assert_eq!(g.apply(seat, action, &mut events), Err(want), "{action:?}");
    assert!(events.is_empty(), "a refused action emits nothing");
    assert_eq!(*g, before, "a refused action changes nothing");
    assert!(
        !legal_of(g, seat).contains(&action),
        "{action:?} is refused but listed"
    );
}

/// Checks that `action` by the current player is refused with `want` and changes nothing.
#[track_caller]
pub fn refuse(g: &mut SevenSquare, action: Action, want: Illegal) {
    let seat = g.current();
    refuse_by(g, seat, action, want);
}

/// Life left of a unit or ridden mount (panics if it is not on the board).
#[track_caller]
pub fn life(g: &SevenSquare, id: PieceId) -> i16 {
    g.board()
        .piece(id)
        .and_then(|p| p.life())
        .unwrap_or_else(|| panic!("piece {} is not a fighter on the board", id.0))
}

/// Attack of a unit or ridden mount in a battle on its square.
#[track_caller]
pub fn attack(g: &SevenSquare, id: PieceId) -> u8 {
    let view = g.view(Viewer::Referee);
    view.pieces
        .iter()
        .find(|p| p.piece == id)
        .and_then(|p| p.attack)
        .unwrap_or_else(|| panic!("piece {} is not a fighter on the board", id.0))
}

/// Whether a unit or mount with this id is on the board (riding or not).
pub fn on_board(g: &SevenSquare, id: PieceId) -> bool {
    g.board()
        .pieces()
        .iter()
        .any(|p| p.id == id || p.riders.iter().any(|r| r.id == id))
}

/// Life left of a field (panics if it is not on the board).
#[track_caller]
pub fn field_life(g: &SevenSquare, id: PieceId) -> i16 {
    g.board()
        .fields()
        .iter()
        .find(|f| f.id == id)
        .map(|f| f.life())
        .unwrap_or_else(|| panic!("field {} is not on the board", id.0))
}

/// The ids of a seat's temple, oldest first.
pub fn temple(g: &SevenSquare, seat: Seat) -> Vec<CardId> {
    g.player(seat).temple.iter().map(|c| c.id).collect()
}

/// The ids of a seat's hand.
pub fn hand(g: &SevenSquare, seat: Seat) -> Vec<CardId> {
    g.player(seat).hand.iter().map(|c| c.id).collect()
}

/// `Action::Move`.
pub const fn mv(piece: PieceId, to: Square) -> Action {
    Action::Move { piece, to }
}

/// `Action::Fight` without the field.
pub const fn fight(at: Square) -> Action {
    Action::Fight { at, field: false }
}
