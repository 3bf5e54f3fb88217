//! 「女士」 La Signora (Cryo, no weapon) and what comes with the character: her form Crimson
//! Witch of Embers (Pyro), Ice-Sealed Crimson Witch of Embers, Sheer Cold and Blazing Heat, and
//! the talent card Pain for Pain.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{hit, owner, user, CharacterCards, CRYO, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LA_SIGNORA,
    talent: &PAIN_FOR_PAIN,
    created: &[],
    made_by_hooks: &[&SHEER_COLD, &BLAZING_HEAT],
};

/// 「女士」 La Signora (2102).
pub static LA_SIGNORA: CharacterDef = CharacterDef {
    id: 2102,
    share_id: 277,
    name: "「女士」",
    english_name: "La Signora",
    element: Element::Cryo,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 21021,
            name: "Frostblade Hailstorm",
            chinese_name: "霜锋霰舞",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: 21022,
            name: "Biting Shards",
            chinese_name: "凛冽之刺",
            text: "The target gets Sheer Cold.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::Custom(|g, cx| chill_foe(g, cx.seat, &SHEER_COLD)),
            ],
        },
        SkillDef {
            id: 21023,
            name: "Carmine Chrysalis",
            chinese_name: "红莲冰茧",
            text: "Removes Ice-Sealed Crimson Witch of Embers: La Signora turns into Crimson Witch of Embers for good.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 4),
                Op::Heal(Who::This, 2),
                Op::Custom(carmine_chrysalis),
            ],
        },
    ],
    passives: &[&ICE_SEALED],
};

/// 焚尽的炽炎魔女 Crimson Witch of Embers (6301): La Signora's Pyro form (形态), for good once
/// taken.
pub static CRIMSON_WITCH: CharacterDef = CharacterDef {
    id: 6301,
    share_id: 0,
    name: "焚尽的炽炎魔女",
    english_name: "Crimson Witch of Embers",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 63011,
            name: "Crimson Lotus Moth",
            chinese_name: "红莲之蛾",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 63012,
            name: "Decimating Lash",
            chinese_name: "烬灭之鞭",
            text: "The target gets Blazing Heat.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::Custom(|g, cx| chill_foe(g, cx.seat, &BLAZING_HEAT)),
            ],
        },
        SkillDef {
            id: 63013,
            name: "Whirling Blaze",
            chinese_name: "燃焰旋织",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 6)],
        },
    ],
    passives: &[],
};

/// Carmine Chrysalis's last step: the seal leaves and La Signora takes her Pyro form.
fn carmine_chrysalis(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let zone = LocZone::Char(slot);
    if let Some(i) = g
        .zone(cx.seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == &ICE_SEALED)
    {
        g.discard(Loc {
            seat: cx.seat,
            zone,
            idx: i as u8,
        });
    }
    g.take_form(cx.seat, slot, &CRIMSON_WITCH);
}

/// Attaches Sheer Cold or Blazing Heat to the active character opposing `seat` (Cryo
/// Hypostasis's talent attaches Sheer Cold through this too).
pub(in crate::cards::characters) fn chill_foe(g: &mut Gitcg, seat: Seat, def: &'static EntityDef) {
    let foe = seat.other();
    attach_exclusive(g, foe, g.player(foe).active, def);
}

/// Attaches Sheer Cold or Blazing Heat to the character in `slot` of `seat`; each removes the
/// other from that character.
fn attach_exclusive(g: &mut Gitcg, seat: Seat, slot: u8, def: &'static EntityDef) {
    let other: &EntityDef = if def == &SHEER_COLD {
        &BLAZING_HEAT
    } else {
        &SHEER_COLD
    };
    let zone = LocZone::Char(slot);
    if let Some(i) = g
        .zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == other)
    {
        g.discard(Loc {
            seat,
            zone,
            idx: i as u8,
        });
    }
    g.add_entity(seat, zone, def);
}

/// End phase of Sheer Cold and Blazing Heat: the character it is attached to takes the damage,
/// dealt by the side opposing it.
fn bite(g: &mut Gitcg, cx: &mut Cx, ty: DamageType) {
    let (Some(slot), Some(def)) = (cx.character, cx.entity) else {
        return;
    };
    hit(g, cx.seat.other(), def, slot, ty, 1);
}

