//! Project Confix wire types: elements, runes, classes, team setups, actions, views, events, the
//! match config and the card list.
//!
//! Seats sit around the table in the order of [`View::table`], each at the right hand of the one
//! before (the last one's right is the first): in seat order, unless teams were drawn at random,
//! when the teams sit alternately. "The next player" (下家, initially the right-hand player) is
//! the next living seat round the table. Cards in hand are named by their [`CardId`] (any copy);
//! cards on the battlefield by the [`Uid`] they got when they entered.
//!
//! # Layout
//! - `cards`: card, plane and permanent numbers, elements, runes, costs, card lists;
//! - `setup`: classes, team setups ([`Mode`]), decks, options and the match [`Config`];
//! - `actions`: targets, payments and the [`Action`]s a seat submits;
//! - `view`: the phases and what one viewer sees ([`View`]);
//! - `events`: what happened ([`Event`]);
//! - `catalog`: the card list ([`CardCatalog`]).

mod actions;
mod cards;
mod catalog;
mod events;
mod setup;
mod view;

pub use actions::*;
pub use cards::*;
pub use catalog::*;
pub use events::*;
pub use setup::*;
pub use view::*;
