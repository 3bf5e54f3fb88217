//! Battles (the rulebook's 戦闘フェイズの手順, cases 1–6), shots, damage, healing and
//! destruction: a card at 0 life or less goes to its owner's Temple of the Sun at once, a
//! mount together with its riders.

use tavern_protocol::seven_square::{Event, PieceId, Square};

use crate::board::Piece;
use crate::cards::Ability;
use crate::{SevenSquare, Squares};

impl SevenSquare {
    /// Whether a battle is due on `at` this turn: the turn player's units (alone or riding)
    /// share it with the enemy's, and it was not fought yet.
    pub(crate) fn battle_due(&self, at: Square) -> bool {
        let me = self.current;
        !self.fought.contains(at)
            && self.board.fighters(at, me).next().is_some()
            && self.board.fighters(at, me.other()).next().is_some()
    }

    /// Every square where a battle is due, in board order.
    pub(crate) fn battles_due(&self) -> Squares {
        let mut out = Squares::default();
        for p in self.board.pieces() {
            if p.controller() == self.current && self.battle_due(p.at) {
                out.insert(p.at);
            }
        }
        out
    }

    /// A fighter's attack in a battle on its square: its own (a ridden mount's is the
    /// modified sum of its riders'), plus each 【鼓舞】 of the other pieces of its side on the
    /// square that lifts one of its units (by a word in the remarks, or by name).
    pub(crate) fn battle_attack(&self, piece: &Piece) -> u8 {
        let base = piece.attack().unwrap_or(0);
        let bonus: u8 = self
            .board
            .fighters(piece.at, piece.controller())
            .filter(|other| other.id != piece.id)
            .flat_map(Piece::abilities)
            .filter_map(|a| match a {
                Ability::Inspire { whom, bonus, .. } if piece.units().any(|u| whom.includes(u)) => {
                    Some(*bonus)
                }
                _ => None,
            })
            .fold(0u8, u8::saturating_add);
        base.saturating_add(bonus)
    }

    /// Fights the battle on `at`, then judges victory (see [`SevenSquare::clash`]).
    pub(crate) fn fight(&mut self, at: Square, field: bool) {
        if self.clash(at, field) {
            self.check_generals();
        }
    }

    /// The battle on `at`, without judging victory. Every fighter of one side takes the summed
    /// attack of every fighter of the other, all at once (case 1: one against one; case 2: one
    /// against two, each of the two taking the full attack of the one; case 3: two against
    /// two; case 6: a ridden mount fights with its combined attack and life). With `field`,
    /// the square's field also takes the summed attack of the turn player's engineers, and
    /// only theirs (case 4 without enemies, case 5 with them; the field never strikes back).
    /// Then every card at 0 life or less is destroyed. Returns whether a unit or mount was.
    pub(crate) fn clash(&mut self, at: Square, field: bool) -> bool {
        let me = self.current;
        self.fought.insert(at);
        self.emit(Event::Battle { at, field });
        let mine: Vec<(PieceId, u8, bool)> = self
            .board
            .fighters(at, me)
            .map(|p| (p.id, self.battle_attack(p), p.is_engineer()))
            .collect();
        let theirs: Vec<(PieceId, u8)> = self
            .board
            .fighters(at, me.other())
            .map(|p| (p.id, self.battle_attack(p)))
            .collect();
        let sum = |it: &mut dyn Iterator<Item = u8>| it.fold(0u8, u8::saturating_add);
        let to_theirs = sum(&mut mine.iter().map(|m| m.1));
        let to_mine = sum(&mut theirs.iter().map(|t| t.1));
        let to_field = sum(&mut mine.iter().filter(|m| m.2).map(|m| m.1));
        if !theirs.is_empty() {
            for &(id, _) in &theirs {
                self.damage(id, to_theirs);
            }
            for &(id, _, _) in &mine {
                self.damage(id, to_mine);
            }
        }
        if field {
            self.damage_field(at, to_field);
        }
        self.remove_dead()
    }

    /// 【射撃】: the damage lands at once.
    pub(crate) fn shoot(&mut self, id: PieceId, target: PieceId, damage: u8) {
        self.emit(Event::Shot { piece: id, target });
        self.damage(target, damage);
        self.destroy_dead();
    }

    /// Damage to a unit or ridden mount.
    pub(crate) fn damage(&mut self, id: PieceId, amount: u8) {
        if amount == 0 {
            return;
        }
        let Some(p) = self.board.piece_mut(id) else {
            return;
        };
        p.damage = p.damage.saturating_add(amount);
        let life = p.life().unwrap_or(0);
        self.emit(Event::Damaged {
            piece: id,
            amount,
            life,
        });
    }

    /// Damage to the field on `at`.
    fn damage_field(&mut self, at: Square, amount: u8) {
        if amount == 0 {
            return;
        }
        let Some(f) = self.board.fields.iter_mut().find(|f| f.at == at) else {
            return;
        };
        f.damage = f.damage.saturating_add(amount);
        let (piece, life) = (f.id, f.life());
        self.emit(Event::Damaged {
            piece,
            amount,
            life,
        });
    }

    /// Up to `amount` of a unit's or ridden mount's wounds are healed (a troop's own damage
    /// first, then its riders' from before they mounted: [`Piece::recover`]).
    pub(crate) fn heal(&mut self, id: PieceId, amount: u8) {
        let Some(p) = self.board.piece_mut(id) else {
            return;
        };
        let healed = p.recover(amount);
        if healed == 0 {
            return;
        }
        let life = p.life().unwrap_or(0);
        self.emit(Event::Healed {
            piece: id,
            amount: healed,
            life,
        });
    }

    /// Every card at 0 life or less is destroyed ([`SevenSquare::remove_dead`]), then victory
    /// is judged.
    fn destroy_dead(&mut self) {
        if self.remove_dead() {
            self.check_generals();
        }
    }

    /// Every card at 0 life or less goes at once to its owner's Temple of the Sun: a ridden
    /// mount with its riders; a starting camp, not being a card, simply leaves. Returns
    /// whether a unit or mount left (only then may a general have fallen).
    fn remove_dead(&mut self) -> bool {
        let mut any = false;
        let mut i = 0;
        while i < self.board.pieces.len() {
            if self.board.pieces[i].life().is_some_and(|l| l <= 0) {
                let p = self.board.pieces.remove(i);
                self.bury(p);
                any = true;
            } else {
                i += 1;
            }
        }
        let mut i = 0;
        while i < self.board.fields.len() {
            if self.board.fields[i].life() <= 0 {
                let f = self.board.fields.remove(i);
                if f.card.deckable() {
                    self.player_mut(f.owner).temple.push(f.card);
                }
                self.emit(Event::Destroyed {
                    piece: f.id,
                    card: f.card.id,
                    owner: f.owner,
                    at: f.at,
                });
            } else {
                i += 1;
            }
        }
        any
    }

    /// A destroyed piece's cards go to their owners' temples.
    fn bury(&mut self, p: Piece) {
        for r in &p.riders {
            self.player_mut(r.owner).temple.push(r.card);
            self.emit(Event::Destroyed {
                piece: r.id,
                card: r.card.id,
                owner: r.owner,
                at: p.at,
            });
        }
        self.player_mut(p.owner).temple.push(p.card);
        self.emit(Event::Destroyed {
            piece: p.id,
            card: p.card.id,
            owner: p.owner,
            at: p.at,
        });
    }
}
