//! 迪希雅 Dehya (Pyro, claymore) and what comes with the character: Fiery Sanctum Field, the
//! prepared Incineration Drive, and the talent card Stalwart and True.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{user, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_1};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &DEHYA,
    talent: &STALWART_AND_TRUE,
    created: &[],
    made_by_hooks: &[],
};

/// 迪希雅 Dehya (1309). Her passive Fiery Sanctum: Redmane's Blood has no effect of its own in
/// the card facts: what it names is the protection Fiery Sanctum Field gives.
pub static DEHYA: CharacterDef = CharacterDef {
    id: 1309,
    share_id: 25,
    name: "迪希雅",
    english_name: "Dehya",
    element: Element::Pyro,
    weapon: Weapon::Claymore,
    nations: nation::SUMERU,
    since: V4_1,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13091,
            name: "Sandstorm Assault",
            chinese_name: "拂金剑斗术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: MOLTEN_INFERNO,
            name: "Molten Inferno",
            chinese_name: "熔铁流狱",
            text: "If Fiery Sanctum Field is already on your side, first deals 1 Pyro damage.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Custom(strike_if_field),
                Op::Summon(&FIERY_SANCTUM_FIELD),
            ],
        },
        SkillDef {
            id: 13093,
            name: "Leonine Bite",
            chinese_name: "炎啸狮子咬",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 3),
                Op::Status(Who::This, &PREPARING_INCINERATION_DRIVE),
            ],
        },
    ],
    passives: &[],
};

/// Dehya's elemental skill, which her talent card uses.
const MOLTEN_INFERNO: u32 = 13092;

/// Molten Inferno's first step: 1 Pyro damage when the field is already summoned.
fn strike_if_field(g: &mut Gitcg, cx: &mut Cx) {
    if g.player(cx.seat).has_summon(&FIERY_SANCTUM_FIELD) {
        g.run_op(Op::Damage(PYRO, 1), cx);
    }
}

/// 焚落踢 Incineration Drive (13095, prepared by Leonine Bite): 3 Pyro damage.
pub static INCINERATION_DRIVE: SkillDef = SkillDef {
    id: 13095,
    name: "Incineration Drive",
    chinese_name: "焚落踢",
    text: "",
    kind: SkillKind::Burst,
    cost: Cost::FREE,
    ops: &[Op::Damage(PYRO, 3)],
};

/// 炽炎狮子·焚落踢 Blazing Lioness: Incineration Drive (preparing, 113092): Dehya uses
/// Incineration Drive when her side's next turn begins.
pub static PREPARING_INCINERATION_DRIVE: EntityDef = EntityDef {
    id: 113092,
    name: "Blazing Lioness: Incineration Drive",
    chinese_name: "炽炎狮子·焚落踢",
    kind: EntityKind::Status,
    prepare: Some(&INCINERATION_DRIVE),
    ..EntityDef::BLANK
};

/// 净焰剑狱领域 Fiery Sanctum Field (113093): end phase, 1 Pyro damage; 3 usages. While Dehya is
/// on its side's bench, once per round it takes 1 off a hit on the active character, and then,
/// if Dehya has at least 7 HP, she takes 1 Piercing damage. (The card facts also list this
/// protection as a combat status, 113094; the summon gives it itself, so it leaves with it.)
pub static FIERY_SANCTUM_FIELD: EntityDef = EntityDef {
    text: "While Dehya is on your bench, when your active character takes damage: reduce it by 1; then, if Dehya has at least 7 HP, she takes 1 Piercing damage (once per round).",
    id: 113093,
    name: "Fiery Sanctum Field",
    chinese_name: "净焰剑狱领域",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(PYRO, 1)],
    per_round: true,
    listens: trig::REDUCE,
    hook: Some(sanctum_guard),
    ..EntityDef::BLANK
};

/// The field's protection, counted in `var` (reset every round).
fn sanctum_guard(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if !d.to_active || d.amount <= 0 || g.ent(me).var > 0 {
        return;
    }
    let p = g.player(me.seat);
    let Some(dehya) = (0..3u8).find(|&s| {
        let c = &p.chars[s as usize];
        c.def == &DEHYA && c.standing() && s != p.active
    }) else {
        return;
    };
    d.amount -= 1;
    g.ent_mut(me).var = 1;
    if g.character(me.seat, dehya).hp >= 7 {
        // Damage to one's own character is dealt as from the other side, as the rules of
        // damage know only a dealer and a taker; the event names the field as its source.
        let cx = Cx {
            entity: Some(&FIERY_SANCTUM_FIELD),
            ..Cx::side(me.seat.other())
        };
        let mut pierce = g.new_dmg(&cx, dehya, DamageType::Piercing, 1);
        pierce.source = g.source_of(me);
        g.deal(pierce);
    }
}

/// The equipped Stalwart and True (213091): end phase, Dehya heals 2 if she has 6 HP or less.
pub static STALWART_AND_TRUE_EQUIP: EntityDef = EntityDef {
    text: "End Phase: if the character has 6 HP or less, heal it for 2.",
    id: 213091,
    name: "Stalwart and True",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    end_phase: &[Op::Custom(mend_when_low)],
    ..EntityDef::BLANK
};

/// The talent's end phase on the character wearing it.
fn mend_when_low(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).hp <= 6 {
        g.run_op(Op::Heal(Who::This, 2), cx);
    }
}

/// 崇诚之真 Stalwart and True (talent, 213091): Dehya uses Molten Inferno.
pub static STALWART_AND_TRUE: CardDef = CardDef {
    id: 213091,
    since: V4_1,
    share_id: 85,
    name: "崇诚之真",
    english_name: "Stalwart and True",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1309),
    talent_skill: Some(MOLTEN_INFERNO),
    entity: Some(&STALWART_AND_TRUE_EQUIP),
    ..CardDef::BLANK
};
