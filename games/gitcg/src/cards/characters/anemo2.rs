//! Anemo characters, second file: Jean, Venti and Xiao.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind,
    TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::anemo::{wind_spirit, wind_spirit_blast};
use super::{find, owner, side_has, user};

const ANEMO: DamageType = DamageType::Elemental(Element::Anemo);

/// 琴 Jean.
pub static JEAN: CharacterDef = CharacterDef {
    id: 1502,
    share_id: 37,
    name: "琴",
    english_name: "Jean",
    element: Element::Anemo,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15021,
            name: "Favonius Bladework",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15022,
            name: "Gale Blade",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::SwitchOpponent(Direction::Next)],
        },
        SkillDef {
            id: 15023,
            name: "Dandelion Breeze",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 4, 0).with_energy(2),
            ops: &[Op::Heal(Who::All, 2), Op::Summon(&DANDELION_FIELD)],
        },
    ],
    passives: &[],
};

/// 蒲公英领域 Dandelion Field: end phase, 1 Anemo damage and the active character heals 1;
/// while a Jean with Lands of Dandelion is on its side, this side's Anemo damage gets +1;
/// 3 usages.
pub static DANDELION_FIELD: EntityDef = EntityDef {
    text: "While Jean with Lands of Dandelion equipped is on your side, your Anemo damage is increased by 1.",
    id: 115021,
    name: "Dandelion Field",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 1), Op::Heal(Who::Active, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(dandelion_field),
    ..EntityDef::BLANK
};

fn dandelion_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.ty == ANEMO && side_has(g, me.seat, &LANDS_OF_DANDELION_EQUIP) {
            d.amount += 1;
        }
    }
}

/// The equipped Lands of Dandelion.
pub static LANDS_OF_DANDELION_EQUIP: EntityDef = EntityDef {
    text: "While Dandelion Field is in play, your Anemo damage is increased by 1.",
    id: 215021,
    name: "Lands of Dandelion",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 蒲公英的国土 Lands of Dandelion (talent).
pub static LANDS_OF_DANDELION: CardDef = CardDef {
    id: 215021,
    share_id: 97,
    name: "蒲公英的国土",
    english_name: "Lands of Dandelion",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1502),
    talent_skill: Some(15023),
    entity: Some(&LANDS_OF_DANDELION_EQUIP),
    ..CardDef::BLANK
};

/// 温迪 Venti.
pub static VENTI: CharacterDef = CharacterDef {
    id: 1503,
    share_id: 38,
    name: "温迪",
    english_name: "Venti",
    element: Element::Anemo,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15031,
            name: "Divine Marksmanship",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15032,
            name: "Skyward Sonnet",
            text: "Creates Stormzone on your side (its talent version, with 2 fresh uses, when Venti has his talent equipped).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 2), Op::Custom(stormzone)],
        },
        SkillDef {
            id: 15033,
            name: "Wind's Grand Ode",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 2), Op::Summon(&STORMEYE)],
        },
    ],
    passives: &[],
};

/// Creates Stormzone, or its talent form with 2 fresh uses.
fn stormzone(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::TalentForm(&STORMZONE, &STORMZONE_TALENT), cx);
    if let Some(zone) = find(g, cx.seat, LocZone::Combat, &STORMZONE_TALENT) {
        let e = g.ent_mut(zone);
        e.usage = 2;
        e.var = 0;
    }
}

/// 风域 Stormzone: switching costs 1 die less; 2 usages.
pub static STORMZONE: EntityDef = EntityDef {
    id: 115031,
    name: "Stormzone",
    kind: EntityKind::Combat,
    usage: 2,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// 风域 (talent): also, after each switch it discounts, Winds of Harmony. Its uses left are
/// its usages, but it is declared without usages so that a discount counts in `var` instead
/// of discarding it: the switch it discounted is then still there to create the winds.
pub static STORMZONE_TALENT: EntityDef = EntityDef {
    text: "Switching characters costs 1 die less (2 uses); after each switch it makes cheaper, create Winds of Harmony on your side.",
    id: 115032,
    name: "Stormzone",
    kind: EntityKind::Combat,
    listens: trig::SWITCHED,
    hook: Some(stormzone_talent),
    query: Some(stormzone_talent_cost),
    ..EntityDef::BLANK
};

fn stormzone_talent_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if g.ent(me).usage > 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

fn stormzone_talent(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var == 0 {
        return;
    }
    let e = g.ent_mut(me);
    e.var = 0;
    e.usage = e.usage.saturating_sub(1);
    if e.usage == 0 {
        e.dead = true;
    }
    g.add_entity(me.seat, LocZone::Combat, &WINDS_OF_HARMONY);
}

/// 协鸣之风 Winds of Harmony: this side's next normal attack this round costs 1 unaligned die
/// less.
pub static WINDS_OF_HARMONY: EntityDef = EntityDef {
    text: "Your next Normal Attack this round costs 1 unaligned die less.",
    id: 115033,
    name: "Winds of Harmony",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    query: Some(winds_of_harmony),
    ..EntityDef::BLANK
};

fn winds_of_harmony(_: &Gitcg, _: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Skill {
            kind: SkillKind::Normal,
            ..
        },
        cost,
        used,
    } = q
    else {
        return;
    };
    if cost.any > 0 {
        cost.reduce_any(1);
        **used = true;
    }
}

