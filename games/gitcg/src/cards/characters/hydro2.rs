//! Hydro characters, second file: Mona, Sangonomiya Kokomi and Kamisato Ayato.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::defs::{
    nation, trig, After, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{absorb_keep, find, owner, user};

const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);

/// 莫娜 Mona.
pub static MONA: CharacterDef = CharacterDef {
    id: 1203,
    share_id: 11,
    name: "莫娜",
    english_name: "Mona",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12031,
            name: "Ripple of Fate",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12032,
            name: "Mirror Reflection of Doom",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&REFLECTION)],
        },
        SkillDef {
            id: 12033,
            name: "Stellaris Phantasm",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Damage(HYDRO, 4), Op::Combat(&ILLUSORY_BUBBLE)],
        },
    ],
    passives: &[&ILLUSORY_TORRENT],
};

/// 虚实流动 Illusory Torrent (passive): while Mona is active, one switch a round is a fast
/// action.
pub static ILLUSORY_TORRENT: EntityDef = EntityDef {
    text: "While Mona is your active character, your first switch each round is a Fast Action.",
    id: 12034,
    name: "Illusory Torrent",
    kind: EntityKind::Status,
    per_round: true,
    query: Some(illusory_torrent),
    ..EntityDef::BLANK
};

fn illusory_torrent(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::FastSwitch { fast, used } = q else {
        return;
    };
    if owner(me) == Some(g.player(me.seat).active) && g.ent(me).var == 0 && !**fast {
        **fast = true;
        **used = true;
    }
}

/// 虚影 Reflection: takes 1 off a hit on the active character (1 usage, kept when spent); end
/// phase, it leaves and deals 1 Hydro damage.
pub static REFLECTION: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). It leaves after its End Phase damage.",
    id: 112031,
    name: "Reflection",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(HYDRO, 1)],
    listens: trig::REDUCE,
    hook: Some(|g, me, t| absorb_keep(g, me, t, 1)),
    ..EntityDef::BLANK
};

/// 泡影 Illusory Bubble: the next skill damage this side deals is doubled.
pub static ILLUSORY_BUBBLE: EntityDef = EntityDef {
    text: "The next damage your skills deal is doubled.",
    id: 112032,
    name: "Illusory Bubble",
    kind: EntityKind::Combat,
    listens: trig::MULTIPLY,
    hook: Some(illusory_bubble),
    ..EntityDef::BLANK
};

/// Multipliers run for both sides, so the bubble checks that the damage is its side's.
fn illusory_bubble(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.from == me.seat && d.by.is_some() && d.skill.is_some() {
        d.amount *= 2;
        g.discard(me);
    }
}

/// The equipped Prophecy of Submersion: while Mona is active, Hydro-related reactions this side
/// triggers deal +2.
pub static PROPHECY_OF_SUBMERSION_EQUIP: EntityDef = EntityDef {
    text: "While the character is active, Hydro reactions your characters trigger deal +2 damage.",
    id: 212031,
    name: "Prophecy of Submersion",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(prophecy_of_submersion),
    ..EntityDef::BLANK
};

fn prophecy_of_submersion(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if owner(me) != Some(g.player(me.seat).active) {
        return;
    }
    // The target's aura is still the one the damage meets.
    let wet = g.character(d.to, d.target).aura.has(Element::Hydro);
    let hydro_related = match d.reaction {
        Some(
            Reaction::Vaporize | Reaction::Frozen | Reaction::ElectroCharged | Reaction::Bloom,
        ) => true,
        Some(Reaction::Swirl | Reaction::Crystallize) => wet,
        _ => false,
    };
    if hydro_related {
        d.amount += 2;
    }
}

/// 沉没的预言 Prophecy of Submersion (talent).
pub static PROPHECY_OF_SUBMERSION: CardDef = CardDef {
    id: 212031,
    share_id: 71,
    name: "沉没的预言",
    english_name: "Prophecy of Submersion",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1203),
    talent_skill: Some(12033),
    entity: Some(&PROPHECY_OF_SUBMERSION_EQUIP),
    ..CardDef::BLANK
};

/// 珊瑚宫心海 Sangonomiya Kokomi.
pub static KOKOMI: CharacterDef = CharacterDef {
    id: 1205,
    share_id: 13,
    name: "珊瑚宫心海",
    english_name: "Sangonomiya Kokomi",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12051,
            name: "The Shape of Water",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12052,
            name: "Kurage's Oath",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::Summon(&BAKE_KURAGE),
            ],
        },
        SkillDef {
            id: 12053,
            name: "Nereid's Ascension",
            text: "With Tamakushi Casket equipped, also summons Bake-Kurage with 1 usage, or adds 1 usage to the one in play.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::Heal(Who::All, 1),
                Op::Status(Who::This, &CEREMONIAL_GARMENT),
                Op::Custom(kurage_with_talent),
            ],
        },
    ],
    passives: &[],
};

/// With Tamakushi Casket, Nereid's Ascension summons a Bake-Kurage of 1 usage, or adds 1 usage
/// to the one in play.
fn kurage_with_talent(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if !g.character(cx.seat, slot).has(&TAMAKUSHI_CASKET_EQUIP) {
        return;
    }
    if let Some(kurage) = find(g, cx.seat, LocZone::Summon, &BAKE_KURAGE) {
        let e = g.ent_mut(kurage);
        e.usage = (e.usage + 1).min(BAKE_KURAGE.max_usage());
    } else if let Some(kurage) = g.add_entity(cx.seat, LocZone::Summon, &BAKE_KURAGE) {
        g.ent_mut(kurage).usage = 1;
    }
}

