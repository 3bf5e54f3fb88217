//! Paying costs with dice: checking an exact payment and proposing one.
//!
//! Dice are a count per face ([`Dice`]); Omni is face 0 and counts as any element.

use tavern_protocol::gitcg::{Dice, DieFace, Element};

use super::defs::Cost;
use super::error::Illegal;

const OMNI: usize = DieFace::Omni as usize;

/// Checks that `pay` is an exact payment of `cost`'s dice out of `held`.
pub fn check_payment(cost: &Cost, held: &Dice, pay: &Dice) -> Result<(), Illegal> {
    if !pay.is_subset_of(held) {
        return Err(Illegal::DiceNotHeld);
    }
    let needed = cost.dice();
    if pay.total() != needed {
        if held.total() < needed {
            return Err(Illegal::NotEnoughDice {
                needed,
                have: held.total(),
            });
        }
        return Err(Illegal::WrongPayment {
            needed,
            offered: pay.total(),
        });
    }
    let omni = pay.0[OMNI];
    if cost.elem_n > 0 {
        if let Some(element) = cost.element {
            let have = pay.0[element.die() as usize] + omni;
            if have < cost.elem_n {
                return Err(Illegal::MissingElement {
                    element,
                    needed: cost.elem_n,
                    offered: have,
                });
            }
        }
    }
    if cost.same > 0 {
        let most = (1..8).map(|f| pay.0[f]).max().unwrap_or(0) + omni;
        if most < cost.same {
            return Err(Illegal::NotSameElement {
                needed: cost.same,
                offered: most,
            });
        }
    }
    Ok(())
}

/// The order in which non-Omni faces are spent on unaligned costs: faces of elements not in
/// `keep` first, then kept elements other than `active`, then `active`'s; among equals, the
/// most plentiful first. Computed once per listing and reused for every suggestion.
pub fn spend_order(held: &Dice, active: Element, keep: u8) -> [usize; 7] {
    let act = active.die() as usize;
    // Each face's key, with the face in the low bits so that equal keys keep face order:
    // sorting the keys sorts the faces.
    let mut keys = [0u32; 7];
    for (i, k) in keys.iter_mut().enumerate() {
        let f = i + 1;
        let kept = keep & (1 << i) != 0;
        *k = (((f == act) as u32) << 9 | (kept as u32) << 8 | (255 - held.0[f] as u32)) << 3
            | f as u32;
    }
    keys.sort_unstable();
    keys.map(|k| (k & 7) as usize)
}

/// Proposes a payment of `cost` out of `held`, or `None` when it cannot be paid. It spends the
/// dice least likely to be wanted later: faces of elements not in `keep` first, then kept
/// elements other than `active`, then `active`'s, Omni last.
pub fn suggest(cost: &Cost, held: &Dice, active: Element, keep: u8) -> Option<Dice> {
    suggest_ordered(cost, held, active, &spend_order(held, active, keep))
}

/// [`suggest`] with a precomputed [`spend_order`].
pub fn suggest_ordered(
    cost: &Cost,
    held: &Dice,
    active: Element,
    order: &[usize; 7],
) -> Option<Dice> {
    // Too few dice in all is the common refusal (late in a round) and the cheapest to see;
    // otherwise each part below fails when the dice do not suffice, and a payment it
    // completes is one the held dice cover.
    if held.total() < cost.dice() {
        return None;
    }
    let mut left = *held;
    let mut pay = Dice::EMPTY;
    let take = |left: &mut Dice, pay: &mut Dice, face: usize, n: u8| -> u8 {
        let k = n.min(left.0[face]);
        left.0[face] -= k;
        pay.0[face] += k;
        k
    };
    if cost.elem_n > 0 {
        let e = cost.element.map(|e| e.die() as usize).unwrap_or(OMNI);
        let mut need = cost.elem_n;
        if e != OMNI {
            need -= take(&mut left, &mut pay, e, need);
        }
        need -= take(&mut left, &mut pay, OMNI, need);
        if need > 0 {
            return None;
        }
    }
    if cost.same > 0 {
        let n = cost.same;
        let act = active.die() as usize;
        // A face that pays alone, in spending order; otherwise the most plentiful with Omni.
        let face = match order.iter().copied().find(|&f| left.0[f] >= n) {
            Some(f) => f,
            None => (1..8).max_by_key(|&f| (left.0[f], f != act))?,
        };
        let mut need = n;
        need -= take(&mut left, &mut pay, face, need);
        need -= take(&mut left, &mut pay, OMNI, need);
        if need > 0 {
            return None;
        }
    }
    if cost.any > 0 {
        let mut need = cost.any;
        for &f in order {
            if need == 0 {
                break;
            }
            need -= take(&mut left, &mut pay, f, need);
        }
        need -= take(&mut left, &mut pay, OMNI, need);
        if need > 0 {
            return None;
        }
    }
    Some(pay)
}

