//! 夏沃蕾 Chevreuse (Pyro, polearm) and what comes with the character: Vertical Force
//! Coordination, Overcharged Ball, Secondary Explosive Shells, and the talent card Vanguard's
//! Coordinated Tactics with its Vanguard's Coordinated Tactics (In Effect).

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{most_injured, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card, the card it creates and the entities
/// only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CHEVREUSE,
    talent: &VANGUARDS_COORDINATED_TACTICS,
    created: &[&OVERCHARGED_BALL],
    made_by_hooks: &[&TACTICS_IN_EFFECT],
};

/// 夏沃蕾 Chevreuse (1313).
pub static CHEVREUSE: CharacterDef = CharacterDef {
    id: 1313,
    share_id: 395,
    name: "夏沃蕾",
    english_name: "Chevreuse",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::FONTAINE,
    since: V4_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13131,
            name: "Line Bayonet Thrust EX",
            chinese_name: "线列枪刺·改",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13132,
            name: "Short-Range Rapid Interdiction Fire",
            chinese_name: "近迫式急促拦射",
            text: "Then, if you hold an Overcharged Ball, discards one and heals your most injured character for 1 HP.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 2), Op::Custom(interdiction_fire)],
        },
        SkillDef {
            id: 13133,
            name: "Ring of Bursting Grenades",
            chinese_name: "圆阵掷弹爆轰术",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::OpponentCombat(&SECONDARY_EXPLOSIVE_SHELLS),
            ],
        },
    ],
    passives: &[&VERTICAL_FORCE_COORDINATION],
};

/// Short-Range Rapid Interdiction Fire, after its damage: discard an Overcharged Ball (which
/// strikes as it is discarded) and heal the most injured character.
fn interdiction_fire(g: &mut Gitcg, cx: &mut Cx) {
    if g.discard_copies(cx.seat, &OVERCHARGED_BALL, 1) == 1 {
        if let Some(s) = most_injured(g, cx.seat) {
            g.heal(cx.seat, s, 1, cx.origin());
        }
    }
}

/// Whether `t` is damage an Overloaded dealt to an opposing character.
fn overloaded_foe(me: Loc, t: &Trig<'_>) -> bool {
    matches!(t, Trig::Dealt(d) if d.to != me.seat && d.reaction == Some(Reaction::Overloaded))
}

/// 纵阵武力统筹 Vertical Force Coordination (passive, 113135): after an opposing character takes
/// Overloaded damage, puts an Overcharged Ball into your hand, once per round.
pub static VERTICAL_FORCE_COORDINATION: EntityDef = EntityDef {
    text: "After an opposing character takes Overloaded damage: puts an Overcharged Ball into your hand (once per round).",
    id: 113135,
    name: "Vertical Force Coordination",
    chinese_name: "纵阵武力统筹",
    kind: EntityKind::Status,
    per_round: true,
    listens: trig::DEALT,
    hook: Some(vertical_force),
    ..EntityDef::BLANK
};

fn vertical_force(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if overloaded_foe(me, t) && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.create_card(me.seat, &OVERCHARGED_BALL, true);
    }
}

/// 超量装药弹头 Overcharged Ball (113131): a combat action dealing 1 Pyro damage; discarded by an
/// effect, it deals the same damage.
pub static OVERCHARGED_BALL: CardDef = CardDef {
    text:
        "When an effect discards this card: deals 1 Pyro damage to the opposing active character.",
    id: 113131,
    share_id: 0,
    name: "超量装药弹头",
    english_name: "Overcharged Ball",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Pyro, 2, 0),
    combat_action: true,
    ops: &[Op::Damage(PYRO, 1)],
    on_discard: &[Op::Damage(PYRO, 1)],
    ..CardDef::BLANK
};

/// 二重毁伤弹 Secondary Explosive Shells (113132): on the opposing side; after that side switches,
/// 1 Pyro damage to the character switched to; 2 usages. Chevreuse's side deals it.
pub static SECONDARY_EXPLOSIVE_SHELLS: EntityDef = EntityDef {
    text: "After this side switches its active character: deals 1 Pyro damage to the character switched to.",
    id: 113132,
    name: "Secondary Explosive Shells",
    chinese_name: "二重毁伤弹",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::SWITCHED,
    hook: Some(explosive_shells),
    ..EntityDef::BLANK
};

fn explosive_shells(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = *t else {
        return;
    };
    let serial = g.ent(me).serial;
    let mut cx = Cx {
        entity: Some(&SECONDARY_EXPLOSIVE_SHELLS),
        opponent_target: Some(to),
        ..Cx::side(me.seat.other())
    };
    g.run_op(Op::Damage(PYRO, 1), &mut cx);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// 尖兵协同战法（生效中） Vanguard's Coordinated Tactics (In Effect) (113134): your next 2 Pyro or
/// Electro damage (a swirl's included) +1.
pub static TACTICS_IN_EFFECT: EntityDef = EntityDef {
    text: "Your Pyro or Electro damage (Swirl's included) +1.",
    id: 113134,
    name: "Vanguard's Coordinated Tactics (In Effect)",
    chinese_name: "尖兵协同战法（生效中）",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::BONUS_OUT,
    hook: Some(tactics_bonus),
    ..EntityDef::BLANK
};

fn tactics_bonus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        let hot = matches!(
            d.ty,
            DamageType::Elemental(Element::Pyro | Element::Electro)
        );
        if hot && d.to != me.seat {
            d.amount += 1;
            g.spend(me);
        }
    }
}

/// The equipped Vanguard's Coordinated Tactics (213131): after an opposing character takes
/// Overloaded damage, your next 2 Pyro or Electro damage +1.
pub static VANGUARDS_COORDINATED_TACTICS_EQUIP: EntityDef = EntityDef {
    text: "After an opposing character takes Overloaded damage: your next 2 Pyro or Electro damage (Swirl's included) +1.",
    id: 213131,
    name: "Vanguard's Coordinated Tactics",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::DEALT,
    hook: Some(tactics),
    ..EntityDef::BLANK
};

fn tactics(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if overloaded_foe(me, t) {
        g.add_entity(me.seat, LocZone::Combat, &TACTICS_IN_EFFECT);
    }
}

/// 尖兵协同战法 Vanguard's Coordinated Tactics (talent, 213131): playable only when the party is
/// Pyro and Electro characters, both present, and no other element.
pub static VANGUARDS_COORDINATED_TACTICS: CardDef = CardDef {
    text: "Playable only when your party holds Pyro and Electro characters and no other element.",
    id: 213131,
    since: V4_8,
    share_id: 398,
    name: "尖兵协同战法",
    english_name: "Vanguard's Coordinated Tactics",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(1313),
    entity: Some(&VANGUARDS_COORDINATED_TACTICS_EQUIP),
    condition: Some(|g, seat, _| {
        let party = g.player(seat).chars.iter().map(|c| c.def.element);
        let (mut pyro, mut electro, mut other) = (false, false, false);
        for e in party {
            match e {
                Element::Pyro => pyro = true,
                Element::Electro => electro = true,
                _ => other = true,
            }
        }
        (!(pyro && electro) || other)
            .then_some("the party must be Pyro and Electro characters only")
    }),
    ..CardDef::BLANK
};
