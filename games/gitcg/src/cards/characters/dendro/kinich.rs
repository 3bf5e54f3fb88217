//! 基尼奇 Kinich (Dendro, claymore) and what comes with the character: his Nightsoul's
//! Blessing, Grapple Link, Grapple Prepare, Almighty Dragonlord, Ajaw, and the talent card
//! Night Realm's Gift: Repaid in Full.
//!
//! Canopy Hunter: Riding High names one of his side's characters (选一个我方角色) to exchange
//! positions with (`positions.rs`). The choice is asked as the skill's last step, once its
//! damage is dealt, with the decision a pick uses (the options are the characters): the
//! exchange is the text's last step and nothing before it depends on the choice.
//!
//! Arrived in 5.4.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};
use tavern_protocol::Seat;

use crate::cards::characters::{damage_next, deal_to, find, owner, user, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_4};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KINICH,
    talent: &REPAID_IN_FULL,
    created: &[],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &GRAPPLE_PREPARE],
};

/// Kinich's card id.
const KINICH_ID: u32 = 1709;
/// The Nightsoul points at which Grapple Link prepares the grapple, and spends them.
const GRAPPLE_POINTS: u8 = 2;
/// Grapple Prepare's Dendro damage.
const GRAPPLE_DAMAGE: u8 = 3;

/// 基尼奇 Kinich (1709). His nation, Natlan (纳塔), is no nation any card asks for yet.
pub static KINICH: CharacterDef = CharacterDef {
    id: KINICH_ID,
    share_id: 455,
    name: "基尼奇",
    english_name: "Kinich",
    element: Element::Dendro,
    weapon: Weapon::Claymore,
    nations: nation::NATLAN,
    since: V5_4,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17091,
            name: "Nightsun Style",
            chinese_name: "夜阳斗技",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 17092,
            name: "Canopy Hunter: Riding High",
            chinese_name: "悬猎·游骋高狩",
            text: "He enters Nightsoul's Blessing; after the damage, he exchanges positions with one of your characters you choose (himself included).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Status(Who::This, &GRAPPLE_LINK),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, 0, MOST_POINTS);
                    repaid_in_full(g, cx.seat, slot);
                }),
                Op::Damage(DENDRO, 1),
                Op::Custom(|g, cx| g.offer_character_choice(cx.seat, 0b111, &GRAPPLE_LINK)),
            ],
        },
        SkillDef {
            id: 17093,
            name: "Hail to the Almighty Dragonlord",
            chinese_name: "向伟大圣龙致意",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 1), Op::Summon(&AJAW)],
        },
    ],
    passives: &[],
};

/// 夜魂加持 Nightsoul's Blessing (status, 117092): Kinich's, holding up to 2 Nightsoul points
/// (its stock).
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 117092,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    text: "The character accumulates Nightsoul points (at most 2).",
    ..EntityDef::BLANK
};

/// 钩索链接 Grapple Link (status, 117091), for 2 rounds: after an opposing character takes
/// Burning damage, or another character of the side uses a Technique, its character gains 1
/// Nightsoul point; at 2 points it gains Grapple Prepare and consumes the 2 points. It also
/// carries out the exchange of positions Canopy Hunter: Riding High chose.
pub static GRAPPLE_LINK: EntityDef = EntityDef {
    id: 117091,
    name: "Grapple Link",
    chinese_name: "钩索链接",
    kind: EntityKind::Status,
    duration: 2,
    listens: trig::DEALT | trig::AFTER_TECHNIQUE | trig::NIGHTSOUL_GAINED,
    hook: Some(grapple_link),
    text: "After an opposing character takes Burning damage, or another of your characters uses a Technique: the character gains 1 Nightsoul point. At 2 points: it gains Grapple Prepare and consumes the 2 points.",
    ..EntityDef::BLANK
};

