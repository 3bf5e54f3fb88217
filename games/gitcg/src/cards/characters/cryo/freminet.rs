//! 菲米尼 Freminet (Cryo, claymore) and what comes with the character: Pers Timer, Subnautical
//! Hunter Mode, Subnautical Shield, and the talent card Moment of Waking and Resolve.

use tavern_protocol::gitcg::{CardId, DamageType, Element, Event};

use crate::cards::characters::{deal_as, owner, user, CharacterCards, CRYO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_0};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FREMINET,
    talent: &MOMENT_OF_WAKING_AND_RESOLVE,
    created: &[],
    made_by_hooks: &[&PERS_TIMER, &SUBNAUTICAL_SHIELD],
};

/// 菲米尼 Freminet (1112).
pub static FREMINET: CharacterDef = CharacterDef {
    id: 1112,
    share_id: 407,
    name: "菲米尼",
    english_name: "Freminet",
    element: Element::Cryo,
    weapon: Weapon::Claymore,
    nations: nation::FONTAINE | nation::FATUI,
    since: V5_0,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11121,
            name: "Flowing Eddies",
            chinese_name: "洑流剑",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: PRESSURIZED_FLOE,
            name: "Pressurized Floe",
            chinese_name: "浮冰增压",
            text: "If Freminet has no Pers Timer, he gets one.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(attach_timer)],
        },
        SkillDef {
            id: 11123,
            name: "Shadowhunter's Ambush",
            chinese_name: "猎影潜袭",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 4),
                Op::Status(Who::This, &SUBNAUTICAL_HUNTER_MODE),
            ],
        },
    ],
    passives: &[],
};

/// Freminet's elemental skill, which Pers Timer and his talent card name.
const PRESSURIZED_FLOE: u32 = 11122;

/// Attaches Pers Timer to the skill's user unless it has one (a timer in play keeps its
/// pressure).
fn attach_timer(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if !g.character(cx.seat, slot).has(&PERS_TIMER) {
        g.add_entity(cx.seat, LocZone::Char(slot), &PERS_TIMER);
    }
}

/// 佩伊刻计 Pers Timer (111121): each card its side draws adds a Pressure Level (its stock,
/// shown). When the character uses Pressurized Floe with at least 2 levels, the skill costs 1
/// Cryo die less; once the skill is over the timer leaves, dealing 2 Physical damage first if
/// it then holds at least 4 levels.
pub static PERS_TIMER: EntityDef = EntityDef {
    id: 111121,
    name: "Pers Timer",
    chinese_name: "佩伊刻计",
    kind: EntityKind::Status,
    stock: Some(0),
    listens: trig::DREW | trig::AFTER_SKILL,
    hook: Some(pers_timer),
    answers: answers::OWN_SKILL_COST,
    query: Some(pers_timer_discount),
    text: "After you draw a card: gain 1 Pressure Level. When the character uses Pressurized Floe with at least 2 Pressure Levels: it costs 1 Cryo die less, and once the skill is over this leaves, dealing 2 Physical damage first if it then has at least 4 Pressure Levels.",
    ..EntityDef::BLANK
};

fn pers_timer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Phase => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(1);
        }
        Trig::AfterSkill {
            character, skill, ..
        } => {
            let level = g.ent(me).stock;
            if owner(me) != Some(*character) || *skill != PRESSURIZED_FLOE || level < 2 {
                return;
            }
            let at = if level >= 4 {
                deal_as(g, me, DamageType::Physical, 2)
            } else {
                Some(me)
            };
            if let Some(at) = at {
                g.discard(at);
            }
        }
        _ => {}
    }
}

fn pers_timer_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Skill { slot, skill, .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if owner(me) == Some(*slot)
        && *skill == PRESSURIZED_FLOE
        && g.ent(me).stock >= 2
        && cost.element == Some(Element::Cryo)
        && cost.elem_n > 0
    {
        cost.elem_n -= 1;
        **used = true;
    }
}

