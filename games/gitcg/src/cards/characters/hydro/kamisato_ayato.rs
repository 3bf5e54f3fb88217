//! 神里绫人 Kamisato Ayato (Hydro, sword) and what comes with the character: Takimeguri Kanka, Garden
//! of Purity, and the talent card Kyouka Fuushi.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_6};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &AYATO,
    talent: &KYOUKA_FUUSHI,
    created: &[],
    made_by_hooks: &[],
};

/// 神里绫人 Kamisato Ayato (1206).
pub static AYATO: CharacterDef = CharacterDef {
    id: 1206,
    share_id: 14,
    name: "神里绫人",
    english_name: "Kamisato Ayato",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V3_6,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12061,
            name: "Kamisato Art: Marobashi",
            chinese_name: "神里流·转",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12062,
            name: "Kamisato Art: Kyouka",
            chinese_name: "神里流·镜花",
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
            chinese_name: "神里流·水囿",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&GARDEN_OF_PURITY)],
        },
    ],
    passives: &[],
};

/// 泷廻鉴花 Takimeguri Kanka (112061): Ayato's physical damage becomes Hydro and each normal attack
/// deals +1 (+3 against a target with at most 6 HP, with Kyouka Fuushi); 3 usages.
pub static TAKIMEGURI_KANKA: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (+3 against a target with 6 HP or less, with Kyouka Fuushi equipped), spending 1 usage.",
    id: 112061,
    name: "Takimeguri Kanka",
    chinese_name: "泷廻鉴花",
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

/// 清净之园囿 Garden of Purity (112062): end phase, 2 Hydro damage; while it is in play, this side's
/// normal attacks deal +1; 2 usages.
pub static GARDEN_OF_PURITY: EntityDef = EntityDef {
    id: 112062,
    name: "Garden of Purity",
    chinese_name: "清净之园囿",
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

/// The equipped Kyouka Fuushi (212061): Takimeguri Kanka adds +3 damage instead of +1 against a
/// target with 6 HP or less.
pub static KYOUKA_FUUSHI_EQUIP: EntityDef = EntityDef {
    text: "Takimeguri Kanka adds +3 damage instead of +1 against a target with 6 HP or less.",
    id: 212061,
    name: "Kyouka Fuushi",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 镜华风姿 Kyouka Fuushi (talent, 212061).
pub static KYOUKA_FUUSHI: CardDef = CardDef {
    id: 212061,
    since: V3_6,
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