/// 化海月 Bake-Kurage: end phase, 1 Hydro damage and the active character heals 1; 2 usages,
/// stacking to 4. With Tamakushi Casket, its damage is +1 while Ceremonial Garment lasts.
pub static BAKE_KURAGE: EntityDef = EntityDef {
    text: "With Tamakushi Casket equipped on your side, its damage is increased by 1 while Ceremonial Garment lasts.",
    id: 112051,
    name: "Bake-Kurage",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 4,
    end_phase: &[Op::Damage(HYDRO, 1), Op::Heal(Who::Active, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(bake_kurage),
    ..EntityDef::BLANK
};

fn bake_kurage(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let garmented = g
        .player(me.seat)
        .chars
        .iter()
        .any(|c| c.alive && c.has(&TAMAKUSHI_CASKET_EQUIP) && c.has(&CEREMONIAL_GARMENT));
    if d.entity == Some(&BAKE_KURAGE) && garmented {
        d.amount += 1;
    }
}

/// 仪来羽衣 Ceremonial Garment: Kokomi's normal attacks deal +1, and after one every character
/// of her side heals 1; 2 rounds.
pub static CEREMONIAL_GARMENT: EntityDef = EntityDef {
    id: 112052,
    name: "Ceremonial Garment",
    kind: EntityKind::Status,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    after: Some((After::NormalAttack, &[Op::Heal(Who::All, 1)])),
    ..EntityDef::BLANK
};

/// The equipped Tamakushi Casket.
pub static TAMAKUSHI_CASKET_EQUIP: EntityDef = EntityDef {
    text: "Nereid's Ascension also summons Bake-Kurage (or adds 1 usage to it), and Bake-Kurage deals +1 damage while Ceremonial Garment lasts.",
    id: 212051,
    name: "Tamakushi Casket",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 匣中玉栉 Tamakushi Casket (talent).
pub static TAMAKUSHI_CASKET: CardDef = CardDef {
    id: 212051,
    share_id: 73,
    name: "匣中玉栉",
    english_name: "Tamakushi Casket",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1205),
    talent_skill: Some(12053),
    entity: Some(&TAMAKUSHI_CASKET_EQUIP),
    ..CardDef::BLANK
};

/// 神里绫人 Kamisato Ayato.
pub static AYATO: CharacterDef = CharacterDef {
    id: 1206,
    share_id: 14,
    name: "神里绫人",
    english_name: "Kamisato Ayato",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12061,
            name: "Kamisato Art: Marobashi",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12062,
            name: "Kamisato Art: Kyouka",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::Status(Who::This, &TAKIMEGURI_KANKA),
            ],
        },
        SkillDef {
            id: 12063,
            name: "Kamisato Art: Suiyuu",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&GARDEN_OF_PURITY)],
        },
    ],
    passives: &[],
};

/// 泷廻鉴花 Takimeguri Kanka: Ayato's physical damage becomes Hydro and each normal attack
/// deals +1 (+3 against a target with at most 6 HP, with Kyouka Fuushi); 3 usages.
pub static TAKIMEGURI_KANKA: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (+3 against a target with 6 HP or less, with Kyouka Fuushi equipped), spending 1 usage.",
    id: 112061,
    name: "Takimeguri Kanka",
    kind: EntityKind::Status,
    usage: 3,
    infusion: Some(Element::Hydro),
    listens: trig::BONUS_OUT,
    hook: Some(takimeguri_kanka),
    ..EntityDef::BLANK
};

/// The talent's extra depends on the target's HP, which a declared bonus cannot read.
fn takimeguri_kanka(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by != Some(slot) || d.skill != Some(SkillKind::Normal) {
        return;
    }
    let talent = g.character(me.seat, slot).has(&KYOUKA_FUUSHI_EQUIP);
    let low = g.character(d.to, d.target).hp <= 6;
    d.amount += if talent && low { 3 } else { 1 };
    g.spend(me);
}

/// 清净之园囿 Garden of Purity: end phase, 2 Hydro damage; while it is in play, this side's
/// normal attacks deal +1; 2 usages.
pub static GARDEN_OF_PURITY: EntityDef = EntityDef {
    id: 112062,
    name: "Garden of Purity",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(HYDRO, 2)],
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// The equipped Kyouka Fuushi.
pub static KYOUKA_FUUSHI_EQUIP: EntityDef = EntityDef {
    text: "Takimeguri Kanka adds +3 damage instead of +1 against a target with 6 HP or less.",
    id: 212061,
    name: "Kyouka Fuushi",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 镜华风姿 Kyouka Fuushi (talent).
pub static KYOUKA_FUUSHI: CardDef = CardDef {
    id: 212061,
    share_id: 74,
    name: "镜华风姿",
    english_name: "Kyouka Fuushi",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1206),
    talent_skill: Some(12062),
    entity: Some(&KYOUKA_FUUSHI_EQUIP),
    ..CardDef::BLANK
};
