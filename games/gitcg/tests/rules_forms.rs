//! Rule tests for character forms (形态): a character that turns into another form takes the
//! form's skills and element and stays itself for its talent card.

use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_protocol::gitcg::{Action, CardId, Element, Side, Target};

const P0: Seat = Seat(0);
const LA_SIGNORA: u32 = 2102;
const PAIN_FOR_PAIN: u32 = 221021;

#[test]
fn a_character_in_another_form_keeps_its_state_and_its_talent() {
    let mut g = Scenario::new([LA_SIGNORA, 1103, 1201], [1403, 1101, 1301])
        .hand(0, &[PAIN_FOR_PAIN])
        .dice(0, dice("ooo"))
        .build();
    g.set_hp(P0, 0, 6);
    g.set_energy(P0, 0, 1);
    g.take_form(P0, 0, tavern_gitcg::cards::forms()[0]);
    let c = g.character(P0, 0);
    assert_eq!((c.def.id, c.card.id), (6301, LA_SIGNORA));
    assert_eq!((c.hp, c.energy, c.def.element), (6, 1, Element::Pyro));
    // Her talent is still hers, and its dice follow her current element.
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    let play = actions
        .into_iter()
        .find(|a| {
            matches!(a, Action::PlayCard { card, target, .. }
            if *card == CardId(PAIN_FOR_PAIN)
                && *target == Some(Target::Character { side: Side::Own, slot: 0 }))
        })
        .expect("the talent is playable on her new form");
    let mut events = Vec::new();
    g.apply(P0, play, &mut events).expect("legal");
    assert_eq!(g.player(P0).dice, dice("ppp"));
}
