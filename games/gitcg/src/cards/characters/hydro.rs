//! Hydro characters.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::Gitcg;

const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);

/// 芭芭拉 Barbara.
pub static BARBARA: CharacterDef = CharacterDef {
    id: 1201,
    share_id: 9,
    name: "芭芭拉",
    english_name: "Barbara",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12011,
            name: "Whisper of Water",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12012,
            name: "Let the Show Begin♪",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&MELODY_LOOP)],
        },
        SkillDef {
            id: 12013,
            name: "Shining Miracle♪",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Heal(Who::All, 4)],
        },
    ],
    passives: &[],
};

/// 歌声之环 Melody Loop: end phase, heals every character of its side 1, then applies Hydro to
/// the active character; 2 usages.
pub static MELODY_LOOP: EntityDef = EntityDef {
    id: 112011,
    name: "Melody Loop",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Heal(Who::All, 1),
        Op::ApplyOwn(Who::Active, Element::Hydro),
    ],
    ..EntityDef::BLANK
};

/// The equipped Glorious Season: while Barbara has it and Melody Loop is in play, switching
/// costs 1 die less (once per round). It sits on the card, not the summon, so that its use is
/// counted per round instead of spending the summon's usages.
pub static GLORIOUS_SEASON_EQUIP: EntityDef = EntityDef {
    text: "While Melody Loop is in play, switching characters costs 1 die less (once per round).",
    id: 212011,
    name: "Glorious Season",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    query: Some(glorious_season),
    ..EntityDef::BLANK
};

fn glorious_season(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if g.ent(me).var == 0 && g.player(me.seat).has_summon(&MELODY_LOOP) && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 光辉的季节 Glorious Season (talent).
pub static GLORIOUS_SEASON: CardDef = CardDef {
    id: 212011,
    share_id: 69,
    name: "光辉的季节",
    english_name: "Glorious Season",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1201),
    talent_skill: Some(12012),
    entity: Some(&GLORIOUS_SEASON_EQUIP),
    ..CardDef::BLANK
};

/// 行秋 Xingqiu.
pub static XINGQIU: CharacterDef = CharacterDef {
    id: 1202,
    share_id: 10,
    name: "行秋",
    english_name: "Xingqiu",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12021,
            name: "Guhua Style",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12022,
            name: "Fatal Rainscreen",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::TalentForm(&RAIN_SWORD, &RAIN_SWORD_TALENT),
            ],
        },
        SkillDef {
            id: 12023,
            name: "Raincutter",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::Combat(&RAINBOW_BLADEWORK),
            ],
        },
    ],
    passives: &[],
};

/// 雨帘剑 Rain Sword: damage of at least 3 to the active character is reduced by 1; 2 usages.
pub static RAIN_SWORD: EntityDef = EntityDef {
    text: "Damage of 3 or more taken by your active character is reduced by 1 (spends 1 usage).",
    id: 112021,
    name: "Rain Sword",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::REDUCE,
    hook: Some(rain_sword),
    ..EntityDef::BLANK
};

/// 雨帘剑 (talent): damage of at least 2 is reduced by 1; 3 usages.
pub static RAIN_SWORD_TALENT: EntityDef = EntityDef {
    text: "Damage of 2 or more taken by your active character is reduced by 1 (spends 1 usage).",
    id: 112023,
    usage: 3,
    ..RAIN_SWORD
};

/// A reduction with a threshold, which the declared `reduce` cannot say.
fn rain_sword(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let least = if g.ent(me).def == &RAIN_SWORD_TALENT {
        2
    } else {
        3
    };
    if d.to_active && d.amount >= least {
        d.amount -= 1;
        g.spend(me);
    }
}

/// 虹剑势 Rainbow Bladework: after a normal attack of this side, 1 Hydro damage; 3 usages.
pub static RAINBOW_BLADEWORK: EntityDef = EntityDef {
    id: 112022,
    name: "Rainbow Bladework",
    kind: EntityKind::Combat,
    usage: 3,
    after: Some((After::NormalAttack, &[Op::Damage(HYDRO, 1)])),
    ..EntityDef::BLANK
};

/// The equipped The Scent Remained (Fatal Rainscreen creates the stronger Rain Sword).
pub static THE_SCENT_REMAINED_EQUIP: EntityDef = EntityDef {
    id: 212021,
    name: "The Scent Remained",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 重帘留香 The Scent Remained (talent).
pub static THE_SCENT_REMAINED: CardDef = CardDef {
    id: 212021,
    share_id: 70,
    name: "重帘留香",
    english_name: "The Scent Remained",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1202),
    talent_skill: Some(12022),
    entity: Some(&THE_SCENT_REMAINED_EQUIP),
    ..CardDef::BLANK
};
