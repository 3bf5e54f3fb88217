//! What a use of a cost reduction spends, when the entity says it itself.
//!
//! By default an entity that lowered a paid cost spends one usage, or one use of its count per
//! round ([`Gitcg::spend_uses`]). Some pay from a counter of their own instead, by as many
//! dice as they took off (Golden Troupe's reward, Kusava's memories and dreams), or spend both
//! a usage and their one use this round (Seed Dispensary, Memento Lens). Such an entity listens
//! to [`trig::DISCOUNT_PAID`]; once the cost is paid its hook gets `Trig::DiscountPaid` with
//! the dice it took off, and nothing else is spent for it.

use super::defs::{trig, Trig};
use super::state::Loc;
use super::Gitcg;

impl Gitcg {
    /// Tells the entity at `loc`, which listens to [`trig::DISCOUNT_PAID`], that a cost it
    /// lowered by `dice` was paid.
    pub(crate) fn discount_paid(&mut self, loc: Loc, dice: u8) {
        let def = self.ent(loc).def;
        if let Some(hook) = def.hook.filter(|_| def.listens & trig::DISCOUNT_PAID != 0) {
            hook(self, loc, &mut Trig::DiscountPaid { dice });
        }
    }
}
