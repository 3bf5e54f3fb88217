//! Artifacts that draw cards as their wearer fights: after elemental reaction damage to the
//! opponent (Shadow of the Sand King, Gilded Dreams), after a Normal Attack (Flowing Rings,
//! Echoes of an Offering), after taking damage while active (Heart of Khvarena's Brilliance,
//! Vourukasha's Glow).

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::Element;

use super::super::common::{element_die_of, owner, owner_skill, use_this_round};
use super::{active_wearer, artifact, take_round_flag, worn};
use crate::defs::{trig, CardDef, Cost, Cx, EntityDef, Op, SkillKind, Trig};
use crate::state::Loc;
use crate::version::{V4_2, V4_3};
use crate::Gitcg;

/// While the wearer is the active character, when the opponent takes elemental reaction damage
/// from this side: draw 1, `limit` times per round (`var` counts them).
fn draw_on_reaction(g: &mut Gitcg, me: Loc, t: &Trig<'_>, limit: u8) {
    let Trig::Dealt(d) = t else { return };
    let counts = d.to != me.seat && d.reaction.is_some() && active_wearer(g, me).is_some();
    if counts && use_this_round(g, me, limit) {
        g.draw(me.seat, 1);
    }
}

/// The equipped Shadow of the Sand King.
pub static SHADOW_OF_THE_SAND_KING_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, when your opponent's character takes Elemental Reaction damage: draw 1 card (once per round).",
    per_round: true,
    hook: Some(|g, me, t| draw_on_reaction(g, me, t, 1)),
    listens: trig::DEALT,
    ..worn(312017, "Shadow of the Sand King")
};
/// 沙王的投影 Shadow of the Sand King: draws 1 when equipped; while the wearer is active,
/// reaction damage to the opponent draws 1, once per round.
pub static SHADOW_OF_THE_SAND_KING: CardDef = CardDef {
    since: V4_2,
    ops: &[Op::Draw(1)],
    ..artifact(
        312017,
        164,
        "沙王的投影",
        "Shadow of the Sand King",
        Cost::same(1),
        &SHADOW_OF_THE_SAND_KING_EQUIP,
    )
};

/// When Gilded Dreams is equipped: 1 die of the wearer's element, 2 when the party (knocked-out
/// characters included) holds characters of 3 different elements.
fn gilded_dreams_dice(g: &mut Gitcg, cx: &mut Cx) {
    let Some(s) = cx.character else { return };
    let mut elements: ArrayVec<Element, 3> = ArrayVec::new();
    for c in &g.player(cx.seat).chars {
        if !elements.contains(&c.def.element) {
            elements.push(c.def.element);
        }
    }
    element_die_of(g, cx.seat, s);
    if elements.len() >= 3 {
        element_die_of(g, cx.seat, s);
    }
}

/// The equipped Gilded Dreams.
pub static GILDED_DREAMS_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, when your opponent's character takes Elemental Reaction damage: draw 1 card (twice per round).",
    per_round: true,
    hook: Some(|g, me, t| draw_on_reaction(g, me, t, 2)),
    listens: trig::DEALT,
    ..worn(312018, "Gilded Dreams")
};
/// 饰金之梦 Gilded Dreams: when equipped, 1 die of the wearer's element (2 with 3 elements in
/// the party); while the wearer is active, reaction damage to the opponent draws 1, twice per
/// round.
pub static GILDED_DREAMS: CardDef = CardDef {
    since: V4_3,
    text: "When equipped: create 1 die of the character's element, or 2 if your party has characters of 3 different elements.",
    ops: &[Op::Custom(gilded_dreams_dice)],
    ..artifact(
        312018,
        304,
        "饰金之梦",
        "Gilded Dreams",
        Cost::same(3),
        &GILDED_DREAMS_EQUIP,
    )
};

/// The equipped Flowing Rings.
pub static FLOWING_RINGS_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack: draw 1 card (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Normal) && use_this_round(g, me, 1) {
            g.draw(me.seat, 1);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..worn(312019, "Flowing Rings")
};
/// 浮溯之珏 Flowing Rings: after the wearer's normal attack, draw 1, once per round.
pub static FLOWING_RINGS: CardDef = artifact(
    312019,
    305,
    "浮溯之珏",
    "Flowing Rings",
    Cost::FREE,
    &FLOWING_RINGS_EQUIP,
)
.arrived(V4_3);

