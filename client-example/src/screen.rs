//! What the terminal client prints of a match: in words, by the game's own words (`render`:
//! names, board positions, rounds as players count them, choices with what they do and cost),
//! or with `--raw` the server's own JSON, one item a line, for scripts.

use tavern_client::{Client, ClientError};
use tavern_protocol::wire::{suggest_action, ClientMsg, DecisionInfo, RawJson, ServerMsg};
use tavern_protocol::Seat;

use crate::render::{self, GameWords};
use crate::words;

/// Prints one viewer's match.
pub struct Screen {
    /// The game's words.
    game: Box<dyn GameWords>,
    /// Print the server's JSON instead of words.
    pub raw: bool,
    /// The seat we play or watch from (none: referee).
    pub me: Option<Seat>,
    /// The team of each seat, seat 0 first.
    pub teams: Vec<u8>,
}

impl Screen {
    /// A screen for `game` that knows no names yet.
    pub fn new(game: &str, raw: bool) -> Screen {
        Screen {
            game: render::for_game(game),
            raw,
            me: None,
            teams: Vec::new(),
        }
    }

    /// Learns the game's card list (as `GET /api/games/{game}/cards` gives it).
    pub fn learn(&mut self, cards: &RawJson) {
        self.game.learn(cards);
    }

    /// Asks the server for `game`'s card list and learns its names. Messages that arrive
    /// meanwhile are returned, to be handled next.
    pub async fn learn_names(
        &mut self,
        c: &mut Client,
        game: &str,
    ) -> Result<Vec<ServerMsg>, ClientError> {
        c.send(&ClientMsg::ListCards {
            game: game.to_string(),
        })
        .await?;
        let mut held = Vec::new();
        loop {
            match c.recv().await? {
                ServerMsg::Cards { cards, .. } => {
                    self.learn(&cards);
                    return Ok(held);
                }
                ServerMsg::Error { error, .. } => {
                    eprintln!("no card list: {}", error.message);
                    return Ok(held);
                }
                other => held.push(other),
            }
        }
    }

    /// An update: the events since the last one, the view (with `whole`; otherwise only the
    /// events tell what changed, as while the others play), who must decide.
    pub fn update(
        &mut self,
        view: &RawJson,
        events: &[RawJson],
        decisions: &[DecisionInfo],
        whole: bool,
    ) {
        if self.raw {
            for e in events {
                println!("event {}", e.get());
            }
            println!("view {}", view.get());
            for d in decisions {
                println!("decision {}", serde_json::to_string(d).unwrap_or_default());
            }
            return;
        }
        // The events are read against the view they led to (and the one before it).
        let known = self.game.see(view);
        for e in events {
            let line = self.game.event(e).unwrap_or_else(|| e.get().to_string());
            println!("  · {line}");
        }
        match (whole, known) {
            (false, _) => {}
            (true, true) => self.game.view_lines().iter().for_each(|l| println!("{l}")),
            (true, false) => println!("{}", view.get()),
        }
        for d in decisions {
            let whom = words::who_at_table(d.seat, self.me, &self.teams);
            let clock = match (d.deadline_ms, d.reserve_ms) {
                (Some(left), Some(reserve)) => format!(
                    " ({:.0} s left, round reserve {:.0} s)",
                    left as f64 / 1000.0,
                    reserve as f64 / 1000.0
                ),
                (Some(left), None) => format!(" ({:.0} s left)", left as f64 / 1000.0),
                _ => String::new(),
            };
            println!(
                "  waiting for {whom} to {}{clock}",
                words::decision_words(d.kind)
            );
        }
    }

    /// The numbered choices; the suggested one is marked.
    pub fn choices(&self, legal: &[RawJson]) {
        let suggested = suggest_action(legal);
        for (i, a) in legal.iter().enumerate() {
            if self.raw {
                println!("[{i}] {}", a.get());
                continue;
            }
            let mark = if suggested.is_some_and(|s| std::ptr::eq(s, a)) {
                "  (suggested)"
            } else {
                ""
            };
            println!("  [{i}] {}{mark}", self.action(a));
        }
    }

    /// One action in words (or as JSON with `--raw`).
    pub fn action(&self, a: &RawJson) -> String {
        if self.raw {
            return a.get().to_string();
        }
        self.game.action(a).unwrap_or_else(|| a.get().to_string())
    }

    /// A `timed_out` message.
    pub fn timed_out(&self, msg: &ServerMsg) {
        if self.raw {
            println!("{}", serde_json::to_string(msg).unwrap_or_default());
        } else if let Some(line) =
            words::timeout(msg, self.me, &self.teams, |a| self.game.action(a))
        {
            println!("  ! {line}");
        }
    }
}
