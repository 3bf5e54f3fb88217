//! 无相之雷 Electro Hypostasis (Electro, no weapon) and what comes with the character:
//! Rock-Paper-Scissors Combo: Scissors and Paper (prepared), Electro Crystal Core, Chains of
//! Warding Thunder (with its toll), and the talent card Absorbing Prism.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{owner, CharacterCards, ELECTRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, Op,
    Paying, Query, SkillDef, SkillKind, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ELECTRO_HYPOSTASIS,
    talent: &ABSORBING_PRISM,
    created: &[],
    made_by_hooks: &[],
};

/// 无相之雷 Electro Hypostasis (2401).
pub static ELECTRO_HYPOSTASIS: CharacterDef = CharacterDef {
    id: 2401,
    share_id: 57,
    name: "无相之雷",
    english_name: "Electro Hypostasis",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V3_7,
    hp: Versioned::same(8),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24011,
            name: "Electro Crystal Projection",
            chinese_name: "雷晶投射",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 24012,
            name: "Rock-Paper-Scissors Combo",
            chinese_name: "猜拳三连击",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 5, 0),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Status(Who::This, &PREPARING_SCISSORS),
            ],
        },
        SkillDef {
            id: 24013,
            name: "Lightning Lockdown",
            chinese_name: "雳霆镇锁",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Summon(&CHAINS_OF_WARDING_THUNDER),
                Op::OpponentCombat(&CHAINS_TOLL),
            ],
        },
    ],
    passives: &[&ELECTRO_CRYSTAL_CORE],
};

/// 猜拳三连击·剪刀 Rock-Paper-Scissors Combo: Scissors (24015, prepared): 2 Electro damage, then
/// Paper is prepared.
pub static SCISSORS: SkillDef = SkillDef {
    id: 24015,
    name: "Rock-Paper-Scissors Combo: Scissors",
    chinese_name: "猜拳三连击·剪刀",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[
        Op::Damage(ELECTRO, 2),
        Op::Status(Who::This, &PREPARING_PAPER),
    ],
};

/// 猜拳三连击·布 Rock-Paper-Scissors Combo: Paper (24016, prepared): 3 Electro damage.
pub static PAPER: SkillDef = SkillDef {
    id: 24016,
    name: "Rock-Paper-Scissors Combo: Paper",
    chinese_name: "猜拳三连击·布",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Damage(ELECTRO, 3)],
};

/// 猜拳三连击·剪刀 (preparing, 124011).
pub static PREPARING_SCISSORS: EntityDef = EntityDef {
    id: 124011,
    name: "Rock-Paper-Scissors Combo: Scissors",
    chinese_name: "猜拳三连击·剪刀",
    kind: EntityKind::Status,
    prepare: Some(&SCISSORS),
    ..EntityDef::BLANK
};

/// 猜拳三连击·布 (preparing, 124012).
pub static PREPARING_PAPER: EntityDef = EntityDef {
    id: 124012,
    name: "Rock-Paper-Scissors Combo: Paper",
    chinese_name: "猜拳三连击·布",
    kind: EntityKind::Status,
    prepare: Some(&PAPER),
    ..EntityDef::BLANK
};

/// 雷晶核心 Electro Crystal Core (passive, 124014): the first time the Hypostasis would be knocked out,
/// it is healed to 1 HP instead.
pub static ELECTRO_CRYSTAL_CORE: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, it is healed to 1 HP instead.",
    id: 124014,
    name: "Electro Crystal Core",
    chinese_name: "雷晶核心",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(electro_crystal_core),
    ..EntityDef::BLANK
};

fn electro_crystal_core(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::WouldDie { character, saved } = t {
        if Some(*character) == owner(me) && saved.is_none() {
            **saved = Some(1);
            g.discard(me);
        }
    }
}

/// 雷锁镇域 Chains of Warding Thunder (124013): end phase, 1 Electro damage; while it is in play, the
/// opposing side's first switch each round costs 1 more die (see [`CHAINS_TOLL`]); 2 usages.
pub static CHAINS_OF_WARDING_THUNDER: EntityDef = EntityDef {
    text: "While it is in play, the opponent's first switch each round costs 1 more die.",
    id: 124013,
    name: "Chains of Warding Thunder",
    chinese_name: "雷锁镇域",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// 雷锁镇域 (toll, 124013): a combat status on the opposing side, since costs are asked of the payer's
/// entities: while the chains are in play on the other side, one switch a round costs 1 more.
pub static CHAINS_TOLL: EntityDef = EntityDef {
    text: "While the Chains of Warding Thunder are in play on the other side, your first switch each round costs 1 more die.",
    id: 124013,
    name: "Chains of Warding Thunder (toll)",
    chinese_name: "雷锁镇域",
    kind: EntityKind::Combat,
    hidden: true,
    per_round: true,
    answers: answers::SWITCH_COST,
    query: Some(chains_toll),
    ..EntityDef::BLANK
};

fn chains_toll(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    let chained = g
        .player(me.seat.other())
        .has_summon(&CHAINS_OF_WARDING_THUNDER);
    if chained && g.ent(me).var == 0 {
        cost.any += 1;
        **used = true;
    }
}

/// 汲能棱晶 Absorbing Prism (talent event, 224011): the active Electro Hypostasis heals 3 and gets
/// Electro Crystal Core.
pub static ABSORBING_PRISM: CardDef = CardDef {
    text: "Playable only while Electro Hypostasis is your active character.",
    id: 224011,
    since: V3_7,
    share_id: 117,
    name: "汲能棱晶",
    english_name: "Absorbing Prism",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Electro, 2, 0),
    combat_action: true,
    talent_of: Some(2401),
    ops: &[
        Op::Heal(Who::Active, 3),
        Op::Status(Who::Active, &ELECTRO_CRYSTAL_CORE),
    ],
    condition: Some(|g, seat, _| {
        let p = g.player(seat);
        (p.active_char().def.id != ELECTRO_HYPOSTASIS.id)
            .then_some("the active character must be Electro Hypostasis")
    }),
    ..CardDef::BLANK
};
