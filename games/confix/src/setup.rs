//! Setting a match up: the config's checks (seats against the mode, teams, hand sizes, decks),
//! the random team draw, the first player, shuffling and dealing.

use std::fmt;

use arrayvec::ArrayVec;
use tavern_game::rng::Rng;
use tavern_game::{SetupError, MAX_SEATS};
use tavern_protocol::confix::{Config, Mode, Phase, Runes};
use tavern_protocol::Seat;

use crate::cards::planes::PLANES;
use crate::deck::{self, DeckError};
use crate::{Combat, Confix, PlaneDeck, Player, Stage, START_LIFE, ZONE};

/// Most cards an opening hand may hold.
pub const MAX_OPENING_HAND: u8 = 10;

/// Why a config cannot start a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// The mode takes another number of seats (more than 6 fit no mode).
    SeatsForMode {
        /// The mode.
        mode: Mode,
        /// Seats requested.
        seats: usize,
    },
    /// Not one deck per seat.
    DeckCount {
        /// Seats.
        seats: usize,
        /// Decks given.
        decks: usize,
    },
    /// Not one team per seat.
    TeamCount {
        /// Seats.
        seats: usize,
        /// Teams given.
        teams: usize,
    },
    /// A team number past the mode's teams.
    NoSuchTeam {
        /// The seat.
        seat: Seat,
        /// Its team.
        team: u8,
        /// Teams in the mode.
        teams: usize,
    },
    /// A team with the wrong number of players.
    TeamSize {
        /// The team.
        team: u8,
        /// Players the mode puts in a team.
        expected: usize,
        /// Players given.
        got: usize,
    },
    /// Teams were given although they are to be drawn at random.
    TeamsWithDraw,
    /// The seat chosen to take the first turn is not at the table.
    NoSuchFirst {
        /// The seat chosen.
        first: Seat,
        /// Seats at the table.
        seats: usize,
    },
    /// The opening hand sizes are out of order (1 ≤ M ≤ N ≤ 10).
    HandSizes {
        /// N, the first hand.
        opening_hand: u8,
        /// M, the hand that must be kept.
        keep_at: u8,
    },
    /// A seat's deck breaks a rule.
    Deck {
        /// Whose deck.
        seat: Seat,
        /// The rule broken.
        error: DeckError,
    },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::SeatsForMode { mode, seats } => write!(
                f,
                "{mode:?} is played by {} seats, not {seats}",
                mode.seats()
            ),
            ConfigError::DeckCount { seats, decks } => {
                write!(f, "{seats} seats need {seats} decks, not {decks}")
            }
            ConfigError::TeamCount { seats, teams } => {
                write!(f, "{seats} seats need {seats} team numbers, not {teams}")
            }
            ConfigError::NoSuchTeam { seat, team, teams } => write!(
                f,
                "seat {} is in team {team}, but the mode has teams 0 to {}",
                seat.0,
                teams - 1
            ),
            ConfigError::TeamSize {
                team,
                expected,
                got,
            } => write!(f, "team {team} has {got} players, not {expected}"),
            ConfigError::TeamsWithDraw => {
                write!(f, "teams are drawn at random, so none may be given")
            }
            ConfigError::NoSuchFirst { first, seats } => write!(
                f,
                "seat {} cannot go first at a table of {seats} seats",
                first.0
            ),
            ConfigError::HandSizes {
                opening_hand,
                keep_at,
            } => write!(
                f,
                "opening hands of {opening_hand} down to {keep_at} cards: need 1 <= M <= N <= {MAX_OPENING_HAND}"
            ),
            ConfigError::Deck { seat, error } => write!(f, "deck of seat {}: {error}", seat.0),
        }
    }
}

impl std::error::Error for ConfigError {}

impl From<ConfigError> for SetupError {
    fn from(e: ConfigError) -> SetupError {
        match e {
            ConfigError::SeatsForMode { mode, seats } => SetupError::SeatCount {
                expected: mode.seats(),
                got: seats,
            },
            ConfigError::Deck { seat, error } => SetupError::Deck {
                seat,
                reason: error.to_string(),
            },
            other => SetupError::Config(other.to_string()),
        }
    }
}

