//! 那维莱特 Neuvillette (Hydro, catalyst) and what comes with the character: Sourcewater Droplet,
//! the prepared Equitable Judgment, Past Draconic Glories, and the talent card Heir to the
//! Ancient Sea's Authority.

use tavern_protocol::gitcg::{Element, Reaction};

use crate::cards::characters::{owner, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V4_5, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NEUVILLETTE,
    talent: &HEIR_TO_THE_ANCIENT_SEAS_AUTHORITY,
    created: &[],
    made_by_hooks: &[&PREPARING_EQUITABLE_JUDGMENT, &PAST_DRACONIC_GLORIES],
};

/// 那维莱特 Neuvillette (1210). The card facts also tag him Ousia (始基力：荒性), which no card of
/// the project reads yet.
pub static NEUVILLETTE: CharacterDef = CharacterDef {
    id: 1210,
    share_id: 335,
    name: "那维莱特",
    english_name: "Neuvillette",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::FONTAINE,
    since: V4_5,
    hp: by_version(&[(V4_5, 10), (V5_8, 11)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: AS_WATER_SEEKS_EQUILIBRIUM,
            name: "As Water Seeks Equilibrium",
            chinese_name: "如水从平",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12102,
            name: "O Tears, I Shall Repay",
            chinese_name: "泪水啊，我必偿还",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 2), Op::Combat(&SOURCEWATER_DROPLET)],
        },
        SkillDef {
            id: 12103,
            name: "O Tides, I Have Returned",
            chinese_name: "潮水啊，我已归来",
            text: "Creates Sourcewater Droplet with 2 usages (stacking to at most 3).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::PierceStandby(1),
                Op::Custom(two_droplets),
            ],
        },
    ],
    passives: &[],
};

/// Neuvillette's normal attack, which his talent card uses.
const AS_WATER_SEEKS_EQUILIBRIUM: u32 = 12101;

/// Sourcewater Droplet with 2 usages: made once (1 usage, stacking), then one usage more, both
/// within its limit of 3.
fn two_droplets(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(at) = g.add_entity(cx.seat, LocZone::Combat, &SOURCEWATER_DROPLET) {
        let n = (g.ent(at).usage + 1).min(SOURCEWATER_DROPLET.max_usage());
        g.set_usage(at, n);
    }
}

/// 源水之滴 Sourcewater Droplet (combat status, 112101): after Neuvillette's Normal Attack, heals
/// him 2 and, if he is the active character, he prepares Equitable Judgment; 1 usage, stacking to
/// 3.
pub static SOURCEWATER_DROPLET: EntityDef = EntityDef {
    text: "After Neuvillette uses a Normal Attack: heal him for 2; if he is your active character, he prepares Equitable Judgment.",
    id: 112101,
    name: "Sourcewater Droplet",
    chinese_name: "源水之滴",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 3,
    listens: trig::AFTER_SKILL,
    hook: Some(droplet),
    ..EntityDef::BLANK
};

fn droplet(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, kind, ..
    } = *t
    else {
        return;
    };
    if kind != SkillKind::Normal || g.character(me.seat, character).def != &NEUVILLETTE {
        return;
    }
    let serial = g.ent(me).serial;
    g.heal(me.seat, character, 2, g.source_of(me));
    if g.player(me.seat).active == character {
        g.add_entity(
            me.seat,
            LocZone::Char(character),
            &PREPARING_EQUITABLE_JUDGMENT,
        );
    }
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// 衡平推裁 Equitable Judgment (12104, prepared by Sourcewater Droplet): 2 Hydro damage; if
/// Neuvillette has at least 6 HP, 1 more, and he takes 1 Piercing damage.
pub static EQUITABLE_JUDGMENT: SkillDef = SkillDef {
    id: 12104,
    name: "Equitable Judgment",
    chinese_name: "衡平推裁",
    text: "Deals 2 Hydro damage; if this character has at least 6 HP, it deals 1 more and this character takes 1 Piercing damage.",
    kind: SkillKind::Normal,
    cost: Cost::FREE,
    ops: &[Op::Custom(judgment)],
};