/// 暴风之眼 Stormeye: end phase, 2 Anemo damage (in the element of the first swirl this side
/// triggers while it is in play), then the opposing side switches to the character nearest
/// this side's active one; 2 usages.
pub static STORMEYE: EntityDef = EntityDef {
    text: "End Phase: deal 2 Anemo damage (in the swirled element after the first Swirl your side triggers while this is in play), then the opponent switches to the character nearest to your active one.",
    id: 115034,
    name: "Stormeye",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Custom(wind_spirit_blast), Op::Custom(stormeye_pull)],
    listens: trig::BONUS_OUT | trig::REACTION,
    hook: Some(wind_spirit),
    ..EntityDef::BLANK
};

/// The opposing living character whose slot is nearest this side's active slot (the lower
/// slot on a tie) becomes active.
fn stormeye_pull(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let mine = g.player(cx.seat).active;
    let nearest = g
        .player(foe)
        .living()
        .min_by_key(|&s| (s.abs_diff(mine), s));
    if let Some(to) = nearest {
        if to != g.player(foe).active {
            g.switch_to(foe, to, false);
        }
    }
}

/// The equipped Embrace of Winds (the skill creates the talent form of Stormzone).
pub static EMBRACE_OF_WINDS_EQUIP: EntityDef = EntityDef {
    text: "Skyward Sonnet creates the talent version of Stormzone, which also creates Winds of Harmony after each switch it makes cheaper.",
    id: 215031,
    name: "Embrace of Winds",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 绪风之拥 Embrace of Winds (talent).
pub static EMBRACE_OF_WINDS: CardDef = CardDef {
    id: 215031,
    share_id: 98,
    name: "绪风之拥",
    english_name: "Embrace of Winds",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1503),
    talent_skill: Some(15032),
    entity: Some(&EMBRACE_OF_WINDS_EQUIP),
    ..CardDef::BLANK
};

/// 魈 Xiao.
pub static XIAO: CharacterDef = CharacterDef {
    id: 1504,
    share_id: 39,
    name: "魈",
    english_name: "Xiao",
    element: Element::Anemo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15041,
            name: "Whirlwind Thrust",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15042,
            name: "Lemniscatic Wind Cycling",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3)],
        },
        SkillDef {
            id: 15043,
            name: "Bane of All Evil",
            text: "With Conqueror of Evil: Guardian Yaksha equipped, also attaches Conqueror of Evil: Wrath Deity to this character.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ANEMO, 4),
                Op::Status(Who::This, &YAKSHAS_MASK),
                Op::Custom(wrath_deity),
            ],
        },
    ],
    passives: &[],
};

/// With Guardian Yaksha, each mask comes with Conqueror of Evil: Wrath Deity.
fn wrath_deity(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&GUARDIAN_YAKSHA_EQUIP) {
        g.run_op(Op::Status(Who::This, &WRATH_DEITY), cx);
    }
}

/// 夜叉傩面 Yaksha's Mask: Xiao's physical damage becomes Anemo and his Anemo damage gets +1
/// (+3 for a plunging attack); while he is active, one switch a round costs 1 die less;
/// 2 rounds.
pub static YAKSHAS_MASK: EntityDef = EntityDef {
    text: "The character's Anemo damage is increased by 1 (by 3 for a Plunging Attack). While the character is active, your first switch each round costs 1 die less.",
    id: 115041,
    name: "Yaksha's Mask",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Anemo),
    listens: trig::BONUS_OUT,
    hook: Some(yakshas_mask),
    query: Some(yakshas_mask_cost),
    ..EntityDef::BLANK
};

fn yakshas_mask(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && d.ty == ANEMO {
            d.amount += if d.plunging { 3 } else { 1 };
        }
    }
}

fn yakshas_mask_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    let active = owner(me) == Some(g.player(me.seat).active);
    if active && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 降魔·忿怒显相 Conqueror of Evil: Wrath Deity: while Xiao wears Yaksha's Mask, Lemniscatic
/// Wind Cycling costs 1 Anemo die less; 2 usages. It lasts as long as the mask it came with.
pub static WRATH_DEITY: EntityDef = EntityDef {
    text: "While the character wears Yaksha's Mask, Lemniscatic Wind Cycling costs 1 Anemo die less. Leaves with the mask.",
    id: 115042,
    name: "Conqueror of Evil: Wrath Deity",
    kind: EntityKind::Status,
    usage: 2,
    duration: 2,
    query: Some(wrath_deity_cost),
    ..EntityDef::BLANK
};

fn wrath_deity_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Elemental,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    let masked = g.character(me.seat, *slot).has(&YAKSHAS_MASK);
    if Some(*slot) == owner(me) && masked && cost.elem_n > 0 {
        cost.elem_n -= 1;
        **used = true;
    }
}

/// The equipped Conqueror of Evil: Guardian Yaksha.
pub static GUARDIAN_YAKSHA_EQUIP: EntityDef = EntityDef {
    text: "Each Yaksha's Mask Bane of All Evil attaches comes with Conqueror of Evil: Wrath Deity.",
    id: 215041,
    name: "Conqueror of Evil: Guardian Yaksha",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 降魔·护法夜叉 Conqueror of Evil: Guardian Yaksha (talent).
pub static GUARDIAN_YAKSHA: CardDef = CardDef {
    id: 215041,
    share_id: 99,
    name: "降魔·护法夜叉",
    english_name: "Conqueror of Evil: Guardian Yaksha",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1504),
    talent_skill: Some(15043),
    entity: Some(&GUARDIAN_YAKSHA_EQUIP),
    ..CardDef::BLANK
};
