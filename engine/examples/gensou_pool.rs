//! Measures how 幻想梦斗符 matches between bots go with the current card pool: how they end and
//! how often the defender counters (相杀), so that a change to the pool can be judged by
//! figures rather than by feel.
//!
//! `cargo run --release -p tavern-engine --example gensou_pool -- --games 1000`
//!
//! Game `i` is dealt from seed `--seed + i`, each seat's deck a preset drawn at random
//! (`--decks random`: random valid decks, as `playouts` deals them); bot `--a` (default
//! greedy) takes seat 0 in even games and seat 1 in odd ones, bot `--b` (default greedy) the
//! other. Every decision gets the bot its seat's knowledge only.
//!
//! It prints how the matches ended — knock-out (击坠, HP below 0), special victory (a card's),
//! popularity (人气: an attacker had no card to draw and the higher total flashiness won),
//! deck-out (the same, but the totals were equal, so the player who could not draw lost) and
//! unfinished (20,000 actions without a result) — then, per match, turns, attacking
//! declarations, counters, hits and full counters, and the same declarations and counters
//! split by the bar they had to clear: the flashiness of the top of the attacker's declaration
//! zone (below 3, or 3 and more). For every counter decision it also records why the
//! defender could not counter, when it could not: the refusal that got furthest among the
//! battle cards in hand (its character not in play, its need, NULLITY, "cannot be countered",
//! flashiness, spirit), or no battle card in hand; a defender with an empty hand is never
//! asked. The last line is machine-readable.

use tavern_bots::{BotLevel, Budget};
use tavern_engine::gensou::presets::PRESETS;
use tavern_engine::gensou::testkit::random_deck;
use tavern_engine::gensou::Gensou;
use tavern_engine::rng::Rng;
use tavern_engine::{DecisionKind, Game, RuleError, Seat, Visible};
use tavern_protocol::gensou::{Action, Config, Event, Options, Phase, Victory};

/// Actions after which a match counts as unfinished.
const MAX_ACTIONS: u32 = 20_000;
/// The flashiness from which the bar counts as high (the pool's top non-final cards).
const HIGH_BAR: u8 = 3;

/// How one match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    KnockOut,
    Special,
    Popularity,
    DeckOut,
    Unfinished,
}

