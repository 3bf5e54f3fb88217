//! 铁甲熔火帝皇 Emperor of Fire and Iron (Pyro, no weapon) and what comes with the character:
//! Armored Crab Carapace, Imperial Panoply, the prepared Searing Blast, and the talent card
//! Molten Mail.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, owner, user, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V4_6, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &EMPEROR_OF_FIRE_AND_IRON,
    talent: &MOLTEN_MAIL,
    created: &[],
    made_by_hooks: &[&ARMORED_CRAB_CARAPACE],
};

/// 铁甲熔火帝皇 Emperor of Fire and Iron (2304). The card facts also list Heavy Clampdown
/// (123044) beside its statuses; no skill, passive or card of the character creates it, so it
/// is not implemented.
pub static EMPEROR_OF_FIRE_AND_IRON: CharacterDef = CharacterDef {
    id: 2304,
    share_id: 351,
    name: "铁甲熔火帝皇",
    english_name: "Emperor of Fire and Iron",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_6,
    hp: by_version(&[(V4_6, 6), (V5_8, 5)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23041,
            name: "Shatterclamp Strike",
            chinese_name: "重钳碎击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 23042,
            name: "Buster Blaze",
            chinese_name: "烈焰燃绽",
            text: "Deals 1 Pyro damage, 1 more if this character has at least 7 layers of Armored Crab Carapace; then this character gets 2 layers of Armored Crab Carapace.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Custom(buster_blaze)],
        },
        SkillDef {
            id: 23043,
            name: "Battle-Line Detonation",
            chinese_name: "战阵爆轰",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Status(Who::This, &ACCRUING_POWER)],
        },
    ],
    passives: &[&IMPERIAL_PANOPLY],
};

/// The layers of Armored Crab Carapace on the character in `slot` of `seat`.
fn layers(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    find(g, seat, LocZone::Char(slot), &ARMORED_CRAB_CARAPACE).map_or(0, |at| g.ent(at).usage)
}

/// Gives the character in `slot` of `seat` `n` more layers of Armored Crab Carapace.
fn add_layers(g: &mut Gitcg, seat: Seat, slot: u8, n: u8) {
    let had = layers(g, seat, slot);
    if let Some(at) = g.add_entity(seat, LocZone::Char(slot), &ARMORED_CRAB_CARAPACE) {
        g.set_usage(at, had.saturating_add(n));
    }
}

fn buster_blaze(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let strong = layers(g, cx.seat, slot) >= 7;
    g.run_op(Op::Damage(PYRO, 1 + strong as u8), cx);
    add_layers(g, cx.seat, slot, 2);
}

