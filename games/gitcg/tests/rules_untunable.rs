//! Rule test for cards that cannot be tuned (`CardDef::untunable`, 无法使用此牌进行元素调和):
//! tuning one is refused with a typed error and never listed.

use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Illegal;
use tavern_protocol::gitcg::{Action, CardId, DieFace};

const P0: Seat = Seat(0);
const TEAM: [u32; 3] = [1101, 1301, 1403];
const FORBIDDEN_KNOWLEDGE: u32 = 301020;
const STRATEGIZE: u32 = 332004;

#[test]
fn a_card_that_cannot_be_tuned_is_refused_and_never_listed() {
    let mut g = Scenario::new(TEAM, TEAM)
        .hand(0, &[FORBIDDEN_KNOWLEDGE, STRATEGIZE])
        .dice(0, dice("pp"))
        .build();
    let mut legal = Vec::new();
    g.legal_actions(P0, &mut legal);
    let tunes: Vec<CardId> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Tune { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(tunes, vec![CardId(STRATEGIZE)]);
    let before = g.clone();
    let mut events = Vec::new();
    let tune = Action::Tune {
        card: CardId(FORBIDDEN_KNOWLEDGE),
        die: DieFace::Pyro,
    };
    assert_eq!(
        g.apply(P0, tune, &mut events),
        Err(Illegal::CannotTune(CardId(FORBIDDEN_KNOWLEDGE)))
    );
    assert!(g == before && events.is_empty(), "nothing changed");
}
