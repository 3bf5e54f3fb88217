//! Every entity the views can show (summons, statuses, combat statuses, supports, equipment,
//! what the rules create), found by walking the card tables: passives, the ops of skills,
//! cards and entities, equipment and supports, prepared skills; plus the few that only a
//! hook or custom op creates, which each family lists beside its cards.

use std::sync::OnceLock;

use super::food;
use super::simulanka;
use super::{
    action_cards, artifacts, builtin, characters, companions, events, forms, locations, supports,
    vehicles, weapons,
};
use crate::defs::{EntityDef, Op};

/// Every entity, sorted by id (then name), each once.
pub fn entities() -> &'static [&'static EntityDef] {
    static ALL: OnceLock<Vec<&'static EntityDef>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut found = Vec::new();
        for c in characters().iter().chain(forms()) {
            for p in c.passives {
                visit(p, &mut found);
            }
            for s in c.skills {
                visit_ops(s.ops, &mut found);
            }
        }
        for card in action_cards().chain(super::revised_cards().iter().map(|r| r.1)) {
            if let Some(e) = card.entity {
                visit(e, &mut found);
            }
            visit_ops(card.ops, &mut found);
        }
        let hooked = builtin::ALL
            .iter()
            .chain(characters::ALL.iter().flat_map(|c| c.made_by_hooks))
            .chain(MADE_BY_HOOKS)
            .chain(weapons::MADE_BY_HOOKS)
            .chain(vehicles::MADE_BY_HOOKS)
            .chain(locations::MADE_BY_HOOKS)
            .chain(companions::MADE_BY_HOOKS)
            .chain(events::HILICHURLS.iter())
            .chain(events::AMBUSHERS.iter().map(|(e, _)| e))
            .chain(events::MADE_BY_HOOKS)
            .chain(simulanka::MADE_BY_HOOKS);
        for e in hooked {
            visit(e, &mut found);
        }
        found.sort_by_key(|e| (e.id, e.name));
        found
    })
}

/// Entities of the action-card families that only a hook or a custom op creates (besides
/// the Hilichurl summons and Fatui Ambushers, which their events list).
static MADE_BY_HOOKS: &[&EntityDef] = &[
    &artifacts::VERMILLION_HEREAFTER_STATUS,
    &artifacts::CONDUCTORS_TOP_HAT_STATUS,
    &artifacts::CROWN_OF_THE_SAINTS_STATUS,
    &artifacts::CROWNLESS_CROWN_STATUS,
    &food::SING_YOUR_HEART_OUT_STATUS,
    &supports::RED_FEATHER_FAN_STATUS,
];

fn visit(def: &'static EntityDef, found: &mut Vec<&'static EntityDef>) {
    if found.contains(&def) {
        return;
    }
    found.push(def);
    visit_ops(def.end_phase, found);
    visit_ops(def.action_start, found);
    if let Some((_, ops)) = def.after {
        visit_ops(ops, found);
    }
    if let Some(skill) = def.prepare {
        visit_ops(skill.ops, found);
    }
    if let Some(skill) = def.technique {
        visit_ops(skill.ops, found);
    }
}

fn visit_ops(ops: &'static [Op], found: &mut Vec<&'static EntityDef>) {
    for op in ops {
        match *op {
            Op::Status(_, e) | Op::Combat(e) | Op::OpponentCombat(e) | Op::Summon(e) => {
                visit(e, found)
            }
            Op::TalentForm(a, b) => {
                visit(a, found);
                visit(b, found);
            }
            Op::CreateCard(card) => {
                if let Some(e) = card.entity {
                    visit(e, found);
                }
                visit_ops(card.ops, found);
            }
            _ => {}
        }
    }
}
