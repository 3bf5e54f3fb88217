//! Technique cards (特技, vehicles): equipment of the Technique slot whose technique its wearer
//! uses as a combat action while active (`technique.rs`); each use spends one of its usages.
//!
//! The later ones have a file each: `waverider`, `tatankasaurus`, `rawr_rawr`.

use tavern_protocol::gitcg::DamageType;

use super::common::{equipment, newest, owner};
use crate::defs::{
    answers, trig, CardDef, Cost, Cx, Direction, EntityDef, EntityKind, EquipSlot, Op, Paying,
    Query, SkillDef, SkillKind, Trig, Who,
};
use crate::pick::CardPool;
use crate::state::{Loc, LocZone};
use crate::version::{V5_0, V5_1, V5_2, V5_3};
use crate::Gitcg;

mod rawr_rawr;
mod tatankasaurus;
mod waverider;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &XENOCHROMATIC_HUNTERS_RAY,
    &YUMKASAURUS,
    &KOHOLASAURUS,
    &TEPETLISAURUS,
    &QUCUSAURUS,
    &IKTOMISAURUS,
    &waverider::WAVERIDER,
    &tatankasaurus::TATANKASAURUS,
    &rawr_rawr::RAWR_RAWR,
];

/// Entities of this family that only a hook or a custom op creates.
pub static MADE_BY_HOOKS: &[&EntityDef] = &[
    &DIGGING_DOWN_TO_PAYDIRT,
    &TARGET,
    &rawr_rawr::SAURIAN_BUDDY_CHEERS,
    &rawr_rawr::YIKES,
];

/// Technique equipment with two usages.
const fn vehicle(id: u32, name: &'static str, technique: &'static SkillDef) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Technique),
        usage: 2,
        technique: Some(technique),
        ..EntityDef::BLANK
    }
}

/// A Technique card costing `same` dice of one element.
const fn vehicle_card(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    same: u8,
    entity: &'static EntityDef,
) -> CardDef {
    equipment(
        id,
        share_id,
        name,
        english_name,
        EquipSlot::Technique,
        Cost::same(same),
        entity,
    )
}

// ---------------------------------------------------------------- Xenochromatic Hunter's Ray

/// 原海水刃 Fontemer Water Blades (3130011): 2 Physical damage.
pub static FONTEMER_WATER_BLADES: SkillDef = SkillDef {
    id: 3130011,
    name: "Fontemer Water Blades",
    chinese_name: "原海水刃",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::any(2),
    ops: &[Op::Damage(DamageType::Physical, 2)],
};

/// The equipped Xenochromatic Hunter's Ray: its technique is Fontemer Water Blades.
pub static XENOCHROMATIC_HUNTERS_RAY_EQUIP: EntityDef =
    vehicle(313001, "Xenochromatic Hunter's Ray", &FONTEMER_WATER_BLADES);
/// 异色猎刀鳐 Xenochromatic Hunter's Ray (free).
pub static XENOCHROMATIC_HUNTERS_RAY: CardDef = CardDef {
    since: V5_0,
    cost: Cost::FREE,
    ..vehicle_card(
        313001,
        413,
        "异色猎刀鳐",
        "Xenochromatic Hunter's Ray",
        0,
        &XENOCHROMATIC_HUNTERS_RAY_EQUIP,
    )
};

// ---------------------------------------------------------------- Yumkasaurus

/// 钩物巧技 Artful Grapple (3130021): 1 Physical damage, and the card of the highest original
/// cost in the opponent's hand (at random among equals) is stolen into the wearer's hand,
/// shown to both sides. It costs 1 die less while its side holds at most 2 cards.
pub static ARTFUL_GRAPPLE: SkillDef = SkillDef {
    id: 3130021,
    name: "Artful Grapple",
    chinese_name: "钩物巧技",
    text: "Steal the card of the highest original cost from your opponent's hand.",
    kind: SkillKind::Elemental,
    cost: Cost::same(2),
    ops: &[
        Op::Damage(DamageType::Physical, 1),
        Op::Custom(steal_costliest),
    ],
};

fn steal_costliest(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let hand = &g.player(foe).hand;
    let Some(top) = hand.iter().map(|c| c.cost.dice()).max() else {
        return;
    };
    let ties = hand.iter().filter(|c| c.cost.dice() == top).count() as u32;
    let pick = if ties > 1 { g.rng.below(ties) } else { 0 } as usize;
    let Some(idx) = g
        .player(foe)
        .hand
        .iter()
        .enumerate()
        .filter(|(_, c)| c.cost.dice() == top)
        .nth(pick)
        .map(|(i, _)| i)
    else {
        return;
    };
    let card = g.player_mut(foe).hand.remove(idx);
    g.create_card(cx.seat, card, true);
}

