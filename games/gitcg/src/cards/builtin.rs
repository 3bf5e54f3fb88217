//! Entities the rules themselves create: reaction products, the satiated status, and the
//! keyword statuses several cards create: Bond of Life (`bond_of_life.rs`), Efficient Switch.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    trig, Bonus, DamageFilter, Discount, DiscountDice, Discounted, EntityDef, EntityKind, Op, Trig,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Every entity the rules create.
pub static ALL: &[&EntityDef] = &[
    &FROZEN,
    &CRYSTALLIZE,
    &BURNING_FLAME,
    &DENDRO_CORE,
    &CATALYZING_FIELD,
    &SATIATED,
    &BOND_OF_LIFE,
    &EFFICIENT_SWITCH,
];

/// 冻结: cannot use skills until the end of the round; Pyro or Physical damage gets +2 and
/// removes it.
pub static FROZEN: EntityDef = EntityDef {
    text:
        "Physical or Pyro damage taken by the character is increased by 2 and removes this status.",
    id: 106,
    name: "Frozen",
    chinese_name: "冻结",
    kind: EntityKind::Status,
    blocks_skills: true,
    round_only: true,
    listens: trig::BONUS_IN,
    hook: Some(frozen_hook),
    ..EntityDef::BLANK
};

fn frozen_hook(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let LocZone::Char(owner) = me.zone else {
        return;
    };
    let shatters = matches!(
        d.ty,
        DamageType::Physical | DamageType::Elemental(Element::Pyro)
    );
    if d.target == owner && shatters {
        d.amount += 2;
        g.discard(me);
    }
}

/// 结晶: a 1-point shield for the active character, stacking to 2.
pub static CRYSTALLIZE: EntityDef = EntityDef {
    id: 111,
    name: "Crystallize",
    chinese_name: "结晶",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 燃烧烈焰: end phase, 1 Pyro damage; 1 usage, stacking to 2.
pub static BURNING_FLAME: EntityDef = EntityDef {
    id: 115,
    name: "Burning Flame",
    chinese_name: "燃烧烈焰",
    kind: EntityKind::Summon,
    usage: 1,
    usage_cap: 2,
    end_phase: &[Op::Damage(DamageType::Elemental(Element::Pyro), 1)],
    ..EntityDef::BLANK
};

/// 草原核: +2 to the next Pyro or Electro damage to the opposing active character.
pub static DENDRO_CORE: EntityDef = EntityDef {
    id: 116,
    name: "Dendro Core",
    chinese_name: "草原核",
    kind: EntityKind::Combat,
    usage: 1,
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::EitherToActive(Element::Pyro, Element::Electro),
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// 激化领域: +1 to Electro or Dendro damage to the opposing active character; 2 usages.
pub static CATALYZING_FIELD: EntityDef = EntityDef {
    id: 117,
    name: "Catalyzing Field",
    chinese_name: "激化领域",
    kind: EntityKind::Combat,
    usage: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::EitherToActive(Element::Electro, Element::Dendro),
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// 饱腹: this character cannot eat more food this round.
pub static SATIATED: EntityDef = EntityDef {
    text: "The character cannot eat more food this round.",
    id: 303300,
    name: "Satiated",
    chinese_name: "饱腹",
    kind: EntityKind::Status,
    round_only: true,
    ..EntityDef::BLANK
};

/// 生命之契 Bond of Life (status, 122): when the character is healed, each usage cancels 1
/// point of that healing; usages stack without limit.
pub static BOND_OF_LIFE: EntityDef = EntityDef {
    id: 122,
    name: "Bond of Life",
    chinese_name: "生命之契",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: u8::MAX,
    text: "When the character is healed: each usage is spent to cancel 1 point of that healing (revivals are not cancelled).",
    ..EntityDef::BLANK
};

/// 高效切换 Efficient Switch (combat status, 169): the side's next switch costs 1 die less;
/// layers (its usages) stack without limit, one spent by each switch it lowers (Lan Yan's
/// Swallow-Wisp Pinion Dance gives it).
pub static EFFICIENT_SWITCH: EntityDef = EntityDef {
    id: 169,
    name: "Efficient Switch",
    chinese_name: "高效切换",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: u8::MAX,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
