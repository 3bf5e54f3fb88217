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
//! declarations, counters, hits, full counters and final spells. Then the same declarations
//! and counters by the bar they had to clear, the flashiness of the top of the attacker's
//! declaration zone, with how often the defender, asked whether to counter, had a legal
//! counter at all. Last, for the battle phases without a legal declaration and the counter
//! decisions without a legal counter, why: the refusal that got furthest among the battle
//! cards in hand (its character not in play, its need, NULLITY, "cannot be countered",
//! flashiness, spirit), or no battle card in hand (a defender with an empty hand is never
//! asked). The last line is machine-readable.

use tavern_bots::{BotLevel, Budget};
use tavern_engine::gensou::presets::PRESETS;
use tavern_engine::gensou::testkit::random_deck;
use tavern_engine::gensou::Gensou;
use tavern_engine::rng::Rng;
use tavern_engine::{DecisionKind, Game, RuleError, Seat, Visible};
use tavern_protocol::gensou::{Action, Config, Event, Options, Phase, Victory};

/// Actions after which a match counts as unfinished.
const MAX_ACTIONS: u32 = 20_000;
/// Bars counted apart (a higher bar counts as this one).
const BARS: usize = 6;

/// How one match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    KnockOut,
    Special,
    Popularity,
    DeckOut,
    Unfinished,
}

/// Why a battle card could or could not be used: counted by reason.
#[derive(Default)]
struct Blocks {
    usable: u64,
    not: Vec<(&'static str, u64)>,
}

impl Blocks {
    fn note(&mut self, block: Option<&'static str>) {
        match block {
            None => self.usable += 1,
            Some(code) => match self.not.iter_mut().find(|(c, _)| *c == code) {
                Some((_, n)) => *n += 1,
                None => self.not.push((code, 1)),
            },
        }
    }

    fn asked(&self) -> u64 {
        self.usable + self.not.iter().map(|(_, n)| n).sum::<u64>()
    }
}

/// What happened over the matches (sums; divided by the match count when printed).
#[derive(Default)]
struct Totals {
    ends: [u32; 5],
    turns: u64,
    /// Turns in which the attacker declared nothing.
    idle_turns: u64,
    hits: u64,
    full_counters: u64,
    finals: u64,
    /// By bar: attacking declarations, counters, counter decisions, those with a legal counter.
    declared: [u64; BARS],
    countered: [u64; BARS],
    asked: [u64; BARS],
    could_counter: [u64; BARS],
    /// Battle phases (the first decision of each) and counter decisions (one per declaration).
    attack_blocks: Blocks,
    counter_blocks: Blocks,
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
        let levels = if i % 2 == 0 { (a, b) } else { (b, a) };
        play(seed.wrapping_add(u64::from(i)), levels, presets, &mut t);
    }
    report(&t, games, start.elapsed().as_secs_f64());
    let counters: u64 = t.countered.iter().sum();
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
        counters as f64 / f64::from(games.max(1)),
    );
}

