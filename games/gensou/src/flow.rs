//! The course of a match: setup (游戏开局), the opening search, the turn's phases by their
//! rulebook names (PICK, CHANGE, SET, BATTLE, END), and victory (胜利条件) in its priority
//! order.

use tavern_protocol::gensou::{Config, Event, Phase, Role, Victory, Window};
use tavern_protocol::Seat;

use tavern_game::rng::Rng;
use tavern_game::SetupError;

use crate::deck;
use crate::defs::Lasts;
use crate::state::{OnField, Pile, Player, HAND_LIMIT, OPENING_HAND};
use crate::Gensou;

impl Gensou {
    /// Setup: checks both decks, places each starter as SUPPORT, shuffles, draws 4 cards each
    /// and opens the simultaneous search. HP and orbs start full ([`Player::new`]). Its events
    /// are kept for the first action to send.
    pub fn setup(seed: u64, config: &Config) -> Result<Gensou, SetupError> {
        if config.decks.len() != 2 {
            return Err(SetupError::Config(format!(
                "two decks are needed, {} given",
                config.decks.len()
            )));
        }
        let mut g = Gensou {
            rng: Rng::new(seed),
            players: [Player::new(), Player::new()],
            attacker: Seat::FIRST,
            turn: 0,
            phase: Phase::Search,
            window: Window::Main,
            clash: None,
            result: None,
            out: Vec::new(),
        };
        for seat in [Seat::FIRST, Seat::SECOND] {
            let checked = deck::check(&config.decks[seat.index()], config.options.check_deck_rules)
                .map_err(|e| SetupError::Deck {
                    seat,
                    reason: e.to_string(),
                })?;
            let mut cards: Pile = checked.cards.iter().copied().collect();
            crate::state::take(&mut cards, checked.starter);
            let p = g.player_mut(seat);
            p.deck = cards;
            p.characters.push(OnField {
                card: checked.starter,
                role: Role::Support,
            });
            g.emit(Event::StarterPlaced {
                seat,
                card: checked.starter.id,
            });
            g.shuffle(seat);
            g.draw(seat, OPENING_HAND);
        }
        Ok(g)
    }

    /// Shuffles `seat`'s deck.
    fn shuffle(&mut self, seat: Seat) {
        let i = seat.index() & 1;
        self.rng.shuffle(&mut self.players[i].deck);
        self.emit(Event::Shuffled { seat });
    }

    /// The opening search: both players have chosen, so both cards are revealed and taken into
    /// the hands, the decks are shuffled, and the coin picks the first attacker.
    pub(crate) fn reveal_searches(&mut self) {
        for seat in [Seat::FIRST, Seat::SECOND] {
            let p = self.player_mut(seat);
            let Some(card) = p.searched else { continue };
            crate::state::take(&mut p.deck, card);
            p.hand.push(card);
            self.emit(Event::Revealed {
                seat,
                card: card.id,
            });
            self.shuffle(seat);
        }
        self.attacker = if self.rng.coin() {
            Seat::FIRST
        } else {
            Seat::SECOND
        };
        self.emit(Event::FirstAttacker {
            seat: self.attacker,
        });
        self.pick();
    }

    /// PICK (回合开始阶段): the turn begins; the attacker's effects that lasted until this turn
    /// end; a special victory at the start of the turn is checked; the attacker draws as many
    /// cards as spent intact orbs (at least 1, none on the first player's first turn), or wins
    /// or loses on popularity with nothing to draw; then attacker and defender restore one
    /// orb each.
    fn pick(&mut self) {
        self.turn += 1;
        let seat = self.attacker;
        self.emit(Event::TurnBegan {
            seat,
            turn: self.turn,
        });
        self.begin(Phase::Pick);
        self.end_states(seat, Lasts::UntilYourNextTurn);
        if self.wins_at_turn_start(seat) {
            self.finish(Some(seat), Victory::Special);
            return;
        }
        if self.turn > 1 {
            let p = self.player(seat);
            let n = usize::from(p.orbs.spent.max(1)) + usize::from(self.extra_draw(seat));
            if p.deck.is_empty() {
                self.popularity_victory(seat);
                return;
            }
            self.draw(seat, n);
        }
        for s in [seat, seat.other()] {
            self.restore(s, 1);
        }
        self.change();
    }

