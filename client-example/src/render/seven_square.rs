//! セブンスクエア in words. Squares are named as on a chessboard, as the web client names them:
//! files a–g from seat 0's left, ranks 1–7 from seat 0's first rank (a1 is seat 0's left
//! corner). The board is drawn as a grid seen from the viewer's side, then every unit, mount
//! and field is listed by square with its attack and life now; hands and the Temple of the Sun
//! name their cards; each choice says which card goes where and what it costs.

use std::collections::HashMap;

use tavern_protocol::seven_square::{
    Action, CardCatalog, CardId, CardInfo, Ending, Event, FieldView, Phase, PieceId, PieceView,
    Refill, Source, Square, View,
};
use tavern_protocol::wire::RawJson;
use tavern_protocol::{Seat, Viewer};

use super::{count, grid, listed, mark, GameWords};
use crate::words::{capitalised, who, whose};

/// Seven Square's words: the card list, the latest view and the one before it.
#[derive(Default)]
pub struct SevenSquare {
    cards: HashMap<CardId, CardInfo>,
    view: Option<View>,
    before: Option<View>,
}

/// A square's name: `c4`.
fn square(s: Square) -> String {
    let file = char::from(b'a' + s.file.min(25));
    format!("{file}{}", s.rank + 1)
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "setup: generals and opening hands",
        Phase::Deploy => "deploy phase",
        Phase::Move => "move and ability phase",
        Phase::Battle => "battle and mounting phase",
    }
}

