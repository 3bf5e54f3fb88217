//! Equipment cards: weapons and artifacts.
//!
//! A weapon is a damage bonus on its wielder's skills; an elemental artifact is a declared
//! once-per-round discount. Only what a declaration cannot say is a hook.

use tavern_protocol::gitcg::{DieFace, Element};

use crate::gitcg::defs::{
    trig, Bonus, CardDef, CardKind, Cost, DamageFilter, Discount, DiscountDice, Discounted,
    EntityDef, EntityKind, EquipSlot, TargetRule, Trig, Weapon,
};
use crate::gitcg::state::{Loc, LocZone};
use crate::gitcg::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &MAGIC_GUIDE,
    &RAVEN_BOW,
    &WHITE_IRON_GREATSWORD,
    &WHITE_TASSEL,
    &TRAVELERS_HANDY_SWORD,
    &GAMBLERS_EARRINGS,
    &INSTRUCTORS_CAP,
    &BROKEN_RIMES_ECHO,
    &WINE_STAINED_TRICORNE,
    &WITCHS_SCORCHING_HAT,
    &THUNDER_SUMMONERS_CROWN,
];

/// An equipment card of `slot` that attaches `entity` to one of the player's characters.
const fn equipment(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    slot: EquipSlot,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind: CardKind::Equipment(slot),
        cost,
        target: TargetRule::OwnCharacter,
        entity: Some(entity),
        ..CardDef::BLANK
    }
}

/// A weapon whose only effect is "the character deals +1 damage".
const fn plain_weapon(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Weapon(weapon)),
        bonus: Some(Bonus {
            amount: 1,
            filter: DamageFilter::OwnSkills,
            spends_usage: false,
        }),
        ..EntityDef::BLANK
    }
}

/// An artifact that lowers the cost of its wearer's skills and talents by one die of
/// `element`, once per round.
const fn elemental_artifact(id: u32, name: &'static str, element: Element) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Artifact),
        per_round: true,
        discount: Some(Discount {
            on: Discounted::OwnSkillOrTalent,
            dice: DiscountDice::Element(element),
            amount: 1,
            limit: 1,
        }),
        ..EntityDef::BLANK
    }
}

/// The equipped Magic Guide.
pub static MAGIC_GUIDE_EQUIP: EntityDef = plain_weapon(311101, "Magic Guide", Weapon::Catalyst);
/// 魔导绪论 Magic Guide: the character deals +1 damage (catalyst).
pub static MAGIC_GUIDE: CardDef = equipment(
    311101,
    121,
    "魔导绪论",
    "Magic Guide",
    EquipSlot::Weapon(Weapon::Catalyst),
    Cost::same(2),
    &MAGIC_GUIDE_EQUIP,
);

/// The equipped Raven Bow.
pub static RAVEN_BOW_EQUIP: EntityDef = plain_weapon(311201, "Raven Bow", Weapon::Bow);
/// 鸦羽弓 Raven Bow: the character deals +1 damage (bow).
pub static RAVEN_BOW: CardDef = equipment(
    311201,
    126,
    "鸦羽弓",
    "Raven Bow",
    EquipSlot::Weapon(Weapon::Bow),
    Cost::same(2),
    &RAVEN_BOW_EQUIP,
);

/// The equipped White Iron Greatsword.
pub static WHITE_IRON_GREATSWORD_EQUIP: EntityDef =
    plain_weapon(311301, "White Iron Greatsword", Weapon::Claymore);
/// 白铁大剑 White Iron Greatsword: the character deals +1 damage (claymore).
pub static WHITE_IRON_GREATSWORD: CardDef = equipment(
    311301,
    132,
    "白铁大剑",
    "White Iron Greatsword",
    EquipSlot::Weapon(Weapon::Claymore),
    Cost::same(2),
    &WHITE_IRON_GREATSWORD_EQUIP,
);

/// The equipped White Tassel.
pub static WHITE_TASSEL_EQUIP: EntityDef = plain_weapon(311401, "White Tassel", Weapon::Polearm);
/// 白缨枪 White Tassel: the character deals +1 damage (polearm).
pub static WHITE_TASSEL: CardDef = equipment(
    311401,
    137,
    "白缨枪",
    "White Tassel",
    EquipSlot::Weapon(Weapon::Polearm),
    Cost::same(2),
    &WHITE_TASSEL_EQUIP,
);

/// The equipped Traveler's Handy Sword.
pub static TRAVELERS_HANDY_SWORD_EQUIP: EntityDef =
    plain_weapon(311501, "Traveler's Handy Sword", Weapon::Sword);
/// 旅行剑 Traveler's Handy Sword: the character deals +1 damage (sword).
pub static TRAVELERS_HANDY_SWORD: CardDef = equipment(
    311501,
    143,
    "旅行剑",
    "Traveler's Handy Sword",
    EquipSlot::Weapon(Weapon::Sword),
    Cost::same(2),
    &TRAVELERS_HANDY_SWORD_EQUIP,
);

