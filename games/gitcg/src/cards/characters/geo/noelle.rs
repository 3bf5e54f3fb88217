//! 诺艾尔 Noelle (Geo, claymore) and what comes with the character: Full Plate, Sweeping Time, and the
//! talent card I Got Your Back.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, GEO};
use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, Discount,
    DiscountDice, Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind,
    TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V3_3, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NOELLE,
    talent: &I_GOT_YOUR_BACK,
    created: &[],
    made_by_hooks: &[],
};

/// 诺艾尔 Noelle (1602).
pub static NOELLE: CharacterDef = CharacterDef {
    id: 1602,
    share_id: 43,
    name: "诺艾尔",
    english_name: "Noelle",
    element: Element::Geo,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: by_version(&[(V3_3, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16021,
            name: "Favonius Bladework - Maid",
            chinese_name: "西风剑术·女仆",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16022,
            name: "Breastplate",
            chinese_name: "护心铠",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 1), Op::Combat(&FULL_PLATE)],
        },
        SkillDef {
            id: 16023,
            name: "Sweeping Time",
            chinese_name: "大扫除",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 4, 0).with_energy(2),
            ops: &[Op::Damage(GEO, 4), Op::Status(Who::This, &SWEEPING_TIME)],
        },
    ],
    passives: &[],
};

/// 护体岩铠 Full Plate (116021): a 2-point shield for the active character; while it lasts, physical
/// damage to this side's characters is halved (rounded up).
pub static FULL_PLATE: EntityDef = EntityDef {
    text: "While it lasts, Physical damage taken by your characters is halved (rounded up).",
    id: 116021,
    name: "Full Plate",
    chinese_name: "护体岩铠",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    listens: trig::MULTIPLY,
    hook: Some(full_plate_halves),
    ..EntityDef::BLANK
};

/// Multipliers run for both sides, so the plate checks that the damage is coming in.
fn full_plate_halves(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.to == me.seat && d.ty == DamageType::Physical {
        d.amount = (d.amount + 1) / 2;
    }
}

/// 大扫除 Sweeping Time (116022): normal attacks cost 1 Geo die less (once per round), deal +2, and
/// physical damage becomes Geo; 2 rounds.
pub static SWEEPING_TIME: EntityDef = EntityDef {
    id: 116022,
    name: "Sweeping Time",
    chinese_name: "大扫除",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Geo),
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    discount: Some(Discount {
        on: Discounted::OwnNormalAttack,
        dice: DiscountDice::Element(Element::Geo),
        amount: 1,
        limit: 1,
    }),
    ..EntityDef::BLANK
};

/// The equipped I Got Your Back (216021): after Noelle's normal attack, while Full Plate is in
/// play, heals every character of her side 1 (once per round).
pub static I_GOT_YOUR_BACK_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack while Full Plate is in play, heal all your characters for 1 (once per round).",
    id: 216021,
    name: "I Got Your Back",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(i_got_your_back),
    ..EntityDef::BLANK
};

fn i_got_your_back(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (
        Trig::AfterSkill {
            character,
            kind: SkillKind::Normal,
            ..
        },
        LocZone::Char(owner),
    ) = (t, me.zone)
    else {
        return;
    };
    if *character == owner && g.ent(me).var == 0 && g.player(me.seat).has_combat(&FULL_PLATE) {
        g.ent_mut(me).var = 1;
        let mut cx = Cx {
            character: Some(owner),
            entity: Some(g.ent(me).def),
            ..Cx::side(me.seat)
        };
        g.run_op(Op::Heal(Who::All, 1), &mut cx);
    }
}

/// 支援就交给我吧 I Got Your Back (talent, 216021).
pub static I_GOT_YOUR_BACK: CardDef = CardDef {
    id: 216021,
    share_id: 103,
    name: "支援就交给我吧",
    english_name: "I Got Your Back",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1602),
    talent_skill: Some(16022),
    entity: Some(&I_GOT_YOUR_BACK_EQUIP),
    ..CardDef::BLANK
};
