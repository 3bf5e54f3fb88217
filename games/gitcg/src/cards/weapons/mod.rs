//! Weapon cards: most add 1 to their wielder's skill damage (declared), and add a second effect
//! as a small hook; a few newer ones give no flat bonus and only do what their text says.
//!
//! # Layout
//! - `series`: the plain +1 weapons and the Sacrificial and Skyward series, which differ only
//!   in their weapon type;
//! - `catalysts`, `bows`, `claymores`, `polearms`, `swords`: the other weapons, by type.
//!
//! This file holds the table, the constructors and the behaviours weapons of several types
//! share ("next time" statuses, marks spent for damage and draws, discarding to soften a hit).

use super::common::{element_die_of, owner};
use crate::defs::{
    answers, trig, After, Bonus, CardDef, Cost, Cx, DamageFilter, Dmg, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillKind, Trig, Weapon,
};
use crate::state::Loc;
use crate::Gitcg;

mod bows;
mod catalysts;
mod claymores;
mod polearms;
mod series;
mod swords;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &series::MAGIC_GUIDE,
    &series::SACRIFICIAL_FRAGMENTS,
    &series::SKYWARD_ATLAS,
    &catalysts::A_THOUSAND_FLOATING_DREAMS,
    &catalysts::FRUIT_OF_FULFILLMENT,
    &catalysts::LOST_PRAYER_TO_THE_SACRED_WINDS,
    &catalysts::TULAYTULLAHS_REMEMBRANCE,
    &catalysts::TOME_OF_THE_ETERNAL_FLOW,
    &catalysts::CASHFLOW_SUPERVISION,
    &catalysts::FLOWING_PURITY,
    &series::RAVEN_BOW,
    &series::SACRIFICIAL_BOW,
    &series::SKYWARD_HARP,
    &bows::AMOS_BOW,
    &bows::ELEGY_FOR_THE_END,
    &bows::KINGS_SQUIRE,
    &bows::END_OF_THE_LINE,
    &series::WHITE_IRON_GREATSWORD,
    &series::SACRIFICIAL_GREATSWORD,
    &claymores::WOLFS_GRAVESTONE,
    &series::SKYWARD_PRIDE,
    &claymores::THE_BELL,
    &claymores::BEACON_OF_THE_REED_SEA,
    &claymores::FOREST_REGALIA,
    &claymores::ULTIMATE_OVERLORDS_MEGA_MAGIC_SWORD,
    &claymores::PORTABLE_POWER_SAW,
    &series::WHITE_TASSEL,
    &polearms::LITHIC_SPEAR,
    &series::SKYWARD_SPINE,
    &polearms::VORTEX_VANQUISHER,
    &polearms::ENGULFING_LIGHTNING,
    &polearms::MOONPIERCER,
    &polearms::PRIMORDIAL_JADE_WINGED_SPEAR,
    &polearms::RIGHTFUL_REWARD,
    &polearms::PROSPECTORS_DRILL,
    &series::TRAVELERS_HANDY_SWORD,
    &series::SACRIFICIAL_SWORD,
    &swords::AQUILA_FAVONIA,
    &series::SKYWARD_BLADE,
    &swords::FAVONIUS_SWORD,
    &swords::LIGHT_OF_FOLIAR_INCISION,
    &swords::SAPWOOD_BLADE,
    &swords::SPLENDOR_OF_TRANQUIL_WATERS,
    &swords::THE_DOCKHANDS_ASSISTANT,
];

/// Entities of this family that only a hook or a custom op creates.
pub static MADE_BY_HOOKS: &[&EntityDef] = &[
    &bows::FAREWELL_SONG,
    &catalysts::AEON_WAVE,
    &catalysts::CASHFLOW_SUPERVISION_STATUS,
    &catalysts::FLOWING_PURITY_STATUS,
    &claymores::REBELLIOUS_SHIELD,
    &claymores::TAKE_THE_INITIATIVE,
    &claymores::OFFENSIVE_DEFENSE,
    &polearms::LITHIC_GUARD,
];

/// A weapon with no effect of its own yet (the newer weapons without a flat bonus start here).
const fn bare_weapon(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Weapon(weapon)),
        ..EntityDef::BLANK
    }
}

/// A weapon whose only effect is "the character deals +1 damage".
const fn plain_weapon(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        bonus: Some(Bonus {
            amount: 1,
            filter: DamageFilter::OwnSkills,
            spends_usage: false,
        }),
        ..bare_weapon(id, name, weapon)
    }
}

/// A weapon card of `weapon` type costing `same` dice of one element.
const fn weapon_card(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    weapon: Weapon,
    same: u8,
    entity: &'static EntityDef,
) -> CardDef {
    super::common::equipment(
        id,
        share_id,
        name,
        english_name,
        EquipSlot::Weapon(weapon),
        Cost::same(same),
        entity,
    )
}

/// Damage the wielder's skills deal, if `t` is such damage in flight.
fn own_damage<'t, 'a>(me: Loc, t: &'t mut Trig<'a>) -> Option<&'t mut Dmg> {
    match t {
        Trig::Damage(d) if d.by.is_some() && d.by == owner(me) && d.skill.is_some() => Some(d),
        _ => None,
    }
}

