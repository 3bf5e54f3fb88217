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
    if count(pay) != needed {
        if count(held) < needed {
            return Err(Illegal::NotEnoughDice {
                needed,
                have: count(held),
            });
        }
        return Err(Illegal::WrongPayment {
            needed,
            offered: count(pay),
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

/// Proposes a payment of `cost` out of `held`, or `None` when it cannot be paid. It spends the
/// dice least likely to be wanted later: faces of elements not in `keep` first, then kept
/// elements other than `active`, then `active`'s, Omni last.
pub fn suggest(cost: &Cost, held: &Dice, active: Element, keep: u8) -> Option<Dice> {
    Payer::new(held, active, keep).suggest(cost)
}

/// The dice a side holds, with what checking whether a cost can be paid reads of them: a
/// listing that suggests no payment (`listing.rs`, for a random playout) checks every cost
/// with it and builds a [`Payer`] for the one action picked.
#[derive(Clone, Copy, Debug)]
pub struct Held {
    dice: [u8; 8],
    total: u8,
    /// The most dice of one element held (Omni aside).
    most: u8,
}

impl Held {
    /// What a check reads of `dice`.
    pub fn new(dice: &Dice) -> Self {
        Held {
            dice: dice.0,
            total: count(dice),
            most: dice.0[1..].iter().copied().max().unwrap_or(0),
        }
    }

    /// Whether the dice held are at least as many as `cost` asks (else no payment covers it).
    pub fn covers(&self, cost: &Cost) -> bool {
        self.total >= cost.dice()
    }

    /// Whether some payment of `cost` exists: exactly when [`Payer::suggest`] finds one,
    /// whatever the spending order. That takes the element's part from its own faces, then
    /// Omni; the "same element" part from the face held most after that, then Omni; the rest
    /// from anything left, which the dice held in all cover.
    pub fn payable(&self, cost: &Cost) -> bool {
        if self.total < cost.dice() {
            return false;
        }
        let mut omni = self.dice[OMNI];
        let mut most = self.most;
        if cost.elem_n > 0 {
            let own = cost.element.map_or(0, |e| self.dice[e.die() as usize]);
            if own + omni < cost.elem_n {
                return false;
            }
            omni -= cost.elem_n.saturating_sub(own);
            if let Some(e) = cost.element.filter(|_| cost.same > 0) {
                let mut left = self.dice;
                left[e.die() as usize] -= cost.elem_n.min(own);
                most = left[1..].iter().copied().max().unwrap_or(0);
            }
        }
        most + omni >= cost.same
    }

    /// Whether some die may be given up to elemental tuning: a die of a face other than Omni
    /// and the `active` character's element (exactly when [`Self::tune`] finds one, for far
    /// less: the dice as one word, those two faces' bytes cleared).
    pub fn can_tune(&self, active: Element) -> bool {
        let others = !(0xff | 0xff << (8 * active.die() as u64));
        u64::from_le_bytes(self.dice) & others != 0
    }

    /// The face best given up to elemental tuning: the most plentiful face held outside the
    /// team's elements `keep` (else the most plentiful of the team's), never the face of the
    /// `active` character's element; among equals, the last face.
    pub fn tune(&self, active: Element, keep: u8) -> Option<DieFace> {
        let act = active.die() as usize;
        // Each face's key, 0 for a face that may not be given up: the best is the largest
        // (the face in the low bits makes the last of equals the largest). A face's bit of
        // `outside` is 1 when it is not the team's.
        let outside = !keep as u16;
        let mut best = 0u16;
        for f in 1..8 {
            let n = self.dice[f] as u16;
            let key = (outside >> (f - 1) & 1) << 11 | n << 3 | f as u16;
            let barred = (n == 0) | (f == act);
            best = best.max(if barred { 0 } else { key });
        }
        (best != 0).then(|| DieFace::ALL[(best & 7) as usize])
    }
}

/// How many dice `dice` holds in all ([`Dice::total`], which adds the eight bytes one by one,
/// a chain of a dozen steps on hot paths): counted in one multiplication, whose top byte sums
/// every byte of the word, no byte's sum carrying (a player holds at most 16 dice).
pub(crate) fn count(dice: &Dice) -> u8 {
    (u64::from_le_bytes(dice.0).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

/// Proposes payments out of one set of held dice ([`suggest`]): what every suggestion of a
/// listing shares (the dice held in all, each face's place in the order faces are spent in)
/// is worked out once.
#[derive(Clone, Debug)]
pub struct Payer {
    held: [u8; 8],
    total: u8,
    /// The active character's face: among equally plentiful faces, the last one a "same
    /// element" cost falls back on.
    active: usize,
    /// Each face's key in the order faces are spent in on unaligned costs (Omni's unused):
    /// faces of elements not kept first, then kept elements other than the active
    /// character's, then its own; among equals, the most plentiful first, then face order.
    /// The face is the key's low bits. The faces are never sorted: a payment takes the face
    /// of least key among those that can still pay, which its few steps need and no more.
    keys: [u16; 8],
}

impl Payer {
    /// A payer out of `held` for a side whose active character is of `active` and whose
    /// team's elements are `keep` (a bit per element).
    pub fn new(held: &Dice, active: Element, keep: u8) -> Self {
        let act = active.die() as usize;
        // Every face alike, the same steps on eight lanes, which the compiler does at once in
        // one vector register; then the tiers of the few kept faces and of the active
        // character's (Omni's key overwritten last).
        let mut keys = [0u16; 8];
        for (f, k) in keys.iter_mut().enumerate() {
            *k = (255 - held.0[f] as u16) << 3 | f as u16;
        }
        // An element's bit in `keep` is its face's, less one.
        let mut kept = (keep as u16) << 1 & 0xFE;
        while kept != 0 {
            keys[kept.trailing_zeros() as usize] |= 0x800;
            kept &= kept - 1;
        }
        keys[act] |= 0x1000;
        keys[OMNI] = u16::MAX;
        Payer {
            held: held.0,
            total: count(held),
            active: act,
            keys,
        }
    }

    /// The face first in spending order among those with at least `n` dice `left` (a byte
    /// per face), if any: the least key of them, found without a branch per face.
    fn first_with(&self, left: u64, n: u8) -> Option<usize> {
        let mut best = u16::MAX;
        for f in 1..8 {
            // A face short of `n` dice counts as the largest key, chosen without a branch
            // (which would be mispredicted about as often as taken).
            let short = ((left >> (8 * f)) as u8) < n;
            best = best.min(std::hint::select_unpredictable(
                short,
                u16::MAX,
                self.keys[f],
            ));
        }
        (best != u16::MAX).then_some((best & 7) as usize)
    }

    /// A payment of `cost`, or `None` when it cannot be paid.
    #[inline]
    pub fn suggest(&self, cost: &Cost) -> Option<Dice> {
        let pay = self.payment(cost);
        (pay != UNPAID).then(|| Dice(pay.to_le_bytes()))
    }

    /// [`Self::suggest`] as a byte per face in one word, [`UNPAID`] when none: returned in a
    /// register (an `Option<Dice>` goes through memory, written in two parts and read back
    /// whole, which stalls the processor at every suggestion).
    #[inline(never)]
    fn payment(&self, cost: &Cost) -> u64 {
        // Too few dice in all is the common refusal (late in a round) and the cheapest to
        // see; otherwise each part below fails when the dice do not suffice, and a payment it
        // completes is one the held dice cover.
        if self.total < cost.dice() {
            return UNPAID;
        }
        // The dice left and the payment, a byte per face in one word each: kept in
        // registers, never written to memory a byte at a time and read back whole (which
        // stalls the processor).
        let mut left = u64::from_le_bytes(self.held);
        let mut pay = 0u64;
        let count = |left: u64, face: usize| (left >> (8 * face)) as u8;
        let take = |left: &mut u64, pay: &mut u64, face: usize, n: u8| -> u8 {
            let k = n.min(count(*left, face));
            *left -= (k as u64) << (8 * face);
            *pay += (k as u64) << (8 * face);
            k
        };
        if cost.elem_n > 0 {
            let mut need = cost.elem_n;
            if let Some(e) = cost.element {
                need -= take(&mut left, &mut pay, e.die() as usize, need);
            }
            need -= take(&mut left, &mut pay, OMNI, need);
            if need > 0 {
                return UNPAID;
            }
        }
        if cost.same > 0 {
            let n = cost.same;
            // A face that pays alone, in spending order; otherwise the most plentiful with
            // Omni.
            let face = match self.first_with(left, n) {
                Some(f) => f,
                None => (1..8)
                    .max_by_key(|&f| (count(left, f), f != self.active))
                    .unwrap_or(OMNI),
            };
            let mut need = n;
            need -= take(&mut left, &mut pay, face, need);
            need -= take(&mut left, &mut pay, OMNI, need);
            if need > 0 {
                return UNPAID;
            }
        }
        if cost.any > 0 {
            // The faces in spending order, each emptied in turn (or as far as needed): the
            // next is the first of those with a die left.
            let mut need = cost.any;
            while need > 0 {
                let Some(f) = self.first_with(left, 1) else {
                    break;
                };
                need -= take(&mut left, &mut pay, f, need);
            }
            need -= take(&mut left, &mut pay, OMNI, need);
            if need > 0 {
                return UNPAID;
            }
        }
        pay
    }

    /// The faces held (Omni aside) in spending order.
    #[cfg(test)]
    fn order(&self) -> Vec<u8> {
        let mut keys: Vec<u16> = (1..8)
            .filter(|&f| self.held[f] > 0)
            .map(|f| self.keys[f])
            .collect();
        keys.sort_unstable();
        keys.into_iter().map(|k| (k & 7) as u8).collect()
    }
}

/// [`Payer::payment`] when no payment covers the cost: no face holds 255 dice.
const UNPAID: u64 = u64::MAX;

/// Checks that `held` can pay `cost`'s dice at all, naming the part it falls short of: too few
/// dice, too few of the cost's element, or too few of any one element.
pub fn check_affordable(cost: &Cost, held: &Dice) -> Result<(), Illegal> {
    if count(held) < cost.dice() {
        return Err(Illegal::NotEnoughDice {
            needed: cost.dice(),
            have: count(held),
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

    /// The tuning suggestion read off the spending order: its first faces are the best
    /// class (outside the team, then most plentiful), and the last of them that is not the
    /// active character's is given up.
    fn tune_by_order(held: &Dice, active: Element, keep: u8) -> Option<DieFace> {
        let payer = Payer::new(held, active, keep);
        let order = payer.order();
        let &first = order.first()?;
        let class = |f: u8| (keep >> (f - 1) & 1, held.0[f as usize]);
        let best = order
            .iter()
            .take_while(|&&f| f as usize != payer.active && class(f) == class(first))
            .last()?;
        Some(DieFace::ALL[*best as usize])
    }

    /// A payment as first written: the faces held sorted into spending order once, the
    /// "same element" part from the first that pays it alone, the unaligned part from each in
    /// turn.
    fn payment_by_order(cost: &Cost, held: &Dice, active: Element, keep: u8) -> Option<Dice> {
        let payer = Payer::new(held, active, keep);
        let order = payer.order();
        if held.total() < cost.dice() {
            return None;
        }
        let (mut left, mut pay) = (*held, Dice::EMPTY);
        // Takes up to `n` dice of `face`; returns how many are still needed.
        let take = |left: &mut Dice, pay: &mut Dice, face: usize, n: u8| {
            let k = n.min(left.0[face]);
            left.0[face] -= k;
            pay.0[face] += k;
            n - k
        };
        let mut need = cost.elem_n;
        if let Some(e) = cost.element {
            need = take(&mut left, &mut pay, e.die() as usize, need);
        }
        if take(&mut left, &mut pay, OMNI, need) > 0 {
            return None;
        }
        if cost.same > 0 {
            let face = match order.iter().find(|&&f| left.0[f as usize] >= cost.same) {
                Some(&f) => f as usize,
                None => (1..8)
                    .max_by_key(|&f| (left.0[f], f != active.die() as usize))
                    .unwrap_or(OMNI),
            };
            let need = take(&mut left, &mut pay, face, cost.same);
            if take(&mut left, &mut pay, OMNI, need) > 0 {
                return None;
            }
        }
        let mut need = cost.any;
        for &f in &order {
            need = take(&mut left, &mut pay, f as usize, need);
        }
        if take(&mut left, &mut pay, OMNI, need) > 0 {
            return None;
        }
        Some(pay)
    }

    /// Fewer than `below` dice of random faces.
    fn random_dice(rng: &mut tavern_game::rng::Rng, below: u32) -> Dice {
        let mut held = Dice::EMPTY;
        for _ in 0..rng.below(below) {
            held.0[rng.below(8) as usize] += 1;
        }
        held
    }

    fn random_element(rng: &mut tavern_game::rng::Rng) -> Element {
        Element::ALL[rng.below(Element::ALL.len() as u32) as usize]
    }

    /// A dice cost of up to three dice of each part, of an element three times in four.
    fn random_cost(rng: &mut tavern_game::rng::Rng) -> Cost {
        let element = (rng.below(4) != 0).then(|| random_element(rng));
        Cost {
            element,
            elem_n: rng.below(4) as u8,
            same: rng.below(4) as u8,
            any: rng.below(4) as u8,
            energy: 0,
        }
    }

    #[test]
    fn a_payment_spends_the_faces_in_spending_order() {
        let mut rng = tavern_game::rng::Rng::new(17);
        for _ in 0..50_000 {
            let held = random_dice(&mut rng, 13);
            let active = random_element(&mut rng);
            let cost = random_cost(&mut rng);
            let keep = rng.below(128) as u8;
            assert_eq!(
                suggest(&cost, &held, active, keep),
                payment_by_order(&cost, &held, active, keep),
                "{held:?} {cost:?} {active:?} {keep:b}"
            );
        }
    }

    #[test]
    fn tuning_suggestion_is_the_most_plentiful_face_outside_the_team() {
        let mut rng = tavern_game::rng::Rng::new(11);
        for _ in 0..20_000 {
            let held = random_dice(&mut rng, 17);
            let active = random_element(&mut rng);
            let keep = rng.below(128) as u8;
            assert_eq!(
                Held::new(&held).tune(active, keep),
                tune_by_order(&held, active, keep),
                "{held:?} {active:?} {keep:b}"
            );
            assert_eq!(count(&held), held.total(), "{held:?}");
            // The quick answer of a listing that defers the face (`listing.rs`).
            assert_eq!(
                Held::new(&held).can_tune(active),
                Held::new(&held).tune(active, keep).is_some(),
                "{held:?} {active:?}"
            );
        }
    }

    #[test]
    fn a_cost_is_payable_exactly_when_a_payment_is_suggested() {
        let mut rng = tavern_game::rng::Rng::new(13);
        for _ in 0..50_000 {
            let held = random_dice(&mut rng, 13);
            let active = random_element(&mut rng);
            let cost = random_cost(&mut rng);
            let keep = rng.below(128) as u8;
            assert_eq!(
                Held::new(&held).payable(&cost),
                suggest(&cost, &held, active, keep).is_some(),
                "{held:?} {cost:?}"
            );
        }
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
