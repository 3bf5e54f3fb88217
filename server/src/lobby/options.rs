//! A room's options checked against its game: the setup (named, found by seat count, or the
//! game's first), the teams (by seat, an arrangement of the setup's, or drawn when the match
//! starts), the bot seats with their levels and thinking time, and the clock limits. What the room keeps is the options resolved.

use tavern_engine::host::{Seating, Teams};
use tavern_protocol::wire::{ErrorCode, GameInfo, RoomOptions, SetupInfo, MAX_BOT_THINK_MS};
use tavern_protocol::BotLevel;

use super::LobbyError;

fn bad(message: String) -> LobbyError {
    (ErrorCode::BadOptions, message)
}

/// The setup `id` names among `game`'s, or the game's first when none is named.
pub(super) fn setup<'a>(game: &'a GameInfo, id: Option<&str>) -> Result<&'a SetupInfo, LobbyError> {
    match id {
        None => game
            .setups
            .first()
            .ok_or_else(|| bad(format!("{} offers no setup", game.name))),
        Some(id) => game.setups.iter().find(|s| s.id == id).ok_or_else(|| {
            let known: Vec<&str> = game.setups.iter().map(|s| s.id.as_str()).collect();
            bad(format!(
                "{} has no setup {id:?} (it has {})",
                game.name,
                known.join(", ")
            ))
        }),
    }
}

/// The setup the options choose: the one named (which must take `seats` seats, if given),
/// else the first with `seats` seats, else the game's first.
fn chosen<'a>(game: &'a GameInfo, o: &RoomOptions) -> Result<&'a SetupInfo, LobbyError> {
    if o.setup.is_some() || o.seats == 0 {
        let s = setup(game, o.setup.as_deref())?;
        if o.seats != 0 && o.seats != s.seats {
            return Err(bad(format!("{} is played by {} seats", s.name, s.seats)));
        }
        return Ok(s);
    }
    game.setups
        .iter()
        .find(|s| s.seats == o.seats)
        .ok_or_else(|| {
            let mut counts: Vec<String> = game.setups.iter().map(|s| s.seats.to_string()).collect();
            counts.dedup();
            bad(format!(
                "{} is played by {} seats",
                game.name,
                counts.join(" or ")
            ))
        })
}

/// Checks `o` against `game` and fills in what it left to the setup: `seats`, `setup`, and
/// `teams` (empty when they are drawn).
pub(super) fn resolve(game: &GameInfo, mut o: RoomOptions) -> Result<RoomOptions, LobbyError> {
    if o.rated {
        return Err(bad(
            "rated matches are played from quick match's rated queue, not from rooms".into(),
        ));
    }
    o.version = version(game, o.version.take())?;
    let setup = chosen(game, &o)?;
    o.seats = setup.seats;
    o.setup = Some(setup.id.clone());
    if o.random_teams {
        if !o.teams.is_empty() {
            return Err(bad("teams are either given or drawn, not both".into()));
        }
        if !setup.random_teams {
            return Err(bad(format!(
                "in {} every seat plays alone: there are no teams to draw",
                setup.name
            )));
        }
    } else if o.teams.is_empty() {
        o.teams = setup.teams.clone();
    } else {
        let mut given = o.teams.clone();
        let mut wanted = setup.teams.clone();
        given.sort_unstable();
        wanted.sort_unstable();
        if given != wanted {
            return Err(bad(format!(
                "teams {:?} do not seat {}: give each seat a team so that the teams are those \
                 of {:?}",
                o.teams, setup.name, setup.teams
            )));
        }
    }
    if !o.bot_levels.is_empty() && o.bot_levels.len() != o.bot_seats.len() {
        return Err(bad(format!(
            "{} bot levels for {} bot seats: give one level per bot seat, or none",
            o.bot_levels.len(),
            o.bot_seats.len()
        )));
    }
    if !o.bot_decks.is_empty() && o.bot_decks.len() != o.bot_seats.len() {
        return Err(bad(format!(
            "{} bot decks for {} bot seats: give one preset per bot seat, or none",
            o.bot_decks.len(),
            o.bot_seats.len()
        )));
    }
    if let Some(unknown) = o.bot_decks.iter().find(|d| !game.presets.contains(d)) {
        return Err(bad(format!(
            "{} has no preset deck {unknown:?} for a bot (it has {})",
            game.name,
            game.presets.join(", ")
        )));
    }
    let named_decks = !o.bot_decks.is_empty();
    let mut bots: Vec<(u8, BotLevel, String)> = o
        .bot_seats
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let level = o.bot_levels.get(i).copied().unwrap_or_default();
            (s, level, o.bot_decks.get(i).cloned().unwrap_or_default())
        })
        .collect();
    bots.sort_unstable_by_key(|(s, _, _)| *s);
    bots.dedup_by_key(|(s, _, _)| *s);
    o.bot_seats = bots.iter().map(|b| b.0).collect();
    o.bot_levels = bots.iter().map(|b| b.1).collect();
    o.bot_decks = if named_decks {
        bots.into_iter().map(|b| b.2).collect()
    } else {
        Vec::new()
    };
    if o.bot_seats.iter().any(|&s| s >= o.seats) || o.bot_seats.len() >= o.seats as usize {
        return Err(bad(
            "bot seats must be seats of the room, leaving one for you".into(),
        ));
    }
    if o.bot_think_ms > MAX_BOT_THINK_MS {
        return Err(bad(format!(
            "bots think at most {MAX_BOT_THINK_MS} ms per decision"
        )));
    }
    if let Some(c) = &o.clock {
        if c.decision_ms == 0 || c.switch_hand_ms == 0 || c.reroll_ms == 0 {
            return Err(bad("clock limits must be positive".into()));
        }
    }
    Ok(o)
}

