//! 幻想梦斗符 in words, in the rulebook's own terms: HP and orbs, the character zone (SUPPORT,
//! CENTER, HYPER), the spell-power zone, the two equipment slots (numbered 1 and 2), the
//! declaration zone with its popularity, the clash in the duel zone; every card by its English
//! name, and each choice with its printed power, flashiness and cost and how it is paid.

use std::collections::HashMap;

use tavern_protocol::gensou::{
    Action, CardCatalog, CardId, CardInfo, DeclaredView, Event, Phase, PlayerView, Release, Role,
    Victory, View, Window,
};
use tavern_protocol::wire::RawJson;
use tavern_protocol::Seat;

use super::{count, listed, wire_words, GameWords};
use crate::words::{capitalised, who, whose};

/// 幻想梦斗符's words: the card list and the latest view.
#[derive(Default)]
pub struct Gensou {
    cards: HashMap<CardId, CardInfo>,
    /// Most cards in the spell-power zone (the card list's facts).
    power_zone: u8,
    view: Option<View>,
}

/// A phase's name as the rulebook prints it.
fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Search => "opening search",
        Phase::Pick => "PICK phase",
        Phase::Change => "CHANGE phase",
        Phase::Set => "SET phase",
        Phase::Battle => "BATTLE phase",
        Phase::End => "END phase",
    }
}

/// A cost and how it is paid: "cost 3: 1 spell-power card and 2 orbs".
fn paying(cost: Option<u8>, power: u8) -> String {
    let cost = cost.unwrap_or(0);
    if cost == 0 {
        return "free".into();
    }
    let orbs = cost.saturating_sub(power);
    match (power, orbs) {
        (0, _) => format!("cost {cost}: {}", count(orbs, "orb")),
        (p, 0) => format!("cost {cost}: {}", count(p, "spell-power card")),
        (p, o) => format!(
            "cost {cost}: {} and {}",
            count(p, "spell-power card"),
            count(o, "orb")
        ),
    }
}

impl Gensou {
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

    /// A battle spell card with its printed numbers: `Dream Sign "…" (power 1200, ★3)`.
    fn battle_card(&self, card: CardId) -> String {
        let Some(c) = self.cards.get(&card) else {
            return self.name(card);
        };
        let mut numbers = Vec::new();
        if let Some(p) = c.power {
            numbers.push(format!("power {p}"));
        }
        if let Some(f) = c.flashiness {
            numbers.push(format!("★{f}"));
        }
        if c.final_spell {
            numbers.push("final spell".into());
        }
        match numbers.is_empty() {
            true => c.english_name.clone(),
            false => format!("{} ({})", c.english_name, numbers.join(", ")),
        }
    }

    fn cost(&self, card: CardId) -> Option<u8> {
        self.cards.get(&card).and_then(|c| c.cost)
    }

    /// The seat whose choices these are: the viewer, or, for a referee, the attacker.
    fn chooser(&self) -> Option<&PlayerView> {
        let v = self.view.as_ref()?;
        v.players.get(self.me().unwrap_or(v.attacker).index())
    }

    fn slot_card(&self, slot: u8) -> Option<String> {
        let e = (*self.chooser()?.equipment.get(slot as usize)?)?;
        Some(match e.card {
            Some(c) => self.name(c),
            None => "a face-down trap".into(),
        })
    }

    fn declared(&self, d: &DeclaredView, what: &str) -> String {
        format!(
            "{} {}, {what}: power {} (printed {})",
            self.whose(d.seat),
            self.name(d.card),
            d.power,
            d.original
        )
    }