/// Checks the seats, decks, teams and options; returns the team of each seat when they are not
/// drawn.
pub fn check_config(seats: usize, config: &Config) -> Result<Option<Vec<u8>>, ConfigError> {
    let mode = config.mode;
    if mode.seats() != seats {
        return Err(ConfigError::SeatsForMode { mode, seats });
    }
    if config.decks.len() != seats {
        return Err(ConfigError::DeckCount {
            seats,
            decks: config.decks.len(),
        });
    }
    let o = config.options;
    if o.keep_at == 0 || o.keep_at > o.opening_hand || o.opening_hand > MAX_OPENING_HAND {
        return Err(ConfigError::HandSizes {
            opening_hand: o.opening_hand,
            keep_at: o.keep_at,
        });
    }
    for (i, d) in config.decks.iter().enumerate() {
        deck::validate(d, o.check_deck_rules).map_err(|error| ConfigError::Deck {
            seat: Seat(i as u8),
            error,
        })?;
    }
    if let Some(first) = o.first.filter(|s| s.index() >= seats) {
        return Err(ConfigError::NoSuchFirst { first, seats });
    }
    if o.random_teams {
        return if config.teams.is_empty() {
            Ok(None)
        } else {
            Err(ConfigError::TeamsWithDraw)
        };
    }
    if config.teams.is_empty() {
        return Ok(Some(mode.default_teams()));
    }
    if config.teams.len() != seats {
        return Err(ConfigError::TeamCount {
            seats,
            teams: config.teams.len(),
        });
    }
    for (i, &team) in config.teams.iter().enumerate() {
        if team as usize >= mode.teams() {
            return Err(ConfigError::NoSuchTeam {
                seat: Seat(i as u8),
                team,
                teams: mode.teams(),
            });
        }
    }
    for team in 0..mode.teams() as u8 {
        let got = config.teams.iter().filter(|&&t| t == team).count();
        if got != mode.team_size() {
            return Err(ConfigError::TeamSize {
                team,
                expected: mode.team_size(),
                got,
            });
        }
    }
    Ok(Some(config.teams.clone()))
}

/// The seats in table order for teams drawn at random: the teams take turns round the table,
/// seat 0's team first and the others in the order their first seats come, each team's seats in
/// seat order. The draw decides who plays with whom; the players then sit so that teams
/// alternate, as the default seating has them.
fn alternate(teams: &[u8]) -> ArrayVec<Seat, MAX_SEATS> {
    let mut order: ArrayVec<u8, MAX_SEATS> = ArrayVec::new();
    for &t in teams {
        if !order.contains(&t) {
            order.push(t);
        }
    }
    let members = |t: u8| {
        teams
            .iter()
            .enumerate()
            .filter(move |&(_, &x)| x == t)
            .map(|(i, _)| Seat(i as u8))
    };
    let size = teams.len() / order.len().max(1);
    (0..size)
        .flat_map(|k| order.iter().filter_map(move |&t| members(t).nth(k)))
        .collect()
}

/// Validates the config and deals the opening state: teams (drawn if asked: the rulebook's
/// coloured cards, one colour per team, shuffled and dealt to the seats, which then sit with
/// the teams alternating), the first player (chosen, or drawn),
/// shuffled decks and plane deck, and every opening hand.
pub(crate) fn deal(seed: u64, seats: usize, config: &Config) -> Result<Confix, ConfigError> {
    let given = check_config(seats, config)?;
    let mut rng = Rng::new(seed);
    let drawn_teams = given.is_none();
    let teams = given.unwrap_or_else(|| {
        let mut colours = config.mode.default_teams();
        rng.shuffle(&mut colours);
        colours
    });
    let drawn_first = Seat(rng.below(seats as u32) as u8);
    let first = config.options.first.unwrap_or(drawn_first);
    let table = if drawn_teams {
        alternate(&teams)
    } else {
        (0..seats as u8).map(Seat).collect()
    };
    let mut players = ArrayVec::new();
    for (d, &team) in config.decks.iter().zip(&teams) {
        let mut cards: ArrayVec<_, ZONE> = deck::resolve(d).collect();
        rng.shuffle(&mut cards);
        players.push(Player {
            class: d.class,
            team,
            life: START_LIFE,
            alive: true,
            hand: ArrayVec::new(),
            deck: cards,
            graveyard: ArrayVec::new(),
            exile: ArrayVec::new(),
            runes: Runes::NONE,
            spent: Runes::NONE,
            kept: false,
            redraws: 0,
            combo: false,
            guards_used: false,
        });
    }
    let mut planes: ArrayVec<_, 16> = PLANES.iter().collect();
    rng.shuffle(&mut planes);
    // The match begins on a stable plane: unstable planes above the first stable one go to the
    // bottom of the plane deck unresolved, keeping their shuffled order.
    let stable_at = planes.iter().rposition(|p| p.stable()).unwrap_or(0);
    let above = planes.len() - 1 - stable_at;
    planes.rotate_right(above);
    let in_force = planes.pop().unwrap_or(&PLANES[0]);
    let n = config.options.opening_hand;
    for p in &mut players {
        for _ in 0..n {
            if let Some(c) = p.deck.pop() {
                p.hand.push(c);
            }
        }
    }
    // Built in the result itself: the match state is large, and a copy per game shows in the
    // playouts benchmark.
    Ok(Confix {
        rng,
        mode: config.mode,
        options: config.options,
        drawn_teams,
        players,
        table,
        battlefield: ArrayVec::new(),
        next_uid: 1,
        current: first,
        first,
        turn: 0,
        round: 0,
        phase: Phase::Opening,
        stage: Stage::Opening,
        combat: Combat::default(),
        may: None,
        planes: PlaneDeck {
            deck: planes,
            discard: ArrayVec::new(),
            in_force,
            turns: 0,
            rolls: 0,
        },
        announced: false,
        forfeiting: false,
        forced: ArrayVec::new(),
        result: None,
        out: Vec::new(),
    })
}