/// 潜猎模式 Subnautical Hunter Mode (111122): every third card its side draws (counted in its
/// stock, shown) gives the character 1 point of Subnautical Shield; after the character's
/// Normal Attack or Elemental Skill, the (at most) 2 hand cards of the highest printed dice
/// cost go to the bottom of the deck and as many are drawn; 2 rounds.
pub static SUBNAUTICAL_HUNTER_MODE: EntityDef = EntityDef {
    id: 111122,
    name: "Subnautical Hunter Mode",
    chinese_name: "潜猎模式",
    kind: EntityKind::Status,
    duration: 2,
    stock: Some(0),
    listens: trig::DREW | trig::AFTER_SKILL,
    hook: Some(hunter_mode),
    text: "After you draw 3 cards: the character gets 1 point of Subnautical Shield. After the character uses a Normal Attack or an Elemental Skill: put the (at most) 2 cards of your hand with the highest printed dice cost at the bottom of your deck, then draw as many.",
    ..EntityDef::BLANK
};

fn hunter_mode(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Phase => {
            let e = g.ent_mut(me);
            e.stock += 1;
            if e.stock >= 3 {
                e.stock = 0;
                g.add_entity(me.seat, LocZone::Char(slot), &SUBNAUTICAL_SHIELD);
            }
        }
        Trig::AfterSkill {
            character, kind, ..
        } if *character == slot && *kind != SkillKind::Burst => {
            let n = bottom_costliest(g, me, 2);
            g.draw(me.seat, n);
        }
        _ => {}
    }
}

/// Puts the (at most) `n` hand cards of the highest printed dice cost (the first in hand order
/// on a tie) at the bottom of the deck; returns how many went.
fn bottom_costliest(g: &mut Gitcg, me: Loc, n: u8) -> u8 {
    let seat = me.seat;
    let mut moved = 0;
    for _ in 0..n {
        let p = g.player(seat);
        let most = p
            .hand
            .iter()
            .enumerate()
            .max_by_key(|&(i, c)| (c.cost.dice(), usize::MAX - i))
            .map(|(i, _)| i);
        let Some(i) = most else { break };
        let p = g.player_mut(seat);
        let card = p.hand.remove(i);
        if p.deck.try_insert(0, card).is_err() {
            p.hand.insert(i, card);
            break;
        }
        moved += 1;
        g.emit_private(
            seat,
            Event::CardReturned {
                seat,
                card: Some(CardId(card.id)),
            },
            Event::CardReturned { seat, card: None },
        );
    }
    moved
}

/// 潜猎护盾 Subnautical Shield (111123): 1 shield point for the character, stacking to 2.
pub static SUBNAUTICAL_SHIELD: EntityDef = EntityDef {
    id: 111123,
    name: "Subnautical Shield",
    chinese_name: "潜猎护盾",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Moment of Waking and Resolve (211121): after Freminet uses a skill, draw 1
/// card (at most twice a round).
pub static MOMENT_OF_WAKING_AND_RESOLVE_EQUIP: EntityDef = EntityDef {
    id: 211121,
    name: "Moment of Waking and Resolve",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(waking_and_resolve),
    text: "After the character uses a skill: draw 1 card (at most twice per round).",
    ..EntityDef::BLANK
};

fn waking_and_resolve(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { character, .. } = t else {
        return;
    };
    if owner(me) != Some(*character) || g.ent(me).var >= 2 {
        return;
    }
    g.ent_mut(me).var += 1;
    g.draw(me.seat, 1);
}

/// 梦晓与决意之刻 Moment of Waking and Resolve (talent, 211121): Freminet uses Pressurized Floe.
pub static MOMENT_OF_WAKING_AND_RESOLVE: CardDef = CardDef {
    id: 211121,
    since: V5_0,
    share_id: 410,
    name: "梦晓与决意之刻",
    english_name: "Moment of Waking and Resolve",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1112),
    talent_skill: Some(PRESSURIZED_FLOE),
    entity: Some(&MOMENT_OF_WAKING_AND_RESOLVE_EQUIP),
    ..CardDef::BLANK
};
