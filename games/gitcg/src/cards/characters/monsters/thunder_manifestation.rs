//! 雷音权现 Thunder Manifestation (Electro, no weapon) and what comes with the character:
//! the Lightning Strike Probe its passive Lightning Probe leaves on the opposing side, the
//! Lightning Rod that probe attaches, the summon Thundering Shackles, and the talent card
//! Grieving Echo.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;
use tavern_protocol::Seat;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &THUNDER_MANIFESTATION,
    talent: &GRIEVING_ECHO,
    created: &[],
    made_by_hooks: &[&LIGHTNING_ROD],
};

/// 雷音权现 Thunder Manifestation (2402).
pub static THUNDER_MANIFESTATION: CharacterDef = CharacterDef {
    id: 2402,
    share_id: 286,
    name: "雷音权现",
    english_name: "Thunder Manifestation",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24021,
            name: "Thunderous Wingslash",
            chinese_name: "轰霆翼斩",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 24022,
            name: "Strifeful Lightning",
            chinese_name: "雷墙倾轧",
            text: "Deals 3 Electro damage to the opposing character with Lightning Rod attached (to the active character when none has it).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Custom(strike_the_rod)],
        },
        SkillDef {
            id: 24023,
            name: "Thundering Shackles",
            chinese_name: "轰雷禁锢",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Summon(&THUNDERING_SHACKLES),
            ],
        },
    ],
    passives: &[&LIGHTNING_STRIKE_PROBE],
};

/// The opposing character that has Lightning Rod attached, else the opposing active one.
fn rod_target(g: &Gitcg, seat: Seat) -> u8 {
    let foe = g.player(seat.other());
    foe.living()
        .find(|&s| foe.chars[s as usize].standing() && foe.chars[s as usize].has(&LIGHTNING_ROD))
        .unwrap_or(foe.active)
}

/// Deals 3 Electro damage to the character [`rod_target`] names, as the skill or summon in `cx`.
fn strike_the_rod(g: &mut Gitcg, cx: &mut Cx) {
    let mut at = *cx;
    at.opponent_target = Some(rod_target(g, cx.seat));
    g.run_op(Op::Damage(ELECTRO, 3), &mut at);
}

/// 雷霆探针 Lightning Strike Probe (124021), what the passive Lightning Probe (雷霆探知) creates on
/// the opposing side when the match begins (a combat status on the side it harms): after a
/// character of its side uses a skill, its side's active character gets Lightning Rod (once
/// per round).
pub static LIGHTNING_STRIKE_PROBE: EntityDef = EntityDef {
    id: 124021,
    name: "Lightning Strike Probe",
    chinese_name: "雷霆探针",
    kind: EntityKind::Combat,
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(lightning_strike_probe),
    text: "After a character of this side uses a skill: attach Lightning Rod to this side's active character (once per round).",
    ..EntityDef::BLANK
};

fn lightning_strike_probe(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    attach_rod(g, me.seat, g.player(me.seat).active);
}

/// Attaches Lightning Rod to the character in `slot` of `seat`, taking it off the side's other
/// characters (at most one on a side).
fn attach_rod(g: &mut Gitcg, seat: Seat, slot: u8) {
    for other in 0..3u8 {
        if other != slot {
            let zone = LocZone::Char(other);
            if let Some(i) = g
                .zone(seat, zone)
                .iter()
                .position(|e| !e.dead && e.def == &LIGHTNING_ROD)
            {
                g.discard(Loc {
                    seat,
                    zone,
                    idx: i as u8,
                });
            }
        }
    }
    g.add_entity(seat, LocZone::Char(slot), &LIGHTNING_ROD);
}

/// 雷鸣探知 Lightning Rod (124022, on a character of the side the probe harms): damage from
/// Thunder Manifestation or its summons to that character is +1, and this leaves. While a
/// Thunder Manifestation with Grieving Echo stands on the other side, each damage this
/// character takes draws that side a card (once per round).
pub static LIGHTNING_ROD: EntityDef = EntityDef {
    id: 124022,
    name: "Lightning Rod",
    chinese_name: "雷鸣探知",
    kind: EntityKind::Status,
    listens: trig::BONUS_IN | trig::DAMAGED,
    hook: Some(lightning_rod),
    text: "When the character takes damage from Thunder Manifestation or its summons: remove this, +1 damage. At most one on a side.",
    ..EntityDef::BLANK
};

fn lightning_rod(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    // Piercing damage has no bonus step: its draw is answered once it is taken.
    if let Trig::Dealt(d) = t {
        if d.ty == DamageType::Piercing && Some(d.target) == owner(me) && d.to == me.seat {
            grieving_echo_draw(g, me.seat.other());
        }
        return;
    }
    let Trig::Damage(d) = t else { return };
    if Some(d.target) != owner(me) || d.to != me.seat {
        return;
    }
    let thunder = me.seat.other();
    grieving_echo_draw(g, thunder);
    let by_thunder =
        d.by.is_some_and(|s| g.character(thunder, s).def.id == THUNDER_MANIFESTATION.id);
    let by_summon = d.entity.is_some_and(|e| e == &THUNDERING_SHACKLES);
    if d.from == thunder && (by_thunder || by_summon) {
        d.amount += 1;
        g.discard(me);
    }
}

/// Grieving Echo's draw: `seat` draws a card if one of its living characters wears the talent
/// and has not drawn this round.
fn grieving_echo_draw(g: &mut Gitcg, seat: Seat) {
    for slot in g
        .player(seat)
        .living()
        .collect::<arrayvec::ArrayVec<u8, 3>>()
    {
        let zone = LocZone::Char(slot);
        let found = g
            .zone(seat, zone)
            .iter()
            .position(|e| !e.dead && e.def == &GRIEVING_ECHO_EQUIP && e.var == 0);
        if let Some(i) = found {
            g.ent_mut(Loc {
                seat,
                zone,
                idx: i as u8,
            })
            .var = 1;
            g.draw(seat, 1);
            return;
        }
    }
}

/// 轰雷禁锢 Thundering Shackles (summon, 124023): end phase, 3 Electro damage to the opposing
/// character with Lightning Rod (the active one when none has it); 1 usage.
pub static THUNDERING_SHACKLES: EntityDef = EntityDef {
    id: 124023,
    name: "Thundering Shackles",
    chinese_name: "轰雷禁锢",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Custom(strike_the_rod)],
    text: "End Phase: deal 3 Electro damage to the opposing character with Lightning Rod attached (to the active character when none has it).",
    ..EntityDef::BLANK
};

/// 悲号回唱 Grieving Echo (talent, 224021): equipping it uses Strifeful Lightning.
pub static GRIEVING_ECHO: CardDef = CardDef {
    id: 224021,
    since: V4_3,
    share_id: 296,
    name: "悲号回唱",
    english_name: "Grieving Echo",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2402),
    talent_skill: Some(24022),
    entity: Some(&GRIEVING_ECHO_EQUIP),
    ..CardDef::BLANK
};

/// Grieving Echo, equipped: while its wearer stands, an opposing character with Lightning Rod
/// taking damage draws this side a card, once per round (the rod's hook asks for it).
pub static GRIEVING_ECHO_EQUIP: EntityDef = EntityDef {
    id: 224021,
    name: "Grieving Echo",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    text: "When an opposing character with Lightning Rod attached takes damage: draw 1 card (once per round).",
    ..EntityDef::BLANK
};
