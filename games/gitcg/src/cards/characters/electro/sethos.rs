//! 赛索斯 Sethos (Electro, bow) and what comes with the character: Thunder Convergence,
//! Twilight Meditation, his passive Black Kite's Enigma, and the talent card Pylon of the
//! Sojourning Sun Temple.
//!
//! Arrived in 5.6.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{deal_to, find, lowest_hp, owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    answers, nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, Direction,
    Dmg, EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule,
    Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V5_6};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SETHOS,
    talent: &PYLON_OF_THE_SOJOURNING_SUN_TEMPLE,
    created: &[],
    made_by_hooks: &[],
};

/// Sethos' card id.
const SETHOS_ID: u32 = 1413;

/// 赛索斯 Sethos (1413).
pub static SETHOS: CharacterDef = CharacterDef {
    id: SETHOS_ID,
    share_id: 469,
    name: "赛索斯",
    english_name: "Sethos",
    element: Element::Electro,
    weapon: Weapon::Bow,
    nations: nation::SUMERU,
    since: V5_6,
    hp: Versioned::same(10),
    max_energy: 4,
    skills: &[
        SkillDef {
            id: 14131,
            name: "Royal Reed Archery",
            chinese_name: "王家苇箭术",
            text: "It gives him no energy.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[
                Op::Damage(DamageType::Physical, 2),
                Op::Custom(|_, cx| cx.no_energy = true),
            ],
        },
        SkillDef {
            id: 14132,
            name: "Ancient Rite: The Thundering Sands",
            chinese_name: "古仪·鸣砂掣雷",
            text: "Applies Electro to the opposing active character.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 2, 0),
            ops: &[
                Op::Custom(|g, cx| {
                    let foe = cx.seat.other();
                    let target = g.player(foe).active;
                    g.apply_element(foe, target, Element::Electro);
                }),
                Op::SwitchOwn(Direction::Next),
                Op::Status(Who::This, &THUNDER_CONVERGENCE),
            ],
        },
        SkillDef {
            id: 14133,
            name: "Secret Rite: Twilight Shadowpiercer",
            chinese_name: "秘仪·瞑光贯影",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(4),
            ops: &[
                Op::Damage(ELECTRO, 3),
                Op::Status(Who::This, &TWILIGHT_MEDITATION),
            ],
        },
    ],
    passives: &[&BLACK_KITES_ENIGMA],
};

/// 黑鸢的密喻 Black Kite's Enigma (passive, 14134): after his Normal Attack (which gives him no
/// energy), if he has energy, he spends all of it and deals that much +1 Piercing damage to
/// the opposing character with the lowest HP.
pub static BLACK_KITES_ENIGMA: EntityDef = EntityDef {
    id: 14134,
    name: "Black Kite's Enigma",
    chinese_name: "黑鸢的密喻",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::AFTER_SKILL,
    hook: Some(black_kite),
    text: "After his Normal Attack: if he has energy, he spends all of it and deals that much +1 Piercing damage to the opposing character with the lowest HP.",
    ..EntityDef::BLANK
};

fn black_kite(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, kind, ..
    } = *t
    else {
        return;
    };
    if owner(me) != Some(character) || kind != SkillKind::Normal {
        return;
    }
    let n = g.character(me.seat, character).energy;
    let Some(target) = lowest_hp(g, me.seat.other()).filter(|_| n > 0) else {
        return;
    };
    g.character_mut(me.seat, character).energy = 0;
    deal_to(g, me, target, DamageType::Piercing, n + 1);
    // Pylon of the Sojourning Sun Temple gives 1 energy back once a round.
    let at = find(g, me.seat, me.zone, &PYLON_EQUIP);
    if let Some(at) = at.filter(|at| g.ent(*at).var == 0) {
        g.ent_mut(at).var = 1;
        g.gain_energy(me.seat, character, 1);
    }
}

