//! Summoner Wars in words. Spaces are named as the web client names them: columns A–F from
//! seat 0's left, rows 1–8 from seat 0's back row (A1 is seat 0's back left corner). The
//! battlefield is drawn as a grid seen from the viewer's side, then listed space by space;
//! hands, discards and active events name their cards; each choice says which card goes where.

use std::collections::HashMap;

use tavern_protocol::summoner_wars::{
    Action, CardCatalog, CardClass, CardId, CardInfo, CardView, Cell, Event, Phase, View,
};
use tavern_protocol::wire::RawJson;
use tavern_protocol::{Seat, Viewer};

use super::{count, grid, listed, mark, wire_words, GameWords};
use crate::words::{capitalised, who, whose};

/// Summoner Wars' words: the card list, the latest view and the one before it.
#[derive(Default)]
pub struct SummonerWars {
    cards: HashMap<CardId, CardInfo>,
    view: Option<View>,
    before: Option<View>,
}

/// A space's name: `C4`.
fn cell(c: Cell) -> String {
    let col = char::from(b'A' + c.col.min(25));
    format!("{col}{}", c.row + 1)
}

impl SummonerWars {
    fn me(&self) -> Option<Seat> {
        self.view.as_ref().and_then(|v| v.viewer.seat())
    }

    fn who(&self, seat: Seat) -> String {
        who(seat, self.me())
    }

    fn whose(&self, seat: Seat) -> String {
        whose(seat, self.me())
    }

    fn name(&self, card: CardId) -> String {
        self.cards
            .get(&card)
            .map(|c| c.name.clone())
            .unwrap_or_else(|| format!("card #{}", card.0))
    }

    /// The card on a space: as the latest view shows it, else as the one before it did (an
    /// event's card may have been destroyed since).
    fn at(&self, c: Cell) -> Option<&CardView> {
        [&self.view, &self.before]
            .into_iter()
            .flatten()
            .find_map(|v| v.board.iter().find(|x| x.at == c))
    }

    /// "your Archer on C4", or the space alone when no card is known there.
    fn unit(&self, c: Cell) -> String {
        match self.at(c) {
            Some(x) => format!("{} {} on {}", self.whose(x.controller), x.name, cell(c)),
            None => cell(c),
        }
    }

    fn cost(&self, card: CardId) -> String {
        match self.cards.get(&card) {
            Some(c) if c.cost > 0 => format!(" ({} magic)", c.cost),
            Some(_) => " (free)".into(),
            None => String::new(),
        }
    }

    fn phase(&self) -> Option<Phase> {
        self.view.as_ref().map(|v| v.phase)
    }

    fn heading(&self, v: &View) -> String {
        let phase = format!("{} phase", wire_words(&v.phase));
        let mut out = format!("— turn {} · {} {phase}", v.turn, self.whose(v.current));
        match v.phase {
            Phase::Move => {
                out.push_str(&format!(" · {} left to move", count(v.moves_left, "unit")))
            }
            Phase::Attack => out.push_str(&format!(
                " · {} left to attack",
                count(v.attacks_left, "unit")
            )),
            _ => {}
        }
        out
    }

    /// The battlefield seen from the viewer's side: their back row at the bottom.
    fn board(&self, v: &View) -> Vec<String> {
        let flip = v.viewer.seat() == Some(Seat(1));
        let cols: Vec<u8> = match flip {
            false => (0..Cell::COLS).collect(),
            true => (0..Cell::COLS).rev().collect(),
        };
        let rows: Vec<u8> = match flip {
            false => (0..Cell::ROWS).rev().collect(),
            true => (0..Cell::ROWS).collect(),
        };
        let mine = |x: &CardView| match v.viewer {
            Viewer::Seat { seat } | Viewer::Spectator { behind: seat } => x.controller == seat,
            Viewer::Referee => x.controller == Seat(0),
        };
        let header: Vec<String> = cols
            .iter()
            .map(|&c| cell(Cell::new(c, 0))[..1].to_string())
            .collect();
        let lines = rows
            .iter()
            .map(|&r| {
                let marks = cols
                    .iter()
                    .map(
                        |&c| match v.board.iter().find(|x| x.at == Cell::new(c, r)) {
                            Some(x) => mark(&x.name, mine(x)),
                            None => ".".into(),
                        },
                    )
                    .collect();
                ((r + 1).to_string(), marks)
            })
            .collect();
        let mut out = grid(&header, lines, 2);
        out.push(match v.viewer {
            Viewer::Referee => "    (capitals: seat 0's cards; small letters: seat 1's)".into(),
            _ => "    (capitals: your cards; small letters: the opponent's)".into(),
        });
        out
    }

