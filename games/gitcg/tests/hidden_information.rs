//! Hidden information: what a seat may learn of the other seat's cards. Elemental tuning, a
//! card burned from a full hand and a card created into a hand are seen in full by their
//! owner; everyone else sees that it happened (and the new die face for tuning), and the card
//! only where the effect that made it names it. Counters on the table are in every view;
//! helper statuses that are not on the table are in none.
//!
//! The property test plays many random games and checks that no seat's copy of any event, view
//! or legal-action list holds a card id only the other seat's hand, tuning, burn or deck could
//! have revealed, while the referee sees every card.

mod common;

use std::collections::HashSet;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_gitcg::testkit::{dice, random_deck, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Config, DieFace, Event, Options, View};

/// 提米 Timmie: a pigeon each round.
const TIMMIE: u32 = 322007;
/// 莫娜 Mona, whose passive skill is bookkeeping, not a status on the table.
const MONA: u32 = 1203;
/// 纳西妲 Nahida, whose seeds have a watcher that is not on the table.
const NAHIDA: u32 = 1703;

/// Cards a card names as it puts them into decks, where their owners draw them (小嵴锋龙！发现宝藏！
/// Little Tepetlisaur puts 燃素充盈 Abundant Phlogiston into both decks): played in the open, the
/// card reveals them too.
const NAMED_BY_PLAY: &[(u32, u32)] = &[(332043, 332042)];

/// Random games the property test plays in the normal test run; `GITCG_HIDDEN_GAMES` asks for
/// more (thousands in a long run).
const GAMES: u64 = 200;
/// Most actions a random game may take.
const MAX_ACTIONS: usize = 3000;

fn seat_view(g: &Gitcg, seat: Seat) -> View {
    g.view(Viewer::Seat { seat })
}

// ---- scenarios -------------------------------------------------------------------------

#[test]
fn tuning_shows_the_new_face_to_everyone_and_the_card_only_to_its_owner() {
    let mut g = trio("pp").hand(0, &[FLOWING_FLAME]).build();
    let events = act_visible(
        &mut g,
        P0,
        Action::Tune {
            card: CardId(FLOWING_FLAME),
            die: DieFace::Pyro,
        },
    );
    let tuned: Vec<_> = events
        .iter()
        .filter(|e| matches!(e.for_viewer(Viewer::Referee), Event::Tuned { .. }))
        .collect();
    assert_eq!(tuned.len(), 1);
    let e = tuned[0];
    let full = Event::Tuned {
        seat: P0,
        card: Some(CardId(FLOWING_FLAME)),
        to: DieFace::Cryo,
    };
    assert_eq!(*e.for_viewer(Viewer::Seat { seat: P0 }), full);
    assert_eq!(*e.for_viewer(Viewer::Referee), full);
    assert_eq!(
        *e.for_viewer(Viewer::Seat { seat: P1 }),
        Event::Tuned {
            seat: P0,
            card: None,
            to: DieFace::Cryo,
        }
    );
    assert_eq!(
        e.for_viewer(Viewer::Spectator { behind: P1 }),
        e.for_viewer(Viewer::Seat { seat: P1 })
    );
}

#[test]
fn a_card_burned_from_a_full_hand_is_shown_only_to_its_owner() {
    let mut g = trio("")
        .hand(0, &[FLOWING_FLAME; 10])
        .deck(0, &[UNDIVIDED_HEART])
        .build();
    end(&mut g, P0);
    let mut events = Vec::new();
    g.apply(P1, Action::DeclareEnd, &mut events)
        .expect("the end of the round");
    let burned: Vec<_> = events
        .iter()
        .filter(|e| matches!(e.for_viewer(Viewer::Referee), Event::CardBurned { .. }))
        .collect();
    assert_eq!(burned.len(), 1);
    assert_eq!(
        *burned[0].for_viewer(Viewer::Seat { seat: P0 }),
        Event::CardBurned {
            seat: P0,
            card: Some(CardId(UNDIVIDED_HEART))
        }
    );
    assert_eq!(
        *burned[0].for_viewer(Viewer::Seat { seat: P1 }),
        Event::CardBurned {
            seat: P0,
            card: None
        }
    );
}

#[test]
fn a_card_a_skill_names_is_created_in_public() {
    // Keqing's Stellar Restoration says it creates Lightning Stiletto: everyone may know it.
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .dice(0, dice("eee"))
        .build();
    let events = act_visible(
        &mut g,
        P0,
        Action::UseSkill {
            skill: KEQING_SKILL,
            dice: dice("eee"),
        },
    );
    let created = Event::CardCreated {
        seat: P0,
        card: Some(CardId(LIGHTNING_STILETTO)),
    };
    assert!(events
        .iter()
        .any(|e| *e.for_viewer(Viewer::Seat { seat: P1 }) == created));
}

