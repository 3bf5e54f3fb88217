//! 希格雯 Sigewinne (Hydro, bow) and what comes with the character: her passive Detailed
//! Diagnosis, Thorough Treatment, the three Bolstering Bubblebalm cards her skill sends from
//! deck to deck, Medical Intervention of Pure Intention, Convalescence, Sourcewater Droplet,
//! and the talent card Requires Appropriate Rest.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, user, CharacterCards, HYDRO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V5_2, V5_8};
use crate::Gitcg;

// Neuvillette's Sourcewater Droplet: the Small Bubblebalm creates it and the passive spends it.
use super::neuvillette::SOURCEWATER_DROPLET;

/// The registry entry: the character, its talent card and the cards her skill creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SIGEWINNE,
    talent: &REQUIRES_APPROPRIATE_REST,
    created: &[&LARGE_BUBBLEBALM, &MEDIUM_BUBBLEBALM, &SMALL_BUBBLEBALM],
    made_by_hooks: &[&CONVALESCENCE],
};

/// Her elemental skill, which her talent card uses and answers.
const REBOUND_HYDROTHERAPY: u32 = 12132;
/// The most extra maximum HP her passive gives each character.
const MOST_EXTRA_HP: u8 = 3;

/// 希格雯 Sigewinne (1213). Her Arkhe alignment (Pneuma) is asked by no card of hers.
pub static SIGEWINNE: CharacterDef = CharacterDef {
    id: 1213,
    share_id: 433,
    name: "希格雯",
    english_name: "Sigewinne",
    element: Element::Hydro,
    weapon: Weapon::Bow,
    nations: nation::FONTAINE,
    since: V5_2,
    hp: by_version(&[(V5_2, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12131,
            name: "Targeted Treatment",
            chinese_name: "靶向治疗",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: REBOUND_HYDROTHERAPY,
            name: "Rebound Hydrotherapy",
            chinese_name: "弹跳水疗法",
            text: "Puts a Large Bolstering Bubblebalm into your deck as its third card from the top, and she gains 3 layers of Bond of Life.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(hydrotherapy)],
        },
        SkillDef {
            id: 12133,
            name: "Super Saturated Syringing",
            chinese_name: "过饱和心意注射",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 2), Op::Status(Who::This, &PURE_INTENTION)],
        },
    ],
    passives: &[&DETAILED_DIAGNOSIS],
};

fn hydrotherapy(g: &mut Gitcg, cx: &mut Cx) {
    g.put_in_deck(cx.seat, &LARGE_BUBBLEBALM, 1, DeckPlace::FromTop(3));
    let slot = user(g, cx);
    g.add_bond_of_life(cx.seat, slot, 3);
}

/// 满满心意药剂冲击 Medical Intervention of Pure Intention (12135, prepared): 2 Hydro damage.
pub static MEDICAL_INTERVENTION: SkillDef = SkillDef {
    id: 12135,
    name: "Medical Intervention of Pure Intention",
    chinese_name: "满满心意药剂冲击",
    text: "",
    kind: SkillKind::Burst,
    cost: Cost::FREE,
    ops: &[Op::Damage(HYDRO, 2)],
};

/// 满满心意药剂冲击 Medical Intervention of Pure Intention (status, 112134): Sigewinne
/// prepares the skill of that name.
pub static PURE_INTENTION: EntityDef = EntityDef {
    id: 112134,
    name: "Medical Intervention of Pure Intention",
    chinese_name: "满满心意药剂冲击",
    kind: EntityKind::Status,
    prepare: Some(&MEDICAL_INTERVENTION),
    ..EntityDef::BLANK
};

/// 细致入微的诊疗 Detailed Diagnosis, Thorough Treatment (passive, 12134): after the Bond of
/// Life of a character of her side is all removed, that character gains 1 extra maximum HP
/// (额外最大生命值, `max_hp.rs`: its HP rises with it, as Glittering Gemstones gives it; at
/// most 3 times per character: 2 bits each of its stock count them); when her side switches
/// to her while it has Sourcewater Droplet, the droplet loses 1 usage and she gains 1 Energy.
/// Bookkeeping of the passive, not on the table.
pub static DETAILED_DIAGNOSIS: EntityDef = EntityDef {
    id: 12134,
    name: "Detailed Diagnosis, Thorough Treatment",
    chinese_name: "细致入微的诊疗",
    kind: EntityKind::Status,
    hidden: true,
    stock: Some(0),
    listens: trig::BOND_REMOVED | trig::SWITCHED,
    hook: Some(detailed_diagnosis),
    text: "After the Bond of Life of one of your characters is all removed, that character gains 1 extra Max HP (at most 3 times per character). When you switch to Sigewinne while you have Sourcewater Droplet, the droplet loses 1 usage and she gains 1 Energy.",
    ..EntityDef::BLANK
};

