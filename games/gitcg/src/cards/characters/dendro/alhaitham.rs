//! 艾尔海森 Alhaitham (Dendro, sword) and what comes with the character: Chisel-Light Mirror,
//! and the talent card Structuration.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, find, owner, user, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ALHAITHAM,
    talent: &STRUCTURATION,
    created: &[],
    made_by_hooks: &[],
};

/// 艾尔海森 Alhaitham (1706).
pub static ALHAITHAM: CharacterDef = CharacterDef {
    id: 1706,
    share_id: 284,
    name: "艾尔海森",
    english_name: "Alhaitham",
    element: Element::Dendro,
    weapon: Weapon::Sword,
    nations: nation::SUMERU,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17061,
            name: "Abductive Reasoning",
            chinese_name: "溯因反绎法",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 17062,
            name: "Universality: An Elaboration on Form",
            chinese_name: "共相·理式摹写",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Damage(DENDRO, 2),
                Op::Status(Who::This, &CHISEL_LIGHT_MIRROR),
            ],
        },
        SkillDef {
            id: FETTERS_OF_PHENOMENA,
            name: "Particular Field: Fetters of Phenomena",
            chinese_name: "殊境·显象缚结",
            text: "Removes this character's Chisel-Light Mirror and deals 4 Dendro damage, +1 per round the Mirror had left; then attaches a Chisel-Light Mirror lasting 3, 2 or 1 rounds when the removed one had 0, 1 or 2 left. With Structuration equipped, when the removed Mirror had at least 1 round left: the new one lasts 3 rounds and you draw 1 card.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Custom(fetters_of_phenomena)],
        },
    ],
    passives: &[],
};

/// Alhaitham's burst, which his talent card uses.
const FETTERS_OF_PHENOMENA: u32 = 17063;
/// The most rounds a Chisel-Light Mirror lasts.
const MOST_ROUNDS: u8 = 3;

/// Takes the user's Mirror for 4 Dendro damage plus its rounds left, then attaches a new one.
fn fetters_of_phenomena(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let zone = LocZone::Char(slot);
    let taken = match find(g, cx.seat, zone, &CHISEL_LIGHT_MIRROR) {
        Some(at) => {
            let rounds = g.ent(at).duration;
            g.discard(at);
            rounds
        }
        None => 0,
    };
    g.run_op(Op::Damage(DENDRO, 4 + taken), cx);
    let structured = taken >= 1 && g.character(cx.seat, slot).has(&STRUCTURATION_EQUIP);
    let rounds = if structured {
        MOST_ROUNDS
    } else {
        MOST_ROUNDS.saturating_sub(taken)
    };
    if rounds > 0 {
        if let Some(at) = g.add_entity(cx.seat, zone, &CHISEL_LIGHT_MIRROR) {
            g.ent_mut(at).duration = rounds;
        }
    }
    if structured {
        g.run_op(Op::Draw(1), cx);
    }
}

/// Bit of [`crate::state::Ent::mark`]: the Normal Attack under way is a Charged Attack.
const CHARGED: u8 = 1;

/// 琢光镜 Chisel-Light Mirror (117061): the character's Physical damage becomes Dendro; after its
/// Normal Attack, 1 Dendro damage, and a Charged Attack makes it last 1 round more (at most 3);
/// lasts 2 rounds, stacking up to 3.
pub static CHISEL_LIGHT_MIRROR: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack: deal 1 Dendro damage; if it was a Charged Attack, this lasts 1 more round (at most 3).",
    id: 117061,
    name: "Chisel-Light Mirror",
    chinese_name: "琢光镜",
    kind: EntityKind::Status,
    duration: 2,
    duration_cap: MOST_ROUNDS,
    infusion: Some(Element::Dendro),
    listens: trig::INFUSE | trig::AFTER_SKILL,
    hook: Some(mirror),
    ..EntityDef::BLANK
};

fn mirror(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let holder = owner(me);
    match t {
        Trig::Damage(d) if d.by == holder && d.charged => g.mark(me, CHARGED),
        Trig::AfterSkill {
            character, kind, ..
        } if Some(*character) == holder && *kind == SkillKind::Normal => {
            let charged = g.ent(me).mark & CHARGED != 0;
            let Some(me) = deal_as(g, me, DENDRO, 1) else {
                return;
            };
            if charged && !g.ent(me).dead {
                let e = g.ent_mut(me);
                e.duration = (e.duration + 1).min(MOST_ROUNDS);
            }
        }
        _ => {}
    }
}

/// The equipped Structuration (217061): read by Fetters of Phenomena.
pub static STRUCTURATION_EQUIP: EntityDef = EntityDef {
    text: "When the character uses Particular Field: Fetters of Phenomena and removes a Chisel-Light Mirror with at least 1 round left: the new Mirror lasts 3 rounds, and you draw 1 card.",
    id: 217061,
    name: "Structuration",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 正理 Structuration (talent, 217061): Alhaitham uses Particular Field: Fetters of Phenomena.
pub static STRUCTURATION: CardDef = CardDef {
    id: 217061,
    since: V4_3,
    share_id: 293,
    name: "正理",
    english_name: "Structuration",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1706),
    talent_skill: Some(FETTERS_OF_PHENOMENA),
    entity: Some(&STRUCTURATION_EQUIP),
    ..CardDef::BLANK
};