#[test]
fn counters_on_the_table_are_in_every_view() {
    let mut g = trio("").hand(0, &[TIMMIE]).build();
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(TIMMIE),
            target: None,
            dice: dice(""),
        },
    );
    for viewer in [
        Viewer::Seat { seat: P1 },
        Viewer::Spectator { behind: P1 },
        Viewer::Referee,
    ] {
        let view = g.view(viewer);
        let timmie = &view.players[0].supports[0];
        assert_eq!(timmie.id.0, TIMMIE);
        assert_eq!(timmie.counter, Some(1), "one pigeon, seen by {viewer:?}");
    }
}

#[test]
fn helper_statuses_that_are_not_on_the_table_are_not_shown() {
    let mut g = Scenario::new([MONA, NAHIDA, DILUC], [GANYU, DILUC, KEQING])
        .dice(0, dice("ooooo"))
        .build();
    // Mona's passive skill is kept as a status, but it is no status on the table.
    assert!(g
        .character(P0, 0)
        .attached
        .iter()
        .any(|e| e.def.id == 12034));
    for seat in [P0, P1] {
        assert!(seat_view(&g, seat).players[0].characters[0]
            .statuses
            .is_empty());
    }
    // Nahida's seeds: the watcher on the seeded side is not shown, the seeds are.
    g.set_active(P0, 1);
    act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: tavern_protocol::gitcg::SkillId(17033),
            dice: dice("ooooo"),
        },
    );
    assert!(g.player(P1).combat.iter().any(|e| e.def.id == 117035));
    let view = seat_view(&g, P1);
    assert!(view.players[1].combat_statuses.is_empty());
    assert!(view.players[1]
        .characters
        .iter()
        .all(|c| c.statuses.iter().any(|s| s.id.0 == 117031)));
}

// ---- the property ----------------------------------------------------------------------

/// The card ids only the other seat's secrets could reveal to `seat`: the other seat's
/// starting deck, minus the cards of `seat`'s own starting deck, minus what has been played
/// in the open.
struct Secrets {
    forbidden: [HashSet<u32>; 2],
}

impl Secrets {
    fn new(g: &Gitcg) -> Secrets {
        let deck =
            |s: Seat| -> HashSet<u32> { g.player(s).starting_deck.iter().map(|c| c.id).collect() };
        let (a, b) = (deck(P0), deck(P1));
        let forbidden = [&b - &a, &a - &b];
        Secrets { forbidden }
    }

    /// A card played is shown to everyone: from then on its id reveals nothing.
    fn reveal(&mut self, card: u32) {
        for f in &mut self.forbidden {
            f.remove(&card);
        }
    }

    #[track_caller]
    fn check(&self, seat: Seat, id: u32, what: &dyn std::fmt::Debug) {
        assert!(
            !self.forbidden[seat.index()].contains(&id),
            "seat {} learns card {id} from {what:?}",
            seat.0
        );
    }
}

/// The card ids an event carries.
fn event_cards(e: &Event) -> Option<CardId> {
    match *e {
        Event::CardDrawn { card, .. }
        | Event::CardBurned { card, .. }
        | Event::CardReturned { card, .. }
        | Event::CardCreated { card, .. }
        | Event::Tuned { card, .. } => card,
        Event::CardPlayed { card, .. } | Event::CardDiscarded { card, .. } => Some(card),
        Event::RoundStarted { .. }
        | Event::PhaseStarted { .. }
        | Event::HandSwitched { .. }
        | Event::ActiveChosenSecretly { .. }
        | Event::ActiveChanged { .. }
        | Event::FirstPlayer { .. }
        | Event::DiceRolled { .. }
        | Event::TurnStarted { .. }
        | Event::SkillUsed { .. }
        | Event::DeclaredEnd { .. }
        | Event::Damage { .. }
        | Event::ElementApplied { .. }
        | Event::Healed { .. }
        | Event::EnergyChanged { .. }
        | Event::KnockedOut { .. }
        | Event::DefeatPrevented { .. }
        | Event::EntityAdded { .. }
        | Event::EntityRemoved { .. }
        | Event::GameOver { .. } => None,
    }
}

/// The card and entity ids a view shows of `seat`'s table and hand.
fn view_ids(view: &View) -> Vec<u32> {
    let mut ids = Vec::new();
    for p in &view.players {
        ids.extend(p.hand.iter().flatten().map(|c| c.0));
        for c in &p.characters {
            ids.extend(c.equipment.iter().chain(&c.statuses).map(|e| e.id.0));
        }
        ids.extend(
            p.combat_statuses
                .iter()
                .chain(&p.summons)
                .chain(&p.supports)
                .map(|e| e.id.0),
        );
    }
    ids
}

fn check_state(g: &Gitcg, secrets: &Secrets) {
    for seat in [P0, P1] {
        for viewer in [Viewer::Seat { seat }, Viewer::Spectator { behind: seat }] {
            for id in view_ids(&g.view(viewer)) {
                secrets.check(seat, id, &"a view");
            }
        }
        let mut actions = Vec::new();
        g.legal_actions(seat, &mut actions);
        for a in &actions {
            if let Action::PlayCard { card, .. } | Action::Tune { card, .. } = a {
                secrets.check(seat, card.0, a);
            }
        }
    }
}

