//! gitcg in words: the round as players count it, each side's dice, hand (by name), deck,
//! characters, summons and supports, and each choice with its cost and payment.

use tavern_protocol::gitcg::{Action, DieFace, Phase, PlayerView, Side, Target, View};
use tavern_protocol::wire::RawJson;
use tavern_protocol::Seat;

use super::plain::{plain, Names};
use super::GameWords;
use crate::words::{capitalised, tag_words, who};

/// gitcg's words: names from the card list and the views, and the latest view.
#[derive(Default)]
pub struct Gitcg {
    names: Names,
    view: Option<View>,
}

impl GameWords for Gitcg {
    fn learn(&mut self, cards: &RawJson) {
        self.names = Names::from_catalog(cards);
    }

    fn see(&mut self, view: &RawJson) -> bool {
        self.names.learn_view(view);
        self.view = view.parse().ok();
        self.view.is_some()
    }

    fn view_lines(&self) -> Vec<String> {
        self.view
            .as_ref()
            .map(|v| view_lines(v, &self.names))
            .unwrap_or_default()
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        event
            .parse()
            .ok()
            .map(|v| plain(&v, &self.names, self.view.as_ref()))
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        let action: Action = action.parse().ok()?;
        Some(gitcg_action(&action, self.view.as_ref(), &self.names))
    }
}

fn face(f: DieFace) -> String {
    serde_json::to_value(f)
        .ok()
        .and_then(|v| v.as_str().map(capitalised))
        .unwrap_or_default()
}

fn faces(dice: &[DieFace]) -> String {
    if dice.is_empty() {
        return "none".into();
    }
    dice.iter().map(|f| face(*f)).collect::<Vec<_>>().join(" ")
}

/// The heading of a gitcg view: the round as players count it (the opening before round 1),
/// the phase, and whose turn it is.
fn heading(v: &View, me: Option<Seat>) -> String {
    let round = match v.round {
        0 => "opening".to_string(),
        n => format!("round {n}"),
    };
    let phase = serde_json::to_value(v.phase)
        .ok()
        .and_then(|p| p.as_str().map(tag_words))
        .unwrap_or_default();
    let turn = match (v.turn, v.phase) {
        (Some(t), Phase::Action) => format!(" · {} to act", who(t, me)),
        _ => String::new(),
    };
    format!("— {round} · {phase}{turn}")
}

/// A gitcg view in lines: each side's dice, hand (by name), deck and characters.
fn view_lines(v: &View, names: &Names) -> Vec<String> {
    let me = v.viewer.seat();
    let mut out = vec![heading(v, me)];
    for p in &v.players {
        out.push(format!(
            "  {}: dice {} · hand {} · deck {}{}",
            who(p.seat, me),
            p.dice
                .map(|d| faces(&d.faces()))
                .unwrap_or_else(|| p.dice_count.to_string()),
            p.hand
                .as_ref()
                .map(|h| h
                    .iter()
                    .map(|c| names.name(c.0.into()))
                    .collect::<Vec<_>>()
                    .join(", "))
                .unwrap_or_else(|| format!("{} cards", p.hand_count)),
            p.deck_count,
            if p.declared_end {
                " · ended the round"
            } else {
                ""
            }
        ));
        for c in &p.characters {
            let aura: Vec<String> = c
                .aura
                .iter()
                .filter_map(|e| serde_json::to_value(e).ok())
                .filter_map(|e| e.as_str().map(capitalised))
                .collect();
            out.push(format!(
                "    {}{} hp {}/{} energy {}/{}{}{}",
                if c.active { "* " } else { "  " },
                c.name,
                c.hp,
                c.max_hp,
                c.energy,
                c.max_energy,
                if aura.is_empty() {
                    String::new()
                } else {
                    format!(" aura {}", aura.join("+"))
                },
                if c.alive { "" } else { " (knocked out)" }
            ));
        }
        for (zone, list) in [("summons", &p.summons), ("supports", &p.supports)] {
            if !list.is_empty() {
                let s: Vec<String> = list
                    .iter()
                    .map(|e| match e.usage {
                        Some(u) => format!("{} ({u})", e.name),
                        None => e.name.to_string(),
                    })
                    .collect();
                out.push(format!("    {zone}: {}", s.join(", ")));
            }
        }
    }
    out
}

