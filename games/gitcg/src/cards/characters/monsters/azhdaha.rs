//! 若陀龙王 Azhdaha (Geo, no weapon) and what comes with the character: its four absorbed forms
//! (Cryo, Hydro, Pyro, Electro), Stone Facets: Elemental Absorption and Elemental
//! Crystallization, and the talent card Lunar Cycles Unending.
//!
//! Absorbing an element (汲取对应元素的力量) turns Azhdaha into that element's form, which adds
//! one elemental skill; it holds one element at a time, and Elemental Absorption counts the
//! kinds it has held.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{owner, user, CharacterCards, CRYO, ELECTRO, GEO, HYDRO, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, Op, SkillDef,
    SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &AZHDAHA,
    talent: &LUNAR_CYCLES_UNENDING,
    created: &[],
    made_by_hooks: &[],
};

/// 碎岩冲撞 Sundering Charge (26021).
const SUNDERING_CHARGE: SkillDef = SkillDef {
    id: 26021,
    name: "Sundering Charge",
    chinese_name: "碎岩冲撞",
    text: "",
    kind: SkillKind::Normal,
    cost: Cost::elem(Element::Geo, 1, 2),
    ops: &[Op::Damage(DamageType::Physical, 2)],
};

/// 磅礴之气 Aura of Majesty (26022).
const AURA_OF_MAJESTY: SkillDef = SkillDef {
    id: 26022,
    name: "Aura of Majesty",
    chinese_name: "磅礴之气",
    text: "Deals 3 Geo damage; if it Crystallizes, Azhdaha absorbs that element. If Azhdaha absorbed no element, it gets Stone Facets: Elemental Crystallization.",
    kind: SkillKind::Elemental,
    cost: Cost::elem(Element::Geo, 3, 0),
    ops: &[Op::Custom(aura_of_majesty)],
};

/// 山崩毁阵 Decimating Rockfall (26024).
const DECIMATING_ROCKFALL: SkillDef = SkillDef {
    id: 26024,
    name: "Decimating Rockfall",
    chinese_name: "山崩毁阵",
    text: "Deals 4 Geo damage, +1 for each kind of element Azhdaha has absorbed.",
    kind: SkillKind::Burst,
    cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
    ops: &[Op::Custom(decimating_rockfall)],
};

/// The skill an absorbed element adds: 3 damage of it, and Azhdaha gets Stone Facets:
/// Elemental Crystallization.
const fn absorbed_skill(
    id: u32,
    name: &'static str,
    chinese_name: &'static str,
    element: Element,
    ops: &'static [Op],
) -> SkillDef {
    SkillDef {
        id,
        name,
        chinese_name,
        text: "",
        kind: SkillKind::Elemental,
        cost: Cost::elem(element, 3, 0),
        ops,
    }
}

/// What an absorbed element's skill does, by element.
static FROSTSPIKE: [Op; 2] = [Op::Damage(CRYO, 3), Op::Status(Who::This, &CRYSTALLIZATION)];
static TORRENTIAL: [Op; 2] = [
    Op::Damage(HYDRO, 3),
    Op::Status(Who::This, &CRYSTALLIZATION),
];
static BLAZING: [Op; 2] = [Op::Damage(PYRO, 3), Op::Status(Who::This, &CRYSTALLIZATION)];
static THUNDERSTORM: [Op; 2] = [
    Op::Damage(ELECTRO, 3),
    Op::Status(Who::This, &CRYSTALLIZATION),
];

/// Every form's passive skill: the card's.
static PASSIVES: [&EntityDef; 1] = [&ABSORPTION];

/// One of Azhdaha's cards: its own or an absorbed form, with the skill that form adds.
const fn azhdaha(id: u32, share_id: u16, skills: &'static [SkillDef]) -> CharacterDef {
    CharacterDef {
        id,
        share_id,
        name: "若陀龙王",
        english_name: "Azhdaha",
        element: Element::Geo,
        weapon: Weapon::None,
        nations: nation::MONSTER,
        since: V4_3,
        hp: Versioned::same(10),
        max_energy: 2,
        skills,
        passives: &PASSIVES,
    }
}

/// 若陀龙王 Azhdaha (2602).
pub static AZHDAHA: CharacterDef = azhdaha(
    2602,
    278,
    &[SUNDERING_CHARGE, AURA_OF_MAJESTY, DECIMATING_ROCKFALL],
);

