//! Property tests for the gitcg engine over many seeds and random play: listed actions apply,
//! illegal actions are refused with the right reason and change nothing, games end, replays
//! are exact, and no viewer ever sees the other seat's hand or dice.

use proptest::prelude::*;
use serde_json::Value;
use tavern_game::rng::Rng;
use tavern_game::{DecisionKind, Game, Seat, Viewer, Visible};
use tavern_gitcg::testkit::random_deck;
use tavern_gitcg::{cards, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, Config, Dice, DieFace, Event, HandMask, Options, Side, SkillId, Target,
};

/// Most actions a random game may take: 14 rounds of at most a few dozen actions each.
const MAX_ACTIONS: usize = 3000;

const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

fn config_for(seed: u64) -> Config {
    let mut rng = Rng::new(seed);
    Config {
        decks: vec![random_deck(&mut rng), random_deck(&mut rng)],
        options: Options {
            rerolls: 1,
            check_deck_rules: false,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    }
}

fn new_game(seed: u64) -> Gitcg {
    Gitcg::new(seed, 2, config_for(seed)).expect("random decks are valid")
}

fn legal(g: &Gitcg, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// Plays a random game from `seed`, calling `check` before every action with the state, and
/// after every action with the events it produced. Returns the final state and the log.
fn play(
    seed: u64,
    mut before: impl FnMut(&Gitcg),
    mut after: impl FnMut(&Gitcg, &[Visible<Event>]),
) -> (Gitcg, Vec<(Seat, Action)>) {
    let mut g = new_game(seed);
    let mut pick = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log = Vec::new();
    while g.outcome().is_none() && log.len() < MAX_ACTIONS {
        before(&g);
        let pending = g.pending();
        let decisions = pending.decisions();
        assert!(
            !decisions.is_empty(),
            "a running match always waits for someone"
        );
        let seat = decisions[pick.below(decisions.len() as u32) as usize].seat;
        let actions = legal(&g, seat);
        assert!(!actions.is_empty(), "a pending seat always has an action");
        let mut action = actions[pick.below(actions.len() as u32) as usize];
        // Declaring the end is usually put off, so that games see more skills and knock-outs.
        if action == Action::DeclareEnd && actions.len() > 1 && pick.below(4) != 0 {
            action = actions[pick.below(actions.len() as u32 - 1) as usize];
        }
        let mut events = Vec::new();
        if let Err(e) = g.apply(seat, action, &mut events) {
            panic!(
                "listed action {action:?} of seat {} was refused: {e:?}",
                seat.0
            );
        }
        log.push((seat, action));
        after(&g, &events);
    }
    (g, log)
}

/// Applies `action` to a copy and checks it is refused with `want` and changes nothing.
fn refused(g: &Gitcg, seat: Seat, action: Action, want: impl Fn(&Illegal) -> bool) {
    let mut copy = g.clone();
    let mut events = Vec::new();
    match copy.apply(seat, action, &mut events) {
        Ok(()) => panic!("illegal {action:?} by seat {} was accepted", seat.0),
        Err(e) => {
            assert!(want(&e), "{action:?} by seat {} refused as {e:?}", seat.0);
            assert!(events.is_empty(), "a refused action emitted events");
            assert!(copy == *g, "a refused action ({e:?}) changed the state");
        }
    }
}

/// A die face the seat holds fewer of than `pay` plus one.
fn extra_die(held: &Dice, pay: &Dice) -> Option<Dice> {
    (0..8).find(|&f| pay.0[f] >= held.0[f]).map(|f| {
        let mut d = *pay;
        d.0[f] += 1;
        d
    })
}

/// Every illegal action we can build for the current state is refused with its reason.
fn check_illegal(g: &Gitcg) {
    refused(g, Seat(2), Action::DeclareEnd, |e| {
        *e == Illegal::NoSuchSeat
    });
    let pending = g.pending();
    for seat in SEATS {
        let Some(kind) = pending.of(seat) else {
            refused(g, seat, Action::DeclareEnd, |e| *e == Illegal::NotYourTurn);
            assert!(legal(g, seat).is_empty(), "a waiting seat has no actions");
            continue;
        };
        // An action of another decision.
        let other = if kind == DecisionKind::Act {
            Action::SwitchHand {
                cards: HandMask::EMPTY,
            }
        } else {
            Action::DeclareEnd
        };
        refused(g, seat, other, |e| {
            *e == Illegal::WrongDecision { expected: kind }
        });
        let p = g.player(seat);
        match kind {
            DecisionKind::SwitchHand => {
                let bad = HandMask(1 << p.hand.len());
                refused(g, seat, Action::SwitchHand { cards: bad }, |e| {
                    *e == Illegal::BadHandSelection
                });
            }
            DecisionKind::Reroll => {
                let mut bad = p.dice;
                bad.0[0] += 1;
                refused(g, seat, Action::Reroll { dice: bad }, |e| {
                    *e == Illegal::DiceNotHeld
                });
            }
            DecisionKind::ChooseActive => {
                refused(g, seat, Action::ChooseActive { slot: 3 }, |e| {
                    *e == Illegal::BadCharacter(3)
                });
            }
            DecisionKind::ChooseActiveAfterKnockOut => {
                for slot in 0..3u8 {
                    if !p.chars[slot as usize].alive {
                        refused(g, seat, Action::ChooseActive { slot }, |e| {
                            *e == Illegal::BadCharacter(slot)
                        });
                    }
                }
            }
            DecisionKind::DiscardSupport => {
                refused(g, seat, Action::DiscardSupport { slot: 9 }, |e| {
                    *e == Illegal::NoSuchSupport(9)
                });
            }
            DecisionKind::Pick => {
                refused(g, seat, Action::Pick { option: 9 }, |e| {
                    matches!(e, Illegal::NoSuchOption { option: 9, .. })
                });
            }
            DecisionKind::Act => check_illegal_turn(g, seat),
            other => panic!("gitcg never asks for {other:?}"),
        }
    }
}

/// Illegal actions during a turn: unknown skill, card not in hand, bad target, dice not held,
/// wrong payment, unaffordable or blocked skills.
fn check_illegal_turn(g: &Gitcg, seat: Seat) {
    let p = g.player(seat);
    let listed = legal(g, seat);
    refused(
        g,
        seat,
        Action::UseSkill {
            skill: SkillId(1),
            dice: Dice::EMPTY,
        },
        |e| *e == Illegal::NoSuchSkill(SkillId(1)),
    );
    let absent = CardId(1);
    refused(
        g,
        seat,
        Action::PlayCard {
            second: None,
            card: absent,
            target: None,
            dice: Dice::EMPTY,
        },
        |e| *e == Illegal::NotInHand(absent),
    );
    refused(
        g,
        seat,
        Action::Tune {
            card: absent,
            die: DieFace::Pyro,
        },
        |e| *e == Illegal::NotInHand(absent),
    );
    if let Some(card) = p.hand.first() {
        let nowhere = Some(Target::Summon {
            side: Side::Opponent,
            slot: 9,
        });
        refused(
            g,
            seat,
            Action::PlayCard {
                second: None,
                card: CardId(card.id),
                target: nowhere,
                dice: Dice::EMPTY,
            },
            |e| *e == Illegal::BadTarget,
        );
        // Tuning a die the seat does not hold (or an Omni die) is refused.
        let missing = (1..8).find(|&f| p.dice.0[f] == 0).map(|f| DieFace::ALL[f]);
        for die in missing.into_iter().chain([DieFace::Omni]) {
            refused(
                g,
                seat,
                Action::Tune {
                    card: CardId(card.id),
                    die,
                },
                |e| matches!(e, Illegal::BadTuneDie | Illegal::NothingToTune),
            );
        }
    }
    for action in &listed {
        let (pay, rebuild): (Dice, Box<dyn Fn(Dice) -> Action>) = match *action {
            Action::UseSkill { skill, dice } => {
                (dice, Box::new(move |d| Action::UseSkill { skill, dice: d }))
            }
            Action::Switch { slot, dice } => {
                (dice, Box::new(move |d| Action::Switch { slot, dice: d }))
            }
            Action::PlayCard {
                card,
                target,
                second,
                dice,
            } => (
                dice,
                Box::new(move |d| Action::PlayCard {
                    card,
                    target,
                    second,
                    dice: d,
                }),
            ),
            _ => continue,
        };
        if let Some(bad) = extra_die(&p.dice, &pay) {
            refused(g, seat, rebuild(bad), |e| *e == Illegal::DiceNotHeld);
        }
        let needed = pay.total();
        if needed > 0 {
            let face = (0..8).find(|&f| pay.0[f] > 0).expect("a die is paid");
            let mut short = pay;
            short.0[face] -= 1;
            refused(g, seat, rebuild(short), |e| {
                *e == Illegal::WrongPayment {
                    needed,
                    offered: needed - 1,
                }
            });
        }
    }
    // A skill of the active character that is not listed is refused for a stated reason.
    let c = p.active_char();
    for s in c.def.skills {
        let id = SkillId(s.id);
        if listed
            .iter()
            .any(|a| matches!(a, Action::UseSkill { skill, .. } if *skill == id))
        {
            continue;
        }
        let have = p.dice.total();
        refused(
            g,
            seat,
            Action::UseSkill {
                skill: id,
                dice: Dice::EMPTY,
            },
            |e| match e {
                Illegal::NotEnoughDice { have: h, .. } => *h == have,
                // Enough dice, but not of the element the cost names (Omni counts).
                Illegal::NotEnoughElement {
                    element,
                    needed,
                    have: h,
                } => *h == p.dice.count(element.die()) + p.dice.0[0] && h < needed,
                Illegal::NotEnoughSameElement { needed, have: h } => h < needed,
                Illegal::NotEnoughEnergy { have: h, .. } => *h == c.energy,
                Illegal::SkillsBlocked => g.skills_blocked(seat, p.active),
                // A skill its character's statuses refuse now (Nightsoul's Blessing).
                Illegal::SkillRefused(s) => *s == id,
                _ => false,
            },
        );
    }
}

/// Every listed action applies (on a copy), for every pending seat.
fn check_listed_apply(g: &Gitcg) {
    for seat in SEATS {
        for action in legal(g, seat) {
            let mut copy = g.clone();
            let mut events = Vec::new();
            if let Err(e) = copy.apply(seat, action, &mut events) {
                panic!("listed {action:?} of seat {} was refused: {e:?}", seat.0);
            }
        }
    }
}

/// Picking the action at any position gives exactly the action listed there (payment
/// included), and a seat with nothing listed is given none, without being asked to pick.
fn check_picked_is_listed(g: &Gitcg) {
    let mut room = Vec::new();
    for seat in SEATS {
        let listed = legal(g, seat);
        if listed.is_empty() {
            let picked = g.pick_legal_action(seat, &mut room, |_| panic!("nothing to pick"));
            assert_eq!(picked, None, "seat {} lists nothing", seat.0);
        }
        for (i, want) in listed.iter().enumerate() {
            let picked = g.pick_legal_action(seat, &mut room, |n| {
                assert_eq!(n, listed.len(), "seat {} counts what it lists", seat.0);
                i
            });
            assert_eq!(picked.as_ref(), Some(want), "seat {} position {i}", seat.0);
        }
    }
}

/// What makes two actions the same choice: everything but the dice paid (and, for tuning,
/// the die converted).
fn choice_key(a: &Action) -> Action {
    match *a {
        Action::UseSkill { skill, .. } => Action::UseSkill {
            skill,
            dice: Dice::EMPTY,
        },
        Action::Switch { slot, .. } => Action::Switch {
            slot,
            dice: Dice::EMPTY,
        },
        Action::PlayCard { card, target, .. } => Action::PlayCard {
            second: None,
            card,
            target,
            dice: Dice::EMPTY,
        },
        Action::Tune { card, .. } => Action::Tune {
            card,
            die: DieFace::Omni,
        },
        other => other,
    }
}

/// A random payment out of `held`, of a random size up to 5.
fn random_payment(pick: &mut Rng, held: &Dice) -> Dice {
    let mut left = *held;
    let mut pay = Dice::EMPTY;
    let n = pick.below(u32::from(held.total().min(5)) + 1);
    for _ in 0..n {
        let faces: Vec<usize> = (0..8).filter(|&f| left.0[f] > 0).collect();
        let f = faces[pick.below(faces.len() as u32) as usize];
        left.0[f] -= 1;
        pay.0[f] += 1;
    }
    pay
}

/// Every action that applies is listed, up to the dice paid: random skills, switches, cards
/// and tunings with random payments are tried on copies.
fn check_applicable_listed(g: &Gitcg, pick: &mut Rng) {
    for seat in SEATS {
        if g.pending().of(seat) != Some(DecisionKind::Act) {
            continue;
        }
        let listed: Vec<Action> = legal(g, seat).iter().map(choice_key).collect();
        let p = g.player(seat);
        let mut tries: Vec<Action> = Vec::new();
        for s in p.active_char().def.skills {
            tries.push(Action::UseSkill {
                skill: SkillId(s.id),
                dice: random_payment(pick, &p.dice),
            });
        }
        for slot in 0..3u8 {
            tries.push(Action::Switch {
                slot,
                dice: random_payment(pick, &p.dice),
            });
        }
        let mut targets = vec![None];
        for side in [Side::Own, Side::Opponent] {
            for slot in 0..4u8 {
                targets.push(Some(Target::Character { side, slot }));
                targets.push(Some(Target::Summon { side, slot }));
            }
        }
        for card in &p.hand {
            for target in &targets {
                tries.push(Action::PlayCard {
                    second: None,
                    card: CardId(card.id),
                    target: *target,
                    dice: random_payment(pick, &p.dice),
                });
            }
            for die in DieFace::ALL {
                tries.push(Action::Tune {
                    card: CardId(card.id),
                    die,
                });
            }
        }
        for action in tries {
            let mut copy = g.clone();
            let mut events = Vec::new();
            if copy.apply(seat, action, &mut events).is_ok() {
                assert!(
                    listed.contains(&choice_key(&action)),
                    "{action:?} of seat {} applies but is not listed",
                    seat.0
                );
            }
        }
    }
}

/// The limits and bookkeeping the rules promise hold in every state.
fn check_invariants(g: &Gitcg) {
    use tavern_gitcg::defs::{EntityKind, EquipSlot};
    use tavern_protocol::gitcg::Element;
    let choosing = SEATS.iter().any(|s| g.choice(*s).is_some());
    for seat in SEATS {
        let p = g.player(seat);
        assert!(p.dice.total() <= 16, "dice cap");
        assert!(p.hand.len() <= 10, "hand cap");
        assert!(
            p.summons.iter().filter(|e| !e.dead).count() <= 4,
            "summon cap"
        );
        assert!(
            p.supports.iter().filter(|e| !e.dead).count() <= 4,
            "support cap"
        );
        if g.outcome().is_none() && !choosing && g.round() > 0 {
            assert!(p.active_char().alive, "the active character is alive");
        }
        for c in &p.chars {
            assert!(c.hp <= c.max_hp);
            assert!(c.energy <= c.def.max_energy);
            assert!(!c.aura.has(Element::Anemo) && !c.aura.has(Element::Geo));
            let auras: Vec<Element> = c.aura.elements().collect();
            assert!(
                auras.len() <= 1 || auras == [Element::Cryo, Element::Dendro],
                "only Cryo and Dendro coexist: {auras:?}"
            );
            if !c.alive {
                assert_eq!(c.hp, 0);
                assert_eq!(c.energy, 0);
                assert!(
                    c.attached.iter().all(|e| e.dead),
                    "a knocked-out character has nothing"
                );
                assert!(c.aura.is_empty());
            }
            for slot in [
                EquipSlot::Weapon(tavern_gitcg::defs::Weapon::None),
                EquipSlot::Artifact,
                EquipSlot::Technique,
            ] {
                let worn = c
                    .attached
                    .iter()
                    .filter(|e| {
                        !e.dead
                            && matches!(e.def.kind, EntityKind::Equipment(k)
                                if tavern_gitcg::state::same_slot(EntityKind::Equipment(k), slot))
                    })
                    .count();
                assert!(worn <= 1, "one {slot:?} per character");
            }
        }
    }
}

fn json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("wire types serialize")
}

/// The view of `seat` shows no hand card or die of the other seat.
fn check_view_hides(g: &Gitcg, seat: Seat) {
    let other = seat.other();
    let view = json(&g.view(Viewer::Seat { seat }));
    let theirs = &view["players"][other.index()];
    assert_eq!(theirs["hand"], Value::Null, "{view}");
    assert_eq!(theirs["dice"], Value::Null, "{view}");
    let mine = &view["players"][seat.index()];
    assert_ne!(mine["hand"], Value::Null);
    assert_ne!(mine["dice"], Value::Null);
    // Non-interference: changing the other seat's hand cards, dice and deck order does not
    // change this seat's view at all.
    let mut changed = g.clone();
    let replacement = cards::action_cards()
        .last()
        .and_then(|c| cards::card(CardId(c.id)))
        .expect("some card exists");
    let q = changed.player_mut(other);
    for c in q.hand.iter_mut() {
        *c = if c.id == replacement.id {
            cards::action_cards().next().expect("some card")
        } else {
            replacement
        };
    }
    q.dice.0.rotate_left(1);
    q.deck.reverse();
    assert_eq!(json(&changed.view(Viewer::Seat { seat })), view);
    let behind = json(&g.view(Viewer::Spectator { behind: seat }));
    assert_eq!(
        behind["players"], view["players"],
        "a spectator sees what the seat sees"
    );
}

/// `seat`'s copy of an event shows no hand card or die of the other seat.
fn check_event_hides(e: &Visible<Event>, seat: Seat) {
    let other = seat.other();
    let mine = json(e.for_viewer(Viewer::Seat { seat }));
    let about_other = mine["seat"] == json(&other);
    match mine["event"].as_str() {
        Some("card_drawn" | "card_returned") if about_other => {
            assert_eq!(mine["card"], Value::Null, "{mine}")
        }
        Some("dice_rolled") if about_other => assert_eq!(mine["dice"], Value::Null, "{mine}"),
        _ => {}
    }
    // Whatever the event, its copy for the other seat's spectator matches the seat's.
    assert_eq!(
        e.for_viewer(Viewer::Spectator { behind: seat }),
        e.for_viewer(Viewer::Seat { seat })
    );
}

fn check_referee(g: &Gitcg) {
    let view = g.view(Viewer::Referee);
    for seat in SEATS {
        let p = g.player(seat);
        let hand: Vec<CardId> = p.hand.iter().map(|c| CardId(c.id)).collect();
        assert_eq!(view.players[seat.index()].hand.as_ref(), Some(&hand));
        assert_eq!(view.players[seat.index()].dice, Some(p.dice));
    }
}

/// A dozen random games per property keeps the suite fast; `PROPTEST_CASES` asks for more.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_listed_action_applies(seed in any::<u64>()) {
        play(seed, check_listed_apply, |_, _| {});
    }

    #[test]
    fn picking_a_position_gives_the_action_listed_there(seed in any::<u64>()) {
        play(seed, check_picked_is_listed, |_, _| {});
    }

    #[test]
    fn every_action_that_applies_is_listed(seed in any::<u64>()) {
        let mut pick = Rng::new(seed.rotate_left(17));
        play(seed, |g| check_applicable_listed(g, &mut pick), |_, _| {});
    }

    #[test]
    fn illegal_actions_are_refused_with_their_reason_and_change_nothing(seed in any::<u64>()) {
        let (g, _) = play(seed, check_illegal, |_, _| {});
        for seat in SEATS {
            refused(&g, seat, Action::DeclareEnd, |e| *e == Illegal::GameOver);
        }
    }

    #[test]
    fn the_limits_hold_in_every_state(seed in any::<u64>()) {
        play(seed, check_invariants, |g, _| check_invariants(g));
    }

    #[test]
    fn random_games_end_within_the_round_limit(seed in any::<u64>()) {
        let (g, log) = play(seed, |_| {}, |_, _| {});
        prop_assert!(g.outcome().is_some(), "no outcome after {} actions", log.len());
        prop_assert!(g.round() <= 14);
        prop_assert!(g.pending().is_empty());
        for seat in SEATS {
            prop_assert!(legal(&g, seat).is_empty());
            prop_assert_eq!(g.timeout_action(seat), None);
        }
    }

    #[test]
    fn replaying_the_seed_and_actions_gives_the_same_state(seed in any::<u64>()) {
        let mut states = Vec::new();
        let mut all_events = Vec::new();
        let (end, log) = play(seed, |_| {}, |g, ev| {
            states.push(g.clone());
            all_events.push(ev.to_vec());
        });
        let mut g = new_game(seed);
        for (i, (seat, action)) in log.iter().enumerate() {
            let mut events = Vec::new();
            prop_assert!(g.apply(*seat, *action, &mut events).is_ok());
            prop_assert!(g == states[i], "state differs after action {}", i);
            prop_assert_eq!(&events, &all_events[i]);
        }
        prop_assert!(g == end);
        prop_assert_eq!(json(&g.view(Viewer::Referee)), json(&end.view(Viewer::Referee)));
    }

    #[test]
    fn no_view_or_event_shows_the_other_seats_hand_or_dice(seed in any::<u64>()) {
        play(
            seed,
            |g| {
                for seat in SEATS {
                    check_view_hides(g, seat);
                }
                check_referee(g);
            },
            |_, events| {
                for e in events {
                    for seat in SEATS {
                        check_event_hides(e, seat);
                    }
                    // The referee sees every secret.
                    if let Visible::Private { full, .. } = e {
                        assert_eq!(e.for_viewer(Viewer::Referee), full);
                    }
                }
            },
        );
    }
}