    /// Enters `phase` of the attacker's turn, waiting for the attacker.
    fn begin(&mut self, phase: Phase) {
        self.phase = phase;
        self.window = Window::Main;
        self.emit(Event::PhaseBegan { phase });
    }

    /// CHANGE (切换阶段): the attacker may make one change of characters.
    fn change(&mut self) {
        self.begin(Phase::Change);
    }

    /// SET (放置阶段): the attacker sets spell-power cards and traps face down, and plays
    /// state cards whose timing is SET.
    pub(crate) fn set(&mut self) {
        self.begin(Phase::Set);
    }

    /// BATTLE (战斗阶段): the attacker's attack phase, the defender's defense phase.
    pub(crate) fn battle(&mut self) {
        self.begin(Phase::Battle);
    }

    /// The attacker ended the battle phase: the defender's HYPER character returns to the hand
    /// (the end of its player's next defense phase), and END follows.
    pub(crate) fn end_battle(&mut self) {
        let seat = self.attacker;
        self.emit(Event::BattleEnded { seat });
        let defender = self.defender();
        let p = self.player_mut(defender);
        if let Some(i) = p.characters.iter().position(|c| c.role == Role::Hyper) {
            let card = p.characters.remove(i).card;
            p.hand.push(card);
            self.emit(Event::HyperReturned {
                seat: defender,
                card: card.id,
            });
        }
        self.end();
    }

    /// END (回合结束阶段): this turn's state effects end, and the attacker discards down to 5
    /// cards.
    fn end(&mut self) {
        self.begin(Phase::End);
        for s in [self.attacker, self.defender()] {
            self.end_states(s, Lasts::ThisTurn);
        }
        self.end_or_discard();
    }

    /// The turn passes once the attacker holds 5 cards or fewer.
    pub(crate) fn end_or_discard(&mut self) {
        if self.player(self.attacker).hand.len() > HAND_LIMIT {
            self.window = Window::Discard;
        } else {
            self.attacker = self.defender();
            self.pick();
        }
    }

    /// Ends `seat`'s state effects that last `lasts`; their cards go to the discard pile.
    fn end_states(&mut self, seat: Seat, lasts: Lasts) {
        let p = self.player_mut(seat);
        let (ending, staying): (Vec<_>, Vec<_>) = p.states.iter().partition(|s| s.lasts == lasts);
        if ending.is_empty() {
            return;
        }
        p.states = staying.into_iter().collect();
        for s in ending {
            self.player_mut(seat).discard.push(s.card);
            self.emit(Event::StateEnded {
                seat,
                card: s.card.id,
            });
        }
    }

    /// Victory checked at once (立即停止所有结算), in the rulebook's priority order: a special
    /// victory (a card's), then shoot-down (HP below 0; exactly 0 is 决死 and goes on). Returns
    /// whether the match is over. Popularity is checked where it arises, in PICK.
    pub(crate) fn check_victory(&mut self) -> bool {
        if self.result.is_some() {
            return true;
        }
        let seats = [self.attacker, self.defender()];
        let special: Vec<Seat> = seats
            .into_iter()
            .filter(|&s| self.wins_instead_of_defeat(s))
            .collect();
        match special[..] {
            [winner] => {
                self.finish(Some(winner), Victory::Special);
                return true;
            }
            [_, _] => {
                self.finish(None, Victory::Special);
                return true;
            }
            _ => {}
        }
        let down: Vec<Seat> = seats
            .into_iter()
            .filter(|&s| self.player(s).hp < 0)
            .collect();
        match down[..] {
            [loser] => {
                self.finish(Some(loser.other()), Victory::ShootDown);
                true
            }
            [_, _] => {
                self.finish(None, Victory::ShootDown);
                true
            }
            _ => false,
        }
    }

    /// Popularity victory (人气胜利): `drawer` must draw in PICK and has no card. The higher
    /// total flashiness in the declaration zone wins; on a tie the player who cannot draw loses.
    fn popularity_victory(&mut self, drawer: Seat) {
        let mine = self.player(drawer).popularity();
        let theirs = self.player(drawer.other()).popularity();
        let winner = if mine > theirs {
            drawer
        } else {
            drawer.other()
        };
        self.finish(Some(winner), Victory::Popularity);
    }

    /// The match is over.
    pub(crate) fn finish(&mut self, winner: Option<Seat>, victory: Victory) {
        if self.result.is_some() {
            return;
        }
        self.result = Some((winner, victory));
        self.emit(Event::Won { winner, victory });
    }
}