/// Azhdaha with Cryo absorbed (6601): Frostspike Wave.
pub static AZHDAHA_CRYO: CharacterDef = azhdaha(
    6601,
    0,
    &[
        SUNDERING_CHARGE,
        AURA_OF_MAJESTY,
        absorbed_skill(
            66013,
            "Frostspike Wave",
            "霜刺破袭",
            Element::Cryo,
            &FROSTSPIKE,
        ),
        DECIMATING_ROCKFALL,
    ],
);

/// Azhdaha with Hydro absorbed (6602): Torrential Rebuke.
pub static AZHDAHA_HYDRO: CharacterDef = azhdaha(
    6602,
    0,
    &[
        SUNDERING_CHARGE,
        AURA_OF_MAJESTY,
        absorbed_skill(
            66023,
            "Torrential Rebuke",
            "洪流重斥",
            Element::Hydro,
            &TORRENTIAL,
        ),
        DECIMATING_ROCKFALL,
    ],
);

/// Azhdaha with Pyro absorbed (6603): Blazing Rebuke.
pub static AZHDAHA_PYRO: CharacterDef = azhdaha(
    6603,
    0,
    &[
        SUNDERING_CHARGE,
        AURA_OF_MAJESTY,
        absorbed_skill(66033, "Blazing Rebuke", "炽焰重斥", Element::Pyro, &BLAZING),
        DECIMATING_ROCKFALL,
    ],
);

/// Azhdaha with Electro absorbed (6604): Thunderstorm Wave.
pub static AZHDAHA_ELECTRO: CharacterDef = azhdaha(
    6604,
    0,
    &[
        SUNDERING_CHARGE,
        AURA_OF_MAJESTY,
        absorbed_skill(
            66043,
            "Thunderstorm Wave",
            "霆雷破袭",
            Element::Electro,
            &THUNDERSTORM,
        ),
        DECIMATING_ROCKFALL,
    ],
);

/// The absorbed forms, by the element absorbed.
pub static FORMS: [(Element, &CharacterDef); 4] = [
    (Element::Cryo, &AZHDAHA_CRYO),
    (Element::Hydro, &AZHDAHA_HYDRO),
    (Element::Pyro, &AZHDAHA_PYRO),
    (Element::Electro, &AZHDAHA_ELECTRO),
];

/// The element the character in `slot` of `seat` holds now, if it is an absorbed form.
fn absorbed(g: &Gitcg, seat: Seat, slot: u8) -> Option<Element> {
    let def = g.character(seat, slot).def;
    FORMS.iter().find(|(_, f)| *f == def).map(|(e, _)| *e)
}

/// Where the character's Elemental Absorption is, if it has it.
fn absorption(g: &Gitcg, seat: Seat, slot: u8) -> Option<Loc> {
    let zone = LocZone::Char(slot);
    g.zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == &ABSORPTION)
        .map(|i| Loc {
            seat,
            zone,
            idx: i as u8,
        })
}

/// Azhdaha absorbs `element` (Cryo, Hydro, Pyro or Electro): it takes that element's form,
/// Elemental Absorption notes the kind, and a die of the element is created. Returns whether it
/// absorbed anything (holding the element already absorbs nothing).
fn absorb(g: &mut Gitcg, seat: Seat, slot: u8, element: Element) -> bool {
    let Some(&(_, form)) = FORMS.iter().find(|(e, _)| *e == element) else {
        return false;
    };
    if absorbed(g, seat, slot) == Some(element) || !g.character(seat, slot).standing() {
        return false;
    }
    g.take_form(seat, slot, form);
    if let Some(at) = absorption(g, seat, slot) {
        let e = g.ent_mut(at);
        e.var |= 1 << element as u8;
        e.stock = e.var.count_ones() as u8;
    }
    g.player_mut(seat).gain_dice(element.die() as usize, 1);
    true
}

