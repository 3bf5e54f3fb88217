//! 吞星之鲸 All-Devouring Narwhal (Hydro, monster) and what comes with the character: its
//! passive Insatiable Appetite, Deep Devourer's Domain, Anomalous Anatomy, Dark Shadow, and the
//! talent card Lightless Feeding.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{deal_as, find, user, CharacterCards, ELECTRO, HYDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ALL_DEVOURING_NARWHAL,
    talent: &LIGHTLESS_FEEDING,
    created: &[],
    made_by_hooks: &[&DEEP_DEVOURERS_DOMAIN, &ANOMALOUS_ANATOMY, &DARK_SHADOW],
};

/// 吞星之鲸 All-Devouring Narwhal (2204).
pub static ALL_DEVOURING_NARWHAL: CharacterDef = CharacterDef {
    id: 2204,
    share_id: 368,
    name: "吞星之鲸",
    english_name: "All-Devouring Narwhal",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_7,
    hp: Versioned::same(5),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 22041,
            name: "Shattering Waves",
            chinese_name: "碎涛旋跃",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: STARFALL_SHOWER,
            name: "Starfall Shower",
            chinese_name: "迸落星雨",
            text: "Deal 1 Hydro damage, +1 for every 3 extra Max HP Anomalous Anatomy gives the character (at most +3). Then discard the card of your hand with the highest original cost (at random among equals).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(starfall_shower)],
        },
        SkillDef {
            id: 22043,
            name: "Ravaging Devourer",
            chinese_name: "横噬鲸吞",
            text: "Summon Dark Shadow.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 1),
                Op::PierceStandby(1),
                Op::Custom(summon_shadow),
            ],
        },
    ],
    passives: &[&INSATIABLE_APPETITE],
};

/// The Narwhal's elemental skill, which its talent card uses.
const STARFALL_SHOWER: u32 = 22042;

fn starfall_shower(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let layers = find(g, cx.seat, LocZone::Char(slot), &ANOMALOUS_ANATOMY).map_or(0, |l| {
        // Layers are kept in the stock.
        g.ent(l).stock
    });
    g.run_op(Op::Damage(HYDRO, 1 + (layers / 3).min(3)), cx);
    let Some(card) = g.discard_costliest(cx.seat) else {
        return;
    };
    // Lightless Feeding: heals the card's cost, once per round.
    let Some(talent) = find(g, cx.seat, LocZone::Char(slot), &LIGHTLESS_FEEDING_EQUIP) else {
        return;
    };
    if g.ent(talent).var == 0 {
        g.ent_mut(talent).var = 1;
        let source = g.source_of(talent);
        g.heal(cx.seat, slot, card.cost.dice(), source);
    }
}

/// 无尽食欲 Insatiable Appetite (passive, 22044): the match begins with Deep Devourer's Domain
/// on the Narwhal's side (handed over at the start of the first action phase). Not on the
/// table; it also keeps the Domain's open group of devoured cards: `var` and `stock` the
/// original costs (+1) of its first two cards, `usage` the extra Max HP due at the end of the
/// round.
pub static INSATIABLE_APPETITE: EntityDef = EntityDef {
    text: "At the start of the match, create Deep Devourer's Domain.",
    id: 22044,
    name: "Insatiable Appetite",
    chinese_name: "无尽食欲",
    kind: EntityKind::Status,
    hidden: true,
    action_start: &[Op::Custom(open_domain)],
    ..EntityDef::BLANK
};

fn open_domain(g: &mut Gitcg, cx: &mut Cx) {
    if find(g, cx.seat, LocZone::Combat, &DEEP_DEVOURERS_DOMAIN).is_none() {
        g.add_entity(cx.seat, LocZone::Combat, &DEEP_DEVOURERS_DOMAIN);
    }
}

/// The living Narwhal of `seat` and its Insatiable Appetite, if it is in play.
fn narwhal(g: &Gitcg, seat: Seat) -> Option<(u8, Loc)> {
    let p = g.player(seat);
    let slot = p
        .living()
        .find(|&s| p.chars[s as usize].card == &ALL_DEVOURING_NARWHAL)?;
    Some((
        slot,
        find(g, seat, LocZone::Char(slot), &INSATIABLE_APPETITE)?,
    ))
}

/// 深噬之域 Deep Devourer's Domain (122041): devours the cards its side discards or tunes,
/// counting them in its stock; for every 3 devoured, the Narwhal gains 1 extra Max HP at the
/// end of the round, 1 more if two of the three share an original cost, 1 more if all three
/// do. `var` keeps the highest original cost devoured and `usage` how many of that cost, for
/// Dark Shadow.
pub static DEEP_DEVOURERS_DOMAIN: EntityDef = EntityDef {
    text: "Cards you discard or tune are devoured. For every 3 devoured: the All-Devouring Narwhal gains 1 extra Max HP at the end of the round, 1 more if two of them have the same original cost, and 1 more if all three do.",
    id: 122041,
    name: "Deep Devourer's Domain",
    chinese_name: "深噬之域",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::DISCARDED | trig::END_PHASE,
    hook: Some(domain),
    ..EntityDef::BLANK
};

