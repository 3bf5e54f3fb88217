//! How a bot judges a position: an enemy's object put in front of a seat (a Scorch burning it)
//! counts against that seat, its own objects and creatures for it.

use tavern_confix::testkit::Scenario;
use tavern_game::{Game, Seat};
use tavern_protocol::confix::Mode;

#[test]
fn an_enemys_scorch_in_front_of_a_seat_counts_against_it() {
    let bare = Scenario::new(Mode::OneVOne).plane(4).build();
    let burned = Scenario::new(Mode::OneVOne)
        .plane(4)
        .place(0, 1, 103, false, false)
        .build();
    assert!(
        burned.evaluate(Seat(1)) < bare.evaluate(Seat(1)),
        "a Scorch in front of seat 1 is bad for seat 1"
    );
    assert!(burned.evaluate(Seat(0)) > bare.evaluate(Seat(0)));
    let spring = Scenario::new(Mode::OneVOne)
        .plane(4)
        .place(1, 1, 401, false, false)
        .build();
    assert!(
        spring.evaluate(Seat(1)) > bare.evaluate(Seat(1)),
        "its own Endless Spring is good for it"
    );
}