/// The equipped Yumkasaurus: its technique is Artful Grapple, 1 die cheaper while its side
/// holds at most 2 cards.
pub static YUMKASAURUS_EQUIP: EntityDef = EntityDef {
    answers: answers::TECHNIQUE_COST,
    query: Some(|g, me, q| {
        if let Query::Cost {
            of: Paying::Technique { slot },
            cost,
            ..
        } = q
        {
            if owner(me) == Some(*slot) && g.player(me.seat).hand.len() <= 2 {
                cost.reduce(1);
            }
        }
    }),
    text: "While you hold at most 2 cards, Artful Grapple costs 1 die less.",
    ..vehicle(313002, "Yumkasaurus", &ARTFUL_GRAPPLE)
};
/// 匿叶龙 Yumkasaurus.
pub static YUMKASAURUS: CardDef =
    vehicle_card(313002, 414, "匿叶龙", "Yumkasaurus", 1, &YUMKASAURUS_EQUIP).arrived(V5_0);

// ---------------------------------------------------------------- Koholasaurus

/// 游隙灵道 Spiritway (3130031): your oldest summon's End Phase effect happens now (its effect
/// and the usage it spends); once a round, and only with a summon in play.
pub static SPIRITWAY: SkillDef = SkillDef {
    id: 3130031,
    name: "Spiritway",
    chinese_name: "游隙灵道",
    text: "Your summon that entered play first takes its End Phase effect now (once per round).",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[Op::Custom(spiritway)],
};

fn spiritway(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = cx.character else { return };
    if let Some(me) = newest(g, cx.seat, LocZone::Char(slot), &KOHOLASAURUS_EQUIP) {
        g.ent_mut(me).var = 1;
    }
    let oldest = g
        .zone(cx.seat, LocZone::Summon)
        .iter()
        .find(|e| !e.dead)
        .map(|e| e.serial);
    if let Some(serial) = oldest {
        g.end_phase_effect(cx.seat, LocZone::Summon, serial);
    }
}

/// The equipped Koholasaurus (`var`: Spiritway used this round): its technique is Spiritway,
/// refused once used this round or without a summon.
pub static KOHOLASAURUS_EQUIP: EntityDef = EntityDef {
    per_round: true,
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        if let Query::SkillRefused { skill, refused } = q {
            let summons = g.zone(me.seat, LocZone::Summon).iter().any(|e| !e.dead);
            if *skill == SPIRITWAY.id && (g.ent(me).var > 0 || !summons) {
                **refused = true;
            }
        }
    }),
    ..vehicle(313003, "Koholasaurus", &SPIRITWAY)
};
/// 鳍游龙 Koholasaurus.
pub static KOHOLASAURUS: CardDef = vehicle_card(
    313003,
    415,
    "鳍游龙",
    "Koholasaurus",
    2,
    &KOHOLASAURUS_EQUIP,
)
.arrived(V5_0);

// ---------------------------------------------------------------- Tepetlisaurus