/// 轰雷凝集 Thunder Convergence (status, 114132): after a character of the side sets off an
/// Electro-related reaction, the character it is attached to gains 1 energy; 1 usage.
pub static THUNDER_CONVERGENCE: EntityDef = EntityDef {
    id: 114132,
    name: "Thunder Convergence",
    chinese_name: "轰雷凝集",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::REACTION,
    hook: Some(|g, me, t| {
        let Trig::Dealt(d) = *t else { return };
        let Some(slot) = owner(me) else { return };
        if d.from == me.seat && d.by.is_some() && electro_related(d) {
            g.gain_energy(me.seat, slot, 1);
            g.spend(me);
        }
    }),
    text: "After one of your characters triggers an Electro-related reaction: the character gains 1 energy.",
    ..EntityDef::BLANK
};

/// Whether the reaction of `d` involved Electro (Overloaded, Superconduct, Electro-Charged,
/// Quicken, a Swirl of Electro, or any reaction of Electro damage).
fn electro_related(d: &Dmg) -> bool {
    match d.reaction {
        Some(Reaction::Overloaded | Reaction::Superconduct | Reaction::ElectroCharged) => true,
        Some(Reaction::Quicken) => true,
        Some(Reaction::Swirl) => d.swirled == Some(Element::Electro),
        Some(_) => d.ty == ELECTRO,
        None => false,
    }
}

/// 寂想瞑影 Twilight Meditation (status, 114131), for 2 rounds: the character's Normal Attack
/// costs 1 unaligned die less and deals +1; his Physical damage turns Electro (his Normal
/// Attack's is the only Physical damage his skills deal); after the attack, 1 Piercing damage
/// goes to the opposing character with the lowest HP.
pub static TWILIGHT_MEDITATION: EntityDef = EntityDef {
    id: 114131,
    name: "Twilight Meditation",
    chinese_name: "寂想瞑影",
    kind: EntityKind::Status,
    duration: 2,
    answers: answers::OWN_SKILL_COST,
    query: Some(|g, me, q| {
        if let Query::Cost {
            of: Paying::Skill { slot, kind, .. },
            cost,
            ..
        } = q
        {
            let mine = owner(me) == Some(*slot) && g.character(me.seat, *slot).standing();
            if mine && *kind == SkillKind::Normal {
                cost.reduce_any(1);
            }
        }
    }),
    infusion: Some(Element::Electro),
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        let Some(slot) = owner(me) else { return };
        let Trig::AfterSkill {
            character, kind, ..
        } = *t
        else {
            return;
        };
        if character == slot && kind == SkillKind::Normal {
            if let Some(target) = lowest_hp(g, me.seat.other()) {
                deal_to(g, me, target, DamageType::Piercing, 1);
            }
        }
    }),
    text: "The character's Normal Attack costs 1 unaligned die less, and after it 1 Piercing damage goes to the opposing character with the lowest HP.",
    ..EntityDef::BLANK
};

/// 巡日塔门书 Pylon of the Sojourning Sun Temple (talent, 214131): Sethos gains 1 energy.
pub static PYLON_OF_THE_SOJOURNING_SUN_TEMPLE: CardDef = CardDef {
    id: 214131,
    since: V5_6,
    share_id: 471,
    name: "巡日塔门书",
    english_name: "Pylon of the Sojourning Sun Temple",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(SETHOS_ID),
    entity: Some(&PYLON_EQUIP),
    ops: &[Op::Custom(|g, cx| {
        let slot = user(g, cx);
        g.gain_energy(cx.seat, slot, 1);
    })],
    text: "Sethos gains 1 energy.",
    ..CardDef::BLANK
};

/// Pylon of the Sojourning Sun Temple, equipped: after Black Kite's Enigma takes Sethos'
/// energy, he gains 1 energy (once per round).
pub static PYLON_EQUIP: EntityDef = EntityDef {
    id: 214131,
    name: "Pylon of the Sojourning Sun Temple",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    text: "After Black Kite's Enigma takes Sethos' energy: he gains 1 energy (once per round).",
    ..EntityDef::BLANK
};