/// Counts of the events the property must have met, so that it is known to cover them.
#[derive(Default)]
struct Seen {
    tuned: usize,
    burned: usize,
    created: usize,
}

fn check_events(events: &[Visible<Event>], secrets: &mut Secrets, seen: &mut Seen) {
    for e in events {
        let full = *e.for_viewer(Viewer::Referee);
        if let Visible::Private { full: f, .. } = e {
            assert_eq!(full, *f, "the referee sees every secret");
        }
        match full {
            Event::Tuned { card, .. } => {
                seen.tuned += 1;
                assert!(card.is_some(), "the referee sees the tuned card");
            }
            Event::CardBurned { card, .. } => {
                seen.burned += 1;
                assert!(card.is_some(), "the referee sees the burned card");
            }
            Event::CardCreated { card, .. } => {
                seen.created += 1;
                assert!(card.is_some(), "the referee sees the created card");
                // An effect that names the card it creates (Changing Shifts, Lightning
                // Stiletto) shows it to everyone: that copy reveals nothing of a hand.
                let shown_to_all = matches!(
                    e,
                    Visible::Private {
                        others: Event::CardCreated { card: Some(_), .. },
                        ..
                    }
                );
                if let (true, Some(card)) = (shown_to_all, card) {
                    secrets.reveal(card.0);
                }
                // A card created into a seat's own hand is drawn by the effect from the whole
                // card pool (Sunyata Flower's random supports), not from the other seat's
                // secrets: its owner knows it, even when the other deck holds the same card.
                if let Event::CardCreated {
                    seat,
                    card: Some(card),
                } = full
                {
                    secrets.forbidden[seat.index()].remove(&card.0);
                }
            }
            // Played and discarded cards are shown to everyone, and so are the cards a card
            // played names.
            Event::CardPlayed { card, .. } => {
                secrets.reveal(card.0);
                for &(_, named) in NAMED_BY_PLAY.iter().filter(|(by, _)| *by == card.0) {
                    secrets.reveal(named);
                }
            }
            Event::CardDiscarded { card, .. } => secrets.reveal(card.0),
            // An entity put on the table in everyone's sight (a support an effect made from
            // the card pool, Puca's companions) is public from then on.
            Event::EntityAdded { entity, .. } if matches!(e, Visible::Public(_)) => {
                secrets.reveal(entity.0)
            }
            _ => {}
        }
        for seat in [P0, P1] {
            for viewer in [Viewer::Seat { seat }, Viewer::Spectator { behind: seat }] {
                let copy = e.for_viewer(viewer);
                if let Some(card) = event_cards(copy) {
                    secrets.check(seat, card.0, copy);
                }
            }
        }
    }
}

/// Plays one random game from `seed`, checking every state and every event. A `hoarder` never
/// plays or tunes a card, so its hand fills up and later draws are burned.
fn play_checked(seed: u64, hoarder: Option<Seat>, seen: &mut Seen) {
    let mut rng = Rng::new(seed);
    let config = Config {
        decks: vec![random_deck(&mut rng), random_deck(&mut rng)],
        options: Options {
            rerolls: 1,
            check_deck_rules: false,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    };
    let mut g = Gitcg::new(seed, 2, config).expect("random decks are valid");
    let mut secrets = Secrets::new(&g);
    let mut pick = Rng::new(seed ^ 0x5151_7a7a);
    let mut actions = Vec::new();
    for _ in 0..MAX_ACTIONS {
        if g.outcome().is_some() {
            break;
        }
        check_state(&g, &secrets);
        let pending = g.pending();
        let decisions = pending.decisions();
        let seat = decisions[pick.below(decisions.len() as u32) as usize].seat;
        actions.clear();
        g.legal_actions(seat, &mut actions);
        if hoarder == Some(seat) {
            let keeps = |a: &Action| !matches!(a, Action::PlayCard { .. } | Action::Tune { .. });
            if actions.iter().any(keeps) {
                actions.retain(keeps);
            }
        }
        let mut action = actions[pick.below(actions.len() as u32) as usize];
        // Ending the round is put off, so that games see more tuning, full hands and skills.
        if action == Action::DeclareEnd && actions.len() > 1 && pick.below(4) != 0 {
            action = actions[pick.below(actions.len() as u32 - 1) as usize];
        }
        let mut events = Vec::new();
        g.apply(seat, action, &mut events)
            .expect("a listed action applies");
        check_events(&events, &mut secrets, seen);
    }
}

#[test]
fn no_seat_learns_a_card_only_the_other_seats_secrets_could_reveal() {
    let games = std::env::var("GITCG_HIDDEN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(GAMES);
    let mut seen = Seen::default();
    for i in 0..games {
        let hoarder = (i % 2 == 1).then_some(Seat((i / 2 % 2) as u8));
        play_checked(0x6869_6464_656e_0000 ^ i, hoarder, &mut seen);
    }
    assert!(seen.tuned > 0, "the games tuned dice");
    assert!(seen.burned > 0, "the games burned cards");
    assert!(seen.created > 0, "the games created cards");
}
