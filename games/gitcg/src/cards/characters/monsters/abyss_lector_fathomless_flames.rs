//! 深渊咏者·渊火 Abyss Lector: Fathomless Flames (Pyro, no weapon) and what comes with the character:
//! Darkfire Furnace, Fiery Rebirth, Fiery Rebirth: Honed, Aegis of Abyssal Flame, and the talent
//! card Embers Rekindled.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, hit, owner, user, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ABYSS_LECTOR,
    talent: &EMBERS_REKINDLED,
    created: &[],
    made_by_hooks: &[&FIERY_REBIRTH_HONED, &AEGIS_OF_ABYSSAL_FLAME],
};

/// 深渊咏者·渊火 Abyss Lector: Fathomless Flames (2302).
pub static ABYSS_LECTOR: CharacterDef = CharacterDef {
    id: 2302,
    share_id: 56,
    name: "深渊咏者·渊火",
    english_name: "Abyss Lector: Fathomless Flames",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V3_7,
    hp: Versioned::same(6),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23021,
            name: "Flame of Salvation",
            chinese_name: "拯救之焰",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 23022,
            name: "Searing Precept",
            chinese_name: "炽烈箴言",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3)],
        },
        SkillDef {
            id: 23023,
            name: "Ominous Star",
            chinese_name: "天陨预兆",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 3), Op::Summon(&DARKFIRE_FURNACE)],
        },
    ],
    passives: &[&FIERY_REBIRTH],
};

/// 黯火炉心 Darkfire Furnace (123021): end phase, 1 Pyro damage and 1 piercing damage to every opposing
/// standby character; 2 usages.
pub static DARKFIRE_FURNACE: EntityDef = EntityDef {
    id: 123021,
    name: "Darkfire Furnace",
    chinese_name: "黯火炉心",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(PYRO, 1), Op::PierceStandby(1)],
    ..EntityDef::BLANK
};

/// 火之新生 Fiery Rebirth (passive, 123022): the first time the Lector would be knocked out, she is
/// healed to 4 HP instead; from then on her Pyro damage gets +1 (Fiery Rebirth: Honed), and
/// with Embers Rekindled the talent leaves for Aegis of Abyssal Flame.
pub static FIERY_REBIRTH: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, she is healed to 4 HP instead; from then on her Pyro damage is increased by 1 (Fiery Rebirth: Honed). With Embers Rekindled equipped, the talent then leaves for Aegis of Abyssal Flame.",
    id: 123022,
    name: "Fiery Rebirth",
    chinese_name: "火之新生",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(fiery_rebirth),
    ..EntityDef::BLANK
};

fn fiery_rebirth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::WouldDie { character, saved }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *character != slot || saved.is_some() {
        return;
    }
    **saved = Some(4);
    g.discard(me);
    g.add_entity(me.seat, LocZone::Char(slot), &FIERY_REBIRTH_HONED);
    if let Some(embers) = find(g, me.seat, LocZone::Char(slot), &EMBERS_REKINDLED_EQUIP) {
        g.discard(embers);
        g.add_entity(me.seat, LocZone::Char(slot), &AEGIS_OF_ABYSSAL_FLAME);
    }
}

/// 火之新生·锐势 Fiery Rebirth: Honed (123026): the Lector's Pyro damage gets +1. It also watches her
/// Aegis of Abyssal Flame: after a hit that breaks it, every opposing character takes 1
/// piercing damage (the broken shield is still in her zone, marked in its `var`).
pub static FIERY_REBIRTH_HONED: EntityDef = EntityDef {
    text: "The character's Pyro damage is increased by 1. After a hit breaks her Aegis of Abyssal Flame, every opposing character takes 1 Piercing damage.",
    id: 123026,
    name: "Fiery Rebirth: Honed",
    chinese_name: "火之新生·锐势",
    kind: EntityKind::Status,
    listens: trig::BONUS_OUT | trig::DAMAGED,
    hook: Some(honed),
    ..EntityDef::BLANK
};

fn honed(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.by == Some(slot) && d.ty == PYRO => d.amount += 1,
        Trig::Dealt(d) if d.target == slot => {
            let broken = g
                .character_mut(me.seat, slot)
                .attached
                .iter_mut()
                .find(|e| e.dead && e.def == &AEGIS_OF_ABYSSAL_FLAME && e.var == 0);
            let Some(aegis) = broken else { return };
            aegis.var = 1;
            let foe = me.seat.other();
            for s in 0..3u8 {
                if g.character(foe, s).alive {
                    hit(
                        g,
                        me.seat,
                        &AEGIS_OF_ABYSSAL_FLAME,
                        s,
                        DamageType::Piercing,
                        1,
                    );
                }
            }
        }
        _ => {}
    }
}

/// 渊火加护 Aegis of Abyssal Flame (123024): a 2-point shield on the Lector; once broken, every
/// opposing character takes 1 piercing damage (see [`FIERY_REBIRTH_HONED`]).
pub static AEGIS_OF_ABYSSAL_FLAME: EntityDef = EntityDef {
    id: 123024,
    name: "Aegis of Abyssal Flame",
    chinese_name: "渊火加护",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Embers Rekindled (223021): After Fiery Rebirth saves the character, this card
/// leaves and she gets Aegis of Abyssal Flame.
pub static EMBERS_REKINDLED_EQUIP: EntityDef = EntityDef {
    text: "After Fiery Rebirth saves the character, this card leaves and she gets Aegis of Abyssal Flame.",
    id: 223021,
    name: "Embers Rekindled",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// Equipped on a Lector already reborn, the card leaves at once for Aegis of Abyssal Flame.
fn embers_rekindled(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if !g.character(cx.seat, slot).has(&FIERY_REBIRTH_HONED) {
        return;
    }
    if let Some(embers) = find(g, cx.seat, LocZone::Char(slot), &EMBERS_REKINDLED_EQUIP) {
        g.discard(embers);
    }
    g.add_entity(cx.seat, LocZone::Char(slot), &AEGIS_OF_ABYSSAL_FLAME);
}

/// 烬火重燃 Embers Rekindled (talent; not a combat action, any Lector, 223021).
pub static EMBERS_REKINDLED: CardDef = CardDef {
    text:
        "Equipped on a Lector who was already reborn, it leaves at once for Aegis of Abyssal Flame.",
    id: 223021,
    since: V3_7,
    share_id: 116,
    name: "烬火重燃",
    english_name: "Embers Rekindled",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2302),
    entity: Some(&EMBERS_REKINDLED_EQUIP),
    ops: &[Op::Custom(embers_rekindled)],
    ..CardDef::BLANK
};