fn domain(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Discarded { card, .. } = t else {
        // End phase: the Max HP due.
        if let Some((slot, appetite)) = narwhal(g, me.seat) {
            let due = std::mem::take(&mut g.ent_mut(appetite).usage);
            if due > 0 {
                g.gain_max_hp(me.seat, slot, due);
                match find(g, me.seat, LocZone::Char(slot), &ANOMALOUS_ANATOMY) {
                    Some(at) => g.ent_mut(at).stock += due,
                    None => {
                        if let Some(at) =
                            g.add_entity(me.seat, LocZone::Char(slot), &ANOMALOUS_ANATOMY)
                        {
                            g.ent_mut(at).stock = due;
                        }
                    }
                }
            }
        }
        return;
    };
    let cost = card.cost.dice();
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(1);
    if cost > e.var || e.stock == 1 {
        e.var = cost;
        e.usage = 1;
    } else if cost == e.var {
        e.usage = e.usage.saturating_add(1);
    }
    let Some((_, appetite)) = narwhal(g, me.seat) else {
        return;
    };
    let a = g.ent_mut(appetite);
    match (a.var, a.stock) {
        (0, _) => a.var = cost + 1,
        (_, 0) => a.stock = cost + 1,
        (first, second) => {
            let (first, second) = (first - 1, second - 1);
            let pairs = [first == second, first == cost, second == cost];
            let same = pairs.iter().filter(|&&p| p).count();
            // All three: 3 equal pairs; two of them: 1.
            let gain = 1 + u8::from(same >= 1) + u8::from(same == 3);
            a.usage = a.usage.saturating_add(gain);
            a.var = 0;
            a.stock = 0;
        }
    }
}

/// 奇异之躯 Anomalous Anatomy (122042): each layer is 1 extra Max HP of the Narwhal; the layers
/// are kept in its stock.
pub static ANOMALOUS_ANATOMY: EntityDef = EntityDef {
    text: "Each layer gives the All-Devouring Narwhal 1 extra Max HP.",
    id: 122042,
    name: "Anomalous Anatomy",
    chinese_name: "奇异之躯",
    kind: EntityKind::Status,
    stock: Some(0),
    ..EntityDef::BLANK
};

/// 黑色幻影 Dark Shadow (122043): when summoned, its attack (kept in its stock) is the highest
/// original cost among the cards its side devoured, and its usages the number devoured of that
/// cost; at the end phase and when its side declares the end of its round, it deals its
/// attack as Electro damage, spending a usage; it takes 1 off a hit on its side's active
/// character, spending 2 usages. It leaves when its usages run out.
pub static DARK_SHADOW: EntityDef = EntityDef {
    text: "When summoned: its Attack is the highest original cost among the cards you devoured, and its usages the number of devoured cards of that cost. End Phase, and when you declare the end of your round: deal Electro damage equal to its Attack (spends 1 usage). When your active character takes damage: reduce it by 1 (spends 2 usages). It leaves when its usages run out.",
    id: 122043,
    name: "Dark Shadow",
    chinese_name: "黑色幻影",
    kind: EntityKind::Summon,
    stock: Some(0),
    listens: trig::END_PHASE | trig::DECLARE_END | trig::REDUCE,
    hook: Some(dark_shadow),
    ..EntityDef::BLANK
};

/// Summons Dark Shadow (again: anew) fed by the Domain; with nothing devoured it has no usage
/// and does not stay.
fn summon_shadow(g: &mut Gitcg, cx: &mut Cx) {
    let (attack, n) = find(g, cx.seat, LocZone::Combat, &DEEP_DEVOURERS_DOMAIN)
        .map_or((0, 0), |d| (g.ent(d).var, g.ent(d).usage));
    if n == 0 {
        return;
    }
    if let Some(at) = g.add_entity(cx.seat, LocZone::Summon, &DARK_SHADOW) {
        let e = g.ent_mut(at);
        e.stock = attack;
        e.usage = n;
    }
}

fn dark_shadow(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let serial = g.ent(me).serial;
    let spent = match t {
        Trig::Damage(d) if d.to_active && d.amount > 0 => {
            d.amount -= 1;
            2
        }
        Trig::Damage(_) => return,
        _ => {
            let attack = g.ent(me).stock;
            match deal_as(g, me, ELECTRO, attack) {
                Some(_) => 1,
                None => return,
            }
        }
    };
    let Some(me) = g.relocate(me, serial).filter(|l| !g.ent(*l).dead) else {
        return;
    };
    let left = g.ent(me).usage.saturating_sub(spent);
    g.ent_mut(me).usage = left;
    if left == 0 {
        g.discard(me);
    }
}

/// The equipped Lightless Feeding (222041): after the Narwhal's Starfall Shower discards a card,
/// it is healed by that card's original cost (once per round; `var` marks the round's use).
pub static LIGHTLESS_FEEDING_EQUIP: EntityDef = EntityDef {
    text: "After the character's Starfall Shower discards a card: heal the character for HP equal to that card's original cost (once per round).",
    id: 222041,
    name: "Lightless Feeding",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    ..EntityDef::BLANK
};

/// 无光鲸噬 Lightless Feeding (talent, 222041): the Narwhal uses Starfall Shower.
pub static LIGHTLESS_FEEDING: CardDef = CardDef {
    id: 222041,
    since: V4_7,
    share_id: 377,
    name: "无光鲸噬",
    english_name: "Lightless Feeding",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2204),
    talent_skill: Some(STARFALL_SHOWER),
    entity: Some(&LIGHTLESS_FEEDING_EQUIP),
    ..CardDef::BLANK
};