/// The HP is read before the hit; the price in HP is paid once the damage is dealt.
fn judgment(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let strong = g.character(cx.seat, slot).hp >= 6;
    g.run_op(Op::Damage(HYDRO, 2 + strong as u8), cx);
    if strong {
        g.run_op(Op::PierceSelf(1, 0), cx);
    }
}

/// 衡平推裁 Equitable Judgment (preparing, 112102): Neuvillette uses Equitable Judgment when his
/// side's next turn begins.
pub static PREPARING_EQUITABLE_JUDGMENT: EntityDef = EntityDef {
    id: 112102,
    name: "Equitable Judgment",
    chinese_name: "衡平推裁",
    kind: EntityKind::Status,
    prepare: Some(&EQUITABLE_JUDGMENT),
    ..EntityDef::BLANK
};

/// 遗龙之荣 Past Draconic Glories (112103): the character's next 2 hits deal +1.
pub static PAST_DRACONIC_GLORIES: EntityDef = EntityDef {
    id: 112103,
    name: "Past Draconic Glories",
    chinese_name: "遗龙之荣",
    kind: EntityKind::Status,
    usage: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::OwnSkills,
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// The bit of the talent's per-skill mark noting a Crystallize of a Hydro aura, which only the
/// damage in flight can see (once dealt, the aura is gone).
const HYDRO_CRYSTALLIZE: u8 = 1;

/// The equipped Heir to the Ancient Sea's Authority (212101): after your characters trigger a
/// Hydro-related reaction, Neuvillette gets Past Draconic Glories.
pub static HEIR_EQUIP: EntityDef = EntityDef {
    text: "After your characters trigger a Hydro-related reaction: the character's next 2 hits deal +1 damage (Past Draconic Glories).",
    id: 212101,
    name: "Heir to the Ancient Sea's Authority",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT | trig::REACTION,
    hook: Some(heir),
    ..EntityDef::BLANK
};

/// A reaction is Hydro-related when Hydro took part: Vaporize, Electro-Charged, Frozen, Bloom,
/// or a Swirl or Crystallize of a Hydro aura.
fn heir(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d)
            if d.by.is_some()
                && d.reaction == Some(Reaction::Crystallize)
                && g.character(d.to, d.target).aura.has(Element::Hydro) =>
        {
            g.mark(me, HYDRO_CRYSTALLIZE);
        }
        Trig::Dealt(d) if d.by.is_some() => {
            let crystallized = g.ent(me).mark & HYDRO_CRYSTALLIZE != 0;
            g.ent_mut(me).mark &= !HYDRO_CRYSTALLIZE;
            let related = match d.reaction {
                Some(
                    Reaction::Vaporize
                    | Reaction::ElectroCharged
                    | Reaction::Frozen
                    | Reaction::Bloom,
                ) => true,
                Some(Reaction::Swirl) => d.swirled == Some(Element::Hydro),
                Some(Reaction::Crystallize) => crystallized,
                _ => false,
            };
            if related {
                g.add_entity(me.seat, LocZone::Char(slot), &PAST_DRACONIC_GLORIES);
            }
        }
        _ => {}
    }
}

/// 古海孑遗的权柄 Heir to the Ancient Sea's Authority (talent, 212101): Neuvillette uses As Water
/// Seeks Equilibrium.
pub static HEIR_TO_THE_ANCIENT_SEAS_AUTHORITY: CardDef = CardDef {
    id: 212101,
    since: V4_5,
    share_id: 339,
    name: "古海孑遗的权柄",
    english_name: "Heir to the Ancient Sea's Authority",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1210),
    talent_skill: Some(AS_WATER_SEEKS_EQUILIBRIUM),
    entity: Some(&HEIR_EQUIP),
    ..CardDef::BLANK
};
