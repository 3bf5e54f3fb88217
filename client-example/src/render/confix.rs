//! Project Confix in words, at a table of any size: each elementalist named from the viewer's
//! place (you, your teammate, or a seat with its team), their life, runes (active of owned, by
//! colour), hand by name, deck and graveyard, and the permanents in front of them by name and
//! number (`#3`: permanents are numbered as they enter, to tell copies apart); the plane in
//! force, the combat under way and a "may" awaiting answers; each choice with its target and
//! how it is paid.

use std::collections::HashMap;

use tavern_protocol::confix::{
    Action, CardCatalog, CardId, CardInfo, CombatStep, Cost, Element, Event, Mode, Payment,
    PermanentView, Phase, PlaneFace, PlaneId, PlaneInfo, Runes, Target, Uid, View, Zone,
};
use tavern_protocol::wire::RawJson;
use tavern_protocol::Seat;

use super::{count, listed, wire_words, GameWords};
use crate::words::{capitalised, who_at_table};

/// Project Confix's words: the card list, the latest view and the one before it.
#[derive(Default)]
pub struct Confix {
    cards: HashMap<CardId, CardInfo>,
    planes: HashMap<PlaneId, PlaneInfo>,
    view: Option<View>,
    before: Option<View>,
}

/// Runes in words: "1 fire rune", "2 fire + 1 water runes".
fn runes(r: Runes) -> String {
    let parts: Vec<String> = Element::ALL
        .iter()
        .filter(|&&e| r.get(e) > 0)
        .map(|&e| format!("{} {}", r.get(e), e.name()))
        .collect();
    match r.total() {
        1 => format!("{} rune", parts.join(" + ")),
        _ => format!("{} runes", parts.join(" + ")),
    }
}

/// A setup's name: "2 vs 2", "four-player free-for-all".
fn mode_name(m: Mode) -> &'static str {
    match m {
        Mode::OneVOne => "1 vs 1",
        Mode::OneVOneVOne => "1 vs 1 vs 1",
        Mode::TwoVTwo => "2 vs 2",
        Mode::FreeForAll => "four-player free-for-all",
        Mode::FiveFreeForAll => "five-player free-for-all",
        Mode::ThreeVThree => "3 vs 3",
        Mode::TwoVTwoVTwo => "2 vs 2 vs 2",
    }
}

/// A printed cost in words: `*F` is "1 fire + 1 any".
fn cost_words(cost: Cost) -> String {
    let mut parts: Vec<String> = Element::ALL
        .iter()
        .filter(|&&e| cost.runes.get(e) > 0)
        .map(|&e| format!("{} {}", cost.runes.get(e), e.name()))
        .collect();
    if cost.any > 0 {
        parts.push(format!("{} any", cost.any));
    }
    match parts.is_empty() {
        true => "nothing".into(),
        false => parts.join(" + "),
    }
}

/// "a fire rune", "an earth rune".
fn a_rune(e: Element) -> String {
    let name = e.name();
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name} rune")
}

impl Confix {
    fn me(&self) -> Option<Seat> {
        self.view.as_ref().and_then(|v| v.viewer.seat())
    }

    fn teams(&self) -> Vec<u8> {
        self.view
            .as_ref()
            .map(|v| v.players.iter().map(|p| p.team).collect())
            .unwrap_or_default()
    }

    fn who(&self, seat: Seat) -> String {
        who_at_table(seat, self.me(), &self.teams())
    }

    fn whose(&self, seat: Seat) -> String {
        match self.who(seat).as_str() {
            "you" => "your".into(),
            other => format!("{other}'s"),
        }
    }

    fn name(&self, card: CardId) -> String {
        self.cards
            .get(&card)
            .map(|c| c.english_name.clone())
            .unwrap_or_else(|| format!("card #{}", card.0))
    }

    fn plane(&self, plane: PlaneId) -> String {
        self.planes
            .get(&plane)
            .map(|p| {
                let kind = if p.stable { "stable" } else { "unstable" };
                format!("{} ({kind})", p.english_name)
            })
            .unwrap_or_else(|| format!("plane #{}", plane.0))
    }

    /// A permanent named in a message: in the latest view, else in the one before it.
    fn find(&self, uid: Uid) -> Option<&PermanentView> {
        [&self.view, &self.before]
            .into_iter()
            .flatten()
            .find_map(|v| v.battlefield.iter().find(|p| p.uid == uid))
    }

