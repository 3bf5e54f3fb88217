//! 罗莎莉亚 Rosaria (Cryo, polearm) and what comes with the character: Scope Out Soft Spots,
//! Strike Where It Hurts, Evercold Frostlance, and the talent card Divine Retribution.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, stack_stock, CharacterCards, CRYO};
use crate::cards::events::CHANGING_SHIFTS;
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_2};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ROSARIA,
    talent: &DIVINE_RETRIBUTION,
    created: &[],
    made_by_hooks: &[&SCOPE_OUT_SOFT_SPOTS, &STRIKE_WHERE_IT_HURTS],
};

/// Her elemental skill, which her talent card uses and answers.
const RAVAGING_CONFESSION: u32 = 11132;
/// The chance in tenths each layer of Scope Out Soft Spots gives.
const TENTHS_PER_LAYER: u32 = 1;

/// 罗莎莉亚 Rosaria (1113).
pub static ROSARIA: CharacterDef = CharacterDef {
    id: 1113,
    share_id: 432,
    name: "罗莎莉亚",
    english_name: "Rosaria",
    element: Element::Cryo,
    weapon: Weapon::Polearm,
    nations: nation::MONDSTADT,
    since: V5_2,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11131,
            name: "Spear of the Church",
            chinese_name: "教会枪术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: RAVAGING_CONFESSION,
            name: "Ravaging Confession",
            chinese_name: "噬罪的告解",
            text: "Creates 1 layer of Scope Out Soft Spots.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 1),
                Op::Custom(|g, cx| scope_out(g, cx.seat, 1)),
            ],
        },
        SkillDef {
            id: 11133,
            name: "Rites of Termination",
            chinese_name: "终命的圣礼",
            text: "Creates 2 layers of Scope Out Soft Spots.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 1),
                Op::Custom(layers_two),
                Op::Summon(&EVERCOLD_FROSTLANCE),
            ],
        },
    ],
    passives: &[],
};

/// `n` more layers of Scope Out Soft Spots for `seat` (layers stack without limit).
fn scope_out(g: &mut Gitcg, seat: Seat, n: u8) {
    stack_stock(g, seat, LocZone::Combat, &SCOPE_OUT_SOFT_SPOTS, n, u8::MAX);
}

/// Two layers of Scope Out Soft Spots, as a skill's or a summon's step.
fn layers_two(g: &mut Gitcg, cx: &mut Cx) {
    scope_out(g, cx.seat, 2);
}

/// 洞察破绽 Scope Out Soft Spots (combat status, 111131): after your character uses a skill,
/// each layer (its stock) gives a 10% chance to create Strike Where It Hurts; when it does,
/// the layers are halved (rounded down).
pub static SCOPE_OUT_SOFT_SPOTS: EntityDef = EntityDef {
    id: 111131,
    name: "Scope Out Soft Spots",
    chinese_name: "洞察破绽",
    kind: EntityKind::Combat,
    stock: Some(1),
    listens: trig::AFTER_SKILL,
    hook: Some(scope_out_soft_spots),
    text: "After your character uses a skill: a 10% chance per layer to create Strike Where It Hurts; if it is created, this loses half its layers (rounded down). Layers stack without limit.",
    ..EntityDef::BLANK
};

fn scope_out_soft_spots(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { .. } = t else { return };
    let layers = g.ent(me).stock as u32;
    if g.rng.below(10) >= layers * TENTHS_PER_LAYER {
        return;
    }
    let e = g.ent_mut(me);
    e.stock /= 2;
    if e.stock == 0 {
        g.discard(me);
    }
    g.add_entity(me.seat, LocZone::Combat, &STRIKE_WHERE_IT_HURTS);
    changing_shifts(g, me.seat);
}

/// 强攻破绽 Strike Where It Hurts (combat status, 111133): the next skill damage your side deals
/// is doubled, and this leaves.
pub static STRIKE_WHERE_IT_HURTS: EntityDef = EntityDef {
    id: 111133,
    name: "Strike Where It Hurts",
    chinese_name: "强攻破绽",
    kind: EntityKind::Combat,
    listens: trig::MULTIPLY,
    hook: Some(strike_where_it_hurts),
    text: "When your side deals skill damage: remove this, and that damage is doubled.",
    ..EntityDef::BLANK
};

fn strike_where_it_hurts(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.from == me.seat && d.skill.is_some() && d.amount > 0 {
        d.amount *= 2;
        g.discard(me);
    }
}

/// 极寒的冰枪 Evercold Frostlance (summon, 111132): End Phase: 1 Cryo damage and 2 layers of
/// Scope Out Soft Spots; 2 usages.
pub static EVERCOLD_FROSTLANCE: EntityDef = EntityDef {
    id: 111132,
    name: "Evercold Frostlance",
    chinese_name: "极寒的冰枪",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::Custom(layers_two)],
    text: "After its End Phase damage, 2 layers of Scope Out Soft Spots are created.",
    ..EntityDef::BLANK
};

/// 代行裁判 Divine Retribution (talent, 211131): equipping it uses Ravaging Confession.
pub static DIVINE_RETRIBUTION: CardDef = CardDef {
    id: 211131,
    since: V5_2,
    share_id: 435,
    name: "代行裁判",
    english_name: "Divine Retribution",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1113),
    talent_skill: Some(RAVAGING_CONFESSION),
    entity: Some(&DIVINE_RETRIBUTION_EQUIP),
    ..CardDef::BLANK
};

/// Divine Retribution, equipped: after Rosaria uses Ravaging Confession, or after your side
/// creates Strike Where It Hurts, a Changing Shifts card goes into your hand (once per round).
pub static DIVINE_RETRIBUTION_EQUIP: EntityDef = EntityDef {
    id: 211131,
    name: "Divine Retribution",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(divine_retribution),
    text: "While Rosaria is in play: after she uses Ravaging Confession, or after your side creates Strike Where It Hurts, put a Changing Shifts into your hand (once per round).",
    ..EntityDef::BLANK
};

fn divine_retribution(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, skill, ..
    } = t
    else {
        return;
    };
    if *skill == RAVAGING_CONFESSION && Some(*character) == crate::cards::characters::owner(me) {
        changing_shifts(g, me.seat);
    }
}

/// Puts a Changing Shifts into `seat`'s hand for a living Rosaria wearing Divine Retribution,
/// once per round.
fn changing_shifts(g: &mut Gitcg, seat: Seat) {
    let wearer = g
        .player(seat)
        .living()
        .find_map(|s| find(g, seat, LocZone::Char(s), &DIVINE_RETRIBUTION_EQUIP));
    let Some(at) = wearer else { return };
    if g.ent(at).var > 0 {
        return;
    }
    g.ent_mut(at).var = 1;
    g.create_card(seat, &CHANGING_SHIFTS, true);
}
