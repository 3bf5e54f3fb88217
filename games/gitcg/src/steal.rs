//! Stealing cards (窃取): an effect takes a card out of the opposing hand and puts it into its
//! own side's hand (Kinich's Night Realm's Gift: Repaid in Full, the Gluttonous Yumkasaur
//! Mountain King's The All-Devourer). The card is shown to both sides as it changes hands: the
//! text names which card goes ("原本元素骰费用最高的对方手牌"), and the victim saw it leave. It
//! is neither discarded nor played: nothing that answers those hears it, and it enters the
//! thief's hand as a card created there (`to_hand.rs`).

use tavern_protocol::Seat;

use super::defs::CardDef;
use super::Gitcg;

impl Gitcg {
    /// Steals the card of the highest original dice cost of the hand opposing `thief`, drawn
    /// at random among equals, into `thief`'s hand (a full hand burns it); returns it, `None`
    /// when that hand is empty.
    pub fn steal_costliest(&mut self, thief: Seat) -> Option<&'static CardDef> {
        let victim = thief.other();
        let idx = self.costliest_in_hand(victim)?;
        let card = self.player_mut(victim).hand.remove(idx);
        self.create_card(thief, card, true);
        Some(card)
    }
}
