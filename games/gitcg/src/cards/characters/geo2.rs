//! Geo characters, second file: Ningguang, Zhongli and Arataki Itto.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{absorb_keep, charged_now, owner, side_has};

const GEO: DamageType = DamageType::Elemental(Element::Geo);

/// 凝光 Ningguang.
pub static NINGGUANG: CharacterDef = CharacterDef {
    id: 1601,
    share_id: 42,
    name: "凝光",
    english_name: "Ningguang",
    element: Element::Geo,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16011,
            name: "Sparkling Scatter",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(GEO, 1)],
        },
        SkillDef {
            id: 16012,
            name: "Jade Screen",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 2), Op::Combat(&JADE_SCREEN)],
        },
        SkillDef {
            id: 16013,
            name: "Starshatter",
            text: "Deals 6 Geo damage (8 while Jade Screen is in play).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Custom(starshatter)],
        },
    ],
    passives: &[],
};

/// Starshatter deals 6 Geo damage, 8 while Jade Screen is in play.
fn starshatter(g: &mut Gitcg, cx: &mut Cx) {
    let screened = g.player(cx.seat).has_combat(&JADE_SCREEN);
    g.run_op(Op::Damage(GEO, if screened { 8 } else { 6 }), cx);
}

/// 璇玑屏 Jade Screen: hits of at least 2 on the active character are reduced by 1; with a
/// Ningguang holding Strategic Reserve on its side, this side's Geo damage gets +1; 2 usages.
pub static JADE_SCREEN: EntityDef = EntityDef {
    text: "Damage of 2 or more taken by your active character is reduced by 1 (spends 1 usage). With Ningguang holding Strategic Reserve on your side, your Geo damage is increased by 1.",
    id: 116011,
    name: "Jade Screen",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::REDUCE | trig::BONUS_OUT,
    hook: Some(jade_screen),
    ..EntityDef::BLANK
};

/// Both triggers carry damage in flight: the direction tells them apart.
fn jade_screen(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.to == me.seat {
        if d.to_active && d.amount >= 2 {
            d.amount -= 1;
            g.spend(me);
        }
    } else if d.ty == GEO && side_has(g, me.seat, &STRATEGIC_RESERVE_EQUIP) {
        d.amount += 1;
    }
}

/// The equipped Strategic Reserve.
pub static STRATEGIC_RESERVE_EQUIP: EntityDef = EntityDef {
    text: "While Jade Screen is in play, your Geo damage is increased by 1.",
    id: 216011,
    name: "Strategic Reserve",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 储之千日，用之一刻 Strategic Reserve (talent).
pub static STRATEGIC_RESERVE: CardDef = CardDef {
    id: 216011,
    share_id: 102,
    name: "储之千日，用之一刻",
    english_name: "Strategic Reserve",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1601),
    talent_skill: Some(16012),
    entity: Some(&STRATEGIC_RESERVE_EQUIP),
    ..CardDef::BLANK
};

/// 钟离 Zhongli.
pub static ZHONGLI: CharacterDef = CharacterDef {
    id: 1603,
    share_id: 44,
    name: "钟离",
    english_name: "Zhongli",
    element: Element::Geo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16031,
            name: "Rain of Stone",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16032,
            name: "Dominus Lapidis",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 1), Op::Summon(&STONE_STELE)],
        },
        SkillDef {
            id: 16033,
            name: "Dominus Lapidis: Striking Stone",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 5, 0),
            ops: &[
                Op::Damage(GEO, 3),
                Op::Summon(&STONE_STELE),
                Op::Combat(&JADE_SHIELD),
            ],
        },
        SkillDef {
            id: 16034,
            name: "Planet Befall",
            text: "Deals 4 Geo damage and attaches Petrification to the target.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Custom(planet_befall)],
        },
    ],
    passives: &[],
};

/// Planet Befall deals 4 Geo damage and petrifies its target.
fn planet_befall(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(GEO, 4), cx);
    if g.character(foe, target).hp > 0 {
        g.add_entity(foe, LocZone::Char(target), &PETRIFICATION);
    }
}

/// 岩脊 Stone Stele: end phase, 1 Geo damage; 2 usages.
pub static STONE_STELE: EntityDef = EntityDef {
    id: 116031,
    name: "Stone Stele",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1)],
    ..EntityDef::BLANK
};

/// 玉璋护盾 Jade Shield: a 2-point shield for the active character.
pub static JADE_SHIELD: EntityDef = EntityDef {
    id: 116032,
    name: "Jade Shield",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 石化 Petrification: the character cannot use skills until the end of the round.
pub static PETRIFICATION: EntityDef = EntityDef {
    id: 116033,
    name: "Petrification",
    kind: EntityKind::Status,
    blocks_skills: true,
    round_only: true,
    ..EntityDef::BLANK
};

/// The equipped Dominance of Earth: while Zhongli has at least 7 HP, his damage and the Geo
/// damage of his side's summons get +1.
pub static DOMINANCE_OF_EARTH_EQUIP: EntityDef = EntityDef {
    text: "While the character has 7 or more HP, his damage and the Geo damage of your summons are increased by 1.",
    id: 216031,
    name: "Dominance of Earth",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(dominance_of_earth),
    ..EntityDef::BLANK
};

fn dominance_of_earth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if g.character(me.seat, slot).hp < 7 {
        return;
    }
    let summon = d.entity.is_some_and(|e| e.kind == EntityKind::Summon);
    if d.by == Some(slot) || (summon && d.ty == GEO) {
        d.amount += 1;
    }
}

