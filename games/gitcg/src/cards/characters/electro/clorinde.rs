//! 克洛琳德 Clorinde (Electro, sword) and what comes with the character: Night Vigil, the Bond
//! of Life her skills attach, and the talent card Dark-Shattering Flame.

use tavern_protocol::gitcg::{Element, Reaction, SkillId, Source};

use crate::cards::characters::{owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    answers, nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V5_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CLORINDE,
    talent: &DARK_SHATTERING_FLAME,
    created: &[],
    made_by_hooks: &[],
};

/// Her elemental skill, whose healing Night Vigil lets through and her talent card uses.
const HUNTERS_VIGIL: u32 = 14122;
/// The most damage and healing Hunter's Vigil gives.
const MOST_VIGIL: u8 = 4;
/// The most the talent adds to her next damage.
const MOST_FLAME: u8 = 3;

/// 克洛琳德 Clorinde (1412). Her Arkhe alignment (Pneuma) is asked by no card of hers.
pub static CLORINDE: CharacterDef = CharacterDef {
    id: 1412,
    share_id: 445,
    name: "克洛琳德",
    english_name: "Clorinde",
    element: Element::Electro,
    weapon: Weapon::Sword,
    nations: nation::FONTAINE,
    since: V5_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14121,
            name: "Oath of Hunting Shadows",
            chinese_name: "逐影之誓",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(tavern_protocol::gitcg::DamageType::Physical, 1)],
        },
        SkillDef {
            id: HUNTERS_VIGIL,
            name: "Hunter's Vigil",
            chinese_name: "狩夜之巡",
            text: "She removes all her Bond of Life, then deals that much Electro damage and heals herself that much (at most 4 each).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 2, 0),
            ops: &[Op::Status(Who::This, &NIGHT_VIGIL), Op::Custom(hunters_vigil)],
        },
        SkillDef {
            id: 14123,
            name: "Last Lightfall",
            chinese_name: "残光将终",
            text: "She gains 4 layers of Bond of Life.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(|g, cx| bond(g, cx, 4))],
        },
    ],
    passives: &[],
};

/// `n` layers of Bond of Life on the user.
fn bond(g: &mut Gitcg, cx: &mut Cx, n: u8) {
    let slot = user(g, cx);
    g.add_bond_of_life(cx.seat, slot, n);
}

fn hunters_vigil(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let n = g.remove_bond_of_life(cx.seat, slot).min(MOST_VIGIL);
    g.run_op(Op::Damage(ELECTRO, n), cx);
    g.run_op(Op::Heal(Who::This, n), cx);
}

/// 夜巡 Night Vigil (status, 114121), for 1 round: healing she receives other than from
/// Hunter's Vigil becomes that much Bond of Life; her Normal Attack costs 1 unaligned die less,
/// its Physical damage turns Electro, and after it she gains 2 layers of Bond of Life.
pub static NIGHT_VIGIL: EntityDef = EntityDef {
    id: 114121,
    name: "Night Vigil",
    chinese_name: "夜巡",
    kind: EntityKind::Status,
    duration: 1,
    infusion: Some(Element::Electro),
    after: Some((
        After::NormalAttack,
        &[Op::Custom(|g, cx| bond(g, cx, 2))],
    )),
    answers: answers::HEAL_AS_BOND | answers::OWN_SKILL_COST,
    query: Some(night_vigil),
    text: "Healing the character receives other than from Hunter's Vigil becomes that much Bond of Life instead. The character's Normal Attack costs 1 unaligned die less, and after it the character gains 2 layers of Bond of Life.",
    ..EntityDef::BLANK
};

fn night_vigil(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Some(slot) = owner(me) else { return };
    match q {
        Query::HealAsBond { source, as_bond } => {
            let vigil = matches!(source, Some(Source::Skill { skill, .. }) if *skill == SkillId(HUNTERS_VIGIL));
            if !vigil {
                **as_bond = true;
            }
        }
        Query::Cost {
            of: Paying::Skill { slot: s, kind, .. },
            cost,
            ..
        } if *s == slot && *kind == SkillKind::Normal && g.character(me.seat, slot).standing() => {
            cost.reduce_any(1);
        }
        _ => {}
    }
}

/// 破夜的明焰 Dark-Shattering Flame (talent, 214121): equipping it uses Hunter's Vigil.
pub static DARK_SHATTERING_FLAME: CardDef = CardDef {
    id: 214121,
    since: V5_3,
    share_id: 447,
    name: "破夜的明焰",
    english_name: "Dark-Shattering Flame",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 2, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1412),
    talent_skill: Some(HUNTERS_VIGIL),
    entity: Some(&DARK_SHATTERING_FLAME_EQUIP),
    ..CardDef::BLANK
};

/// Dark-Shattering Flame, equipped: after your side triggers an Electro-related reaction,
/// Clorinde's next damage this round is +1 (stacking up to +3, its stock).
pub static DARK_SHATTERING_FLAME_EQUIP: EntityDef = EntityDef {
    id: 214121,
    name: "Dark-Shattering Flame",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    stock: Some(0),
    listens: trig::REACTION | trig::BONUS_OUT | trig::END_PHASE,
    hook: Some(dark_shattering_flame),
    text: "After your side triggers an Electro-related reaction: Clorinde's next damage this round is +1 (stacks up to +3).",
    ..EntityDef::BLANK
};

/// Whether a reaction on damage `d` involved Electro.
fn electro_related(d: &crate::defs::Dmg) -> bool {
    match d.reaction {
        Some(Reaction::Overloaded | Reaction::Superconduct | Reaction::ElectroCharged) => true,
        Some(Reaction::Quicken) => true,
        Some(Reaction::Swirl) => d.swirled == Some(Element::Electro),
        Some(_) => d.ty == tavern_protocol::gitcg::DamageType::Elemental(Element::Electro),
        None => false,
    }
}

fn dark_shattering_flame(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Dealt(d) if d.from == me.seat && electro_related(d) => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(1).min(MOST_FLAME);
        }
        Trig::Damage(d) if d.from == me.seat && d.by == Some(slot) && d.entity.is_none() => {
            let e = g.ent_mut(me);
            d.amount += e.stock as i16;
            e.stock = 0;
        }
        Trig::Phase => g.ent_mut(me).stock = 0,
        _ => {}
    }
}
