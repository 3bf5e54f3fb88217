//! 丘丘水行游侠 Hydro Hilichurl Rogue (Hydro, no weapon) and what comes with the character: the
//! bookkeeping of Slash of Surging Tides, the Technique card Mist Bubble Slime with its technique
//! Bubble Battle Tactics, Mist Bubble Lockdown (Preparing), Mist Bubble Prison, and the talent
//! card Featherweight Foam.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::builtin::FROZEN;
use crate::cards::characters::{find, owner, user, CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V5_0, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the Technique card its burst
/// creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &HYDRO_HILICHURL_ROGUE,
    talent: &FEATHERWEIGHT_FOAM,
    created: &[&MIST_BUBBLE_SLIME],
    made_by_hooks: &[&MIST_BUBBLE_PRISON],
};

/// 丘丘水行游侠 Hydro Hilichurl Rogue (2205).
pub static HYDRO_HILICHURL_ROGUE: CharacterDef = CharacterDef {
    id: 2205,
    share_id: 409,
    name: "丘丘水行游侠",
    english_name: "Hydro Hilichurl Rogue",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::MONSTER | nation::HILICHURL,
    since: V5_0,
    hp: by_version(&[(V5_0, 10), (V5_8, 11)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 22051,
            name: "Whirling Scythe",
            chinese_name: "镰刀旋斩",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: SLASH_OF_SURGING_TIDES,
            name: "Slash of Surging Tides",
            chinese_name: "狂澜镰击",
            text: "Then, if an opposing character has Frozen or Mist Bubble Prison, this character gains 1 Energy (once per round).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 3), Op::Custom(surging_tides)],
        },
        SkillDef {
            id: 22053,
            name: "Bubblefloat Blitz",
            chinese_name: "浮泡攻势",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 3), Op::CreateCard(&MIST_BUBBLE_SLIME)],
        },
    ],
    passives: &[&SURGING_TIDES_ROUND],
};

/// The Rogue's elemental skill, which its talent card uses.
const SLASH_OF_SURGING_TIDES: u32 = 22052;

/// 狂澜镰击 Slash of Surging Tides (22054): the once-a-round limit of the skill's Energy,
/// counted here. Bookkeeping, not on the table.
pub static SURGING_TIDES_ROUND: EntityDef = EntityDef {
    id: 22054,
    name: "Slash of Surging Tides",
    chinese_name: "狂澜镰击",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    text: "Slash of Surging Tides gives its extra Energy at most once per round.",
    ..EntityDef::BLANK
};

/// After the hit: 1 Energy when an opposing character has Frozen or Mist Bubble Prison, once a
/// round.
fn surging_tides(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let Some(round) = find(g, cx.seat, LocZone::Char(slot), &SURGING_TIDES_ROUND) else {
        return;
    };
    let foe = g.player(cx.seat.other());
    let held = foe
        .chars
        .iter()
        .any(|c| c.alive && (c.has(&FROZEN) || c.has(&MIST_BUBBLE_PRISON)));
    if held && g.ent(round).var == 0 {
        g.ent_mut(round).var = 1;
        g.gain_energy(cx.seat, slot, 1);
    }
}

/// 水泡战法 Bubble Battle Tactics (1220511): the technique of Mist Bubble Slime; the wearer
/// prepares Mist Bubble Lockdown.
pub static BUBBLE_BATTLE_TACTICS: SkillDef = SkillDef {
    id: 1220511,
    name: "Bubble Battle Tactics",
    chinese_name: "水泡战法",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[Op::Status(Who::This, &MIST_BUBBLE_LOCKDOWN_PREPARING)],
};

/// 水泡封锁 Mist Bubble Lockdown (1220512): the prepared half of Bubble Battle Tactics, dealt
/// by the Technique card: 1 Hydro damage, and the opposing active character gets Mist Bubble
/// Prison.
pub static MIST_BUBBLE_LOCKDOWN: SkillDef = SkillDef {
    id: 1220512,
    name: "Mist Bubble Lockdown",
    chinese_name: "水泡封锁",
    text: "Deals 1 Hydro damage (as Mist Bubble Slime); the opposing active character gets Mist Bubble Prison.",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(lockdown)],
};

/// The technique's damage is the card's, not the character's: it is dealt with no skill.
fn lockdown(g: &mut Gitcg, cx: &mut Cx) {
    let mut as_card = Cx {
        character: cx.character,
        entity: Some(&MIST_BUBBLE_SLIME_EQUIP),
        ..Cx::side(cx.seat)
    };
    g.run_op(Op::Damage(HYDRO, 1), &mut as_card);
    let foe = cx.seat.other();
    let active = g.player(foe).active;
    g.add_entity(foe, LocZone::Char(active), &MIST_BUBBLE_PRISON);
}

/// 水泡封锁（准备中） Mist Bubble Lockdown (Preparing) (122053): the character uses Mist Bubble
/// Lockdown at its side's next turn.
pub static MIST_BUBBLE_LOCKDOWN_PREPARING: EntityDef = EntityDef {
    id: 122053,
    name: "Mist Bubble Lockdown (Preparing)",
    chinese_name: "水泡封锁（准备中）",
    kind: EntityKind::Status,
    prepare: Some(&MIST_BUBBLE_LOCKDOWN),
    ..EntityDef::BLANK
};

/// 水泡围困 Mist Bubble Prison (122052): the character cannot use skills until the end of the
/// round.
pub static MIST_BUBBLE_PRISON: EntityDef = EntityDef {
    id: 122052,
    name: "Mist Bubble Prison",
    chinese_name: "水泡围困",
    kind: EntityKind::Status,
    blocks_skills: true,
    round_only: true,
    ..EntityDef::BLANK
};

/// 水泡史莱姆 Mist Bubble Slime (Technique card, 122051), made by the Rogue's burst.
pub static MIST_BUBBLE_SLIME: CardDef = CardDef {
    id: 122051,
    share_id: 0,
    name: "水泡史莱姆",
    english_name: "Mist Bubble Slime",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::FREE,
    target: TargetRule::OwnCharacter,
    entity: Some(&MIST_BUBBLE_SLIME_EQUIP),
    ..CardDef::BLANK
};

/// Mist Bubble Slime, equipped: its technique is Bubble Battle Tactics; 2 usages.
pub static MIST_BUBBLE_SLIME_EQUIP: EntityDef = EntityDef {
    id: 122051,
    name: "Mist Bubble Slime",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&BUBBLE_BATTLE_TACTICS),
    ..EntityDef::BLANK
};

/// The equipped Featherweight Foam (222051): while the Rogue is in play, your side's
/// Techniques cost 1 die less (once per round).
pub static FEATHERWEIGHT_FOAM_EQUIP: EntityDef = EntityDef {
    id: 222051,
    name: "Featherweight Foam",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    answers: answers::TECHNIQUE_COST,
    query: Some(featherweight_foam),
    text: "Your Techniques cost 1 die less (once per round).",
    ..EntityDef::BLANK
};

fn featherweight_foam(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Technique { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if owner(me).is_some() && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 轻盈水沫 Featherweight Foam (talent, 222051): the Rogue uses Slash of Surging Tides.
pub static FEATHERWEIGHT_FOAM: CardDef = CardDef {
    id: 222051,
    since: V5_0,
    share_id: 412,
    name: "轻盈水沫",
    english_name: "Featherweight Foam",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2205),
    talent_skill: Some(SLASH_OF_SURGING_TIDES),
    entity: Some(&FEATHERWEIGHT_FOAM_EQUIP),
    ..CardDef::BLANK
};