/// Something on the board a message names by its piece id.
enum Found<'a> {
    Piece(&'a PieceView),
    Field(&'a FieldView),
    /// A unit riding a mount: its card and owner, and the mount's square.
    Rider(CardId, Seat, Square),
}

impl SevenSquare {
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
            .map(|c| c.english_name.clone())
            .unwrap_or_else(|| format!("card #{}", card.0))
    }

    fn cost(&self, card: CardId) -> String {
        self.cards
            .get(&card)
            .map(|c| format!(" ({} IP)", c.cost))
            .unwrap_or_default()
    }

    /// A piece named in a message: in the latest view, else in the one before it.
    fn find(&self, id: PieceId) -> Option<Found<'_>> {
        [&self.view, &self.before]
            .into_iter()
            .flatten()
            .find_map(|v| {
                v.pieces
                    .iter()
                    .find_map(|p| {
                        if p.piece == id {
                            return Some(Found::Piece(p));
                        }
                        p.riders
                            .iter()
                            .find(|r| r.piece == id)
                            .map(|r| Found::Rider(r.card, r.owner, p.at))
                    })
                    .or_else(|| v.fields.iter().find(|f| f.piece == id).map(Found::Field))
            })
    }

    fn piece_name(&self, p: &PieceView) -> String {
        let name = match p.card {
            Some(c) => self.name(c),
            None => "face-down general".into(),
        };
        match p.riders.as_slice() {
            [] => name,
            riders => format!(
                "{} on {name}",
                listed(riders.iter().map(|r| self.name(r.card)))
            ),
        }
    }

    /// "your Celes on c2", "the opponent's field Deployment Camp on d7".
    fn piece(&self, id: PieceId) -> String {
        match self.find(id) {
            Some(Found::Piece(p)) => format!(
                "{} {} on {}",
                self.whose(p.controller),
                self.piece_name(p),
                square(p.at)
            ),
            Some(Found::Rider(card, owner, at)) => {
                format!(
                    "{} {} on {}",
                    self.whose(owner),
                    self.name(card),
                    square(at)
                )
            }
            Some(Found::Field(f)) => format!(
                "{} field {} on {}",
                self.whose(f.owner),
                self.name(f.card),
                square(f.at)
            ),
            None => format!("card #{}", id.0),
        }
    }

    fn heading(&self, v: &View) -> String {
        if v.phase == Phase::Setup {
            return format!("— {}", phase_name(v.phase));
        }
        let mut out = format!(
            "— turn {} · {} {}",
            v.turn,
            self.whose(v.current),
            phase_name(v.phase)
        );
        if v.phase == Phase::Move {
            out.push_str(&format!(
                " · {} may still act",
                count(v.actions_left, "card")
            ));
        }
        if !v.battles.is_empty() {
            let due = listed(v.battles.iter().map(|&s| square(s)));
            out.push_str(&format!(" · battles due on {due}"));
        }
        out
    }

    /// The board seen from the viewer's side: their first rank at the bottom.
    fn board(&self, v: &View) -> Vec<String> {
        let flip = v.viewer.seat() == Some(Seat(1));
        let mut order: Vec<u8> = (0..Square::SIZE).collect();
        let files = match flip {
            false => order.clone(),
            true => order.iter().rev().copied().collect(),
        };
        if !flip {
            order.reverse();
        }
        let ranks = order;
        let side = match v.viewer {
            Viewer::Seat { seat } | Viewer::Spectator { behind: seat } => seat,
            Viewer::Referee => Seat(0),
        };
        let header: Vec<String> = files
            .iter()
            .map(|&f| square(Square::new(f, 0))[..1].to_string())
            .collect();
        let rows = ranks
            .iter()
            .map(|&r| {
                let marks = files
                    .iter()
                    .map(|&f| {
                        let at = Square::new(f, r);
                        let here: Vec<&PieceView> =
                            v.pieces.iter().filter(|p| p.at == at).collect();
                        match here.as_slice() {
                            [] if v.fields.iter().any(|x| x.at == at) => "==".into(),
                            [] => ".".into(),
                            [p] if p.card.is_none() => "??".into(),
                            [p] => mark(&self.piece_name(p), p.controller == side),
                            many => format!("{}x", many.len()),
                        }
                    })
                    .collect();
                ((r + 1).to_string(), marks)
            })
            .collect();
        let mut out = grid(&header, rows, 2);
        out.push(match v.viewer {
            Viewer::Referee => {
                "    (capitals: seat 0's cards; small letters: seat 1's; ==: a field alone; 2x: two cards)"
                    .into()
            }
            _ => "    (capitals: your cards; small letters: the opponent's; ==: a field alone; 2x: two cards)"
                .into(),
        });
        out
    }

    fn piece_line(&self, p: &PieceView) -> String {
        let mut out = format!(
            "    {} {} {}",
            square(p.at),
            self.whose(p.controller),
            self.piece_name(p)
        );
        if p.general && !p.face_down {
            out.push_str(" (general)");
        }
        if let (Some(a), Some(l)) = (p.attack, p.life) {
            out.push_str(&format!(": attack {a}, life {l}"));
        }
        if let Some(m) = p.movement {
            out.push_str(&format!(", movement {m}"));
        }
        if p.acted {
            out.push_str(", acted");
        } else if !p.ready {
            out.push_str(", arrived this turn");
        }
        out
    }

    fn field_line(&self, f: &FieldView) -> String {
        let whose = match self.me() {
            Some(m) if m == f.owner => "yours".to_string(),
            Some(_) => "the opponent's".into(),
            None => format!("seat {}'s", f.owner.0),
        };
        format!(
            "    {} field {} ({whose}): life {}",
            square(f.at),
            self.name(f.card),
            f.life
        )
    }
}

