//! 莫娜 Mona (Hydro, catalyst) and what comes with the character: Illusory Torrent, Reflection,
//! Illusory Bubble, and the talent card Prophecy of Submersion.

use tavern_protocol::gitcg::{Element, Reaction};

use crate::cards::characters::{absorb_keep, leave, owner, CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MONA,
    talent: &PROPHECY_OF_SUBMERSION,
    created: &[],
    made_by_hooks: &[],
};

/// 莫娜 Mona (1203).
pub static MONA: CharacterDef = CharacterDef {
    id: 1203,
    share_id: 11,
    name: "莫娜",
    english_name: "Mona",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12031,
            name: "Ripple of Fate",
            chinese_name: "因果点破",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12032,
            name: "Mirror Reflection of Doom",
            chinese_name: "水中幻愿",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&REFLECTION)],
        },
        SkillDef {
            id: 12033,
            name: "Stellaris Phantasm",
            chinese_name: "星命定轨",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Damage(HYDRO, 4), Op::Combat(&ILLUSORY_BUBBLE)],
        },
    ],
    passives: &[&ILLUSORY_TORRENT],
};

/// 虚实流动 Illusory Torrent (passive, 12034): while Mona is active, one switch a round is a fast
/// action.
pub static ILLUSORY_TORRENT: EntityDef = EntityDef {
    text: "While Mona is your active character, your first switch each round is a Fast Action.",
    id: 12034,
    name: "Illusory Torrent",
    chinese_name: "虚实流动",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    answers: answers::FAST_SWITCH,
    query: Some(illusory_torrent),
    ..EntityDef::BLANK
};

fn illusory_torrent(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::FastSwitch { fast, used, .. } = q else {
        return;
    };
    if owner(me) == Some(g.player(me.seat).active) && g.ent(me).var == 0 && !**fast {
        **fast = true;
        **used = true;
    }
}

/// 虚影 Reflection (112031): takes 1 off a hit on the active character (1 usage, kept when spent);
/// end phase, it leaves and deals 1 Hydro damage.
pub static REFLECTION: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). It leaves after its End Phase damage.",
    id: 112031,
    name: "Reflection",
    chinese_name: "虚影",
    kind: EntityKind::Summon,
    usage: 1,
    kept_when_spent: true,
    end_phase: &[Op::Custom(leave), Op::Damage(HYDRO, 1)],
    listens: trig::REDUCE,
    hook: Some(|g, me, t| absorb_keep(g, me, t, 1)),
    ..EntityDef::BLANK
};

/// 泡影 Illusory Bubble (112032): the next skill damage this side deals is doubled.
pub static ILLUSORY_BUBBLE: EntityDef = EntityDef {
    text: "The next damage your skills deal is doubled.",
    id: 112032,
    name: "Illusory Bubble",
    chinese_name: "泡影",
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

/// The equipped Prophecy of Submersion (212031): while Mona is active, Hydro-related reactions this
/// side triggers deal +2.
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

/// 沉没的预言 Prophecy of Submersion (talent, 212031).
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