    /// "your Fire Beast (#3)".
    fn perm(&self, uid: Uid) -> String {
        match self.find(uid) {
            Some(p) => format!("{} {} (#{})", self.whose(p.side), self.name(p.card), uid.0),
            None => format!("permanent #{}", uid.0),
        }
    }

    fn target(&self, t: Target) -> Option<String> {
        match t {
            Target::None => None,
            Target::Player { seat } => Some(self.who(seat)),
            Target::Permanent { uid } => Some(self.perm(uid)),
        }
    }

    fn payment(&self, pay: &Payment) -> String {
        let mut parts = Vec::new();
        if pay.runes.total() > 0 {
            parts.push(runes(pay.runes));
        }
        if let Some(uid) = pay.power_of {
            parts.push(format!("{}'s power", self.perm(uid)));
        }
        if !pay.exile.is_empty() {
            parts.push(format!(
                "exiling {} from the graveyard",
                listed(pay.exile.as_slice().iter().map(|&c| self.name(c)))
            ));
        }
        match parts.is_empty() {
            true => "free".into(),
            false => format!("paying {}", parts.join(" and ")),
        }
    }

    fn permanent_words(&self, p: &PermanentView) -> String {
        let mut notes = Vec::new();
        if let Some(power) = p.power {
            notes.push(format!("power {power}"));
        }
        for (on, what) in [
            (p.tapped, "tapped"),
            (p.sick, "summoning sick"),
            (p.morphed, "morphed"),
        ] {
            if on {
                notes.push(what.into());
            }
        }
        if p.owner != p.side {
            notes.push(format!("from {}", self.who(p.owner)));
        }
        let notes = match notes.is_empty() {
            true => String::new(),
            false => format!(" ({})", notes.join(", ")),
        };
        format!("{} #{}{notes}", self.name(p.card), p.uid.0)
    }

    fn heading(&self, v: &View) -> String {
        if v.phase == Phase::Opening {
            return format!("— the opening hands · {}", mode_name(v.mode));
        }
        let rolls = match v.plane_rolls {
            0 => "the next plane-die roll is free".to_string(),
            n => format!("the next plane-die roll costs {}", count(n, "rune")),
        };
        format!(
            "— round {} · turn {} · {} {} phase · plane: {} · {rolls}",
            v.round,
            v.turn,
            self.whose(v.current),
            wire_words(&v.phase),
            self.plane(v.plane)
        )
    }

    fn combat_lines(&self, v: &View) -> Vec<String> {
        let Some(c) = &v.combat else {
            return Vec::new();
        };
        let step = match c.step {
            CombatStep::DeclareAttackers => "declaring attackers",
            CombatStep::DeclareDefenders => "declaring defenders",
            CombatStep::ChooseDamage => "choosing the damage",
            CombatStep::ChooseCasualties => "choosing who dies",
        };
        let mut out = vec![format!("  combat, {step}:")];
        for a in &c.attacks {
            out.push(format!(
                "    {} attacks {}",
                self.perm(a.creature),
                self.who(a.target)
            ));
        }
        for d in &c.defenders {
            out.push(format!(
                "    {} defends {}",
                self.perm(d.creature),
                self.who(d.defender)
            ));
        }
        if let Some((seat, n)) = c.choosing {
            out.push(format!(
                "    {} lost: {n} damage or {}",
                self.who(seat),
                count(n, "defending creature")
            ));
        }
        out
    }
}