/// Why `seat` cannot declare (in its battle phase) or counter (deciding a counter) now: `None`
/// when some battle card in hand may be used, else the refusal that got furthest (the checks
/// run in the order character, final spell's CENTER, NULLITY, need, "cannot be countered",
/// flashiness, spirit), or `no_battle_card`.
fn block(g: &Gensou, seat: Seat, counter: bool) -> Option<&'static str> {
    const ORDER: [&str; 6] = [
        "character_not_in_play",
        "final_needs_center",
        "nullity",
        "need_not_met",
        "uncounterable",
        "not_flashy_enough",
    ];
    let rank = |code: &str| ORDER.iter().position(|&c| c == code).unwrap_or(ORDER.len());
    let p = g.player(seat);
    let mut best: Option<&'static str> = None;
    for card in p.hand.iter().filter(|c| c.battle().is_some()) {
        for power in 0..=p.power.len() as u8 {
            let card = card.id;
            let action = if counter {
                Action::Counter { card, power }
            } else {
                Action::Declare { card, power }
            };
            match g.clone().apply(seat, action, &mut Vec::new()) {
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

/// Plays one match from `seed`, `levels.0` in seat 0 and `levels.1` in seat 1, and adds it up.
fn play(seed: u64, levels: (BotLevel, BotLevel), presets: bool, t: &mut Totals) {
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
        // The bar a declaration or a counter made now must clear.
        let bar = usize::from(g.player(g.attacker()).top_flash()).min(BARS - 1);
        if d.kind == DecisionKind::Counter && !counter_seen {
            counter_seen = true;
            let found = block(&g, d.seat, true);
            t.asked[bar] += 1;
            t.could_counter[bar] += u64::from(found.is_none());
            t.counter_blocks.note(found);
        }
        if d.kind == DecisionKind::Act && g.phase() == Phase::Battle && !battle_seen {
            battle_seen = true;
            t.attack_blocks.note(block(&g, d.seat, false));
        }
        let level = if d.seat.index() == 0 {
            levels.0
        } else {
            levels.1
        };
        let action = tavern_bots::choose::<Gensou>(level, &g.knowledge(d.seat), budget, &mut rng)
            .unwrap_or_else(|| fail(&format!("seed {seed}: the bot found nothing to do")));
        events.clear();
        if let Err(e) = g.apply(d.seat, action, &mut events) {
            fail(&format!("seed {seed}: {action:?} refused: {e}"));
        }
        for e in events.iter().map(|e| match e {
            Visible::Public(e) | Visible::Private { full: e, .. } => e,
        }) {
            match e {
                Event::Declared { counter: false, .. } => {
                    t.declared[bar] += 1;
                    declared_this_turn = true;
                    counter_seen = false;
                }
                Event::Declared { counter: true, .. } => t.countered[bar] += 1,
                Event::TurnBegan { turn, .. } => {
                    if *turn > 1 && !declared_this_turn {
                        t.idle_turns += 1;
                    }
                    declared_this_turn = false;
                    battle_seen = false;
                }
                Event::FinalSpell { .. } => t.finals += 1,
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
            if g.player(Seat(0)).popularity() == g.player(Seat(1)).popularity() {
                End::DeckOut
            } else {
                End::Popularity
            }
        }
    };
    t.ends[end as usize] += 1;
}

/// Prints the figures.
fn report(t: &Totals, games: u32, secs: f64) {
    let n = f64::from(games.max(1));
    let per = |x: u64| x as f64 / n;
    let rate = |c: u64, d: u64| 100.0 * c as f64 / d.max(1) as f64;
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
    let (declared, countered) = (t.declared.iter().sum(), t.countered.iter().sum());
    println!(
        "per match: turns {:.1} ({:.1} without a declaration), declarations {:.1}, counters {:.2} ({:.0}% of declarations), hits {:.1}, full counters {:.2}, final spells {:.2}",
        per(t.turns),
        per(t.idle_turns),
        per(declared),
        per(countered),
        rate(countered, declared),
        per(t.hits),
        per(t.full_counters),
        per(t.finals),
    );
    println!("by bar (the flashiness of the top of the attacker's declaration zone), per match:");
    for bar in 0..BARS {
        println!(
            "  bar {bar}{}: declarations {:.2}, counters {:.2} ({:.0}%); a counter was legal in {:.0}% of {:.2} counter decisions",
            if bar == BARS - 1 { "+" } else { "" },
            per(t.declared[bar]),
            per(t.countered[bar]),
            rate(t.countered[bar], t.declared[bar]),
            rate(t.could_counter[bar], t.asked[bar]),
            per(t.asked[bar]),
        );
    }
    for (name, blocks) in [
        ("battle phases", &t.attack_blocks),
        ("counter decisions", &t.counter_blocks),
    ] {
        let asked = blocks.asked();
        let mut line = format!(
            "{name}: a battle card was usable in {:.0}%; none was, because of",
            rate(blocks.usable, asked)
        );
        let mut reasons = blocks.not.clone();
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
