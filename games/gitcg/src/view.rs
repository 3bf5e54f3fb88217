//! What each viewer may see. A seat sees its own hand and dice; of the opponent only counts.
//! The referee sees both hands and both dice. Nobody sees deck order or the generator.

use tavern_protocol::changes::Shared;
use tavern_protocol::gitcg::{
    CardId, CharacterId, CharacterView, EntityId, EntityView, Phase, PlayerView, View,
};
use tavern_protocol::{Seat, Viewer};

use super::defs::EntityKind;
use super::state::Ent;
use super::Gitcg;

/// An entity as everyone sees it on the table; `None` for what is not on the table (passive
/// skills' bookkeeping, watchers).
fn entity_view(e: &Ent) -> Option<EntityView> {
    if e.def.hidden {
        return None;
    }
    Some(EntityView {
        id: EntityId(e.def.id),
        name: e.def.name.into(),
        // Counters (layers, levels) live in `usage` of entities declared without usages.
        usage: (e.def.usage > 0 || e.usage > 0).then_some(e.usage),
        duration: (e.def.duration > 0).then_some(e.duration),
        counter: e.def.stock.map(|_| e.stock),
    })
}

impl Gitcg {
    pub(crate) fn build_view(&self, viewer: Viewer) -> View {
        let revealed = !matches!(self.phase, Phase::SwitchHand | Phase::ChooseActive);
        let players = [Seat(0), Seat(1)]
            .into_iter()
            .map(|seat| {
                let p = self.player(seat);
                let secret = viewer.sees_secrets_of(seat);
                let active = if revealed {
                    Some(p.active)
                } else if secret {
                    p.chosen
                } else {
                    None
                };
                PlayerView {
                    seat,
                    characters: p
                        .chars
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            Shared(CharacterView {
                                slot: i as u8,
                                id: CharacterId(c.def.id),
                                name: c.def.english_name.into(),
                                hp: c.hp,
                                max_hp: c.max_hp,
                                energy: c.energy,
                                max_energy: c.def.max_energy,
                                aura: c.aura.elements().collect(),
                                alive: c.alive,
                                active: active == Some(i as u8),
                                equipment: c
                                    .attached
                                    .iter()
                                    .filter(|e| matches!(e.def.kind, EntityKind::Equipment(_)))
                                    .filter_map(entity_view)
                                    .collect(),
                                statuses: c
                                    .attached
                                    .iter()
                                    .filter(|e| !matches!(e.def.kind, EntityKind::Equipment(_)))
                                    .filter_map(entity_view)
                                    .collect(),
                            })
                        })
                        .collect(),
                    active,
                    hand: secret.then(|| p.hand.iter().map(|c| CardId(c.id)).collect()),
                    hand_count: p.hand.len() as u8,
                    dice: secret.then_some(p.dice),
                    dice_count: p.dice.total(),
                    deck_count: p.deck.len() as u8,
                    combat_statuses: p.combat.iter().filter_map(entity_view).collect(),
                    summons: p.summons.iter().filter_map(entity_view).collect(),
                    supports: p.supports.iter().filter_map(entity_view).collect(),
                    declared_end: p.declared_end,
                    legend_used: p.legend_used,
                    picking: self.pick_options(seat),
                }
            })
            .collect();
        View {
            viewer,
            round: self.round,
            phase: self.phase,
            turn: (self.phase == Phase::Action).then_some(self.turn),
            first: self.first,
            players,
            outcome: self.outcome_value(),
        }
    }

    fn outcome_value(&self) -> Option<tavern_protocol::Outcome> {
        tavern_game::Game::outcome(self)
    }
}