/// Echoes of an Offering's use of this round that draws (a bit of `var`).
const ECHOES_DRAW: u8 = 1;
/// Echoes of an Offering's use of this round that gives a die (a bit of `var`).
const ECHOES_DIE: u8 = 2;

/// After the wearer's Normal Attack, draw 1 (once per round); then after any of its skills, if
/// the side holds no more dice than cards, 1 die of its element (once per round).
fn echoes_of_an_offering(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Some(kind), Some(s)) = (owner_skill(me, t), owner(me)) else {
        return;
    };
    if kind == SkillKind::Normal && take_round_flag(g, me, ECHOES_DRAW) {
        g.draw(me.seat, 1);
    }
    let p = g.player(me.seat);
    if p.dice.total() as usize <= p.hand.len() && take_round_flag(g, me, ECHOES_DIE) {
        element_die_of(g, me.seat, s);
    }
}

/// The equipped Echoes of an Offering (`var`: its two uses of this round).
pub static ECHOES_OF_AN_OFFERING_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack: draw 1 card (once per round). After the character uses a skill: if you hold no more dice than cards, create 1 die of the character's element (once per round).",
    per_round: true,
    hook: Some(echoes_of_an_offering),
    listens: trig::AFTER_SKILL,
    ..worn(312020, "Echoes of an Offering")
};
/// 来歆余响 Echoes of an Offering.
pub static ECHOES_OF_AN_OFFERING: CardDef = artifact(
    312020,
    306,
    "来歆余响",
    "Echoes of an Offering",
    Cost::same(2),
    &ECHOES_OF_AN_OFFERING_EQUIP,
)
.arrived(V4_3);

/// After the wearer takes damage while it is the active character: draw 1, once per round
/// (`var`).
fn draw_when_hit(g: &mut Gitcg, me: Loc, t: &Trig<'_>) {
    let (Trig::Dealt(d), Some(s)) = (t, active_wearer(g, me)) else {
        return;
    };
    if d.target == s && g.character(me.seat, s).standing() && use_this_round(g, me, 1) {
        g.draw(me.seat, 1);
    }
}

/// The equipped Heart of Khvarena's Brilliance.
pub static HEART_OF_KHVARENAS_BRILLIANCE_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage: if it is your active character, draw 1 card (once per round).",
    per_round: true,
    hook: Some(|g, me, t| draw_when_hit(g, me, t)),
    listens: trig::DAMAGED,
    ..worn(312021, "Heart of Khvarena's Brilliance")
};
/// 灵光明烁之心 Heart of Khvarena's Brilliance.
pub static HEART_OF_KHVARENAS_BRILLIANCE: CardDef = artifact(
    312021,
    307,
    "灵光明烁之心",
    "Heart of Khvarena's Brilliance",
    Cost::FREE,
    &HEART_OF_KHVARENAS_BRILLIANCE_EQUIP,
)
.arrived(V4_3);

/// The equipped Vourukasha's Glow (`var`: it drew this round, so the End Phase heals).
pub static VOURUKASHAS_GLOW_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage: if it is your active character, draw 1 card, and heal the character for 1 in this round's End Phase (once per round).",
    per_round: true,
    hook: Some(|g, me, t| match t {
        Trig::Dealt(_) => draw_when_hit(g, me, t),
        Trig::Phase => {
            if let (Some(s), true) = (owner(me), g.ent(me).var > 0) {
                g.heal(me.seat, s, 1, g.source_of(me));
            }
        }
        _ => {}
    }),
    listens: trig::DAMAGED | trig::END_PHASE,
    ..worn(312022, "Vourukasha's Glow")
};
/// 花海甘露之光 Vourukasha's Glow.
pub static VOURUKASHAS_GLOW: CardDef = artifact(
    312022,
    308,
    "花海甘露之光",
    "Vourukasha's Glow",
    Cost::same(1),
    &VOURUKASHAS_GLOW_EQUIP,
)
.arrived(V4_3);