impl GameWords for SevenSquare {
    fn learn(&mut self, cards: &RawJson) {
        if let Ok(catalog) = cards.parse::<CardCatalog>() {
            self.cards = catalog.cards.into_iter().map(|c| (c.id, c)).collect();
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
        out.extend(v.pieces.iter().map(|p| self.piece_line(p)));
        out.extend(v.fields.iter().map(|f| self.field_line(f)));
        for p in &v.players {
            let hand = match &p.hand {
                Some(h) => listed(h.iter().map(|&c| self.name(c))),
                None => count(p.hand_count, "card"),
            };
            let temple = listed(p.temple.iter().map(|&c| self.name(c)));
            out.push(format!(
                "  {}: {} IP · hand {hand} · deck {} · Temple of the Sun: {temple}",
                self.who(p.seat),
                p.ip,
                p.deck_count
            ));
        }
        out
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        let who = |s: Seat| capitalised(&self.who(s));
        let card = |c: Option<CardId>| c.map(|c| self.name(c)).unwrap_or_else(|| "a card".into());
        Some(match event.parse::<Event>().ok()? {
            Event::GeneralPlaced { seat, card, .. } => match card {
                Some(c) => format!(
                    "{} placed {} face down as the general",
                    who(seat),
                    self.name(c)
                ),
                None => format!("{} placed a general face down", who(seat)),
            },
            Event::CardDrawn { seat, card: c } => format!("{} drew {}", who(seat), card(c)),
            Event::Returned { seat, count: 0, .. } => {
                format!("{} kept the opening hand", who(seat))
            }
            Event::Returned {
                seat,
                count: n,
                cards,
            } => {
                let which = cards
                    .map(|c| format!(" ({})", listed(c.iter().map(|&c| self.name(c)))))
                    .unwrap_or_default();
                format!(
                    "{} returned {}{which} and drew as many",
                    who(seat),
                    count(n, "card")
                )
            }
            Event::GeneralRevealed { seat, card, .. } => format!(
                "{} general is {}",
                capitalised(&self.whose(seat)),
                self.name(card)
            ),
            Event::TurnStarted { seat, turn } => format!("Turn {turn}: {} turn", self.whose(seat)),
            Event::PhaseStarted { phase } => capitalised(phase_name(phase)),
            Event::IpGained { seat, gained, ip } => {
                format!("{} gained {gained} IP ({ip} now)", who(seat))
            }
            Event::IpPaid { seat, paid, ip } => format!("{} paid {paid} IP ({ip} left)", who(seat)),
            Event::Deployed {
                seat,
                card,
                at,
                from,
                ..
            } => {
                let temple = match from {
                    Source::Temple => " from the Temple of the Sun",
                    Source::Hand => "",
                };
                format!(
                    "{} deployed {}{temple} on {}",
                    who(seat),
                    self.name(card),
                    square(at)
                )
            }
            Event::Built { by, card, at, .. } => format!(
                "{} built {} on {}",
                capitalised(&self.piece(by)),
                self.name(card),
                square(at)
            ),
            Event::Refilled { seat, how, card: c } => match (how, c) {
                (_, None) => format!("{} found no card (【補填】)", who(seat)),
                (Refill::Search, Some(c)) => format!(
                    "{} took {} from the deck (【補填】)",
                    who(seat),
                    self.name(c)
                ),
                (Refill::Draw, Some(c)) => {
                    format!("{} drew {} (【補填】)", who(seat), self.name(c))
                }
            },
            Event::Moved { piece, from, to } => {
                let name = match self.find(piece) {
                    Some(Found::Piece(p)) => {
                        format!("{} {}", self.whose(p.controller), self.piece_name(p))
                    }
                    _ => format!("card #{}", piece.0),
                };
                format!(
                    "{} moved {} → {}",
                    capitalised(&name),
                    square(from),
                    square(to)
                )
            }
            Event::Mounted { unit, mount } => format!(
                "{} mounted {}",
                capitalised(&self.piece(unit)),
                self.piece(mount)
            ),
            Event::Shot { piece, target } => format!(
                "{} shot at {}",
                capitalised(&self.piece(piece)),
                self.piece(target)
            ),
            Event::Battle { at, field } => match field {
                true => format!("Battle on {}, the field dragged in", square(at)),
                false => format!("Battle on {}", square(at)),
            },
            Event::Damaged {
                piece,
                amount,
                life,
            } => format!(
                "{} took {amount} damage ({life} left)",
                capitalised(&self.piece(piece))
            ),
            Event::Healed {
                piece,
                amount,
                life,
            } => format!(
                "{} recovered {amount} life ({life} now)",
                capitalised(&self.piece(piece))
            ),
            Event::Destroyed {
                card, owner, at, ..
            } => format!(
                "{} {} on {} was destroyed (to the Temple of the Sun)",
                capitalised(&self.whose(owner)),
                self.name(card),
                square(at)
            ),
            Event::GameOver { winner, ending } => {
                let why = match ending {
                    Ending::GeneralDestroyed => "the general was destroyed",
                    Ending::BothGeneralsDestroyed => "both generals were destroyed",
                    Ending::DeckOut => "a player had to draw from an empty deck",
                    Ending::Forfeit => "forfeit",
                };
                match winner {
                    Some(w) => format!("{} won: {why}", who(w)),
                    None => format!("A draw: {why}"),
                }
            }
        })
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        let at = |id: PieceId| match self.find(id) {
            Some(Found::Piece(p)) => square(p.at),
            Some(Found::Rider(_, _, s)) => square(s),
            Some(Found::Field(f)) => square(f.at),
            None => "?".into(),
        };
        let name = |id: PieceId| match self.find(id) {
            Some(Found::Piece(p)) => self.piece_name(p),
            Some(Found::Rider(c, _, _)) => self.name(c),
            Some(Found::Field(f)) => self.name(f.card),
            None => format!("card #{}", id.0),
        };
        let short = |id: PieceId| format!("{} on {}", name(id), at(id));
        Some(match action.parse::<Action>().ok()? {
            Action::PlaceGeneral { card } => format!(
                "General: {} (face down on your camp until both are ready)",
                self.name(card)
            ),
            Action::Redraw { cards } if cards.is_empty() => "Keep the opening hand".into(),
            Action::Redraw { cards } => {
                let hand = self
                    .view
                    .as_ref()
                    .and_then(|v| v.players.get(self.me()?.index()))
                    .and_then(|p| p.hand.clone())
                    .unwrap_or_default();
                let names = cards
                    .indices()
                    .into_iter()
                    .map(|i| match hand.get(i as usize) {
                        Some(&c) => self.name(c),
                        None => format!("card {}", i + 1),
                    });
                format!("Return {} and draw as many", listed(names))
            }
            Action::Deploy { card, at, from } => {
                let temple = match from {
                    Source::Temple => " from the Temple of the Sun",
                    Source::Hand => "",
                };
                format!(
                    "Deploy {}{temple} on {}{}",
                    self.name(card),
                    square(at),
                    self.cost(card)
                )
            }
            Action::Move { piece, to } => {
                format!("Move {} {} → {}", name(piece), at(piece), square(to))
            }
            Action::Shoot { piece, target } => {
                format!(
                    "{} shoots {}",
                    capitalised(&short(piece)),
                    self.piece(target)
                )
            }
            Action::Heal { piece, target } => {
                format!(
                    "{} heals {}",
                    capitalised(&short(piece)),
                    self.piece(target)
                )
            }
            Action::FirstAid { piece, target } => {
                format!(
                    "{} gives first aid to {}",
                    capitalised(&short(piece)),
                    self.piece(target)
                )
            }
            Action::Build {
                piece,
                card,
                refill,
            } => {
                let refill = match refill {
                    Some(Refill::Search) => {
                        format!(", and takes a {} from the deck", self.name(card))
                    }
                    Some(Refill::Draw) => ", and draws the top card".into(),
                    None => String::new(),
                };
                format!(
                    "{} builds {} on {}{}{refill}",
                    capitalised(&short(piece)),
                    self.name(card),
                    at(piece),
                    self.cost(card)
                )
            }
            Action::Fight { at, field } => {
                let here = self
                    .view
                    .as_ref()
                    .and_then(|v| v.fields.iter().find(|f| f.at == at));
                match (field, here) {
                    (true, Some(f)) => format!(
                        "Fight the battle on {}, dragging in the field {}",
                        square(at),
                        self.name(f.card)
                    ),
                    _ => format!("Fight the battle on {}", square(at)),
                }
            }
            Action::Mount { unit, mount } => {
                format!("{} mounts {}", capitalised(&short(unit)), short(mount))
            }
            Action::EndTurn => match self.view.as_ref().map(|v| v.battles.len()) {
                Some(n) if n > 0 => format!(
                    "End the turn (the {} still due are fought first)",
                    count(n as u64, "battle")
                ),
                _ => "End the turn".into(),
            },
        })
    }
}