/// 重甲蟹壳 Armored Crab Carapace (123041): each layer is 1 Shield point for the character.
pub static ARMORED_CRAB_CARAPACE: EntityDef = EntityDef {
    text: "Comes in layers, given several at once; each layer is one Shield point.",
    id: 123041,
    name: "Armored Crab Carapace",
    chinese_name: "重甲蟹壳",
    kind: EntityKind::Status,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// 帝王甲胄 Imperial Panoply (passive, 23044): the Emperor starts with 5 layers of Armored Crab
/// Carapace; after each action of its side, every other shield status and shield combat status
/// of the side is removed, and each removed one gives the Emperor 2 layers.
pub static IMPERIAL_PANOPLY: EntityDef = EntityDef {
    text: "At the start of battle, the character gets 5 layers of Armored Crab Carapace. After each of your actions: your shield statuses and shield combat statuses other than Armored Crab Carapace are removed, and each one removed gives the character 2 layers of it.",
    id: 23044,
    name: "Imperial Panoply",
    chinese_name: "帝王甲胄",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::BATTLE_START | trig::AFTER_ACTION,
    hook: Some(imperial_panoply),
    ..EntityDef::BLANK
};

/// Whether the entity at `loc` is a shield of the side other than the carapace, still in play.
fn other_shield(g: &Gitcg, loc: Loc) -> bool {
    let e = g.ent(loc);
    !e.dead && e.def.shield && e.def != &ARMORED_CRAB_CARAPACE
}

/// Every zone of `seat` where shield statuses and shield combat statuses live.
fn shield_zones() -> [LocZone; 4] {
    [
        LocZone::Combat,
        LocZone::Char(0),
        LocZone::Char(1),
        LocZone::Char(2),
    ]
}

fn imperial_panoply(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    // The battle begins before round 1; every action is taken in a round.
    if g.round() == 0 {
        add_layers(g, me.seat, slot, 5);
        return;
    }
    let mut removed = 0u8;
    for zone in shield_zones() {
        for idx in 0..g.zone(me.seat, zone).len() as u8 {
            let at = Loc {
                seat: me.seat,
                zone,
                idx,
            };
            if other_shield(g, at) {
                g.discard(at);
                removed += 1;
            }
        }
    }
    if removed > 0 {
        add_layers(g, me.seat, slot, 2 * removed);
    }
}

/// 炽烈轰破 Searing Blast (23046, prepared by Battle-Line Detonation): 1 Pyro damage, 1 more per
/// 2 layers of Armored Crab Carapace, and 2 Piercing damage to every opposing standby
/// character.
pub static SEARING_BLAST: SkillDef = SkillDef {
    id: 23046,
    name: "Searing Blast",
    chinese_name: "炽烈轰破",
    text:
        "Deals 1 Pyro damage, 1 more for every 2 layers of Armored Crab Carapace on this character.",
    kind: SkillKind::Burst,
    cost: Cost::FREE,
    ops: &[Op::Custom(searing_blast), Op::PierceStandby(2)],
};

fn searing_blast(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let extra = layers(g, cx.seat, slot) / 2;
    g.run_op(Op::Damage(PYRO, 1 + extra), cx);
}

/// 积蓄烈威 Accruing Power (preparing, 123043): the Emperor uses Searing Blast when its side's
/// next turn begins.
pub static ACCRUING_POWER: EntityDef = EntityDef {
    id: 123043,
    name: "Accruing Power",
    chinese_name: "积蓄烈威",
    kind: EntityKind::Status,
    prepare: Some(&SEARING_BLAST),
    ..EntityDef::BLANK
};

/// The equipped Molten Mail (223041): once per round (counted in `var`), after a shield status
/// or shield combat status of your side other than Armored Crab Carapace is removed, the
/// Emperor gets 2 layers. A removed shield stays in its zone, discarded, until the action is
/// over, so the card looks for one after every hit its side takes and after every action.
pub static MOLTEN_MAIL_EQUIP: EntityDef = EntityDef {
    text: "After one of your shield statuses or shield combat statuses other than Armored Crab Carapace is removed: the character gets 2 layers of Armored Crab Carapace (once per round).",
    id: 223041,
    name: "Molten Mail",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::DAMAGED | trig::AFTER_ACTION,
    hook: Some(molten_mail),
    ..EntityDef::BLANK
};

fn molten_mail(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    if g.ent(me).var > 0 {
        return;
    }
    let removed = shield_zones().into_iter().any(|zone| {
        g.zone(me.seat, zone)
            .iter()
            .any(|e| e.dead && e.def.shield && e.def != &ARMORED_CRAB_CARAPACE)
    });
    if removed {
        g.ent_mut(me).var = 1;
        add_layers(g, me.seat, slot, 2);
    }
}

/// 熔火铁甲 Molten Mail (talent; not a combat action, any Emperor, 223041): on entering, Pyro is
/// applied to the Emperor.
pub static MOLTEN_MAIL: CardDef = CardDef {
    id: 223041,
    since: V4_6,
    share_id: 354,
    name: "熔火铁甲",
    english_name: "Molten Mail",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2304),
    entity: Some(&MOLTEN_MAIL_EQUIP),
    ops: &[Op::ApplyOwn(Who::This, Element::Pyro)],
    ..CardDef::BLANK
};
