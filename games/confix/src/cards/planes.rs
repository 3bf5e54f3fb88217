//! The plane deck (位面卡): five stable planes, each with a rule, how long it lasts and an [X]
//! effect for the plane die, and four unstable planes, each with an effect that happens once as
//! it is entered, after which the planes shift again.

use tavern_protocol::confix::PlaneId;

use super::{Amount, Op, Who, EARTH_ELEMENTAL};

/// A rule a stable plane adds while it is in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaneRule {
    /// Spells deal this much more damage.
    SpellDamage(u8),
    /// The draw phase draws this many more cards.
    DrawExtra(u8),
    /// The attacker's combat total is this much higher.
    AttackBonus(u8),
    /// Creature cards cost this many `*` less.
    CreatureDiscount(u8),
    /// Elementalists cannot gain life.
    NoHealing,
}

/// How long a stable plane lasts (checked at the end of every turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lasts {
    /// While fewer than this many turns have ended since it came into force.
    Turns(u8),
    /// While every living elementalist has more than this much life.
    LifeAbove(i16),
    /// While the battlefield holds at most this many creatures.
    CreaturesAtMost(u8),
}

/// What a plane does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaneKind {
    /// Stays in force while its condition holds.
    Stable {
        /// Its rule.
        rule: PlaneRule,
        /// How long it lasts.
        lasts: Lasts,
        /// What a plane-die [X] does (for the seat that rolled).
        chaos: &'static [Op],
    },
    /// Happens once as it is entered (for the turn player), then the planes shift.
    Unstable {
        /// What happens.
        enter: &'static [Op],
    },
}

/// A plane card.
#[derive(Clone, Copy, Debug)]
pub struct PlaneDef {
    /// Its id.
    pub id: PlaneId,
    /// Its name in the rulebook's language.
    pub name: &'static str,
    /// Its English name.
    pub english_name: &'static str,
    /// What it does.
    pub kind: PlaneKind,
}

impl PartialEq for PlaneDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for PlaneDef {}

impl PlaneDef {
    /// Whether the plane is stable.
    pub const fn stable(&self) -> bool {
        matches!(self.kind, PlaneKind::Stable { .. })
    }

    /// Its rule, if stable.
    pub const fn rule(&self) -> Option<PlaneRule> {
        match self.kind {
            PlaneKind::Stable { rule, .. } => Some(rule),
            PlaneKind::Unstable { .. } => None,
        }
    }
}

/// Every plane.
pub static PLANES: &[PlaneDef] = &[
    PlaneDef {
        id: PlaneId(1),
        name: "熔岩平原",
        english_name: "Molten Plains",
        kind: PlaneKind::Stable {
            rule: PlaneRule::SpellDamage(1),
            lasts: Lasts::LifeAbove(3),
            chaos: &[Op::Damage(Who::EachEnemy, Amount::Fixed(1))],
        },
    },
    PlaneDef {
        id: PlaneId(2),
        name: "静谧深海",
        english_name: "Silent Deep",
        kind: PlaneKind::Stable {
            rule: PlaneRule::DrawExtra(1),
            lasts: Lasts::Turns(4),
            chaos: &[Op::Draw(Who::Me, 1)],
        },
    },
    PlaneDef {
        id: PlaneId(3),
        name: "风暴高原",
        english_name: "Storm Plateau",
        kind: PlaneKind::Stable {
            rule: PlaneRule::AttackBonus(2),
            lasts: Lasts::CreaturesAtMost(8),
            chaos: &[Op::Untap(Who::MyCreatures)],
        },
    },
    PlaneDef {
        id: PlaneId(4),
        name: "古树林地",
        english_name: "Ancient Grove",
        kind: PlaneKind::Stable {
            rule: PlaneRule::CreatureDiscount(1),
            lasts: Lasts::Turns(6),
            chaos: &[Op::Summon(&EARTH_ELEMENTAL, 1)],
        },
    },
    PlaneDef {
        id: PlaneId(5),
        name: "寂灭荒原",
        english_name: "Barren Waste",
        kind: PlaneKind::Stable {
            rule: PlaneRule::NoHealing,
            lasts: Lasts::Turns(3),
            chaos: &[Op::Power(Who::MyCreatures, 1)],
        },
    },
    PlaneDef {
        id: PlaneId(6),
        name: "元素风暴",
        english_name: "Elemental Tempest",
        kind: PlaneKind::Unstable {
            enter: &[Op::Damage(Who::EachPlayer, Amount::Fixed(1))],
        },
    },
    PlaneDef {
        id: PlaneId(7),
        name: "潮汐涌动",
        english_name: "Tidal Surge",
        kind: PlaneKind::Unstable {
            enter: &[Op::Draw(Who::EachPlayer, 1)],
        },
    },
    PlaneDef {
        id: PlaneId(8),
        name: "大地震颤",
        english_name: "Earthquake",
        kind: PlaneKind::Unstable {
            enter: &[Op::Damage(Who::EachCreature, Amount::Fixed(1))],
        },
    },
    PlaneDef {
        id: PlaneId(9),
        name: "以太回流",
        english_name: "Aether Backflow",
        kind: PlaneKind::Unstable {
            enter: &[Op::Heal(Who::EachPlayer, 2)],
        },
    },
];