    fn player_lines(&self, p: &PlayerView, seat: Seat) -> Vec<String> {
        let hp = match p.hp {
            0 => "0 (决死: one more hit shoots down)".to_string(),
            hp if hp < 0 => format!("{hp} (shot down)"),
            hp => hp.to_string(),
        };
        let hand = match &p.hand {
            Some(h) => listed(h.iter().map(|&c| self.name(c))),
            None => count(p.hand_count, "card"),
        };
        let release = match p.release {
            Release::Unused => "spirit release unused",
            Release::Due => "spirit release due",
            Release::Spent => "spirit release spent",
        };
        let mut out = vec![format!(
            "  {}: HP {hp} · orbs {} ready, {} spent, {} broken · deck {} · hand {hand} · {release}{}",
            self.who(seat),
            p.orbs_ready,
            p.orbs_spent,
            p.orbs_broken,
            p.deck,
            if p.final_used { " · final spell used" } else { "" }
        )];
        let characters = listed(p.characters.iter().map(|c| {
            format!(
                "{} ({})",
                self.name(c.card),
                wire_words(&c.role).to_uppercase()
            )
        }));
        out.push(format!("    characters: {characters}"));
        let power = match &p.power {
            Some(cards) if !cards.is_empty() => {
                format!(": {}", listed(cards.iter().map(|&c| self.name(c))))
            }
            _ => String::new(),
        };
        let of = match self.power_zone {
            0 => String::new(),
            n => format!(" of {n}"),
        };
        out.push(format!("    spell power {}{of}{power}", p.power_count));
        let slots: Vec<String> = p
            .equipment
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let what = match e {
                    None => "empty".to_string(),
                    Some(e) => match (e.card, e.face_down) {
                        (Some(c), true) => format!("{} (face down)", self.name(c)),
                        (None, _) => "a face-down trap".into(),
                        (Some(c), false) => self.name(c),
                    },
                };
                format!("slot {} {what}", i + 1)
            })
            .collect();
        out.push(format!("    equipment: {}", slots.join("; ")));
        let top = p.declaration.last().map(|&c| self.name(c));
        out.push(format!(
            "    declaration zone: {} (popularity {}){}",
            count(p.declaration.len() as u64, "card"),
            p.popularity,
            top.map(|t| format!(", {t} on top")).unwrap_or_default()
        ));
        if !p.states.is_empty() {
            let states = listed(p.states.iter().map(|s| {
                let until = if s.until_next_turn {
                    "until their next turn"
                } else {
                    "this turn"
                };
                format!("{} ({until})", self.name(s.card))
            }));
            out.push(format!("    states in effect: {states}"));
        }
        if !p.discard.is_empty() {
            out.push(format!(
                "    discard pile: {}",
                listed(p.discard.iter().map(|&c| self.name(c)))
            ));
        }
        out
    }
}

impl GameWords for Gensou {
    fn learn(&mut self, cards: &RawJson) {
        if let Ok(catalog) = cards.parse::<CardCatalog>() {
            self.cards = catalog.cards.into_iter().map(|c| (c.id, c)).collect();
            self.power_zone = catalog.facts.power_zone;
        }
    }

    fn see(&mut self, view: &RawJson) -> bool {
        self.view = view.parse().ok();
        self.view.is_some()
    }