    fn card_line(&self, x: &CardView) -> String {
        let mut out = format!(
            "    {} {} {} ({}): {} of {} life",
            cell(x.at),
            self.whose(x.controller),
            x.name,
            wire_words(&x.class),
            x.life.saturating_sub(x.wounds),
            x.life
        );
        if let (Some(s), Some(a)) = (x.strength, x.attack) {
            let reach = match x.range {
                Some(r) if r > 1 => format!(" {} (range {r})", wire_words(&a)),
                _ => format!(" {}", wire_words(&a)),
            };
            out.push_str(&format!(", strength {s}{reach}"));
        }
        if x.charges > 0 {
            out.push_str(&format!(", {}", count(x.charges, "charge")));
        }
        for (done, what) in [(x.moved, "moved"), (x.attacked, "attacked")] {
            if done {
                out.push_str(&format!(", {what}"));
            }
        }
        if x.owner != x.controller {
            out.push_str(&format!(" (owned by {})", self.who(x.owner)));
        }
        out
    }
}

impl GameWords for SummonerWars {
    fn learn(&mut self, cards: &RawJson) {
        if let Ok(catalog) = cards.parse::<CardCatalog>() {
            for f in catalog.factions {
                self.cards.extend(f.cards.into_iter().map(|c| (c.id, c)));
            }
        }
    }

    fn see(&mut self, view: &RawJson) -> bool {
        let Ok(v) = view.parse::<View>() else {
            return false;
        };
        self.before = self.view.replace(v);
        true
    }