/// 冰封的炽炎魔女 Ice-Sealed Crimson Witch of Embers (passive, 121021): at the start of the action
/// phase, if La Signora has 4 HP or less, it leaves; when she would be knocked out, it leaves
/// and she is healed to 1 HP instead. Whenever it leaves, she turns into Crimson Witch of
/// Embers.
pub static ICE_SEALED: EntityDef = EntityDef {
    id: 121021,
    name: "Ice-Sealed Crimson Witch of Embers",
    chinese_name: "冰封的炽炎魔女",
    kind: EntityKind::Status,
    listens: trig::ACTION_START | trig::WOULD_DIE,
    hook: Some(ice_sealed),
    text: "At the start of the Action Phase, if the character has 4 HP or less: remove this. When the character would be knocked out: remove this, and heal her to 1 HP instead. When this is removed, she turns into Crimson Witch of Embers.",
    ..EntityDef::BLANK
};

fn ice_sealed(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let breaks = match t {
        Trig::WouldDie { character, saved } if *character == slot && saved.is_none() => {
            **saved = Some(1);
            true
        }
        Trig::Phase => g.character(me.seat, slot).hp <= 4,
        _ => false,
    };
    if breaks {
        g.discard(me);
        g.take_form(me.seat, slot, &CRIMSON_WITCH);
    }
}

/// 严寒 Sheer Cold (121022, on an opposing character): end phase, 1 Cryo damage to that
/// character; 1 usage. Blazing Heat attached to the character removes it.
pub static SHEER_COLD: EntityDef = EntityDef {
    id: 121022,
    name: "Sheer Cold",
    chinese_name: "严寒",
    kind: EntityKind::Status,
    usage: 1,
    end_phase: &[Op::Custom(|g, cx| bite(g, cx, CRYO))],
    text: "End Phase: deal 1 Cryo damage to the character. Removed when the character gets Blazing Heat.",
    ..EntityDef::BLANK
};

/// 炽热 Blazing Heat (163011, on an opposing character): end phase, 1 Pyro damage to that
/// character; 1 usage. Sheer Cold attached to the character removes it.
pub static BLAZING_HEAT: EntityDef = EntityDef {
    id: 163011,
    name: "Blazing Heat",
    chinese_name: "炽热",
    kind: EntityKind::Status,
    usage: 1,
    end_phase: &[Op::Custom(|g, cx| bite(g, cx, PYRO))],
    text: "End Phase: deal 1 Pyro damage to the character. Removed when the character gets Sheer Cold.",
    ..EntityDef::BLANK
};

/// 苦痛奉还 Pain for Pain (talent, 221021): playable while La Signora is the active character
/// (not a combat action); creates 3 dice of her current element.
pub static PAIN_FOR_PAIN: CardDef = CardDef {
    id: 221021,
    since: V4_3,
    share_id: 294,
    name: "苦痛奉还",
    english_name: "Pain for Pain",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::same(3),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2102),
    entity: Some(&PAIN_FOR_PAIN_EQUIP),
    ops: &[Op::ActiveElementDice(3)],
    condition: Some(|g, seat, target| {
        (target != Some(g.player(seat).active))
            .then_some("La Signora must be your active character")
    }),
    text: "Playable only on La Signora as your active character.",
    ..CardDef::BLANK
};

/// Pain for Pain, equipped: when the wearer takes 3 damage or more, 1 of it is prevented and
/// the opposing active character gets Sheer Cold (La Signora) or Blazing Heat (Crimson Witch of
/// Embers); once per round.
pub static PAIN_FOR_PAIN_EQUIP: EntityDef = EntityDef {
    id: 221021,
    name: "Pain for Pain",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::REDUCE,
    hook: Some(pain_for_pain),
    text: "When the character takes 3 or more damage: prevent 1, then the opposing active character gets Sheer Cold, or Blazing Heat once she is Crimson Witch of Embers (once per round).",
    ..EntityDef::BLANK
};

fn pain_for_pain(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let Some(slot) = owner(me) else { return };
    if d.to != me.seat || d.target != slot || d.amount < 3 || g.ent(me).var > 0 {
        return;
    }
    d.amount -= 1;
    g.ent_mut(me).var = 1;
    let mark = if g.character(me.seat, slot).def == &CRIMSON_WITCH {
        &BLAZING_HEAT
    } else {
        &SHEER_COLD
    };
    chill_foe(g, me.seat, mark);
}