/// What happened over the matches (sums; divided by the match count when printed).
#[derive(Default)]
struct Totals {
    ends: [u32; 5],
    turns: u64,
    declared: [u64; 2],
    countered: [u64; 2],
    hits: u64,
    full_counters: u64,
    finals: u64,
    /// Turns in which the attacker declared nothing.
    idle_turns: u64,
    /// Battle phases, and counter decisions (one per attacking declaration), in which a
    /// declaration or a counter was legal.
    could: [u64; 2],
    /// The others, by the reason (a refusal code, or `no_battle_card`).
    could_not: [Vec<(&'static str, u64)>; 2],
}

/// What [`Totals::could`] and [`Totals::could_not`] count.
const ATTACK: usize = 0;
const COUNTER: usize = 1;

impl Totals {
    /// Counts whether a declaration (`ATTACK`) or a counter (`COUNTER`) could be made.
    fn note(&mut self, what: usize, block: Option<&'static str>) {
        match block {
            None => self.could[what] += 1,
            Some(code) => match self.could_not[what].iter_mut().find(|(c, _)| *c == code) {
                Some((_, n)) => *n += 1,
                None => self.could_not[what].push((code, 1)),
            },
        }
    }
}

/// Why `seat` cannot declare (in its battle phase) or counter (deciding a counter) now: `None`
/// when some battle card in hand may be used, else the refusal that got furthest (the checks
/// run in the order character, need and NULLITY, "cannot be countered", flashiness, spirit),
/// or `no_battle_card`.
fn block(g: &Gensou, seat: Seat, counter: bool) -> Option<&'static str> {
    const ORDER: [&str; 6] = [
        "character_not_in_play",
        "nullity",
        "need_not_met",
        "final_needs_center",
        "uncounterable",
        "not_flashy_enough",
    ];
    let rank = |code: &str| ORDER.iter().position(|&c| c == code).unwrap_or(ORDER.len());
    let p = g.player(seat);
    let mut best: Option<&'static str> = None;
    for card in p.hand.iter().filter(|c| c.battle().is_some()) {
        for power in 0..=p.power.len() as u8 {
            let mut next = g.clone();
            let action = if counter {
                Action::Counter {
                    card: card.id,
                    power,
                }
            } else {
                Action::Declare {
                    card: card.id,
                    power,
                }
            };
            match next.apply(seat, action, &mut Vec::new()) {
                Ok(()) => return None,
                Err(e) if e.code() == "overpaid" => {}
                Err(e) => {
                    if best.is_none_or(|b| rank(e.code()) > rank(b)) {
                        best = Some(e.code());
                    }
                }
            }
        }
    }
    Some(best.unwrap_or("no_battle_card"))
}

fn main() {
    let (mut a, mut b) = (BotLevel::Greedy, BotLevel::Greedy);
    let mut games = 1000u32;
    let mut seed = 1u64;
    let mut presets = true;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| fail(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--a" => a = value().parse().unwrap_or_else(|e: String| fail(&e)),
            "--b" => b = value().parse().unwrap_or_else(|e: String| fail(&e)),
            "--games" => games = number(&value()),
            "--seed" => seed = number(&value()),
            "--decks" => {
                presets = match value().as_str() {
                    "preset" => true,
                    "random" => false,
                    other => fail(&format!("--decks is preset or random, not {other}")),
                }
            }
            other => fail(&format!(
                "unknown argument {other}; usage: gensou_pool [--games N] [--a LEVEL] [--b LEVEL] [--decks preset|random] [--seed N]"
            )),
        }
    }
    let start = std::time::Instant::now();
    let mut t = Totals::default();
    for i in 0..games {
        play(
            seed.wrapping_add(u64::from(i)),
            i % 2 == 0,
            (a, b),
            presets,
            &mut t,
        );
    }
    report(&t, games, start.elapsed().as_secs_f64());
    println!(
        "games={games} a={} b={} decks={} knock_out={} special={} popularity={} deck_out={} unfinished={} counters_per_match={:.2}",
        a.as_str(),
        b.as_str(),
        if presets { "preset" } else { "random" },
        t.ends[End::KnockOut as usize],
        t.ends[End::Special as usize],
        t.ends[End::Popularity as usize],
        t.ends[End::DeckOut as usize],
        t.ends[End::Unfinished as usize],
        (t.countered[0] + t.countered[1]) as f64 / f64::from(games.max(1)),
    );
}