/// 炊金馔玉 Dominance of Earth (talent).
pub static DOMINANCE_OF_EARTH: CardDef = CardDef {
    id: 216031,
    share_id: 104,
    name: "炊金馔玉",
    english_name: "Dominance of Earth",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 5, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1603),
    talent_skill: Some(16033),
    entity: Some(&DOMINANCE_OF_EARTH_EQUIP),
    ..CardDef::BLANK
};

/// 荒泷一斗 Arataki Itto.
pub static ARATAKI_ITTO: CharacterDef = CharacterDef {
    id: 1605,
    share_id: 46,
    name: "荒泷一斗",
    english_name: "Arataki Itto",
    element: Element::Geo,
    weapon: Weapon::Claymore,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16051,
            name: "Fight Club Legend",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16052,
            name: "Masatsu Zetsugi: Akaushi Burst!",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[
                Op::Damage(GEO, 1),
                Op::Summon(&USHI),
                Op::Status(Who::This, &SUPERLATIVE_SUPERSTRENGTH),
            ],
        },
        SkillDef {
            id: 16053,
            name: "Royal Descent: Behold, Itto the Evil!",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Damage(GEO, 4), Op::Status(Who::This, &RAGING_ONI_KING)],
        },
    ],
    passives: &[],
};

/// 阿丑 Ushi: takes 1 off a hit on the active character (1 usage, kept when spent); once while
/// it is in play, after a character of its side takes damage, Itto gets Superlative
/// Superstrength; end phase, it leaves and deals 1 Geo damage.
pub static USHI: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). Once while it is in play, after one of your characters takes damage, Arataki Itto gets Superlative Superstrength. It leaves after its End Phase damage.",
    id: 116051,
    name: "Ushi",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(GEO, 1)],
    listens: trig::REDUCE | trig::DAMAGED,
    hook: Some(ushi),
    ..EntityDef::BLANK
};

fn ushi(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(_) => absorb_keep(g, me, t, 1),
        Trig::Dealt(d) if d.amount > 0 && g.ent(me).var == 0 => {
            let p = g.player(me.seat);
            let itto = p
                .living()
                .find(|&s| p.chars[s as usize].def.id == ARATAKI_ITTO.id);
            if let Some(slot) = itto {
                g.ent_mut(me).var = 1;
                g.add_entity(me.seat, LocZone::Char(slot), &SUPERLATIVE_SUPERSTRENGTH);
            }
        }
        _ => {}
    }
}

/// 乱神之怪力 Superlative Superstrength: Itto's charged attacks deal +1 (spending a usage)
/// and, with at least 2 usages, cost 1 unaligned die less; 1 usage, stacking to 3. With
/// Arataki Ichiban, from his second normal attack of a round it adds 1 more.
pub static SUPERLATIVE_SUPERSTRENGTH: EntityDef = EntityDef {
    text: "The character's Charged Attacks deal +1 damage (spends 1 usage) and, with 2 or more usages, cost 1 unaligned die less. With Arataki Ichiban equipped, from his second Normal Attack in a round it deals 1 more.",
    id: 116054,
    name: "Superlative Superstrength",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 3,
    listens: trig::BONUS_OUT,
    hook: Some(superstrength),
    query: Some(superstrength_cost),
    ..EntityDef::BLANK
};

fn superstrength(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if !d.charged || d.by != Some(slot) {
        return;
    }
    let c = g.character(me.seat, slot);
    // `skill_uses` already counts this attack.
    let ichiban = c.has(&ARATAKI_ICHIBAN_EQUIP) && c.skill_uses[0] >= 2;
    d.amount += if ichiban { 2 } else { 1 };
    g.spend(me);
}

/// The usage is spent by the damage bonus, which the charged attack always deals.
fn superstrength_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    if Some(*slot) == owner(me) && g.ent(me).usage >= 2 && charged_now(g, me.seat) {
        cost.reduce_any(1);
    }
}

/// 怒目鬼王 Raging Oni King: Itto's normal attacks deal +1 and his physical damage becomes Geo;
/// after a normal attack, he gets Superlative Superstrength (once per round); 2 rounds.
pub static RAGING_ONI_KING: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack, he gets Superlative Superstrength (once per round).",
    id: 116053,
    name: "Raging Oni King",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Geo),
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    listens: trig::AFTER_SKILL,
    hook: Some(raging_oni_king),
    ..EntityDef::BLANK
};

fn raging_oni_king(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if Some(*character) == owner(me) && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.add_entity(
            me.seat,
            LocZone::Char(*character),
            &SUPERLATIVE_SUPERSTRENGTH,
        );
    }
}

/// The equipped Arataki Ichiban.
pub static ARATAKI_ICHIBAN_EQUIP: EntityDef = EntityDef {
    text: "From the character's second Normal Attack in a round, Superlative Superstrength adds 1 more damage.",
    id: 216051,
    name: "Arataki Ichiban",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 荒泷第一 Arataki Ichiban (talent; it makes Itto use his normal attack).
pub static ARATAKI_ICHIBAN: CardDef = CardDef {
    id: 216051,
    share_id: 106,
    name: "荒泷第一",
    english_name: "Arataki Ichiban",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1605),
    talent_skill: Some(16051),
    entity: Some(&ARATAKI_ICHIBAN_EQUIP),
    ..CardDef::BLANK
};
