//! Character forms (形态): a character that turns into another form takes the form's card —
//! its skills, element, weapon and burst energy — and keeps everything that is its own in play:
//! HP, energy (within the form's maximum), applied elements, equipment and statuses. It stays
//! the same character for the cards that name it ([`super::state::Character::card`]: talents),
//! and comes back as its own card when revived. Forms are character cards of their own in the
//! card facts (La Signora's Crimson Witch of Embers, Azhdaha's four absorbed forms), listed by
//! the registry's [`super::cards::forms`] and served with the card list, never put in a deck.

use tavern_protocol::Seat;

use super::defs::CharacterDef;
use super::Gitcg;

impl Gitcg {
    /// Turns the character in `slot` of `seat` into `form` (nothing when it already has it).
    pub fn take_form(&mut self, seat: Seat, slot: u8, form: &'static CharacterDef) {
        let c = self.character_mut(seat, slot);
        if c.def == form || !c.alive {
            return;
        }
        c.def = form;
        c.energy = c.energy.min(form.max_energy);
    }
}