/// Aura of Majesty: 3 Geo damage; a Crystallize it sets off makes Azhdaha absorb the element
/// crystallized; when it absorbed nothing, it gets Elemental Crystallization.
fn aura_of_majesty(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    let c = g.character(foe, target);
    // Geo crystallizes the first of these the target holds (the reaction table's order).
    let crystallized = [
        Element::Cryo,
        Element::Hydro,
        Element::Pyro,
        Element::Electro,
    ]
    .into_iter()
    .find(|e| c.standing() && c.aura.has(*e));
    g.run_op(Op::Damage(GEO, 3), cx);
    let slot = user(g, cx);
    let took = crystallized.is_some_and(|e| absorb(g, cx.seat, slot, e));
    if !took {
        g.add_entity(cx.seat, LocZone::Char(slot), &CRYSTALLIZATION);
    }
}

/// Decimating Rockfall: 4 Geo damage, +1 for each kind of element absorbed.
fn decimating_rockfall(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let kinds = absorption(g, cx.seat, slot).map_or(0, |at| g.ent(at).stock);
    g.run_op(Op::Damage(GEO, 4 + kinds), cx);
}

/// 磐岩百相·元素汲取 Stone Facets: Elemental Absorption (passive, 126021): Azhdaha can absorb
/// Cryo, Hydro, Pyro or Electro, one at a time, gaining that element's skill; absorbing an
/// element other than the one it holds creates a die of it. Its counter is the number of kinds
/// absorbed so far (the kinds themselves are kept in `var`, one bit each).
pub static ABSORPTION: EntityDef = EntityDef {
    id: 126021,
    name: "Stone Facets: Elemental Absorption",
    chinese_name: "磐岩百相·元素汲取",
    kind: EntityKind::Status,
    stock: Some(0),
    text: "The character can absorb Cryo, Hydro, Pyro or Electro, one at a time, and then has Frostspike Wave, Torrential Rebuke, Blazing Rebuke or Thunderstorm Wave. After absorbing an element other than the one it holds: create 1 die of that element. Counts the kinds absorbed.",
    ..EntityDef::BLANK
};

/// 磐岩百相·元素凝晶 Stone Facets: Elemental Crystallization (126022): after the character
/// takes Cryo, Hydro, Pyro or Electro damage of an element it does not hold, this leaves and
/// the character absorbs that element.
pub static CRYSTALLIZATION: EntityDef = EntityDef {
    id: 126022,
    name: "Stone Facets: Elemental Crystallization",
    chinese_name: "磐岩百相·元素凝晶",
    kind: EntityKind::Status,
    listens: trig::DAMAGED,
    hook: Some(crystallization),
    text: "After the character takes Cryo, Hydro, Pyro or Electro damage of an element it does not hold: remove this, and the character absorbs that element.",
    ..EntityDef::BLANK
};

fn crystallization(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    let Some(slot) = owner(me) else { return };
    let Some(element) = d.ty.element() else {
        return;
    };
    if d.to != me.seat || d.target != slot || absorbed(g, me.seat, slot) == Some(element) {
        return;
    }
    if !FORMS.iter().any(|(e, _)| *e == element) || !g.character(me.seat, slot).standing() {
        return;
    }
    g.discard(me);
    absorb(g, me.seat, slot, element);
}

/// 晦朔千引 Lunar Cycles Unending (talent event, 226022): the active Azhdaha gets Elemental
/// Crystallization; then 1 die of each element among your characters is created.
pub static LUNAR_CYCLES_UNENDING: CardDef = CardDef {
    id: 226022,
    since: V4_3,
    share_id: 298,
    name: "晦朔千引",
    english_name: "Lunar Cycles Unending",
    kind: CardKind::Event,
    cost: Cost::same(2),
    combat_action: true,
    target: TargetRule::None,
    talent_of: Some(2602),
    ops: &[
        Op::Status(Who::Active, &CRYSTALLIZATION),
        Op::Custom(dice_of_every_element),
    ],
    condition: Some(|g, seat, _| {
        (g.player(seat).active_char().card.id != AZHDAHA.id)
            .then_some("the active character must be Azhdaha")
    }),
    text: "Creates 1 die of each element among your characters. Playable only while Azhdaha is your active character.",
    ..CardDef::BLANK
};

/// Creates 1 die of each element among the side's living characters.
fn dice_of_every_element(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    let mut elements: ArrayVec<Element, 3> = ArrayVec::new();
    for slot in p.living() {
        let e = p.chars[slot as usize].def.element;
        if !elements.contains(&e) {
            elements.push(e);
        }
    }
    for e in elements {
        g.player_mut(cx.seat).gain_dice(e.die() as usize, 1);
    }
}
