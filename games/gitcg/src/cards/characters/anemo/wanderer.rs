//! 流浪者 Wanderer (Anemo, catalyst) and what comes with the character: Windfavored, Descent,
//! and the talent card Gales of Reverie.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{deal_as, find, owner, user, CharacterCards, ANEMO};
use crate::defs::{
    answers, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, Direction,
    EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig,
    Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_1};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entity only its custom ops
/// create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &WANDERER,
    talent: &GALES_OF_REVERIE,
    created: &[],
    made_by_hooks: &[&DESCENT],
};

/// 流浪者 Wanderer (1506): no nation.
pub static WANDERER: CharacterDef = CharacterDef {
    id: 1506,
    share_id: 41,
    name: "流浪者",
    english_name: "Wanderer",
    element: Element::Anemo,
    weapon: Weapon::Catalyst,
    nations: 0,
    since: V4_1,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 15061,
            name: "Yuuban Meigen",
            chinese_name: "行幡鸣弦",
            text: "Deals 1 Anemo damage; with Windfavored, to the next opposing standby character when there is one. With Gales of Reverie equipped, a Charged Attack with Windfavored attaches Descent to this character.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Custom(yuuban_meigen)],
        },
        SkillDef {
            id: HANEGA,
            name: "Hanega: Song of the Wind",
            chinese_name: "羽画·风姿华歌",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 2), Op::Status(Who::This, &WINDFAVORED)],
        },
        SkillDef {
            id: 15063,
            name: "Kyougen: Five Ceremonial Plays",
            chinese_name: "狂言·式乐五番",
            text: "Deals 7 Anemo damage; if this character has Windfavored, removes it and deals 1 more.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(3),
            ops: &[Op::Custom(kyougen)],
        },
    ],
    passives: &[],
};

/// Wanderer's elemental skill, which his talent card uses.
const HANEGA: u32 = 15062;

/// The normal attack: with Windfavored it strikes the next opposing standby character, if
/// any (Windfavored's declared bonus adds its 2); a charged one, with the talent equipped,
/// then attaches Descent. Whether Windfavored was there is read before the damage spends it.
fn yuuban_meigen(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let favored = g.character(cx.seat, slot).has(&WINDFAVORED);
    let target = cx.opponent_target;
    if favored {
        if let Some(next) = g.neighbour(cx.seat.other(), Direction::Next) {
            cx.opponent_target = Some(next);
        }
    }
    g.run_op(Op::Damage(ANEMO, 1), cx);
    cx.opponent_target = target;
    if favored && cx.charged && g.character(cx.seat, slot).has(&GALES_OF_REVERIE_EQUIP) {
        g.add_entity(cx.seat, LocZone::Char(slot), &DESCENT);
    }
}

/// The burst: 7 Anemo, or 8 after removing the user's Windfavored.
fn kyougen(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    let n = match find(g, cx.seat, zone, &WINDFAVORED) {
        Some(w) => {
            g.discard(w);
            8
        }
        None => 7,
    };
    g.run_op(Op::Damage(ANEMO, n), cx);
}

/// 优风倾姿 Windfavored (115061): the character's normal attacks deal +2 (spending a usage) and
/// strike the next opposing standby character when there is one; 2 usages.
pub static WINDFAVORED: EntityDef = EntityDef {
    text: "When the character uses a Normal Attack: if the opponent has a standby character, the attack strikes the next one instead.",
    id: 115061,
    name: "Windfavored",
    chinese_name: "优风倾姿",
    kind: EntityKind::Status,
    usage: 2,
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::NormalAttacks,
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// 倾落 Descent (115062): while its character is active, the next Switch action from it costs
/// 1 die less, and then deals 1 Anemo damage; 1 usage. The discount it gave is counted in
/// `var` (declared `per_round`), so that it is still in play for the switch it discounted and
/// spends its usage with the damage.
pub static DESCENT: EntityDef = EntityDef {
    text: "When you switch characters away from the character while it is active: the switch costs 1 less die; after that switch, deal 1 Anemo damage.",
    id: 115062,
    name: "Descent",
    chinese_name: "倾落",
    kind: EntityKind::Status,
    usage: 1,
    per_round: true,
    answers: answers::SWITCH_COST,
    query: Some(descent_discount),
    listens: trig::SWITCHED,
    hook: Some(descent_strike),
    ..EntityDef::BLANK
};

fn descent_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if owner(me) != Some(g.player(me.seat).active) || g.ent(me).var > 0 {
        return;
    }
    let before = cost.dice();
    cost.reduce(1);
    if cost.dice() < before {
        **used = true;
    }
}

fn descent_strike(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { from, .. } = t else {
        return;
    };
    if owner(me) != Some(*from) || g.ent(me).var == 0 {
        return;
    }
    if let Some(me) = deal_as(g, me, ANEMO, 1) {
        g.spend(me);
    }
}

/// The equipped Gales of Reverie (215061): after a Charged Attack of the character with
/// Windfavored, it gets Descent.
pub static GALES_OF_REVERIE_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Charged Attack with Windfavored: it gets Descent (its next Switch action away costs 1 less die, then deals 1 Anemo damage).",
    id: 215061,
    name: "Gales of Reverie",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 梦迹一风 Gales of Reverie (talent, 215061): Wanderer uses Hanega: Song of the Wind.
pub static GALES_OF_REVERIE: CardDef = CardDef {
    id: 215061,
    since: V4_1,
    share_id: 101,
    name: "梦迹一风",
    english_name: "Gales of Reverie",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1506),
    talent_skill: Some(HANEGA),
    entity: Some(&GALES_OF_REVERIE_EQUIP),
    ..CardDef::BLANK
};