fn grapple_link(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let seat = me.seat;
    match *t {
        Trig::Dealt(d) if d.to != seat && d.reaction == Some(Reaction::Burning) => {
            g.restore_nightsoul(seat, slot, 1);
        }
        Trig::AfterTechnique { character } if character != slot => {
            g.restore_nightsoul(seat, slot, 1);
        }
        Trig::NightsoulGained(s)
            if s == slot && g.nightsoul_points(seat, slot) >= GRAPPLE_POINTS =>
        {
            g.add_entity(seat, LocZone::Char(slot), &GRAPPLE_PREPARE);
            g.spend_nightsoul(seat, slot, GRAPPLE_POINTS);
        }
        Trig::CharacterChosen(other) => g.swap_positions(seat, slot, other),
        _ => {}
    }
}

/// 钩索准备 Grapple Prepare (status, 117094): before its side chooses an action, while its
/// character is the active one, 3 Dendro damage to the nearest opposing character (the one in
/// the same position, else the closest), then it leaves.
pub static GRAPPLE_PREPARE: EntityDef = EntityDef {
    id: 117094,
    name: "Grapple Prepare",
    chinese_name: "钩索准备",
    kind: EntityKind::Status,
    listens: trig::BEFORE_ACTION,
    hook: Some(|g, me, _| {
        let Some(slot) = owner(me) else { return };
        if g.player(me.seat).active != slot {
            return;
        }
        let Some(target) = g.nearest_opposing(me.seat, slot) else {
            return;
        };
        let serial = g.ent(me).serial;
        deal_to(g, me, target, DENDRO, GRAPPLE_DAMAGE);
        if let Some(me) = g.relocate(me, serial) {
            g.discard(me);
        }
    }),
    text: "Before you choose an action, while the character is active: deal 3 Dendro damage to the nearest opposing character, then discard this.",
    ..EntityDef::BLANK
};

/// 伟大圣龙阿乔 Almighty Dragonlord, Ajaw (summon, 117093): End Phase: 1 Dendro damage, then 1
/// Dendro damage to the next opposing character; 2 usages.
pub static AJAW: EntityDef = EntityDef {
    id: 117093,
    name: "Almighty Dragonlord, Ajaw",
    chinese_name: "伟大圣龙阿乔",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Damage(DENDRO, 1),
        Op::Custom(|g, cx| damage_next(g, cx, DENDRO, 1)),
    ],
    text: "After its End Phase damage: 1 Dendro damage to the next opposing character.",
    ..EntityDef::BLANK
};

/// Night Realm's Gift: Repaid in Full, worn by the character in `slot` of `seat`: while the
/// side holds no more cards than the opposing side, it steals the opposing card of the
/// highest original cost and the opposing side draws 1 (once per round).
fn repaid_in_full(g: &mut Gitcg, seat: Seat, slot: u8) {
    let Some(at) = find(g, seat, LocZone::Char(slot), &REPAID_IN_FULL_EQUIP) else {
        return;
    };
    let fewer = g.player(seat).hand.len() <= g.player(seat.other()).hand.len();
    if fewer && g.ent(at).var == 0 {
        g.ent_mut(at).var = 1;
        g.steal_costliest(seat);
        g.draw(seat.other(), 1);
    }
}

/// 夜域赐礼·索报皆偿 Night Realm's Gift: Repaid in Full (talent, 217091).
pub static REPAID_IN_FULL: CardDef = CardDef {
    id: 217091,
    since: V5_4,
    share_id: 457,
    name: "夜域赐礼·索报皆偿",
    english_name: "Night Realm's Gift: Repaid in Full",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(KINICH_ID),
    entity: Some(&REPAID_IN_FULL_EQUIP),
    ..CardDef::BLANK
};

/// Night Realm's Gift: Repaid in Full, equipped: when Kinich becomes the active character or
/// uses Canopy Hunter: Riding High, while you hold no more cards than your opponent, steal
/// their card of the highest original cost, then they draw 1 card (once per round).
pub static REPAID_IN_FULL_EQUIP: EntityDef = EntityDef {
    id: 217091,
    name: "Night Realm's Gift: Repaid in Full",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(|g, me, t| {
        let Trig::Switched { to, .. } = *t else {
            return;
        };
        if owner(me) == Some(to) {
            repaid_in_full(g, me.seat, to);
        }
    }),
    text: "When Kinich becomes the active character or uses Canopy Hunter: Riding High: if you hold no more cards than your opponent, steal their card of the highest original cost, then they draw 1 card (once per round).",
    ..EntityDef::BLANK
};