/// 掘进的收获 Digging Down to Paydirt (301301): a 2-point shield on the character.
pub static DIGGING_DOWN_TO_PAYDIRT: EntityDef = EntityDef {
    id: 301301,
    name: "Digging Down to Paydirt",
    chinese_name: "掘进的收获",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 掘进突击 Burrowing Assault (3130041): draw 2 cards; then, if the hand holds a card whose
/// name is not in the starting deck, the wearer gets Digging Down to Paydirt.
pub static BURROWING_ASSAULT: SkillDef = SkillDef {
    id: 3130041,
    name: "Burrowing Assault",
    chinese_name: "掘进突击",
    text: "Then, if your hand holds a card whose name is not in your starting deck, the character gets Digging Down to Paydirt.",
    kind: SkillKind::Elemental,
    cost: Cost::any(2),
    ops: &[Op::Draw(2), Op::Custom(paydirt)],
};

fn paydirt(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    if p.hand.iter().any(|c| g.outside_starting_deck(cx.seat, c)) {
        g.run_op(Op::Status(Who::This, &DIGGING_DOWN_TO_PAYDIRT), cx);
    }
}

/// The equipped Tepetlisaurus: its technique is Burrowing Assault.
pub static TEPETLISAURUS_EQUIP: EntityDef = vehicle(313004, "Tepetlisaurus", &BURROWING_ASSAULT);
/// 嵴锋龙 Tepetlisaurus.
pub static TEPETLISAURUS: CardDef = vehicle_card(
    313004,
    428,
    "嵴锋龙",
    "Tepetlisaurus",
    2,
    &TEPETLISAURUS_EQUIP,
)
.arrived(V5_1);

// ---------------------------------------------------------------- Qucusaurus

/// 目标 Target (301302), on an opposing character: when the character wearing Qucusaurus
/// switches in, it loses a layer.
pub static TARGET: EntityDef = EntityDef {
    id: 301302,
    name: "Target",
    chinese_name: "目标",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::FOE_SWITCHED,
    hook: Some(|g, me, t| {
        let Trig::Switched { to, .. } = t else { return };
        if g.character(me.seat.other(), *to).has(&QUCUSAURUS_EQUIP) {
            g.spend(me);
        }
    }),
    text: "When an opposing character wearing Qucusaurus switches in: spend 1 usage.",
    ..EntityDef::BLANK
};

/// Target on the opposing active character.
fn target_foe(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let active = g.player(foe).active;
    g.add_entity(foe, LocZone::Char(active), &TARGET);
}

/// 迅疾滑翔 Swift Glide (3130063): switch to your next character, and Target on the opposing
/// active character.
pub static SWIFT_GLIDE: SkillDef = SkillDef {
    id: 3130063,
    name: "Swift Glide",
    chinese_name: "迅疾滑翔",
    text: "The opposing active character gets Target.",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[Op::SwitchOwn(Direction::Next), Op::Custom(target_foe)],
};

/// Whether switching to the Qucusaurus at `me` is one it speeds up: the opposing active
/// character has Target and its side holds a card to discard.
fn glide_ready(g: &Gitcg, me: Loc, to: u8) -> bool {
    let foe = g.player(me.seat.other());
    owner(me) == Some(to) && foe.active_char().has(&TARGET) && !g.player(me.seat).hand.is_empty()
}

/// The equipped Qucusaurus (`var` counts the answers its pending switch gave): a switch to its
/// wearer while the opposing active character has Target is fast and 1 die cheaper; once made,
/// the costliest card of the hand is discarded and every Target leaves.
pub static QUCUSAURUS_EQUIP: EntityDef = EntityDef {
    per_round: true,
    answers: answers::FAST_SWITCH | answers::SWITCH_COST,
    query: Some(|g, me, q| match q {
        Query::FastSwitch { to, fast, used } if glide_ready(g, me, *to) && !**fast => {
            **fast = true;
            **used = true;
        }
        Query::Cost {
            of: Paying::Switch { to },
            cost,
            used,
        } if glide_ready(g, me, *to) => {
            let before = cost.dice();
            cost.reduce(1);
            **used |= cost.dice() < before;
        }
        _ => {}
    }),
    listens: trig::SWITCHED,
    hook: Some(qucusaurus_switched),
    text: "When the character switches in while the opposing active character has Target: if you hold a card, discard the one of the highest original cost; then the switch is a Fast Action, costs 1 die less, and every Target leaves the opposing characters.",
    ..vehicle(313006, "Qucusaurus", &SWIFT_GLIDE)
};

fn qucusaurus_switched(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = t else { return };
    if owner(me) != Some(*to) || g.ent(me).var == 0 {
        return;
    }
    g.ent_mut(me).var = 0;
    g.discard_costliest(me.seat);
    let foe = me.seat.other();
    for slot in 0..3u8 {
        let zone = LocZone::Char(slot);
        while let Some(i) = g
            .zone(foe, zone)
            .iter()
            .position(|e| !e.dead && e.def == &TARGET)
        {
            g.discard(Loc {
                seat: foe,
                zone,
                idx: i as u8,
            });
        }
    }
}

/// 绒翼龙 Qucusaurus: when equipped, Target on the opposing active character.
pub static QUCUSAURUS: CardDef = CardDef {
    since: V5_3,
    ops: &[Op::Custom(target_foe)],
    text: "When equipped, the opposing active character gets Target.",
    ..vehicle_card(313006, 449, "绒翼龙", "Qucusaurus", 1, &QUCUSAURUS_EQUIP)
};

// ---------------------------------------------------------------- Iktomisaurus

/// 灵性援护 Spiritual Support (3130051): a pick of 1 of 3 cards into the hand, one random
/// Location, one random Item and one random Food (`pick.rs`), and 1 HP for the wearer.
pub static SPIRITUAL_SUPPORT: SkillDef = SkillDef {
    id: 3130051,
    name: "Spiritual Support",
    chinese_name: "灵性援护",
    text:
        "Pick 1 of 3 cards into your hand: a random Location, a random Item and a random Food card.",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[
        Op::Custom(|g, cx| {
            let pools = CardPool::Location.bit() | CardPool::Item.bit() | CardPool::Food.bit();
            g.offer_one_card_of_each(cx.seat, pools);
        }),
        Op::Heal(Who::This, 1),
    ],
};

/// The equipped Iktomisaurus: its technique is Spiritual Support.
pub static IKTOMISAURUS_EQUIP: EntityDef = vehicle(313005, "Iktomisaurus", &SPIRITUAL_SUPPORT);
/// 暝视龙 Iktomisaurus.
pub static IKTOMISAURUS: CardDef = vehicle_card(
    313005,
    440,
    "暝视龙",
    "Iktomisaurus",
    2,
    &IKTOMISAURUS_EQUIP,
)
.arrived(V5_2);