impl GameWords for Confix {
    fn learn(&mut self, cards: &RawJson) {
        if let Ok(catalog) = cards.parse::<CardCatalog>() {
            self.cards = catalog.cards.into_iter().map(|c| (c.id, c)).collect();
            self.planes = catalog.planes.into_iter().map(|p| (p.id, p)).collect();
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
        out.extend(self.combat_lines(v));
        if let Some(may) = &v.may {
            let deciders = listed(may.deciders.iter().map(|&s| self.who(s)));
            out.push(format!(
                "  {} asks what it may do: waiting for {deciders}",
                self.name(may.card)
            ));
        }
        for p in &v.players {
            let hand = match &p.hand {
                Some(h) => listed(h.iter().map(|&c| self.name(c))),
                None => count(p.hand_size, "card"),
            };
            let active: Vec<String> = Element::ALL
                .iter()
                .filter(|&&e| p.runes.get(e) > 0)
                .map(|&e| {
                    format!(
                        "{} {} of {}",
                        e.name(),
                        p.active_runes.get(e),
                        p.runes.get(e)
                    )
                })
                .collect();
            let active = match active.is_empty() {
                true => "no runes".to_string(),
                false => format!("runes active: {}", active.join(", ")),
            };
            let state = if p.alive { "" } else { " · dead" };
            out.push(format!(
                "  {}, {}: life {}{state} · {active} · hand {hand} · deck {} · graveyard {}{}",
                self.who(p.seat),
                p.class.english_name(),
                p.life,
                p.deck_size,
                p.graveyard.len(),
                match p.exile.len() {
                    0 => String::new(),
                    n => format!(" · {} exiled", count(n as u64, "card")),
                }
            ));
            let mine: Vec<String> = v
                .battlefield
                .iter()
                .filter(|x| x.side == p.seat)
                .map(|x| self.permanent_words(x))
                .collect();
            if !mine.is_empty() {
                out.push(format!("    in play: {}", mine.join(", ")));
            }
        }
        out
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        let who = |s: Seat| capitalised(&self.who(s));
        let whose = |s: Seat| capitalised(&self.whose(s));
        Some(match event.parse::<Event>().ok()? {
            Event::MatchBegan {
                mode,
                teams,
                drawn,
                first,
                ..
            } => {
                let mut by_team: Vec<(u8, Vec<String>)> = Vec::new();
                for (i, &t) in teams.iter().enumerate() {
                    match by_team.iter_mut().find(|(x, _)| *x == t) {
                        Some((_, seats)) => seats.push(i.to_string()),
                        None => by_team.push((t, vec![i.to_string()])),
                    }
                }
                by_team.sort();
                let teams: Vec<String> = by_team
                    .iter()
                    .map(|(t, s)| format!("team {t}: seat {}", s.join(", ")))
                    .collect();
                let drawn = if drawn { " (drawn at random)" } else { "" };
                format!(
                    "Project Confix, {}: {}{drawn}. {} goes first",
                    mode_name(mode),
                    teams.join("; "),
                    who(first)
                )
            }
            Event::OpeningHand {
                seat,
                cards,
                count: n,
                ..
            } => match cards {
                Some(c) => format!(
                    "{} drew an opening hand: {}",
                    who(seat),
                    listed(c.iter().map(|&c| self.name(c)))
                ),
                None => format!("{} drew an opening hand of {}", who(seat), count(n, "card")),
            },
            Event::Kept { seat } if Some(seat) == self.me() => "You kept your hand".into(),
            Event::Kept { seat } => format!("{} kept their hand", who(seat)),
            Event::TurnBegan { seat, turn } => format!("Turn {turn}: {} turn", self.whose(seat)),
            Event::PhaseBegan { phase } => capitalised(&format!("{} phase", wire_words(&phase))),
            Event::CardDrawn {
                seat,
                card,
                element,
            } => match card {
                Some(c) => format!("{} drew {}", who(seat), self.name(c)),
                None => format!("{} drew a {} card", who(seat), element.name()),
            },
            Event::Redirected { card, by, to } => format!(
                "{} turned {} back on {}",
                capitalised(&self.perm(by)),
                self.name(card),
                self.who(to)
            ),
            Event::HandSeen { seat, by, cards } => match cards {
                Some(c) => format!(
                    "{} looked at {} hand: {}",
                    who(by),
                    self.whose(seat),
                    listed(c.iter().map(|&c| self.name(c)))
                ),
                None => format!("{} looked at {} hand", who(by), self.whose(seat)),
            },
            Event::DeckTopSeen { seat, by, card } => match card {
                Some(c) => format!(
                    "{} looked at the top of {} deck: {}",
                    who(by),
                    self.whose(seat),
                    self.name(c)
                ),
                None => format!("{} looked at the top of {} deck", who(by), self.whose(seat)),
            },
            Event::CardDiscarded { seat, card } => {
                format!("{} {} went to the graveyard", whose(seat), self.name(card))
            }
            Event::CardRecalled { seat, card } => {
                format!("{} took {} back to hand", who(seat), self.name(card))
            }
            Event::RuneAdded { seat, element } => {
                format!("{} added {}", who(seat), a_rune(element))
            }
            Event::RuneLost { seat, element } => format!("{} lost {}", who(seat), a_rune(element)),
            Event::CardPlayed {
                seat,
                card,
                target,
                pay,
            } => {
                let at = self
                    .target(target)
                    .map(|t| format!(" at {t}"))
                    .unwrap_or_default();
                format!(
                    "{} cast {}{at} ({})",
                    who(seat),
                    self.name(card),
                    self.payment(&pay)
                )
            }
            Event::Countered { card, by } => {
                format!("{} was countered by {}", self.name(card), self.perm(by))
            }
            Event::Activated { permanent, target } => match self.target(target) {
                Some(t) => format!(
                    "{} used its ability on {t}",
                    capitalised(&self.perm(permanent))
                ),
                None => format!("{} used its ability", capitalised(&self.perm(permanent))),
            },
            Event::Triggered { uid, card } => {
                format!("{} (#{}) takes effect", self.name(card), uid.0)
            }
            Event::Exiled { seat, cards } => format!(
                "{} of {} graveyard exiled ({})",
                count(cards.len() as u64, "card"),
                self.whose(seat),
                listed(cards.iter().map(|&c| self.name(c)))
            ),
            Event::Entered { permanent: p } if p.side != p.owner => format!(
                "{} {} (#{}) was put in front of {}",
                whose(p.owner),
                self.name(p.card),
                p.uid.0,
                self.who(p.side)
            ),
            Event::Entered { permanent: p } => format!(
                "{} {} (#{}) entered the battlefield",
                whose(p.owner),
                self.name(p.card),
                p.uid.0
            ),
            Event::Left { uid, card, to } => {
                let what = format!("{} (#{})", self.name(card), uid.0);
                match to {
                    Zone::Graveyard => format!("{what} went to the graveyard"),
                    Zone::Exile => format!("{what} was exiled"),
                    Zone::Hand => format!("{what} returned to its owner's hand"),
                    Zone::Gone => format!("{what} vanished"),
                }
            }
            Event::PowerChanged { uid, power } => {
                format!("{}: power {power}", capitalised(&self.perm(uid)))
            }
            Event::TapChanged { uid, tapped } => {
                let how = if tapped { "tapped" } else { "untapped" };
                format!("{} was {how}", capitalised(&self.perm(uid)))
            }
            Event::ControlChanged { uid, side } => format!(
                "{} now fights for {}",
                capitalised(&self.perm(uid)),
                self.who(side)
            ),
            Event::Morphed { uid } => format!(
                "{} was morphed into a 1-power shape",
                capitalised(&self.perm(uid))
            ),
            Event::Damaged { seat, amount, life } => {
                format!("{} took {amount} damage (life {life})", who(seat))
            }
            Event::Healed { seat, amount, life } => {
                format!("{} gained {amount} life (life {life})", who(seat))
            }
            Event::DieRolled { face } => format!("A die showed {face}"),
            Event::AttackDeclared { creature, target } => format!(
                "{} attacks {}",
                capitalised(&self.perm(creature)),
                self.who(target)
            ),
            Event::DefenseDeclared { creature, defender } => format!(
                "{} defends {}",
                capitalised(&self.perm(creature)),
                self.who(defender)
            ),
            Event::AttackVoided { defender, by } => format!(
                "{} voided the attack on {}",
                capitalised(&self.perm(by)),
                self.who(defender)
            ),
            Event::CombatRolled {
                attacker,
                defender,
                attack_dice: [a1, a2],
                defense_dice: [d1, d2],
                attack,
                defense,
                count: n,
                unblockable,
            } => {
                let lost = if attack > defense {
                    format!("{} loses {n}", self.who(defender))
                } else {
                    format!("{} loses {}", self.who(attacker), count(n, "attacker"))
                };
                let against = if unblockable { " (unblockable)" } else { "" };
                format!(
                    "Combat{against}: {} rolled {a1}+{a2} for {attack}, {} rolled {d1}+{d2} for {defense}; {lost}",
                    who(attacker),
                    self.who(defender)
                )
            }
            Event::MayAnswered {
                seat,
                card,
                accepted,
            } => {
                let how = if accepted { "accepted" } else { "declined" };
                format!("{} {how} {}", who(seat), self.name(card))
            }
            Event::ClassAbility { seat, class } => {
                format!("{} used the {} ability", who(seat), class.english_name())
            }
            Event::PlaneDieRolled {
                seat,
                face,
                result,
                cost,
            } => {
                let what = match result {
                    PlaneFace::Blank => "blank",
                    PlaneFace::Shift => "the planes shift",
                    PlaneFace::Chaos => "[X]: the plane's effect",
                };
                let cost = match cost {
                    0 => "free".to_string(),
                    n => count(n, "rune"),
                };
                format!(
                    "{} rolled the plane die ({cost}): {face}, {what}",
                    who(seat)
                )
            }
            Event::PlaneRevealed { plane } => {
                format!("The planes shifted: {}", self.plane(plane))
            }
            Event::PlanesReshuffled => "The plane discard was shuffled into the plane deck".into(),
            Event::Died { seat } => format!("{} died", who(seat)),
        })
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        let v = self.view.as_ref();
        Some(match action.parse::<Action>().ok()? {
            Action::Keep => "Keep this hand".into(),
            Action::Redraw => "Shuffle the hand back and draw a smaller one".into(),
            Action::ChooseRune { element } => format!("Add {}", a_rune(element)),
            Action::PlayCard { card, target, pay } => {
                let at = self
                    .target(target)
                    .map(|t| format!(" at {t}"))
                    .unwrap_or_default();
                let cost = self
                    .cards
                    .get(&card)
                    .map(|c| format!("cost {}; ", cost_words(c.runes)))
                    .unwrap_or_default();
                format!(
                    "Cast {}{at} ({cost}{})",
                    self.name(card),
                    self.payment(&pay)
                )
            }
            Action::Activate {
                permanent,
                target,
                pay,
            } => {
                let on = self
                    .target(target)
                    .map(|t| format!(" on {t}"))
                    .unwrap_or_default();
                let pay = Payment {
                    runes: pay,
                    ..Payment::default()
                };
                format!("Use {}{on} ({})", self.perm(permanent), self.payment(&pay))
            }
            Action::SummonGuards { count: n, pay } => {
                let pay = Payment {
                    runes: pay,
                    ..Payment::default()
                };
                format!(
                    "Summon Guards: {} ({})",
                    count(n, "earth elemental"),
                    self.payment(&pay)
                )
            }
            Action::RollPlaneDie { pay } => {
                let pay = Payment {
                    runes: pay,
                    ..Payment::default()
                };
                format!("Roll the plane die ({})", self.payment(&pay))
            }
            Action::Attack { creature, target } => {
                format!(
                    "{} attacks {}",
                    capitalised(&self.perm(creature)),
                    self.who(target)
                )
            }
            Action::Defend { creature } => format!("{} defends", capitalised(&self.perm(creature))),
            Action::TakeDamage => match v.and_then(|v| v.combat.as_ref()?.choosing) {
                Some((_, n)) => format!("Take {n} damage to your life"),
                None => "Take the damage to your life".into(),
            },
            Action::LoseCreatures => match v.and_then(|v| v.combat.as_ref()?.choosing) {
                Some((_, n)) => format!("Lose {} instead", count(n, "defending creature")),
                None => "Lose defending creatures instead".into(),
            },
            Action::ChooseCasualty { creature } => {
                format!("{} dies", capitalised(&self.perm(creature)))
            }
            Action::Accept => match v.and_then(|v| v.may.as_ref()) {
                Some(may) => format!("Yes, do what {} offers", self.name(may.card)),
                None => "Yes, do it".into(),
            },
            Action::Decline => "No".into(),
            Action::EndPhase => match v.map(|v| (v.phase, v.combat.as_ref().map(|c| c.step))) {
                Some((_, Some(CombatStep::DeclareAttackers))) => "Done declaring attackers".into(),
                Some((_, Some(CombatStep::DeclareDefenders))) => "Done declaring defenders".into(),
                Some((Phase::Cast, _)) => "End the cast phase (to combat)".into(),
                Some((Phase::SecondCast, _)) => "End the turn".into(),
                _ => "End the phase".into(),
            },
        })
    }
}