/// Plays one match from `seed`, bot `levels.0` in seat 0 when `a_first`, and adds it up.
fn play(seed: u64, a_first: bool, levels: (BotLevel, BotLevel), presets: bool, t: &mut Totals) {
    let mut rng = Rng::new(seed ^ 0x6e50_0001);
    let deck = |rng: &mut Rng| {
        if presets {
            PRESETS[rng.below(PRESETS.len() as u32) as usize].deck()
        } else {
            random_deck(rng)
        }
    };
    let decks = vec![deck(&mut rng), deck(&mut rng)];
    let config = Config {
        decks,
        options: Options::default(),
    };
    let mut g = Gensou::new(seed, 2, config).unwrap_or_else(|e| fail(&format!("setup: {e}")));
    let level = |seat: usize| {
        if (seat == 0) == a_first {
            levels.0
        } else {
            levels.1
        }
    };
    let budget = Budget::iterations(1);
    let mut events = Vec::new();
    let mut declared_this_turn = false;
    // Whether this turn's battle phase, and this declaration's counter decision, were looked at.
    let (mut battle_seen, mut counter_seen) = (false, false);
    for _ in 0..MAX_ACTIONS {
        if g.outcome().is_some() {
            break;
        }
        let Some(d) = g.pending().decisions().first().copied() else {
            fail(&format!("seed {seed}: no decision pending and no outcome"));
        };
        if d.kind == DecisionKind::Counter && !counter_seen {
            counter_seen = true;
            t.note(COUNTER, block(&g, d.seat, true));
        }
        if d.kind == DecisionKind::Act && g.phase() == Phase::Battle && !battle_seen {
            battle_seen = true;
            t.note(ATTACK, block(&g, d.seat, false));
        }
        let knowledge = g.knowledge(d.seat);
        let action =
            tavern_bots::choose::<Gensou>(level(d.seat.index()), &knowledge, budget, &mut rng)
                .unwrap_or_else(|| fail(&format!("seed {seed}: the bot found nothing to do")));
        // The bar a declaration or a counter made now must clear.
        let high = usize::from(g.player(g.attacker()).top_flash() >= HIGH_BAR);
        events.clear();
        if let Err(e) = g.apply(d.seat, action, &mut events) {
            fail(&format!("seed {seed}: {action:?} refused: {e}"));
        }
        for e in events.iter().map(|e| match e {
            Visible::Public(e) | Visible::Private { full: e, .. } => e,
        }) {
            match e {
                Event::Declared { counter: false, .. } => {
                    t.declared[high] += 1;
                    declared_this_turn = true;
                    counter_seen = false;
                }
                Event::TurnBegan { turn, .. } => {
                    if *turn > 1 && !declared_this_turn {
                        t.idle_turns += 1;
                    }
                    declared_this_turn = false;
                    battle_seen = false;
                }
                Event::FinalSpell { .. } => t.finals += 1,
                Event::Declared { counter: true, .. } => t.countered[high] += 1,
                Event::Hit { .. } => t.hits += 1,
                Event::Settled {
                    counter: Some(_),
                    full_counter: true,
                    ..
                } => t.full_counters += 1,
                _ => {}
            }
        }
    }
    t.turns += u64::from(g.turn());
    let end = match g.victory() {
        None => End::Unfinished,
        Some((_, Victory::ShootDown)) => End::KnockOut,
        Some((_, Victory::Special)) => End::Special,
        Some((_, Victory::Forfeit)) => fail(&format!("seed {seed}: nobody forfeits here")),
        Some((_, Victory::Popularity)) => {
            let (p, q) = (
                g.player(tavern_engine::Seat(0)),
                g.player(tavern_engine::Seat(1)),
            );
            if p.popularity() == q.popularity() {
                End::DeckOut
            } else {
                End::Popularity
            }
        }
    };
    t.ends[end as usize] += 1;
}

/// Prints the figures as a small table.
fn report(t: &Totals, games: u32, secs: f64) {
    let n = f64::from(games.max(1));
    let share = |e: End| 100.0 * f64::from(t.ends[e as usize]) / n;
    println!("{games} matches in {secs:.1} s");
    println!(
        "ends: knock-out {:.1}%, special {:.1}%, popularity {:.1}%, deck-out {:.1}%, unfinished {:.1}%",
        share(End::KnockOut),
        share(End::Special),
        share(End::Popularity),
        share(End::DeckOut),
        share(End::Unfinished),
    );
    let per = |x: u64| x as f64 / n;
    println!(
        "per match: turns {:.1} ({:.1} without a declaration), declarations {:.1}, counters {:.2}, hits {:.1}, full counters {:.2}, final spells {:.2}",
        per(t.turns),
        per(t.idle_turns),
        per(t.declared[0] + t.declared[1]),
        per(t.countered[0] + t.countered[1]),
        per(t.hits),
        per(t.full_counters),
        per(t.finals),
    );
    let rate = |c: u64, d: u64| 100.0 * c as f64 / d.max(1) as f64;
    println!(
        "bar below {HIGH_BAR}: declarations {:.1}, counters {:.2} ({:.0}% of declarations); bar {HIGH_BAR}+: declarations {:.1}, counters {:.2} ({:.0}%)",
        per(t.declared[0]),
        per(t.countered[0]),
        rate(t.countered[0], t.declared[0]),
        per(t.declared[1]),
        per(t.countered[1]),
        rate(t.countered[1], t.declared[1]),
    );
    for (what, name) in [(ATTACK, "battle phases"), (COUNTER, "counter decisions")] {
        let asked = t.could[what] + t.could_not[what].iter().map(|(_, n)| n).sum::<u64>();
        let mut line = format!(
            "{name} {:.1} per match: a battle card was usable in {:.0}%; none was, because of",
            per(asked),
            rate(t.could[what], asked)
        );
        let mut reasons = t.could_not[what].clone();
        reasons.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        for (code, n) in reasons {
            line += &format!(" {code} {:.0}%", rate(n, asked));
        }
        println!("{line}");
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

fn number<T: std::str::FromStr>(s: &str) -> T {
    s.parse()
        .unwrap_or_else(|_| fail(&format!("{s} is not a number")))
}