/// The game version the options name, one of the game's (`None`: its default, the first
/// listed); games without versions take none.
fn version(game: &GameInfo, asked: Option<String>) -> Result<Option<String>, LobbyError> {
    match asked {
        None => Ok(game.versions.first().cloned()),
        Some(v) if game.versions.contains(&v) => Ok(Some(v)),
        Some(v) if game.versions.is_empty() => Err(bad(format!(
            "{} has no game versions to choose (asked for {v:?})",
            game.name
        ))),
        Some(v) => Err(bad(format!(
            "{} has no version {v:?} (it offers {})",
            game.name,
            game.versions.join(", ")
        ))),
    }
}

/// How resolved options seat the match, for the game's match config.
pub(super) fn seating(o: &RoomOptions) -> Seating {
    Seating {
        version: o.version.clone(),
        setup: o.setup.clone().unwrap_or_default(),
        teams: if o.random_teams {
            Teams::Drawn
        } else {
            Teams::BySeat(o.teams.clone())
        },
    }
}

/// The team of seat `i` before the match starts: known when teams go by seat.
pub(super) fn team_before_start(o: &RoomOptions, i: usize) -> Option<u8> {
    o.teams.get(i).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn confix() -> GameInfo {
        crate::registry::game("confix").expect("confix is hosted")
    }

    fn options(f: impl FnOnce(&mut RoomOptions)) -> RoomOptions {
        let mut o = RoomOptions::default();
        f(&mut o);
        o
    }

    #[test]
    fn no_setup_and_no_seats_is_the_games_first_setup_by_seat() {
        let o = resolve(&confix(), RoomOptions::default()).expect("resolves");
        assert_eq!((o.seats, o.setup.as_deref()), (2, Some("one_v_one")));
        assert_eq!(o.teams, [0, 1]);
    }

    #[test]
    fn a_seat_count_picks_the_first_setup_with_that_many_seats() {
        let o = resolve(&confix(), options(|o| o.seats = 4)).expect("resolves");
        assert_eq!(o.setup.as_deref(), Some("two_v_two"));
        assert_eq!(o.teams, [0, 1, 0, 1]);
        let o = resolve(&confix(), options(|o| o.seats = 5)).expect("five alone");
        assert_eq!(o.setup.as_deref(), Some("five_free_for_all"));
        assert_eq!(o.teams, [0, 1, 2, 3, 4]);
        let refused = resolve(&confix(), options(|o| o.seats = 7)).expect_err("no 7 seats");
        assert_eq!(refused.0, ErrorCode::BadOptions);
        assert!(refused.1.contains("2 or 3 or 4 or 5 or 6"), "{}", refused.1);
    }

    #[test]
    fn a_named_setup_gives_its_seats_and_must_agree_with_a_seat_count() {
        let named = |seats| {
            options(|o| {
                o.setup = Some("two_v_two_v_two".into());
                o.seats = seats;
            })
        };
        let o = resolve(&confix(), named(0)).expect("resolves");
        assert_eq!((o.seats, o.teams.clone()), (6, vec![0, 1, 2, 0, 1, 2]));
        assert!(resolve(&confix(), named(6)).is_ok());
        assert!(resolve(&confix(), named(4)).is_err());
        let unknown = options(|o| o.setup = Some("five_a_side".into()));
        let (code, message) = resolve(&confix(), unknown).expect_err("no such setup");
        assert_eq!(code, ErrorCode::BadOptions);
        assert!(message.contains("three_v_three"), "{message}");
    }

    #[test]
    fn given_teams_must_arrange_the_setups_teams() {
        let with = |teams: Vec<u8>| {
            options(|o| {
                o.setup = Some("two_v_two".into());
                o.teams = teams;
            })
        };
        let o = resolve(&confix(), with(vec![0, 0, 1, 1])).expect("seats 0 and 1 together");
        assert_eq!(o.teams, [0, 0, 1, 1]);
        for bad in [vec![0, 0, 0, 1], vec![0, 1, 0], vec![0, 1, 2, 3]] {
            assert!(resolve(&confix(), with(bad.clone())).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn teams_are_drawn_only_where_a_team_has_several_seats() {
        let drawn = |setup: &str| {
            options(|o| {
                o.setup = Some(setup.into());
                o.random_teams = true;
            })
        };
        let o = resolve(&confix(), drawn("three_v_three")).expect("3 vs 3 draws");
        assert!(o.teams.is_empty(), "nobody's team is known before the draw");
        assert_eq!(team_before_start(&o, 0), None);
        assert_eq!(seating(&o).teams, Teams::Drawn);
        assert!(resolve(&confix(), drawn("free_for_all")).is_err());
        assert!(resolve(&confix(), drawn("five_free_for_all")).is_err());
        let both = options(|o| {
            o.setup = Some("two_v_two".into());
            o.random_teams = true;
            o.teams = vec![0, 1, 0, 1];
        });
        assert!(resolve(&confix(), both).is_err());
    }

    #[test]
    fn bot_seats_may_fill_every_seat_but_one() {
        let bots = |b: Vec<u8>| {
            options(|o| {
                o.setup = Some("three_v_three".into());
                o.bot_seats = b;
            })
        };
        let o = resolve(&confix(), bots(vec![5, 1, 2, 3, 4, 1])).expect("five bots");
        assert_eq!(o.bot_seats, [1, 2, 3, 4, 5]);
        assert!(resolve(&confix(), bots(vec![0, 1, 2, 3, 4, 5])).is_err());
        assert!(resolve(&confix(), bots(vec![6])).is_err());
    }

    #[test]
    fn each_bot_seat_keeps_its_level_in_seat_order_search_by_default() {
        let bots = |seats: Vec<u8>, levels: Vec<BotLevel>| {
            options(|o| {
                o.setup = Some("three_v_three".into());
                o.bot_seats = seats;
                o.bot_levels = levels;
            })
        };
        let o = resolve(
            &confix(),
            bots(
                vec![4, 1, 2],
                vec![BotLevel::Greedy, BotLevel::Random, BotLevel::Search],
            ),
        )
        .expect("three bots");
        assert_eq!(o.bot_seats, [1, 2, 4]);
        assert_eq!(
            o.bot_levels,
            [BotLevel::Random, BotLevel::Search, BotLevel::Greedy]
        );
        let o = resolve(&confix(), bots(vec![3, 1], vec![])).expect("levels left out");
        assert_eq!(o.bot_levels, [BotLevel::Search, BotLevel::Search]);
        assert!(resolve(&confix(), bots(vec![3, 1], vec![BotLevel::Random])).is_err());
    }

    #[test]
    fn a_room_gives_its_bots_at_most_the_longest_thinking_time() {
        let think = |ms| options(|o| o.bot_think_ms = ms);
        assert!(resolve(&confix(), think(MAX_BOT_THINK_MS)).is_ok());
        assert!(resolve(&confix(), think(MAX_BOT_THINK_MS + 1)).is_err());
    }

    #[test]
    fn a_version_is_one_the_game_offers_and_defaults_to_its_newest() {
        let gitcg = crate::registry::game("gitcg").expect("gitcg is hosted");
        let o = resolve(&gitcg, RoomOptions::default()).expect("default version");
        assert_eq!(o.version.as_deref(), Some("5.8"));
        assert_eq!(seating(&o).version.as_deref(), Some("5.8"));
        let o = resolve(&gitcg, options(|o| o.version = Some("5.3".into()))).expect("5.3");
        assert_eq!(o.version.as_deref(), Some("5.3"));
        let (code, message) =
            resolve(&gitcg, options(|o| o.version = Some("5.5".into()))).expect_err("not offered");
        assert_eq!(code, ErrorCode::BadOptions);
        assert!(message.contains("5.8, 5.3"), "{message}");
        let o = resolve(&confix(), RoomOptions::default()).expect("no versions");
        assert_eq!(o.version, None);
        assert!(resolve(&confix(), options(|o| o.version = Some("1.0".into()))).is_err());
    }

    #[test]
    fn a_two_seat_game_keeps_its_one_setup() {
        let gitcg = crate::registry::game("gitcg").expect("gitcg is hosted");
        let o = resolve(&gitcg, options(|o| o.seats = 2)).expect("2 seats");
        assert_eq!(o.setup.as_deref(), Some("one_v_one"));
        assert!(resolve(&gitcg, options(|o| o.seats = 4)).is_err());
        assert!(resolve(&gitcg, options(|o| o.random_teams = true)).is_err());
    }
}
