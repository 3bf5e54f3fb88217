//! Final spells (终符) and spirit release (灵能解放).

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Viewer};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::Illegal;
use tavern_protocol::gensou::{Action, Event, Release, Role, Window};

fn declare(card: u16) -> Action {
    Action::Declare {
        card: id(card),
        power: 0,
    }
}

fn counter(card: u16) -> Action {
    Action::Counter {
        card: id(card),
        power: 0,
    }
}

/// Seat 0 (Reimu, CENTER, at 3000 HP) may declare Fantasy Heaven; release already spent so
/// that the final spell's HP of 0 asks nothing.
fn reimu_at_3000() -> Scenario {
    Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 300, Role::Center)
        .hp(0, 3_000)
        .release(0, Release::Spent)
        .hand(0, &[106])
}

#[test]
fn a_final_spell_ignores_cost_and_flashiness() {
    // No ready orb, and a top of flashiness 5 above Fantasy Heaven's 4.
    let mut g = reimu_at_3000().orbs(0, 0, 5, 0).declared(0, &[403]).build();
    assert!(legal(&g, A).contains(&declare(106)));
    play(&mut g, A, declare(106));
    assert_eq!(g.player(A).orbs.ready, 0);
    assert_eq!(g.player(A).orbs.spent, 5, "nothing was paid");
}

#[test]
fn a_final_spell_sets_its_players_hp_to_0() {
    let mut g = reimu_at_3000().build();
    let events = public(&play(&mut g, A, declare(106)));
    assert!(events.contains(&Event::FinalSpell {
        seat: A,
        card: id(106)
    }));
    assert_eq!(g.player(A).hp, 0);
    assert!(g.player(A).final_used);
    assert_eq!(g.player(B).hp, 5_000, "5000 power, nothing to counter with");
}

#[test]
fn a_final_spell_needs_its_character_center_or_hyper_and_its_condition() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Support)
        .hp(0, 3_000)
        .hand(0, &[106])
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(106)),
        Illegal::FinalNeedsCenter(id(106))
    );
    let mut g = reimu_at_3000().hp(0, 3_001).build();
    assert_eq!(
        refuse(&mut g, A, declare(106)),
        Illegal::NeedNotMet(id(106))
    );
    let mut g = reimu_at_3000().build();
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::Declare {
                card: id(106),
                power: 1
            }
        )
        .to_string(),
        Illegal::Overpaid {
            offered: 1,
            cost: 0
        }
        .to_string(),
        "a final spell costs nothing"
    );
    let mut g = Scenario::new()
        .character(0, 100, Role::Hyper)
        .hp(0, 3_000)
        .release(0, Release::Spent)
        .hand(0, &[106])
        .build();
    play(&mut g, A, declare(106));
}

#[test]
fn a_final_spell_is_used_once_per_match() {
    let mut g = reimu_at_3000().final_used(0).build();
    assert_eq!(refuse(&mut g, A, declare(106)), Illegal::FinalSpellUsed);
}

#[test]
fn a_final_spell_breaks_the_opposing_card_whatever_its_power() {
    // Youmu's final spell (4600), weakened by Gohei to 4100, against Scarlet Netherworld
    // countering at 3400 + 500 (Remilia) + 600 (Red the Nightless Castle) = 4500.
    let mut g = Scenario::new()
        .character(0, 500, Role::Center)
        .character(1, 400, Role::Center)
        .hp(1, 6_000)
        .release(0, Release::Spent)
        .hand(0, &[506])
        .hand(1, &[904, 402])
        .state(1, 404)
        .build();
    play(&mut g, A, declare(506));
    play(
        &mut g,
        B,
        Action::UseItem {
            card: id(904),
            power: 0,
        },
    );
    let events = public(&play(&mut g, B, counter(402)));
    assert!(events.contains(&Event::Settled {
        attack: 4100,
        counter: Some(4500),
        full_counter: false
    }));
    assert!(events.contains(&Event::Broken {
        seat: B,
        card: id(402)
    }));
    assert_eq!(
        g.player(B).hp,
        6_000 - 4_100,
        "the final spell's whole power"
    );
    assert_eq!(g.player(A).declaration[0].id, id(506), "it hit");
}

#[test]
fn a_final_spell_counters_even_a_card_that_cannot_be_countered() {
    let mut g = Scenario::new()
        .character(0, 300, Role::Center)
        .character(1, 300, Role::Center)
        .hp(1, 4_000)
        .release(1, Release::Spent)
        .hand(0, &[301])
        .hand(1, &[302, 306])
        .build();
    play(&mut g, A, declare(301));
    assert_eq!(legal(&g, B), [counter(306), Action::NoCounter]);
    let events = public(&play(&mut g, B, counter(306)));
    assert!(events.contains(&Event::Broken {
        seat: A,
        card: id(301)
    }));
    assert_eq!(g.player(B).hp, 0, "its price");
    assert!(g.player(A).declaration.is_empty());
}

#[test]
fn spirit_release_comes_the_first_time_hp_drops_below_5000() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hp(1, 6_000)
        .hand(0, &[101, 101])
        .deck(1, &[300, 302, 901, 302])
        .build();
    play(&mut g, A, declare(101));
    assert_eq!(g.player(B).hp, 4_200);
    let pending = g.pending();
    assert_eq!(pending.decisions().len(), 1);
    assert_eq!(pending.of(B), Some(DecisionKind::Release));
    // Spell cards only, each once, in id order; the character is not offered.
    let release = |c| Action::Release { card: id(c) };
    assert_eq!(
        legal(&g, B),
        [release(302), release(901), Action::NoRelease]
    );
    assert_eq!(
        refuse(&mut g, B, release(300)),
        Illegal::NotASpellCard(id(300))
    );
    let events = public(&play(&mut g, B, release(302)));
    assert!(events.contains(&Event::Revealed {
        seat: B,
        card: id(302)
    }));
    assert_eq!(
        g.view(Viewer::Seat { seat: A }).players[1].release,
        Release::Spent
    );
    assert!(g.player(B).hand.iter().any(|c| c.id == id(302)));
    // Once per match: the next drop asks nothing.
    play(&mut g, A, declare(101));
    play(&mut g, B, Action::NoCounter);
    assert_eq!(g.player(B).hp, 2_400);
    assert_eq!(g.pending().of(A), Some(DecisionKind::Act));
}

#[test]
fn spirit_release_may_be_declined_and_never_comes_back() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hp(1, 5_500)
        .hand(0, &[101, 101])
        .deck(1, &[302])
        .build();
    play(&mut g, A, declare(101));
    assert_eq!(g.timeout_action(B), Some(Action::NoRelease));
    play(&mut g, B, Action::NoRelease);
    assert_eq!(g.player(B).release, Release::Spent);
    assert_eq!(g.player(B).hand.len(), 0);
    play(&mut g, A, declare(101));
    assert!(g.pending().of(B).is_none());
    assert_eq!(g.window(), Window::Main);
}
