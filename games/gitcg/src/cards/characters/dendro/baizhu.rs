//! 白术 Baizhu (Dendro, catalyst) and what comes with the character: Gossamer Sprite, Pulsing
//! Clarity, Seamless Shield, and the talent card All Things Are of the Earth.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::characters::{side_has, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V4_2, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the shield only its custom ops
/// create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &BAIZHU,
    talent: &ALL_THINGS_ARE_OF_THE_EARTH,
    created: &[],
    made_by_hooks: &[&SEAMLESS_SHIELD],
};

/// 白术 Baizhu (1705).
pub static BAIZHU: CharacterDef = CharacterDef {
    id: 1705,
    share_id: 51,
    name: "白术",
    english_name: "Baizhu",
    element: Element::Dendro,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    since: V4_2,
    hp: by_version(&[(V4_2, 10), (V5_8, 11)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17051,
            name: "The Classics of Acupuncture",
            chinese_name: "金匮针解",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DENDRO, 1)],
        },
        SkillDef {
            id: 17052,
            name: "Universal Diagnosis",
            chinese_name: "太素诊要",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Damage(DENDRO, 1), Op::Summon(&GOSSAMER_SPRITE)],
        },
        SkillDef {
            id: HOLISTIC_REVIVIFICATION,
            name: "Holistic Revivification",
            chinese_name: "愈气全形论",
            text: "Creates Seamless Shield on your side.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 4, 0).with_energy(2),
            ops: &[Op::Combat(&PULSING_CLARITY), Op::Custom(seamless_shield)],
        },
    ],
    passives: &[],
};

/// Baizhu's burst, which his talent card uses.
const HOLISTIC_REVIVIFICATION: u32 = 17053;

/// 游丝徵灵 Gossamer Sprite (117051): end phase, 1 Dendro damage and heals the active character
/// 1; 1 usage.
pub static GOSSAMER_SPRITE: EntityDef = EntityDef {
    id: 117051,
    name: "Gossamer Sprite",
    chinese_name: "游丝徵灵",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(DENDRO, 1), Op::Heal(Who::Active, 1)],
    ..EntityDef::BLANK
};

/// 脉摄宣明 Pulsing Clarity (117052): when the action phase begins, creates Seamless Shield;
/// 2 usages.
pub static PULSING_CLARITY: EntityDef = EntityDef {
    text: "When the Action Phase begins: create Seamless Shield.",
    id: 117052,
    name: "Pulsing Clarity",
    chinese_name: "脉摄宣明",
    kind: EntityKind::Combat,
    usage: 2,
    action_start: &[Op::Custom(seamless_shield)],
    ..EntityDef::BLANK
};

/// 无郤气护盾 Seamless Shield (117053): a 1-point shield for the active character. When it is
/// removed, or created again while in play, it deals 1 Dendro damage and heals the active
/// character 1 (with All Things Are of the Earth on a Baizhu in play, its side also gains a
/// die of the active character's element). It is declared `kept_when_spent` so that it is
/// still in play when the hit that breaks it is over: its hook then acts and it leaves.
pub static SEAMLESS_SHIELD: EntityDef = EntityDef {
    text: "When this is removed, or created again: deal 1 Dendro damage and heal your active character for 1.",
    id: 117053,
    name: "Seamless Shield",
    chinese_name: "无郤气护盾",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    kept_when_spent: true,
    listens: trig::DAMAGED,
    hook: Some(shield_broken),
    ..EntityDef::BLANK
};

/// Creates Seamless Shield; one already in play first acts as if removed, then is renewed.
fn seamless_shield(g: &mut Gitcg, cx: &mut Cx) {
    if g.player(cx.seat).has_combat(&SEAMLESS_SHIELD) {
        seamless_shield_effect(g, cx.seat);
    }
    g.add_entity(cx.seat, LocZone::Combat, &SEAMLESS_SHIELD);
}

/// After a hit on the side: a shield left without points leaves and acts.
fn shield_broken(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if !matches!(t, Trig::Dealt(_)) || g.ent(me).usage > 0 {
        return;
    }
    g.discard(me);
    seamless_shield_effect(g, me.seat);
}

/// The shield's effect, as the shield: 1 Dendro damage, 1 HP to the active character, and
/// with the talent on a Baizhu in play, a die of the active character's element.
fn seamless_shield_effect(g: &mut Gitcg, seat: Seat) {
    let mut cx = Cx {
        entity: Some(&SEAMLESS_SHIELD),
        ..Cx::side(seat)
    };
    g.run_op(Op::Damage(DENDRO, 1), &mut cx);
    g.run_op(Op::Heal(Who::Active, 1), &mut cx);
    if side_has(g, seat, &ALL_THINGS_ARE_OF_THE_EARTH_EQUIP) {
        g.run_op(Op::ActiveElementDice(1), &mut cx);
    }
}

/// The equipped All Things Are of the Earth (217051): while Baizhu wearing it is in play,
/// each heal of Seamless Shield also gives a die of the active character's element.
pub static ALL_THINGS_ARE_OF_THE_EARTH_EQUIP: EntityDef = EntityDef {
    text: "When your Seamless Shield heals: create 1 die of your active character's element.",
    id: 217051,
    name: "All Things Are of the Earth",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 在地为化 All Things Are of the Earth (talent, 217051): Baizhu uses Holistic Revivification.
pub static ALL_THINGS_ARE_OF_THE_EARTH: CardDef = CardDef {
    id: 217051,
    since: V4_2,
    share_id: 111,
    name: "在地为化",
    english_name: "All Things Are of the Earth",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1705),
    talent_skill: Some(HOLISTIC_REVIVIFICATION),
    entity: Some(&ALL_THINGS_ARE_OF_THE_EARTH_EQUIP),
    ..CardDef::BLANK
};
