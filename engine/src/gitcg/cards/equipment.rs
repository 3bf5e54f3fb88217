//! equipment cards.

use crate::gitcg::defs::CardDef;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[];