/// Checks that `held` can pay `cost`'s dice at all, naming the part it falls short of: too few
/// dice, too few of the cost's element, or too few of any one element.
pub fn check_affordable(cost: &Cost, held: &Dice) -> Result<(), Illegal> {
    if held.total() < cost.dice() {
        return Err(Illegal::NotEnoughDice {
            needed: cost.dice(),
            have: held.total(),
        });
    }
    let omni = held.0[OMNI];
    if cost.elem_n > 0 {
        let have = match cost.element {
            Some(e) => held.0[e.die() as usize] + omni,
            None => omni,
        };
        if have < cost.elem_n {
            return Err(match cost.element {
                Some(element) => Illegal::NotEnoughElement {
                    element,
                    needed: cost.elem_n,
                    have,
                },
                None => Illegal::NotEnoughSameElement {
                    needed: cost.elem_n,
                    have,
                },
            });
        }
    }
    if cost.same > 0 {
        let best = held.0[1..].iter().copied().max().unwrap_or(0);
        if best + omni < cost.same {
            return Err(Illegal::NotEnoughSameElement {
                needed: cost.same,
                have: best + omni,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use DieFace::*;

    fn d(f: &[DieFace]) -> Dice {
        Dice::from_faces(f)
    }

    #[test]
    fn element_cost_accepts_omni_and_rejects_other_elements() {
        let cost = Cost::elem(Element::Cryo, 3, 0);
        let held = d(&[Cryo, Cryo, Omni, Pyro, Hydro]);
        assert!(check_payment(&cost, &held, &d(&[Cryo, Cryo, Omni])).is_ok());
        assert_eq!(
            check_payment(&cost, &held, &d(&[Cryo, Cryo, Pyro])),
            Err(Illegal::MissingElement {
                element: Element::Cryo,
                needed: 3,
                offered: 2
            })
        );
        assert_eq!(
            check_payment(&cost, &held, &d(&[Cryo, Cryo])),
            Err(Illegal::WrongPayment {
                needed: 3,
                offered: 2
            })
        );
    }

    #[test]
    fn same_cost_needs_one_element() {
        let cost = Cost::same(2);
        let held = d(&[Pyro, Hydro, Omni, Geo, Geo]);
        assert!(check_payment(&cost, &held, &d(&[Geo, Geo])).is_ok());
        assert!(check_payment(&cost, &held, &d(&[Pyro, Omni])).is_ok());
        assert_eq!(
            check_payment(&cost, &held, &d(&[Pyro, Hydro])),
            Err(Illegal::NotSameElement {
                needed: 2,
                offered: 1
            })
        );
    }

    #[test]
    fn any_cost_takes_anything_but_only_held_dice() {
        let cost = Cost::any(2);
        let held = d(&[Pyro, Hydro]);
        assert!(check_payment(&cost, &held, &d(&[Pyro, Hydro])).is_ok());
        assert_eq!(
            check_payment(&cost, &held, &d(&[Pyro, Pyro])),
            Err(Illegal::DiceNotHeld)
        );
    }

    #[test]
    fn suggestion_is_valid_and_spares_omni_and_active_element() {
        let cost = Cost::elem(Element::Cryo, 1, 2);
        let held = d(&[Cryo, Cryo, Omni, Pyro, Geo]);
        let pay = suggest(&cost, &held, Element::Cryo, 0).expect("affordable");
        assert!(check_payment(&cost, &held, &pay).is_ok());
        assert_eq!(pay, d(&[Cryo, Pyro, Geo]));
        assert!(suggest(&Cost::same(3), &held, Element::Cryo, 0).is_some());
        assert!(suggest(&Cost::elem(Element::Pyro, 3, 0), &held, Element::Cryo, 0).is_none());
    }
}