    fn view_lines(&self) -> Vec<String> {
        let Some(v) = &self.view else {
            return Vec::new();
        };
        let mut heading = match v.phase {
            Phase::Search => "— the opening search".to_string(),
            p => format!(
                "— turn {} · {} {}",
                v.turn,
                self.whose(v.attacker),
                phase_name(p)
            ),
        };
        let window = match v.window {
            Window::Main => None,
            Window::TrapOnDeclare => Some("a trap after the declaration"),
            Window::Counter => Some("a counter (相杀)"),
            Window::TrapOnCounter => Some("a trap after the counter"),
            Window::TrapOnDamage => Some("a trap after battle damage"),
            Window::Discard => Some("discarding down to 5"),
        };
        if let Some(w) = window {
            heading.push_str(&format!(" · deciding {w}"));
        }
        let mut out = vec![heading];
        for (i, p) in v.players.iter().enumerate() {
            out.extend(self.player_lines(p, Seat(i as u8)));
        }
        if let Some(a) = &v.attack {
            out.push(format!("  duel zone: {}", self.declared(a, "declared")));
            if let Some(c) = &v.counter {
                out.push(format!("             {}", self.declared(c, "countering")));
            }
        }
        out
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        let who = |s: Seat| capitalised(&self.who(s));
        let whose = |s: Seat| capitalised(&self.whose(s));
        Some(match event.parse::<Event>().ok()? {
            Event::StarterPlaced { seat, card } | Event::SupportPlaced { seat, card } => {
                format!("{} placed {} as SUPPORT", who(seat), self.name(card))
            }
            Event::Shuffled { seat } => format!("{} deck was shuffled", whose(seat)),
            Event::Drew {
                seat,
                count: n,
                cards,
            } => match cards {
                Some(c) => format!(
                    "{} drew {}",
                    who(seat),
                    listed(c.iter().map(|&c| self.name(c)))
                ),
                None => format!("{} drew {}", who(seat), count(n, "card")),
            },
            Event::SearchChosen { seat, card } => match card {
                Some(c) => format!("{} chose {} as the search card", who(seat), self.name(c)),
                None => format!("{} chose a search card", who(seat)),
            },
            Event::Revealed { seat, card } => {
                format!("{} revealed {} and took it", who(seat), self.name(card))
            }
            Event::FirstAttacker { seat } => format!("First attacker: {}", self.who(seat)),
            Event::TurnBegan { seat, turn } => format!("Turn {turn}: {} turn", self.whose(seat)),
            Event::PhaseBegan { phase } => capitalised(phase_name(phase)),
            Event::OrbsRestored { seat, count: n } => {
                format!("{} orbs: {n} restored", whose(seat))
            }
            Event::OrbMended { seat } => format!("{} broken orb was mended", whose(seat)),
            Event::OrbBroken { seat } => format!("{} orb broke (灵珠崩坏)", whose(seat)),
            Event::Paid { seat, orbs, power } => match power.is_empty() {
                true => format!("{} paid {}", who(seat), count(orbs, "orb")),
                false => format!(
                    "{} paid {} and {} ({})",
                    who(seat),
                    count(orbs, "orb"),
                    count(power.len() as u64, "spell-power card"),
                    listed(power.iter().map(|&c| self.name(c)))
                ),
            },
            Event::CenterSet { seat, card } => {
                format!("{} stood {} up as CENTER", who(seat), self.name(card))
            }
            Event::HyperEntered { seat, card } => format!(
                "{} sent {} to the duel zone as HYPER",
                who(seat),
                self.name(card)
            ),
            Event::HyperReturned { seat, card } => {
                format!("{} {} returned to the hand", whose(seat), self.name(card))
            }
            Event::PowerSet { seat, card } => match card {
                Some(c) => format!("{} set {} as spell power", who(seat), self.name(c)),
                None => format!("{} set a card as spell power", who(seat)),
            },
            Event::TrapSet { seat, slot, card } => match card {
                Some(c) => format!(
                    "{} set {} face down in slot {}",
                    who(seat),
                    self.name(c),
                    slot + 1
                ),
                None => format!("{} set a trap face down in slot {}", who(seat), slot + 1),
            },
            Event::ItemSet { seat, slot, card } => {
                format!("{} set {} in slot {}", who(seat), self.name(card), slot + 1)
            }
            Event::Discarded { seat, card } => format!(
                "{} {} went to the discard pile",
                whose(seat),
                self.name(card)
            ),
            Event::Declared {
                seat,
                card,
                counter,
            } => match counter {
                true => format!("{} countered with {}", who(seat), self.battle_card(card)),
                false => format!("{} declared {}", who(seat), self.battle_card(card)),
            },
            Event::FinalSpell { seat, card } => format!(
                "{} declared the final spell {}: HP set to 0",
                who(seat),
                self.name(card)
            ),
            Event::StatePlayed { seat, card } => {
                format!("{} played {}", who(seat), self.name(card))
            }
            Event::ItemUsed { seat, card } => format!("{} used {}", who(seat), self.name(card)),
            Event::TrapTriggered { seat, slot, card } => format!(
                "{} triggered {} (slot {})",
                who(seat),
                self.name(card),
                slot + 1
            ),
            Event::Passed { seat } => format!("{} passed", who(seat)),
            Event::PowerChanged { seat, card, power } => {
                format!("{} {}: final power {power}", whose(seat), self.name(card))
            }
            Event::Broken { seat, card } => {
                format!("{} {} was broken (击破)", whose(seat), self.name(card))
            }
            Event::Settled {
                attack,
                counter,
                full_counter,
            } => match counter {
                Some(c) if full_counter => format!("Settled: {attack} against {c}, a full counter"),
                Some(c) => format!("Settled: {attack} against {c}"),
                None => format!("Settled: {attack} against no counter"),
            },
            Event::Damaged {
                seat,
                amount,
                hp,
                battle,
            } => {
                let kind = if battle { " battle" } else { "" };
                format!("{} took {amount}{kind} damage — HP {hp}", who(seat))
            }
            Event::Healed { seat, amount, hp } => {
                format!("{} regained {amount} HP — HP {hp}", who(seat))
            }
            Event::Hit { seat, card } => format!(
                "{} {} hit (命中): on top of the declaration zone",
                whose(seat),
                self.name(card)
            ),
            Event::StateEnded { seat, card } => {
                format!("{} {} ended", whose(seat), self.name(card))
            }
            Event::BattleEnded { seat } => format!("{} ended the battle", who(seat)),
            Event::Won { winner, victory } => {
                let how = match victory {
                    Victory::Special => "a card's special victory",
                    Victory::ShootDown => "shot down (HP below 0)",
                    Victory::Popularity => "popularity (no card to draw; higher flashiness)",
                    Victory::Forfeit => "forfeit",
                };
                match winner {
                    Some(w) => format!("{} won: {how}", who(w)),
                    None => "Both players were shot down at once: a draw".into(),
                }
            }
        })
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        let paid = |card: CardId, power: u8| paying(self.cost(card), power);
        Some(match action.parse::<Action>().ok()? {
            Action::Search { card } => {
                format!("Reveal {} and take it (opening search)", self.name(card))
            }
            Action::PlaceSupport { card } => format!("Place {} as SUPPORT", self.name(card)),
            Action::SetCenter { card } => format!("Stand {} up as CENTER", self.name(card)),
            Action::GoHyper => {
                let center = self.chooser().and_then(|p| {
                    p.characters
                        .iter()
                        .find(|c| c.role == Role::Center)
                        .map(|c| self.name(c.card))
                });
                match center {
                    Some(c) => format!("Send {c} (CENTER) to the duel zone as HYPER"),
                    None => "Send the CENTER to the duel zone as HYPER".into(),
                }
            }
            Action::SkipChange => "Change nothing".into(),
            Action::SetPower { card } => format!("Set {} as spell power", self.name(card)),
            Action::SetTrap { card, slot } => {
                let replaces = self
                    .slot_card(slot)
                    .map(|c| format!(" (replaces {c})"))
                    .unwrap_or_default();
                format!(
                    "Set {} face down in slot {}{replaces}",
                    self.name(card),
                    slot + 1
                )
            }
            Action::EndSet => "End the SET phase".into(),
            Action::Declare { card, power } => {
                format!("Declare {} — {}", self.battle_card(card), paid(card, power))
            }
            Action::PlayState { card, power } => {
                format!("Play {} — {}", self.name(card), paid(card, power))
            }
            Action::SetItem { card, slot, power } => {
                let replaces = self
                    .slot_card(slot)
                    .map(|c| format!(" (replaces {c})"))
                    .unwrap_or_default();
                format!(
                    "Set {} in slot {}{replaces} — {}",
                    self.name(card),
                    slot + 1,
                    paid(card, power)
                )
            }
            Action::UseItem { card, power } => {
                format!("Use {} — {}", self.name(card), paid(card, power))
            }
            Action::EndBattle => "End the battle (and the turn)".into(),
            Action::Counter { card, power } => format!(
                "Counter with {} — {}",
                self.battle_card(card),
                paid(card, power)
            ),
            Action::NoCounter => "No counter".into(),
            Action::Trigger { slot } => match self.slot_card(slot) {
                Some(c) => format!("Trigger {c} (slot {})", slot + 1),
                None => format!("Trigger the trap in slot {}", slot + 1),
            },
            Action::NoTrap => "No trap".into(),
            Action::Release { card } => {
                format!("Reveal {} and take it (spirit release)", self.name(card))
            }
            Action::NoRelease => "Let the spirit release go".into(),
            Action::Discard { card } => format!("Discard {}", self.name(card)),
        })
    }
}