/// The equipped Gambler's Earrings (`var` counts the uses this match).
pub static GAMBLERS_EARRINGS_EQUIP: EntityDef = EntityDef {
    id: 312004,
    name: "Gambler's Earrings",
    kind: EntityKind::Equipment(EquipSlot::Artifact),
    hook: Some(gamblers_earrings),
    listens: trig::KNOCKED_OUT,
    ..EntityDef::BLANK
};

/// After an opposing character is knocked out, 2 Omni dice while the wearer is active; three
/// times per match.
fn gamblers_earrings(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::KnockedOut { seat, .. }, LocZone::Char(owner)) = (t, me.zone) else {
        return;
    };
    if *seat == me.seat || g.player(me.seat).active != owner || g.ent(me).var >= 3 {
        return;
    }
    g.ent_mut(me).var += 1;
    g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 2);
}

/// 赌徒的耳环 Gambler's Earrings.
pub static GAMBLERS_EARRINGS: CardDef = equipment(
    312004,
    151,
    "赌徒的耳环",
    "Gambler's Earrings",
    EquipSlot::Artifact,
    Cost::same(1),
    &GAMBLERS_EARRINGS_EQUIP,
);

/// The equipped Instructor's Cap (`var` counts the dice given this round).
pub static INSTRUCTORS_CAP_EQUIP: EntityDef = EntityDef {
    id: 312005,
    name: "Instructor's Cap",
    kind: EntityKind::Equipment(EquipSlot::Artifact),
    per_round: true,
    hook: Some(instructors_cap),
    listens: trig::REACTION,
    ..EntityDef::BLANK
};

/// After the wearer triggers a reaction, one die of its element; three times per round.
fn instructors_cap(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Dealt(d), LocZone::Char(owner)) = (t, me.zone) else {
        return;
    };
    if d.by != Some(owner) || g.ent(me).var >= 3 {
        return;
    }
    g.ent_mut(me).var += 1;
    let face = g.character(me.seat, owner).def.element.die();
    g.player_mut(me.seat).gain_dice(face as usize, 1);
}

/// 教官的帽子 Instructor's Cap.
pub static INSTRUCTORS_CAP: CardDef = equipment(
    312005,
    152,
    "教官的帽子",
    "Instructor's Cap",
    EquipSlot::Artifact,
    Cost::any(2),
    &INSTRUCTORS_CAP_EQUIP,
);

/// The equipped Broken Rime's Echo.
pub static BROKEN_RIMES_ECHO_EQUIP: EntityDef =
    elemental_artifact(312101, "Broken Rime's Echo", Element::Cryo);
/// 破冰踏雪的回音 Broken Rime's Echo: skills and talents cost 1 Cryo less, once per round.
pub static BROKEN_RIMES_ECHO: CardDef = equipment(
    312101,
    165,
    "破冰踏雪的回音",
    "Broken Rime's Echo",
    EquipSlot::Artifact,
    Cost::any(2),
    &BROKEN_RIMES_ECHO_EQUIP,
);

/// The equipped Wine-Stained Tricorne.
pub static WINE_STAINED_TRICORNE_EQUIP: EntityDef =
    elemental_artifact(312201, "Wine-Stained Tricorne", Element::Hydro);
/// 酒渍船帽 Wine-Stained Tricorne: skills and talents cost 1 Hydro less, once per round.
pub static WINE_STAINED_TRICORNE: CardDef = equipment(
    312201,
    167,
    "酒渍船帽",
    "Wine-Stained Tricorne",
    EquipSlot::Artifact,
    Cost::any(2),
    &WINE_STAINED_TRICORNE_EQUIP,
);

/// The equipped Witch's Scorching Hat.
pub static WITCHS_SCORCHING_HAT_EQUIP: EntityDef =
    elemental_artifact(312301, "Witch's Scorching Hat", Element::Pyro);
/// 焦灼的魔女帽 Witch's Scorching Hat: skills and talents cost 1 Pyro less, once per round.
pub static WITCHS_SCORCHING_HAT: CardDef = equipment(
    312301,
    169,
    "焦灼的魔女帽",
    "Witch's Scorching Hat",
    EquipSlot::Artifact,
    Cost::any(2),
    &WITCHS_SCORCHING_HAT_EQUIP,
);

/// The equipped Thunder Summoner's Crown.
pub static THUNDER_SUMMONERS_CROWN_EQUIP: EntityDef =
    elemental_artifact(312401, "Thunder Summoner's Crown", Element::Electro);
/// 唤雷的头冠 Thunder Summoner's Crown: skills and talents cost 1 Electro less, once per round.
pub static THUNDER_SUMMONERS_CROWN: CardDef = equipment(
    312401,
    171,
    "唤雷的头冠",
    "Thunder Summoner's Crown",
    EquipSlot::Artifact,
    Cost::any(2),
    &THUNDER_SUMMONERS_CROWN_EQUIP,
);