/// The slot of the character of the entity's side that `t` says was damaged (any hit, a fully
/// shielded one included) or got HP back from a heal.
fn damaged_or_healed(t: &Trig<'_>) -> Option<u8> {
    match t {
        Trig::Dealt(d) => Some(d.target),
        Trig::Healed { character, .. } => Some(*character),
        _ => None,
    }
}

// ---------------------------------------------------------------- "next time" statuses

/// A status of the wielder's that adds `amount` to the next damage its skills deal, then
/// leaves; `round_only` when it lasts only this round.
const fn next_damage_bonus(
    id: u32,
    name: &'static str,
    chinese_name: &'static str,
    amount: u8,
    round_only: bool,
) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Status,
        usage: 1,
        round_only,
        bonus: Some(Bonus {
            amount,
            filter: DamageFilter::OwnSkills,
            spends_usage: true,
        }),
        ..EntityDef::BLANK
    }
}

/// A status of the wielder's for this round: the next talent card played for it, or its next
/// Elemental Skill, costs 2 dice less (King's Squire, Moonpiercer).
const fn skill_or_talent_discount(
    id: u32,
    name: &'static str,
    chinese_name: &'static str,
) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Status,
        usage: 1,
        round_only: true,
        answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
        query: Some(elemental_skill_or_talent_discount),
        text: "This round, the next talent card played for the character, or its next Elemental Skill, costs 2 dice less (spends 1 usage).",
        ..EntityDef::BLANK
    }
}

fn elemental_skill_or_talent_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost { of, cost, used } = q else {
        return;
    };
    let Some(slot) = owner(me) else { return };
    let applies = match *of {
        Paying::Skill {
            slot: s,
            kind: SkillKind::Elemental,
            ..
        } => s == slot,
        Paying::Card(card) => card.talent_of == Some(g.character(me.seat, slot).card.id),
        _ => false,
    };
    if applies && g.ent(me).usage > 0 && cost.dice() > 0 {
        cost.reduce(2);
        **used = true;
    }
}

/// A status of the wielder's for this round: after its next Normal Attack, 2 dice of its
/// element (Sapwood Blade, Forest Regalia).
const fn dice_after_normal_attack(
    id: u32,
    name: &'static str,
    chinese_name: &'static str,
) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Status,
        usage: 1,
        round_only: true,
        after: Some((After::NormalAttack, &[Op::Custom(two_dice_of_owner)])),
        text: "This round, after the character's next Normal Attack: create 2 dice of its element.",
        ..EntityDef::BLANK
    }
}

fn two_dice_of_owner(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(slot) = cx.character {
        element_die_of(g, cx.seat, slot);
        element_die_of(g, cx.seat, slot);
    }
}

// ---------------------------------------------------------------- marks spent on damage

/// When the wielder's skill deals damage while the weapon holds marks (its stock): every mark
/// is spent, the damage is +1 and its side draws a card per mark spent (End of the Line,
/// Portable Power Saw, Prospector's Drill). The cards are drawn at once, before the hit lands.
fn spend_marks_on_damage(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(d) = own_damage(me, t) else { return };
    let marks = g.ent(me).stock;
    if marks == 0 {
        return;
    }
    d.amount += 1;
    g.ent_mut(me).stock = 0;
    g.draw(me.seat, marks);
}

/// When the wielder takes damage, once per round (`var`): if its side holds a card, the card
/// of the highest original cost is discarded, the damage is 1 less and the weapon gains a mark
/// (its stock): Portable Power Saw, Prospector's Drill.
fn discard_to_soften(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.to != me.seat || owner(me) != Some(d.target) || d.amount <= 0 || g.ent(me).var > 0 {
        return;
    }
    if g.player(me.seat).hand.is_empty() {
        return;
    }
    d.amount -= 1;
    let e = g.ent_mut(me);
    e.var = 1;
    e.stock = e.stock.saturating_add(1);
    g.discard_costliest(me.seat);
}

/// The hook of Portable Power Saw and Prospector's Drill.
fn endurance(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    // Damage from the other side is taken (its reductions); damage from this side is dealt.
    if let Trig::Damage(d) = t {
        if d.from != me.seat {
            discard_to_soften(g, me, t);
        } else {
            spend_marks_on_damage(g, me, t);
        }
    }
}

/// Portable Power Saw and Prospector's Drill: a weapon without a flat bonus that softens a hit
/// on its wielder by discarding a card, once per round, and spends the marks that earns on
/// the wielder's next damage.
const fn endurance_weapon(
    id: u32,
    name: &'static str,
    weapon: Weapon,
    text: &'static str,
) -> EntityDef {
    EntityDef {
        stock: Some(0),
        per_round: true,
        listens: trig::REDUCE | trig::BONUS_OUT,
        hook: Some(endurance),
        text,
        ..bare_weapon(id, name, weapon)
    }
}