fn detailed_diagnosis(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match *t {
        Trig::BondRemoved(character) => {
            let shift = 2 * character;
            let done = (g.ent(me).stock >> shift) & 3;
            if done >= MOST_EXTRA_HP || !g.character(me.seat, character).standing() {
                return;
            }
            g.ent_mut(me).stock += 1 << shift;
            g.gain_max_hp(me.seat, character, 1);
        }
        Trig::Switched { to, .. } if to == slot => {
            let Some(droplet) = find(g, me.seat, LocZone::Combat, &SOURCEWATER_DROPLET) else {
                return;
            };
            g.add_usage(droplet, -1);
            g.gain_energy(me.seat, slot, 1);
        }
        _ => {}
    }
}

/// 激愈水球·大 Large Bolstering Bubblebalm (112131), made by Rebound Hydrotherapy: when drawn,
/// heals the drawer's active character for 3 and puts a Medium Bolstering Bubblebalm into the
/// opposing deck as its second card from the top.
pub static LARGE_BUBBLEBALM: CardDef = CardDef {
    id: 112131,
    name: "激愈水球·大",
    english_name: "Large Bolstering Bubblebalm",
    drawn: true,
    ops: &[
        Op::Heal(Who::Active, 3),
        Op::Custom(|g, cx| g.put_in_deck(cx.seat.other(), &MEDIUM_BUBBLEBALM, 1, DeckPlace::FromTop(2))),
    ],
    text: "Puts a Medium Bolstering Bubblebalm into the opposing deck as its second card from the top.",
    ..CardDef::BLANK
};

/// 激愈水球·中 Medium Bolstering Bubblebalm (112132): when drawn, deals 2 Hydro damage to the
/// drawer's own active character (dealt by the other side, which sent it) and puts a Small
/// Bolstering Bubblebalm on top of the opposing deck.
pub static MEDIUM_BUBBLEBALM: CardDef = CardDef {
    id: 112132,
    name: "激愈水球·中",
    english_name: "Medium Bolstering Bubblebalm",
    drawn: true,
    ops: &[Op::Custom(medium_bubblebalm)],
    text: "Deals 2 Hydro damage to your active character, and puts a Small Bolstering Bubblebalm on top of the opposing deck.",
    ..CardDef::BLANK
};

fn medium_bubblebalm(g: &mut Gitcg, cx: &mut Cx) {
    let drawer = cx.seat;
    let mut from = Cx {
        opponent_target: Some(g.player(drawer).active),
        source: cx.source,
        ..Cx::side(drawer.other())
    };
    g.run_op(Op::Damage(HYDRO, 2), &mut from);
    g.put_in_deck(drawer.other(), &SMALL_BUBBLEBALM, 1, DeckPlace::FromTop(1));
}

/// 激愈水球·小 Small Bolstering Bubblebalm (112133): when drawn, heals every character of the
/// drawer for 1 and creates Sourcewater Droplet.
pub static SMALL_BUBBLEBALM: CardDef = CardDef {
    id: 112133,
    name: "激愈水球·小",
    english_name: "Small Bolstering Bubblebalm",
    drawn: true,
    ops: &[Op::Heal(Who::All, 1), Op::Combat(&SOURCEWATER_DROPLET)],
    ..CardDef::BLANK
};

/// 静养 Convalescence (combat status, 112135): your Elemental Skills and summons deal +1
/// damage; 2 usages.
pub static CONVALESCENCE: EntityDef = EntityDef {
    id: 112135,
    name: "Convalescence",
    chinese_name: "静养",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::BONUS_OUT,
    hook: Some(convalescence),
    text: "Damage from your Elemental Skills and summons is +1.",
    ..EntityDef::BLANK
};

fn convalescence(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let summon = d.entity.is_some_and(|e| e.kind == EntityKind::Summon);
    let skill = d.entity.is_none() && d.skill == Some(SkillKind::Elemental);
    if d.from == me.seat && d.ty != DamageType::Piercing && (summon || skill) {
        d.amount += 1;
        g.spend(me);
    }
}

/// 应有适当的休憩 Requires Appropriate Rest (talent, 212131): equipping it uses Rebound
/// Hydrotherapy.
pub static REQUIRES_APPROPRIATE_REST: CardDef = CardDef {
    id: 212131,
    since: V5_2,
    share_id: 436,
    name: "应有适当的休憩",
    english_name: "Requires Appropriate Rest",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1213),
    talent_skill: Some(REBOUND_HYDROTHERAPY),
    entity: Some(&APPROPRIATE_REST_EQUIP),
    ..CardDef::BLANK
};

/// Requires Appropriate Rest, equipped: after Sigewinne uses Rebound Hydrotherapy, your side
/// gains Convalescence.
pub static APPROPRIATE_REST_EQUIP: EntityDef = EntityDef {
    id: 212131,
    name: "Requires Appropriate Rest",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::AFTER_SKILL,
    hook: Some(appropriate_rest),
    text: "After Sigewinne uses Rebound Hydrotherapy: your next 2 Elemental Skills or summons deal +1 damage (Convalescence).",
    ..EntityDef::BLANK
};

fn appropriate_rest(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, skill, ..
    } = *t
    else {
        return;
    };
    if skill == REBOUND_HYDROTHERAPY && owner(me) == Some(character) {
        g.add_entity(me.seat, LocZone::Combat, &CONVALESCENCE);
    }
}
