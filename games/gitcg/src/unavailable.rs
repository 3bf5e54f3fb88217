//! Why a skill or a card in hand cannot be used now: for the seat taking its turn, every skill
//! of the active character and every card in hand that no legal action uses, each with the
//! refusal the same `check_*` functions give that `legal_actions` is built from.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{Action, CardId, Dice, SkillId, Target};
use tavern_protocol::{DecisionKind, Seat};

use super::effects::CostMods;
use super::error::Illegal;
use super::Gitcg;

/// How far a card's checks got before refusing it: among a card's targets, the refusal that
/// got furthest is its reason (a talent refused for dice on its own character says more than
/// the same talent refused on the other characters).
fn progress(e: &Illegal) -> u8 {
    match e {
        Illegal::BadTarget | Illegal::NoTarget => 0,
        Illegal::NotEnoughEnergy { .. } => 2,
        Illegal::NotEnoughDice { .. }
        | Illegal::NotEnoughElement { .. }
        | Illegal::NotEnoughSameElement { .. } => 3,
        _ => 1,
    }
}

impl Gitcg {
    /// Appends the skills and cards `seat` cannot use in its turn, each with its reason.
    pub(crate) fn list_unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        if self.decision_of(seat) != Some(DecisionKind::Act) {
            return;
        }
        let p = self.player(seat);
        let mut mods = CostMods::new();
        self.cost_mods(seat, &mut mods);
        for skill in p.active_char().def.skills {
            if let Err(e) = self.check_skill(seat, skill, &mods) {
                let action = Action::UseSkill {
                    skill: SkillId(skill.id),
                    dice: Dice::EMPTY,
                };
                out.push((action, e));
            }
        }
        let mut seen: ArrayVec<u32, 10> = ArrayVec::new();
        for &card in &p.hand {
            if seen.contains(&card.id) {
                continue;
            }
            seen.push(card.id);
            let mut playable = false;
            let mut refused: Option<(Option<Target>, Option<Target>, Illegal)> = None;
            self.for_each_target(seat, card, |target, second| {
                match self.check_card(seat, card, target, second, &mods) {
                    Ok(_) => playable = true,
                    Err(e) => {
                        if refused
                            .as_ref()
                            .is_none_or(|(_, _, r)| progress(&e) > progress(r))
                        {
                            refused = Some((target, second, e));
                        }
                    }
                }
            });
            if !playable {
                let (target, second, e) = refused.unwrap_or((None, None, Illegal::NoTarget));
                let action = Action::PlayCard {
                    card: CardId(card.id),
                    target,
                    second,
                    dice: Dice::EMPTY,
                };
                out.push((action, e));
            }
        }
    }
}
