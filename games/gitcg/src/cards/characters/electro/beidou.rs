//! 北斗 Beidou (Electro, claymore) and what comes with the character: Wavestrider, Tidecaller: Surf
//! Embrace, Thunderbeast's Targe, Summoner of Lightning, and the talent card Lightning Storm.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{user, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig,
    Weapon, Who,
};
use crate::state::Loc;
use crate::version::{by_version, V3_4, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &BEIDOU,
    talent: &LIGHTNING_STORM,
    created: &[],
    made_by_hooks: &[&SUMMONER_OF_LIGHTNING],
};

/// 北斗 Beidou (1405).
pub static BEIDOU: CharacterDef = CharacterDef {
    id: 1405,
    share_id: 30,
    name: "北斗",
    english_name: "Beidou",
    element: Element::Electro,
    weapon: Weapon::Claymore,
    nations: nation::LIYUE,
    since: V3_4,
    hp: by_version(&[(V3_4, 10), (V5_8, 11)]),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14051,
            name: "Oceanborne",
            chinese_name: "征涛",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14052,
            name: "Tidecaller",
            chinese_name: "捉浪",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Status(Who::This, &SURF_EMBRACE),
                Op::Status(Who::This, &PREPARING_WAVESTRIDER),
            ],
        },
        SkillDef {
            id: 14053,
            name: "Stormbreaker",
            chinese_name: "斫雷",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(3),
            ops: &[Op::Damage(ELECTRO, 2), Op::Combat(&THUNDERBEASTS_TARGE)],
        },
    ],
    passives: &[],
};

/// 踏潮 Wavestrider (14054), the skill Tidecaller prepares: 3 Electro damage; with Lightning Storm
/// Beidou's normal attacks cost less this round.
pub static WAVESTRIDER: SkillDef = SkillDef {
    id: 14054,
    name: "Wavestrider",
    chinese_name: "踏潮",
    text: "Removes Tidecaller: Surf Embrace, deals 3 Electro damage and, with Lightning Storm equipped, attaches Summoner of Lightning to this character.",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(wavestrider)],
};

fn wavestrider(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    g.run_op(Op::Damage(ELECTRO, 3), cx);
    if g.character(cx.seat, slot).has(&LIGHTNING_STORM_EQUIP) {
        g.run_op(Op::Status(Who::This, &SUMMONER_OF_LIGHTNING), cx);
    }
}

/// 踏潮 (preparing, 114055): Beidou uses Wavestrider at the start of her side's next turn.
pub static PREPARING_WAVESTRIDER: EntityDef = EntityDef {
    id: 114055,
    name: "Wavestrider",
    chinese_name: "踏潮",
    kind: EntityKind::Status,
    prepare: Some(&WAVESTRIDER),
    ..EntityDef::BLANK
};

/// 捉浪·涛拥之守 Tidecaller: Surf Embrace (114051): a 2-point shield on Beidou only while she prepares
/// Wavestrider (it leaves when the preparation ends: used, switched out, or blocked).
pub static SURF_EMBRACE: EntityDef = EntityDef {
    text: "Beidou keeps it while she prepares Wavestrider; it leaves when she is switched out.",
    id: 114051,
    name: "Tidecaller: Surf Embrace",
    chinese_name: "捉浪·涛拥之守",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    during_preparation: true,
    ..EntityDef::BLANK
};

/// 雷兽之盾 Thunderbeast's Targe (114053): after a normal attack of this side, 1 Electro damage; hits
/// of at least 3 on the active character are reduced by 1; 2 rounds.
pub static THUNDERBEASTS_TARGE: EntityDef = EntityDef {
    text: "Damage of 3 or more taken by your active character is reduced by 1.",
    id: 114053,
    name: "Thunderbeast's Targe",
    chinese_name: "雷兽之盾",
    kind: EntityKind::Combat,
    duration: 2,
    after: Some((After::NormalAttack, &[Op::Damage(ELECTRO, 1)])),
    listens: trig::REDUCE,
    hook: Some(thunderbeasts_targe),
    ..EntityDef::BLANK
};

fn thunderbeasts_targe(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.to_active && d.amount >= 3 {
            d.amount -= 1;
        }
    }
}

/// 奔潮引电 Summoner of Lightning (114052): Beidou's normal attacks cost 1 unaligned die less this
/// round; 2 usages.
pub static SUMMONER_OF_LIGHTNING: EntityDef = EntityDef {
    id: 114052,
    name: "Summoner of Lightning",
    chinese_name: "奔潮引电",
    kind: EntityKind::Status,
    usage: 2,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::OwnNormalAttack,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// The equipped Lightning Storm (214051): Wavestrider leaves Summoner of Lightning.
pub static LIGHTNING_STORM_EQUIP: EntityDef = EntityDef {
    text: "When Wavestrider is used, it leaves Summoner of Lightning on the character.",
    id: 214051,
    name: "Lightning Storm",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 霹雳连霄 Lightning Storm (talent, 214051).
pub static LIGHTNING_STORM: CardDef = CardDef {
    id: 214051,
    since: V3_4,
    share_id: 90,
    name: "霹雳连霄",
    english_name: "Lightning Storm",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1405),
    talent_skill: Some(14052),
    entity: Some(&LIGHTNING_STORM_EQUIP),
    ..CardDef::BLANK
};
