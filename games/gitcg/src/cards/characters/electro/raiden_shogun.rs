//! 雷电将军 Raiden Shogun (Electro, polearm) and what comes with the character: Chakra Desiderata, Eye
//! of Stormy Judgment, and the talent card Wishes Unnumbered.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &RAIDEN_SHOGUN,
    talent: &WISHES_UNNUMBERED,
    created: &[],
    made_by_hooks: &[],
};

/// 雷电将军 Raiden Shogun (1407).
pub static RAIDEN_SHOGUN: CharacterDef = CharacterDef {
    id: 1407,
    share_id: 32,
    name: "雷电将军",
    english_name: "Raiden Shogun",
    element: Element::Electro,
    weapon: Weapon::Polearm,
    nations: nation::INAZUMA,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[ORIGIN, BALEFUL_OMEN, musou_shinsetsu_skill(4)],
    passives: &[&CHAKRA_DESIDERATA],
};

/// Raiden Shogun from 5.8 on: her burst costs 3 Electro dice instead of 4.
pub static RAIDEN_SHOGUN_5_8: CharacterDef = CharacterDef {
    skills: &[ORIGIN, BALEFUL_OMEN, musou_shinsetsu_skill(3)],
    ..RAIDEN_SHOGUN
};

/// 源流 Origin.
const ORIGIN: SkillDef = SkillDef {
    id: 14071,
    name: "Origin",
    chinese_name: "源流",
    text: "",
    kind: SkillKind::Normal,
    cost: Cost::elem(Element::Electro, 1, 2),
    ops: &[Op::Damage(DamageType::Physical, 2)],
};

/// 神变·恶曜开眼 Transcendence: Baleful Omen.
const BALEFUL_OMEN: SkillDef = SkillDef {
    id: 14072,
    name: "Transcendence: Baleful Omen",
    chinese_name: "神变·恶曜开眼",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::elem(Element::Electro, 3, 0),
    ops: &[Op::Summon(&EYE_OF_STORMY_JUDGMENT)],
};

/// 奥义·梦想真说 Secret Art: Musou Shinsetsu, costing `dice` Electro dice (4, then 3 from 5.8).
const fn musou_shinsetsu_skill(dice: u8) -> SkillDef {
    SkillDef {
        id: 14073,
        name: "Secret Art: Musou Shinsetsu",
        chinese_name: "奥义·梦想真说",
        text: "Deals 3 Electro damage, +1 per Resolve spent from Chakra Desiderata (+2 per Resolve with Wishes Unnumbered equipped).",
        kind: SkillKind::Burst,
        cost: Cost::elem(Element::Electro, dice, 0).with_energy(2),
        ops: &[Op::Custom(musou_shinsetsu), Op::Energy(Who::Others, 2)],
    }
}

/// Musou Shinsetsu deals 3 Electro damage, +1 per Resolve spent (+2 with Wishes
/// Unnumbered).
fn musou_shinsetsu(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let resolve = match find(g, cx.seat, LocZone::Char(slot), &CHAKRA_DESIDERATA) {
        Some(chakra) => std::mem::take(&mut g.ent_mut(chakra).usage),
        None => 0,
    };
    let each = if g.character(cx.seat, slot).has(&WISHES_UNNUMBERED_EQUIP) {
        2
    } else {
        1
    };
    g.run_op(Op::Damage(ELECTRO, 3 + resolve * each), cx);
}

/// 诸愿百眼之轮 Chakra Desiderata (passive, 114072): after another character of Raiden's side uses a
/// burst, 1 Resolve (at most 3), kept in its usages.
pub static CHAKRA_DESIDERATA: EntityDef = EntityDef {
    text: "After another of your characters uses an Elemental Burst, gain 1 Resolve (at most 3), kept in its usages.",
    id: 114072,
    name: "Chakra Desiderata",
    chinese_name: "诸愿百眼之轮",
    kind: EntityKind::Status,
    listens: trig::AFTER_SKILL,
    hook: Some(chakra_desiderata),
    ..EntityDef::BLANK
};

fn chakra_desiderata(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill {
        character,
        kind: SkillKind::Burst,
        ..
    } = t
    {
        if Some(*character) != owner(me) {
            let e = g.ent_mut(me);
            e.usage = (e.usage + 1).min(3);
        }
    }
}

/// 雷罚恶曜之眼 Eye of Stormy Judgment (114071): end phase, 1 Electro damage; while it is in play, this
/// side's bursts deal +1; 3 usages.
pub static EYE_OF_STORMY_JUDGMENT: EntityDef = EntityDef {
    text: "While it is in play, your Elemental Bursts deal +1 damage.",
    id: 114071,
    name: "Eye of Stormy Judgment",
    chinese_name: "雷罚恶曜之眼",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(eye_of_stormy_judgment),
    ..EntityDef::BLANK
};

fn eye_of_stormy_judgment(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.skill == Some(SkillKind::Burst) {
            d.amount += 1;
        }
    }
}

/// The equipped Wishes Unnumbered (214071): each Resolve is worth 2.
pub static WISHES_UNNUMBERED_EQUIP: EntityDef = EntityDef {
    text: "Each Resolve Secret Art: Musou Shinsetsu spends adds 2 damage instead of 1.",
    id: 214071,
    name: "Wishes Unnumbered",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 万千的愿望 Wishes Unnumbered (talent, 214071).
pub static WISHES_UNNUMBERED: CardDef = CardDef {
    id: 214071,
    since: V3_7,
    share_id: 92,
    name: "万千的愿望",
    english_name: "Wishes Unnumbered",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1407),
    talent_skill: Some(14073),
    entity: Some(&WISHES_UNNUMBERED_EQUIP),
    ..CardDef::BLANK
};

/// Wishes Unnumbered from 5.8 on: 3 Electro dice, as the burst it uses.
pub static WISHES_UNNUMBERED_5_8: CardDef = CardDef {
    cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
    ..WISHES_UNNUMBERED
};