    fn view_lines(&self) -> Vec<String> {
        let Some(v) = &self.view else {
            return Vec::new();
        };
        let mut out = vec![self.heading(v)];
        out.extend(self.board(v));
        out.extend(v.board.iter().map(|x| self.card_line(x)));
        for p in &v.players {
            let hand = match &p.hand {
                Some(h) => listed(h.iter().map(|&c| self.name(c))),
                None => count(p.hand_count, "card"),
            };
            let mut line = format!(
                "  {}, {}: magic {} · hand {hand} · deck {} · discard {}",
                self.who(p.seat),
                p.faction.name(),
                p.magic,
                p.deck_count,
                p.discard_count
            );
            if !p.active_events.is_empty() {
                let events = listed(p.active_events.iter().map(|&c| self.name(c)));
                line.push_str(&format!(" · active events: {events}"));
            }
            out.push(line);
        }
        out
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        let card = |c: Option<CardId>| c.map(|c| self.name(c)).unwrap_or_else(|| "a card".into());
        Some(match event.parse::<Event>().ok()? {
            Event::TurnStarted { seat, turn } => format!("Turn {turn}: {} turn", self.whose(seat)),
            Event::PhaseStarted { phase } => capitalised(&format!("{} phase", wire_words(&phase))),
            Event::EventExpired { seat, card } => {
                format!(
                    "{} {} expired",
                    capitalised(&self.whose(seat)),
                    self.name(card)
                )
            }
            Event::CardDrawn { seat, card: c } => {
                format!("{} drew {}", capitalised(&self.who(seat)), card(c))
            }
            Event::CardDiscarded { seat, card: c } => {
                format!(
                    "{} discarded {} for magic",
                    capitalised(&self.who(seat)),
                    card(c)
                )
            }
            Event::CardRevealed { seat, card } => format!(
                "{} revealed and discarded {}",
                capitalised(&self.who(seat)),
                self.name(card)
            ),
            Event::CardReturned { seat, card: c } => format!(
                "{} took {} back from the discard pile",
                capitalised(&self.who(seat)),
                card(c)
            ),
            Event::MagicChanged { seat, magic } => {
                format!("{} magic: {magic}", capitalised(&self.whose(seat)))
            }
            Event::Placed { seat, card, at } => {
                let built = self
                    .cards
                    .get(&card)
                    .is_some_and(|c| c.class == CardClass::Structure);
                let verb = if built { "built" } else { "summoned" };
                format!(
                    "{} {verb} {} on {}",
                    capitalised(&self.who(seat)),
                    self.name(card),
                    cell(at)
                )
            }
            Event::Moved { from, to } => {
                let unit = self
                    .at(to)
                    .or_else(|| self.at(from))
                    .map(|x| format!("{} {}", self.whose(x.controller), x.name))
                    .unwrap_or_else(|| "A card".into());
                format!("{} moved {} → {}", capitalised(&unit), cell(from), cell(to))
            }
            Event::AttackDeclared { from, target } => format!(
                "{} attacks {}",
                capitalised(&self.unit(from)),
                self.unit(target)
            ),
            Event::AbilityUsed { from, target } => match target {
                Some(t) => format!(
                    "{} uses its ability on {}",
                    capitalised(&self.unit(from)),
                    self.unit(t)
                ),
                None => format!("{} uses its ability", capitalised(&self.unit(from))),
            },
            Event::DiceRolled { seat, faces } => {
                let faces: Vec<String> = faces.iter().map(wire_words).collect();
                format!(
                    "{} rolled {}: {}",
                    capitalised(&self.who(seat)),
                    match faces.len() {
                        1 => "1 die".to_string(),
                        n => format!("{n} dice"),
                    },
                    listed(faces)
                )
            }
            Event::Wounded { at, amount, wounds } => {
                let lost = match self.at(at) {
                    Some(x) => format!("{wounds} of its {} life lost", x.life),
                    None => format!("{} on it", count(wounds, "wound")),
                };
                format!(
                    "{} took {} ({lost})",
                    capitalised(&self.unit(at)),
                    count(amount, "wound")
                )
            }
            Event::Healed { at, amount, wounds } => format!(
                "{} healed {} ({wounds} left)",
                capitalised(&self.unit(at)),
                count(amount, "wound")
            ),
            Event::Destroyed { at, card, owner } => format!(
                "{} {} on {} was destroyed",
                capitalised(&self.whose(owner)),
                self.name(card),
                cell(at)
            ),
            Event::Charged { at, charges } => {
                format!(
                    "{} has {}",
                    capitalised(&self.unit(at)),
                    count(charges, "charge")
                )
            }
            Event::ControlChanged { at, controller } => format!(
                "{} is now controlled by {}",
                capitalised(&self.unit(at)),
                self.who(controller)
            ),
            Event::EventPlayed { seat, card, target } => {
                let on = target
                    .map(|t| format!(" on {}", self.unit(t)))
                    .unwrap_or_default();
                format!(
                    "{} played {}{on}",
                    capitalised(&self.who(seat)),
                    self.name(card)
                )
            }
            Event::Inaction { seat } => format!(
                "{} summoner takes 1 wound: no enemy card was attacked (cost of inaction)",
                capitalised(&self.whose(seat))
            ),
            Event::GameOver { winner, .. } => {
                format!("{} won the match", capitalised(&self.who(winner)))
            }
        })
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        Some(match action.parse::<Action>().ok()? {
            Action::Summon { card, to } => {
                format!(
                    "Summon {} on {}{}",
                    self.name(card),
                    cell(to),
                    self.cost(card)
                )
            }
            Action::Raise { card, to } => format!(
                "Raise {} from your discard pile on {}",
                self.name(card),
                cell(to)
            ),
            Action::Move { from, to } => {
                let unit = self.at(from).map(|x| x.name.clone()).unwrap_or_default();
                match from == to {
                    true => format!("Move {unit} there and back (it stays on {})", cell(to)),
                    false => format!("Move {unit} {} → {}", cell(from), cell(to)),
                }
            }
            Action::Build { card, to } => {
                format!(
                    "Build {} on {}{}",
                    self.name(card),
                    cell(to),
                    self.cost(card)
                )
            }
            Action::Attack { from, target } => format!(
                "{} attacks {}",
                capitalised(&self.unit(from)),
                self.unit(target)
            ),
            Action::Ability { from, target } => match target {
                Some(t) => format!(
                    "{} uses its ability on {}",
                    capitalised(&self.unit(from)),
                    self.unit(t)
                ),
                None => format!("{} uses its ability", capitalised(&self.unit(from))),
            },
            Action::Sacrifice { from, target } => format!(
                "{} destroys {} so that specials count as hits",
                capitalised(&self.unit(from)),
                self.unit(target)
            ),
            Action::Empower { from, card } => format!(
                "{} discards {} for +1 magic and +1 strength",
                capitalised(&self.unit(from)),
                self.name(card)
            ),
            Action::Heal { from, target, card } => format!(
                "{} discards {} to heal {}",
                capitalised(&self.unit(from)),
                self.name(card),
                self.unit(target)
            ),
            Action::Claim { from, to } => format!(
                "{} moves into the emptied space {}",
                capitalised(&self.unit(from)),
                cell(to)
            ),
            Action::BlazeStep { from, to } => {
                format!("Blaze Step: {} moves to {}", self.unit(from), cell(to))
            }
            Action::PlayEvent { card, target } => {
                let on = target
                    .map(|t| format!(" on {}", self.unit(t)))
                    .unwrap_or_default();
                format!("Play {}{on}{}", self.name(card), self.cost(card))
            }
            Action::Discard { card } => format!("Discard {} for 1 magic", self.name(card)),
            Action::EndPhase => match self.phase() {
                Some(Phase::Draw) => "End the turn (draw up to 5 cards)".into(),
                Some(p) => format!("End the {} phase", wire_words(&p)),
                None => "End the phase".into(),
            },
        })
    }
}