fn character_name(p: Option<&PlayerView>, slot: u8) -> String {
    p.and_then(|p| p.characters.iter().find(|c| c.slot == slot))
        .map(|c| c.name.to_string())
        .unwrap_or_else(|| format!("character {slot}"))
}

/// "cost 1 Pyro + 2 any, paying Pyro Pyro Omni" (or what is known of it).
fn payment(cost: Option<&str>, dice: &[DieFace]) -> String {
    match (cost, dice.is_empty()) {
        (Some("free") | None, true) => "free".into(),
        (Some(c), true) => format!("cost {c}, nothing to pay"),
        (Some(c), false) => format!("cost {c}, paying {}", faces(dice)),
        (None, false) => format!("paying {}", faces(dice)),
    }
}

/// A gitcg action in words, with what it costs.
fn gitcg_action(a: &Action, view: Option<&View>, names: &Names) -> String {
    let me = view.and_then(|v| v.viewer.seat());
    let own = view.and_then(|v| me.and_then(|s| v.players.get(s.index())));
    let other = view.and_then(|v| me.and_then(|s| v.players.get(s.other().index())));
    match a {
        Action::SwitchHand { cards } if cards.is_empty() => "Keep your hand".into(),
        Action::SwitchHand { cards } => {
            let hand = own.and_then(|p| p.hand.as_ref());
            let picked: Vec<String> = cards
                .indices()
                .iter()
                .map(|&i| {
                    hand.and_then(|h| h.get(i as usize))
                        .map(|c| names.name(c.0.into()))
                        .unwrap_or_else(|| format!("card {i}"))
                })
                .collect();
            format!("Switch {}", picked.join(", "))
        }
        Action::ChooseActive { slot } => {
            format!("Choose {} as active character", character_name(own, *slot))
        }
        Action::Reroll { dice } if dice.is_empty() => "Keep your dice".into(),
        Action::Reroll { dice } => format!("Reroll {}", faces(&dice.faces())),
        Action::UseSkill { skill, dice } => format!(
            "Use {} ({})",
            names.name(skill.0.into()),
            payment(names.cost(skill.0.into()), &dice.faces())
        ),
        Action::Switch { slot, dice } => format!(
            "Switch to {} ({})",
            character_name(own, *slot),
            payment(None, &dice.faces())
        ),
        Action::PlayCard {
            card,
            target,
            second,
            dice,
        } => {
            let words = |t: &Option<Target>| match t {
                Some(Target::Character { side, slot }) => {
                    let (whose, p) = match side {
                        Side::Own => ("your", own),
                        Side::Opponent => ("the opponent's", other),
                    };
                    format!("{whose} {}", character_name(p, *slot))
                }
                Some(Target::Summon { side, slot }) => {
                    let (whose, p) = match side {
                        Side::Own => ("your", own),
                        Side::Opponent => ("the opponent's", other),
                    };
                    let summon = p
                        .and_then(|p| p.summons.get(*slot as usize))
                        .map(|s| s.name.to_string())
                        .unwrap_or_else(|| format!("summon {slot}"));
                    format!("{whose} {summon}")
                }
                Some(Target::Support { side, slot }) => {
                    let whose = match side {
                        Side::Own => "your",
                        Side::Opponent => "the opponent's",
                    };
                    format!("{whose} support {}", slot + 1)
                }
                None => String::new(),
            };
            let mut on = match target {
                Some(_) => format!(" on {}", words(target)),
                None => String::new(),
            };
            if second.is_some() {
                on.push_str(&format!(", then {}", words(second)));
            }
            format!(
                "Play {}{on} ({})",
                names.name(card.0.into()),
                payment(names.cost(card.0.into()), &dice.faces())
            )
        }
        Action::Tune { card, die } => format!(
            "Tune: discard {} to turn one {} die into your active character's element",
            names.name(card.0.into()),
            face(*die)
        ),
        Action::DeclareEnd => "Declare the end of your round".into(),
        Action::DiscardSupport { slot } => {
            let support = own
                .and_then(|p| p.supports.get(*slot as usize))
                .map(|s| s.name.to_string())
                .unwrap_or_else(|| format!("support {slot}"));
            format!("Discard {support} to make room")
        }
        Action::Pick { option } => {
            let card = own
                .and_then(|p| p.picking.get(*option as usize))
                .map(|c| names.name(c.0.into()))
                .unwrap_or_else(|| format!("option {option}"));
            format!("Pick {card}")
        }
    }
}
