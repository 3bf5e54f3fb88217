//! What a card is: the declarations every character, skill, action card and entity is written in.
//!
//! A card is data — cost, kind, tags, a few numbers — plus a list of [`Op`]s that say what it does.
//! Behaviour that data cannot say goes in a small function (`Op::Custom`, [`EntityDef::hook`],
//! [`EntityDef::query`]); the engine never special-cases a card by id.

use tavern_protocol::gitcg::{DamageType, Dice, Element, Reaction, Source};
use tavern_protocol::Seat;

use super::state::{Loc, LocZone};
use super::version::{GameVersion, Versioned, V3_3};
use super::Gitcg;

/// Weapon types (characters without one use `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weapon {
    /// 单手剑
    Sword,
    /// 双手剑
    Claymore,
    /// 长柄武器
    Polearm,
    /// 法器
    Catalyst,
    /// 弓
    Bow,
    /// 其他武器
    None,
}

/// Nations and camps, as a bit set (a character may have several).
pub mod nation {
    /// 蒙德
    pub const MONDSTADT: u16 = 1;
    /// 璃月
    pub const LIYUE: u16 = 1 << 1;
    /// 稻妻
    pub const INAZUMA: u16 = 1 << 2;
    /// 须弥
    pub const SUMERU: u16 = 1 << 3;
    /// 枫丹
    pub const FONTAINE: u16 = 1 << 4;
    /// 愚人众
    pub const FATUI: u16 = 1 << 5;
    /// 魔物
    pub const MONSTER: u16 = 1 << 6;
    /// 丘丘人
    pub const HILICHURL: u16 = 1 << 7;
    /// 纳塔
    pub const NATLAN: u16 = 1 << 8;
}

/// A dice-and-energy cost. Dice are: `elem_n` dice of `element` (Omni counts), or `same` dice of
/// one element, plus `any` dice of any faces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// The element of the element-specific part.
    pub element: Option<Element>,
    /// Dice of `element`.
    pub elem_n: u8,
    /// Dice of one (any) element.
    pub same: u8,
    /// Dice of any faces.
    pub any: u8,
    /// Energy spent by the character.
    pub energy: u8,
}

impl Cost {
    /// No cost.
    pub const FREE: Cost = Cost {
        element: None,
        elem_n: 0,
        same: 0,
        any: 0,
        energy: 0,
    };

    /// `n` dice of `e` plus `any` dice.
    pub const fn elem(e: Element, n: u8, any: u8) -> Cost {
        Cost {
            element: Some(e),
            elem_n: n,
            same: 0,
            any,
            energy: 0,
        }
    }

    /// `n` dice of one element.
    pub const fn same(n: u8) -> Cost {
        Cost {
            element: None,
            elem_n: 0,
            same: n,
            any: 0,
            energy: 0,
        }
    }

    /// `n` dice of any faces.
    pub const fn any(n: u8) -> Cost {
        Cost {
            element: None,
            elem_n: 0,
            same: 0,
            any: n,
            energy: 0,
        }
    }

    /// This cost plus `n` energy.
    pub const fn with_energy(self, n: u8) -> Cost {
        Cost { energy: n, ..self }
    }

    /// Number of dice the cost asks for.
    pub const fn dice(&self) -> u8 {
        self.elem_n + self.same + self.any
    }

    /// Lowers the dice part by `n`, element-specific dice first, then same, then any.
    pub fn reduce(&mut self, mut n: u8) {
        for part in [&mut self.elem_n, &mut self.same, &mut self.any] {
            let d = n.min(*part);
            *part -= d;
            n -= d;
        }
    }

    /// Lowers only the `any` part by `n`.
    pub fn reduce_any(&mut self, n: u8) {
        self.any = self.any.saturating_sub(n);
    }
}

/// Skill categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkillKind {
    /// 普通攻击
    Normal,
    /// 元素战技
    Elemental,
    /// 元素爆发
    Burst,
}

/// A character skill.
#[derive(Debug)]
pub struct SkillDef {
    /// The game's skill id.
    pub id: u32,
    /// English name.
    pub name: &'static str,
    /// Chinese name (checked against the card facts).
    pub chinese_name: &'static str,
    /// What its custom ops do, in English, for its card text; empty when its ops say it all
    /// (the generator in [`super::text`] puts it where the first custom op stands).
    pub text: &'static str,
    /// Category.
    pub kind: SkillKind,
    /// Dice and energy.
    pub cost: Cost,
    /// What it does, in order.
    pub ops: &'static [Op],
}

/// A character card.
#[derive(Debug)]
pub struct CharacterDef {
    /// The game's id.
    pub id: u32,
    /// The id used in deck share codes.
    pub share_id: u16,
    /// Chinese name.
    pub name: &'static str,
    /// English name.
    pub english_name: &'static str,
    /// Element.
    pub element: Element,
    /// Weapon type.
    pub weapon: Weapon,
    /// Nations and camps (bits of [`nation`]).
    pub nations: u16,
    /// The game version the character arrived in.
    pub since: GameVersion,
    /// Maximum HP, per version.
    pub hp: Versioned<u8>,
    /// Energy needed for the burst.
    pub max_energy: u8,
    /// Skills in the game's order.
    pub skills: &'static [SkillDef],
    /// Statuses the character starts the match with: its passive skills (被动技能). A combat
    /// status among them is put on the opposing side instead (what the passive creates there).
    pub passives: &'static [&'static EntityDef],
}

/// Equipment slots: at most one weapon, one artifact and one technique; talents and others
/// are unlimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EquipSlot {
    /// 武器
    Weapon(Weapon),
    /// 圣遗物
    Artifact,
    /// 特技
    Technique,
    /// 天赋
    Talent,
}

/// Where an entity lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntityKind {
    /// 状态, on a character.
    Status,
    /// 出战状态, on the side (protects / helps the active character).
    Combat,
    /// 召唤物.
    Summon,
    /// 支援牌.
    Support,
    /// Equipment on a character.
    Equipment(EquipSlot),
}

/// Which damage a declared bonus applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageFilter {
    /// Damage from the owner character's skills (equipment and statuses).
    OwnSkills,
    /// Damage of this element from the side's characters, to the opposing active character.
    ElementToActive(Element),
    /// Damage of either element, to the opposing active character.
    EitherToActive(Element, Element),
    /// Physical or elemental damage (not piercing) of the owner's normal attacks.
    NormalAttacks,
    /// Damage from this side's characters' skills.
    AnySkill,
    /// Physical or elemental damage (not piercing) of the owner's charged attacks (重击).
    ChargedAttacks,
    /// Damage of this element dealt by the side's characters and summons, to any target.
    Element(Element),
}

/// A damage bonus an entity gives, declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bonus {
    /// +N.
    pub amount: u8,
    /// Which damage.
    pub filter: DamageFilter,
    /// Whether each use spends a usage.
    pub spends_usage: bool,
}

/// What a declared cost reduction applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discounted {
    /// The owner character's skills, and talent cards for it.
    OwnSkillOrTalent,
    /// The owner character's normal attacks.
    OwnNormalAttack,
    /// The owner character's normal attack when it would be a charged attack (重击: the side
    /// holds an even number of dice before paying).
    OwnChargedAttack,
    /// Switching the active character.
    Switch,
    /// Weapon and artifact cards.
    WeaponOrArtifact,
    /// Weapon cards.
    Weapon,
    /// Cards of this kind (for equipment: this slot; use [`Discounted::Weapon`] for weapons).
    Kind(CardKind),
}

/// Which dice a declared cost reduction takes off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscountDice {
    /// Dice of this element only (the element-specific part of a cost of that element).
    Element(Element),
    /// Unaligned dice only (the `any` part).
    Unaligned,
    /// Any dice, element-specific part first ([`Cost::reduce`]).
    Any,
    /// The whole cost, paid from the entity's stock ([`EntityDef::stock`]) instead of dice,
    /// when the stock covers it (Timaeus' materials, Wagner's billets).
    FromStock,
}

/// A cost reduction an entity gives, declared. It is used only when it lowers the cost; a
/// use spends a usage, or for entities without usages counts in `var` against `limit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Discount {
    /// What it applies to.
    pub on: Discounted,
    /// Which dice.
    pub dice: DiscountDice,
    /// How many dice.
    pub amount: u8,
    /// For entities without usages: uses per round (set [`EntityDef::per_round`] too).
    pub limit: u8,
}

/// Who a heal or status applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The character using the skill, or the card's target.
    This,
    /// The active character of the acting side.
    Active,
    /// Every living character of the acting side.
    All,
    /// Every living character of the acting side except `This`.
    Others,
}

/// What a declared follow-up ([`EntityDef::after`]) answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// A normal attack of the side's characters (for a status: of its owner).
    NormalAttack,
    /// The side switched its active character.
    Switch,
}

/// Direction of a forced switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// The previous living character (wrapping).
    Prev,
    /// The next living character (wrapping).
    Next,
}

/// One step of what a skill, card or end-phase effect does, run in order.
#[derive(Clone, Copy, Debug)]
pub enum Op {
    /// Deal damage to the opposing active character.
    Damage(DamageType, u8),
    /// Deal piercing damage to every opposing standby character.
    PierceStandby(u8),
    /// Deal damage of a type to every opposing standby character.
    DamageStandby(DamageType, u8),
    /// Apply an element to `Who` of the acting side, without damage.
    ApplyOwn(Who, Element),
    /// Heal.
    Heal(Who, u8),
    /// Give `Who` energy.
    Energy(Who, u8),
    /// Attach a status to `Who`.
    Status(Who, &'static EntityDef),
    /// Add a combat status to the acting side.
    Combat(&'static EntityDef),
    /// Add a combat status to the opposing side.
    OpponentCombat(&'static EntityDef),
    /// Summon (refreshes usages when already present; not created when the zone is full).
    Summon(&'static EntityDef),
    /// Put a card into the acting side's hand.
    CreateCard(&'static CardDef),
    /// Draw cards.
    Draw(u8),
    /// Gain Omni dice (capped at 16).
    OmniDice(u8),
    /// Gain dice of the active character's element.
    ActiveElementDice(u8),
    /// Gain dice of one element (capped at 16).
    ElementDice(Element, u8),
    /// Force the opponent to switch.
    SwitchOpponent(Direction),
    /// Switch the acting side's active character to its previous or next living character
    /// (nothing when it stands alone).
    SwitchOwn(Direction),
    /// Switch the acting side's active character to the card's target.
    SwitchToTarget,
    /// Revive the card's (knocked-out) target with this much HP.
    Revive(u8),
    /// Deal this much Piercing damage to `Who::This` of the acting side (the skill's user, or
    /// the character a status is attached to), when it has at least the second number of HP
    /// (0: always). Damage a side deals to itself sets off its "damaged" effects, never
    /// "dealt" ones ([`Gitcg::pierce_own`]).
    PierceSelf(u8, u8),
    /// Let the acting side reroll dice this many times now (a choice).
    Reroll(u8),
    /// Create the first entity, or the second (its talent form) when the user has its talent
    /// card equipped; the other form already in play turns into the one created, in place.
    /// The zone follows the entity's kind (a status goes on the user).
    TalentForm(&'static EntityDef, &'static EntityDef),
    /// Anything else.
    Custom(fn(&mut Gitcg, &mut Cx)),
}

/// What an op runs on behalf of.
#[derive(Clone, Copy, Debug)]
pub struct Cx {
    /// The acting side.
    pub seat: Seat,
    /// The character using the skill or targeted by the card, if any.
    pub character: Option<u8>,
    /// The skill being used, if any (damage from it counts as skill damage).
    pub skill: Option<SkillKind>,
    /// The entity whose effect this is, if any.
    pub entity: Option<&'static EntityDef>,
    /// The opposing character targeted by the card, if any.
    pub opponent_target: Option<u8>,
    /// The summon targeted by the card, if any (side, position).
    pub summon_target: Option<(Seat, u8)>,
    /// The skill is a charged attack.
    pub charged: bool,
    /// The skill is a plunging attack.
    pub plunging: bool,
    /// The card that made the character use this skill, if any (talents, Lightning Stiletto).
    pub via_card: Option<&'static CardDef>,
    /// Set by a skill's ops when the skill gives its user no energy (此技能不产生充能).
    pub no_energy: bool,
    /// The skill is a prepared skill (准备技能): it sets off no "after a skill" and no "after
    /// a reaction" effects.
    pub prepared: bool,
    /// The skill or card this runs for, named in events ([`Cx::entity`], when set, names the
    /// source instead).
    pub source: Option<Source>,
    /// The card's second target, the character an equipment moves to, if any
    /// (`equipment_transfer.rs`).
    pub second: Option<u8>,
    /// The support of the acting side targeted by the card, if any (its position).
    pub support_target: Option<u8>,
}

impl Cx {
    /// Context of a side with no character or entity.
    pub const fn side(seat: Seat) -> Cx {
        Cx {
            seat,
            character: None,
            skill: None,
            entity: None,
            opponent_target: None,
            summon_target: None,
            charged: false,
            plunging: false,
            via_card: None,
            no_energy: false,
            prepared: false,
            source: None,
            second: None,
            support_target: None,
        }
    }

    /// What events name as the cause of this effect: the entity acting, else the skill or card.
    pub fn origin(&self) -> Option<Source> {
        match self.entity {
            Some(e) => Some(Source::Entity {
                seat: self.seat,
                entity: tavern_protocol::gitcg::EntityId(e.id),
            }),
            None => self.source,
        }
    }
}

/// When a mutating hook is called: one bit per trigger, in a `u64` (an entity's `listens`, a
/// side's `triggers`), so that `fire` skips a side none of whose entities listens.
pub mod trig {
    /// Before bonuses: turn physical damage into an element (infusions).
    pub const INFUSE: u64 = 1;
    /// Additive bonus on damage dealt by this side.
    pub const BONUS_OUT: u64 = 1 << 1;
    /// Additive change on damage taken by this side.
    pub const BONUS_IN: u64 = 1 << 2;
    /// Multipliers on damage dealt by this side.
    pub const MULTIPLY: u64 = 1 << 3;
    /// Reductions of damage taken (before shields).
    pub const REDUCE: u64 = 1 << 4;
    /// After a skill of this side finished.
    pub const AFTER_SKILL: u64 = 1 << 5;
    /// After this side switched its active character.
    pub const SWITCHED: u64 = 1 << 6;
    /// End phase.
    pub const END_PHASE: u64 = 1 << 7;
    /// Start of the action phase.
    pub const ACTION_START: u64 = 1 << 8;
    /// Roll phase, before rolling.
    pub const ROLL: u64 = 1 << 9;
    /// A character of this side would be knocked out.
    pub const WOULD_DIE: u64 = 1 << 10;
    /// This side played a card.
    pub const CARD_PLAYED: u64 = 1 << 11;
    /// A reaction happened on damage dealt by this side.
    pub const REACTION: u64 = 1 << 12;
    /// A character was knocked out (either side).
    pub const KNOCKED_OUT: u64 = 1 << 13;
    /// This side declared the end of its round.
    pub const DECLARE_END: u64 = 1 << 14;
    /// Damage was taken by this side's character (after HP loss).
    pub const DAMAGED: u64 = 1 << 15;
    /// After a skill of the opposing side finished (`Trig::AfterSkill` names its user).
    pub const FOE_SKILL: u64 = 1 << 16;
    /// This side's turn began, before it chooses an action (我方选择行动前).
    pub const BEFORE_ACTION: u64 = 1 << 17;
    /// Damage was dealt by this side (after HP loss and the reaction's effects).
    pub const DEALT: u64 = 1 << 18;
    /// A character or summon of this side triggered Swirl; fired once the skill or effect
    /// that swirled is over (`Trig::Swirled` names the element).
    pub const SWIRLED: u64 = 1 << 19;
    /// This side drew a card into its hand (fired once per card, `Trig::Phase`; a card burned
    /// from a full hand is not drawn).
    pub const DREW: u64 = 1 << 20;
    /// A card this side played has resolved (我方打出…后: Fatal Fulmination, Deathly Cyclone);
    /// `Trig::CardPlayed` names it. A support waiting for a full zone's choice resolves later
    /// and sets this off no more.
    pub const CARD_RESOLVED: u64 = 1 << 21;
    /// The battle begins (战斗开始时): once, when both sides have chosen their first active
    /// characters, before round 1's roll phase; never again for a revived character.
    pub const BATTLE_START: u64 = 1 << 22;
    /// After an action of this side has resolved (我方执行任意行动后): a skill, a switch, a
    /// card, tuning, declaring the end of the round, or a prepared skill or forced attack
    /// that took the turn (`after_action.rs`).
    pub const AFTER_ACTION: u64 = 1 << 23;
    /// A character of this side was healed (受到治疗后): HP it got back, after the heal
    /// (`Trig::Healed`). A heal that restores nothing sets nothing off.
    pub const HEALED: u64 = 1 << 24;
    /// A card of this side's hand was discarded or tuned (`discard.rs`, `Trig::Discarded`).
    pub const DISCARDED: u64 = 1 << 25;
    /// The opposing side's turn began, before it chooses an action: with
    /// [`BEFORE_ACTION`], "before either side chooses an action" (双方选择行动前).
    pub const FOE_BEFORE_ACTION: u64 = 1 << 26;
    /// The opposing side switched its active character (`Trig::Switched` names its slots).
    pub const FOE_SWITCHED: u64 = 1 << 27;
    /// The last layer of Bond of Life of one of this side's characters left
    /// (`Trig::BondRemoved` names it; `bond_of_life.rs`).
    pub const BOND_REMOVED: u64 = 1 << 28;
    /// A cost this entity lowered was just paid, and the entity says itself what the use
    /// spends (`discount_paid.rs`, `Trig::DiscountPaid`): its stock, its usages and its
    /// count per round, instead of the default rule of [`super::Gitcg::spend_uses`].
    pub const DISCOUNT_PAID: u64 = 1 << 36;
    /// A card entered this side's hand, drawn or created (`to_hand.rs`, `Trig::ToHand`); a
    /// card burned from a full hand never entered it.
    pub const TO_HAND: u64 = 1 << 37;
    /// After a character of this side used a Technique (特技, `technique.rs`;
    /// `Trig::AfterTechnique` names the wearer).
    pub const AFTER_TECHNIQUE: u64 = 1 << 38;
    /// An equipment card worn by one of this side's characters was discarded (`Trig::Phase`,
    /// once per piece): replaced by a new piece of its slot, or with its knocked-out wearer.
    /// Taken back to the hand or moved to another character, it was not discarded.
    pub const EQUIPMENT_DISCARDED: u64 = 1 << 44;
    /// The opposing side declared the end of its round (`Trig::Phase`).
    pub const FOE_DECLARED_END: u64 = 1 << 45;
    /// A character of this side spent Nightsoul points (`Trig::NightsoulSpent`,
    /// `nightsoul.rs`).
    pub const NIGHTSOUL_SPENT: u64 = 1 << 46;
    /// Something happened on the opposing side that this side hears (`opposing.rs`:
    /// `Trig::Opposing` names it: a heal, a card played, a card drawn, an action resolved).
    pub const OPPOSING: u64 = 1 << 40;
    /// An entity of either side left play, swept out of its zone once discarded
    /// (`leaving_play.rs`: `Trig::LeftPlay` names it; 召唤物消失时, 支援区弃置卡牌).
    pub const LEFT_PLAY: u64 = 1 << 41;
    /// A new entity entered one of this side's zones (入场时; an entity already there that
    /// is made again is refreshed, not entered: `leaving_play.rs`, `Trig::Entered`).
    pub const ENTERED: u64 = 1 << 42;
    /// Not a trigger but a mark: an entity of this side may answer [`super::Query::Immune`]
    /// (`immunity.rs`), so a side without one is never asked.
    pub const IMMUNE: u64 = 1 << 47;
    /// This side picked one of the cards an effect offered (我方挑选后, `pick.rs`;
    /// `Trig::Phase`), once the pick is taken.
    pub const PICKED: u64 = 1 << 43;
    /// A character of this side gained Nightsoul points (`Trig::NightsoulGained`,
    /// `nightsoul.rs`), entering its Nightsoul's Blessing or already in it.
    pub const NIGHTSOUL_GAINED: u64 = 1 << 39;
    /// The opposing side gained dice (获得元素骰, `dice_gained.rs`; `Trig::FoeGainedDice`
    /// says how many), told once the effect that gave them is settled.
    pub const FOE_GAINED_DICE: u64 = 1 << 32;
    /// Not a trigger but a mark: the entity answers questions (`query`) or declares a
    /// discount, so pricing and questions walk only the zones that hold one.
    pub const ANSWERS: u64 = 1 << 63;
    /// Not a trigger but a mark: the entity is a prepared skill or lasts only while one is
    /// prepared, so the start of each turn looks for preparations only where one may be.
    pub const PREPARES: u64 = 1 << 48;
    /// Not a trigger but a mark: the entity forces its character's Normal Attack
    /// ([`super::EntityDef::forces_normal_attack`]).
    pub const FORCES_ATTACK: u64 = 1 << 49;
    /// Not a trigger but a mark: the entity stops its character's skills.
    pub const BLOCKS_SKILLS: u64 = 1 << 50;
    /// Not a trigger but a mark: the entity gives its wearer a Technique.
    pub const TECHNIQUE: u64 = 1 << 51;
    /// Not a trigger but a mark: the entity may refuse its character a skill (it answers
    /// [`super::Query::SkillRefused`]).
    pub const REFUSES: u64 = 1 << 52;
    /// Not a trigger but a mark: the entity may void an event card its side plays (it answers
    /// [`super::Query::Nullifies`]).
    pub const VOIDS: u64 = 1 << 29;
    /// Not a trigger but a mark: the entity may turn a heal of its character into Bond of Life
    /// or refuse it (it answers [`super::Query::HealAsBond`] or [`super::Query::HealRefused`]).
    pub const BONDS: u64 = 1 << 30;
    /// Where an entity's trigger set keeps the [`super::answers::PRICING`] questions it
    /// answers (its query's, and the costs its declared discount lowers): bits 53 to 62.
    pub const PRICING_SHIFT: u32 = 53;

    /// The [`super::answers::PRICING`] questions of `bits`, as marks of a trigger set.
    pub const fn pricing(bits: u16) -> u64 {
        ((bits & super::answers::PRICING) as u64) << PRICING_SHIFT
    }

    /// The [`super::answers::PRICING`] questions a trigger set's marks say its entity
    /// answers.
    pub const fn priced_by(triggers: u64) -> u16 {
        (triggers >> PRICING_SHIFT) as u16 & super::answers::PRICING
    }
}

/// The questions an entity's `query` answers ([`EntityDef::answers`]), one bit each; the
/// cost question is split by what is paid for, so that pricing a switch never asks what only
/// lowers skills.
pub mod answers {
    /// [`super::Query::Cost`] of a skill.
    pub const SKILL_COST: u16 = 1;
    /// [`super::Query::Cost`] of any card.
    pub const CARD_COST: u16 = 1 << 1;
    /// [`super::Query::Cost`] of a switch.
    pub const SWITCH_COST: u16 = 1 << 2;
    /// [`super::Query::Cost`] of a Technique.
    pub const TECHNIQUE_COST: u16 = 1 << 3;
    /// [`super::Query::FastSwitch`].
    pub const FAST_SWITCH: u16 = 1 << 4;
    /// [`super::Query::Cost`] of a skill of the character the entity is attached to, and of
    /// no other character's (an entity elsewhere is asked about every skill).
    pub const OWN_SKILL_COST: u16 = 1 << 5;
    /// [`super::Query::Cost`] of a talent card, and of no other card.
    pub const TALENT_COST: u16 = 1 << 6;
    /// [`super::Query::Cost`] of an equipment card (weapon, artifact, Technique, talent), and
    /// of no other card.
    pub const GEAR_COST: u16 = 1 << 7;
    /// [`super::Query::Cost`] of a support card (companion, location, item), and of no other
    /// card.
    pub const SUPPORT_COST: u16 = 1 << 8;
    /// [`super::Query::Cost`] of an event card (food, resonance and Arcane Legends included),
    /// and of no other card.
    pub const EVENT_COST: u16 = 1 << 9;
    /// [`super::Query::BloomSummon`].
    pub const BLOOM_SUMMON: u16 = 1 << 10;
    /// [`super::Query::SkillRefused`].
    pub const SKILL_REFUSED: u16 = 1 << 11;
    /// [`super::Query::HealAsBond`] and [`super::Query::HealRefused`]: the questions about a
    /// heal its character receives.
    pub const HEAL_AS_BOND: u16 = 1 << 12;
    /// [`super::Query::Nullifies`].
    pub const NULLIFIES: u16 = 1 << 13;
    /// [`super::Query::Immune`].
    pub const IMMUNE: u16 = 1 << 14;
    /// Every question: what an entity declared without saying answers.
    pub const ALL: u16 = u16::MAX;
    /// The questions that price an action or make a switch fast: what pricing asks, kept in
    /// an entity's trigger set ([`super::trig::pricing`]).
    pub const PRICING: u16 = (1 << 10) - 1;

    /// The cost question of a card of `kind` beyond [`CARD_COST`]: its family's.
    pub const fn of_kind(kind: super::CardKind) -> u16 {
        use super::CardKind::*;
        match kind {
            Equipment(_) => GEAR_COST,
            Companion | Location | Item => SUPPORT_COST,
            Event | Food | Resonance(_) | Legend => EVENT_COST,
        }
    }
}

/// A damage instance in flight.
#[derive(Clone, Copy, Debug)]
pub struct Dmg {
    /// The side dealing it.
    pub from: Seat,
    /// The character dealing it, if a character's skill deals it.
    pub by: Option<u8>,
    /// The skill kind, if dealt by a skill.
    pub skill: Option<SkillKind>,
    /// The entity dealing it, if any (summons, statuses).
    pub entity: Option<&'static EntityDef>,
    /// The side taking it.
    pub to: Seat,
    /// The character taking it.
    pub target: u8,
    /// Type after infusions.
    pub ty: DamageType,
    /// Amount (never below 0).
    pub amount: i16,
    /// The reaction this damage triggers.
    pub reaction: Option<Reaction>,
    /// Whether the target is its side's active character.
    pub to_active: bool,
    /// A charged attack.
    pub charged: bool,
    /// A plunging attack.
    pub plunging: bool,
    /// Dealt by a prepared skill (no "after a reaction" effects).
    pub prepared: bool,
    /// The element this damage swirled, when its reaction is a Swirl.
    pub swirled: Option<Element>,
    /// What deals it, as events name it.
    pub source: Option<Source>,
}

/// A mutating trigger with its data.
pub enum Trig<'a> {
    /// Damage in flight (infuse, bonus, multiply, reduce).
    Damage(&'a mut Dmg),
    /// Damage that happened (HP already lost).
    Dealt(&'a Dmg),
    /// A skill finished.
    AfterSkill {
        /// The user's slot.
        character: u8,
        /// Its kind.
        kind: SkillKind,
        /// The skill id.
        skill: u32,
    },
    /// The side switched from one slot to another.
    Switched {
        /// Old active slot.
        from: u8,
        /// New active slot.
        to: u8,
    },
    /// A phase point with no data (end phase, action start, declare end).
    Phase,
    /// Roll phase: dice the side will roll as fixed faces, and extra rerolls.
    Roll {
        /// Extra rerolls this roll phase.
        extra_rerolls: &'a mut u8,
        /// Dice that come up with a fixed face (at most the dice rolled; the rest are random).
        fixed: &'a mut Dice,
    },
    /// A character of this side would be knocked out; set `saved` to heal it instead.
    WouldDie {
        /// The character's slot.
        character: u8,
        /// Set to Some(hp) to prevent the knock-out.
        saved: &'a mut Option<u8>,
    },
    /// The side played a card.
    CardPlayed(&'static CardDef),
    /// A character was knocked out (its own equipment and statuses still see this, then leave).
    KnockedOut {
        /// Its side.
        seat: Seat,
        /// Its slot.
        character: u8,
        /// The opposing character whose damage knocked it out, if a character's did.
        by: Option<u8>,
    },
    /// A character or summon of the side triggered Swirl of this element during the skill or
    /// effect that just ended.
    Swirled(Element),
    /// A character of the side got HP back from a heal.
    Healed {
        /// Its slot.
        character: u8,
        /// The HP it got back.
        amount: u8,
        /// What healed it, as events name it.
        source: Option<Source>,
    },
    /// A card left the side's hand, discarded or tuned (`discard.rs`).
    Discarded {
        /// The card.
        card: &'static CardDef,
        /// It was tuned into a die rather than discarded by an effect.
        tuned: bool,
    },
    /// The last layer of Bond of Life of the side's character in this slot left.
    BondRemoved(u8),
    /// A cost this entity lowered was paid (`discount_paid.rs`).
    DiscountPaid {
        /// The dice this entity took off the cost.
        dice: u8,
    },
    /// A card entered the side's hand (`to_hand.rs`).
    ToHand(&'static CardDef),
    /// A character of the side used a Technique (`technique.rs`).
    AfterTechnique {
        /// The wearer's slot.
        character: u8,
    },
    /// The side's character in this slot spent Nightsoul points.
    NightsoulSpent(u8),
    /// The side's character in this slot gained Nightsoul points.
    NightsoulGained(u8),
    /// The side chose its character in this slot for the effect of the entity hearing this
    /// (`pick.rs`, [`super::Gitcg::offer_character_choice`]): the entity is told directly,
    /// never through a dispatch.
    CharacterChosen(u8),
    /// What the opposing side did ([`trig::OPPOSING`]).
    Opposing(Heard),
    /// An entity left play ([`trig::LEFT_PLAY`]).
    LeftPlay {
        /// The side it was on.
        seat: Seat,
        /// The zone it left.
        zone: LocZone,
        /// What it was.
        def: &'static EntityDef,
    },
    /// A new entity entered play at this place ([`trig::ENTERED`]).
    Entered(Loc),
    /// The opposing side gained this many dice ([`trig::FOE_GAINED_DICE`]).
    FoeGainedDice(u8),
}

/// What a side hears of the opposing side's doings ([`trig::OPPOSING`], `opposing.rs`).
#[derive(Clone, Copy, Debug)]
pub enum Heard {
    /// A character of the opposing side got HP back from a heal.
    Healed {
        /// Its slot.
        character: u8,
        /// The HP it got back.
        amount: u8,
    },
    /// The opposing side played this card (before it resolves).
    CardPlayed(&'static CardDef),
    /// The opposing side drew a card into its hand.
    Drew,
    /// An action of the opposing side resolved (as [`trig::AFTER_ACTION`] tells its own side).
    Acted,
}

/// A pure question asked of an entity (it may not change anything).
pub enum Query<'a> {
    /// What a skill, card or switch costs.
    Cost {
        /// What is being paid for.
        of: Paying,
        /// The cost, to lower.
        cost: &'a mut Cost,
        /// Set when this entity lowered the cost and must spend its use when paid.
        used: &'a mut bool,
    },
    /// Whether this switch is a fast action.
    FastSwitch {
        /// The slot of the character switched to.
        to: u8,
        /// Set to true to make it fast.
        fast: &'a mut bool,
        /// Set when this entity made it fast and must spend its use.
        used: &'a mut bool,
    },
    /// What a Bloom that gives this side its products summons instead of a Dendro Core (set
    /// it to that summon; Golden Chalice's Bounty).
    BloomSummon(&'a mut Option<&'static EntityDef>),
    /// Whether the side's active character is refused the skill `skill` now, though it may
    /// use skills (set `refused`; a skill that enters Nightsoul's Blessing, `nightsoul.rs`).
    SkillRefused {
        /// The skill id.
        skill: u32,
        /// Set to refuse it.
        refused: &'a mut bool,
    },
    /// Whether a heal from `source` of the character this status is attached to becomes Bond
    /// of Life instead (set `as_bond`; `bond_of_life.rs`: Night Vigil).
    HealAsBond {
        /// What heals.
        source: Option<Source>,
        /// Set to turn the heal into Bond of Life.
        as_bond: &'a mut bool,
    },
    /// Whether a heal from `source` of the character this status is attached to does not
    /// reach it at all (set `refused`; `bond_of_life.rs`: Arlecchino, healed only by Balemoon
    /// Rising): nothing is healed and no Bond of Life is spent. Asked before
    /// [`Query::HealAsBond`], of the statuses marked as answering it.
    HealRefused {
        /// What heals.
        source: Option<Source>,
        /// Set to refuse the heal.
        refused: &'a mut bool,
    },
    /// Whether the side's character in `slot` keeps the Nightsoul points a skill or a
    /// Technique of the side would consume (set `kept`; `nightsoul.rs`: Crucible of Death and
    /// Life). Asked of every answering entity of the side, only when a skill or Technique
    /// consumes points.
    NightsoulKept {
        /// The character consuming them.
        slot: u8,
        /// Set to keep the points.
        kept: &'a mut bool,
    },
    /// Whether an event card the side plays has no effect (无效, `nullified.rs`: Strictly
    /// Prohibited); set `nullified` to void it, which spends a usage of this entity.
    Nullifies {
        /// The card played.
        card: &'static CardDef,
        /// Set to void it.
        nullified: &'a mut bool,
    },
    /// Whether the character this status is attached to is immune to `what` (`immunity.rs`:
    /// Edict of Absolution); set `immune`.
    Immune {
        /// The effect asked about.
        what: Immunity,
        /// Set to make the character immune.
        immune: &'a mut bool,
    },
}

/// What a character may be immune to (`immunity.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Immunity {
    /// Statuses that stop its skills (Frozen, Petrified, …).
    SkillBlocking,
    /// Being switched out by an effect while it is the active character.
    SwitchedOut,
}

/// What a cost is for.
#[derive(Clone, Copy, Debug)]
pub enum Paying {
    /// A skill of the character in `slot`.
    Skill {
        /// The user.
        slot: u8,
        /// The skill id.
        skill: u32,
        /// The kind.
        kind: SkillKind,
        /// The user's element.
        element: Element,
    },
    /// A card.
    Card(&'static CardDef),
    /// A switch to the character in slot `to`.
    Switch {
        /// The new active character's slot.
        to: u8,
    },
    /// A Technique (特技) of the character in `slot` (`technique.rs`): not a skill.
    Technique {
        /// The wearer.
        slot: u8,
    },
}

impl Paying {
    /// The bit of [`answers`] the cost question for this payment is.
    pub fn answer(self) -> u16 {
        match self {
            Paying::Skill { .. } => answers::SKILL_COST,
            Paying::Card(card) => {
                let talent = (card.talent_of.is_some() as u16) * answers::TALENT_COST;
                answers::CARD_COST | answers::of_kind(card.kind) | talent
            }
            Paying::Switch { .. } => answers::SWITCH_COST,
            Paying::Technique { .. } => answers::TECHNIQUE_COST,
        }
    }
}

impl Discounted {
    /// The bits of [`answers`] a declared discount on this may lower.
    pub const fn answers(self) -> u16 {
        match self {
            Discounted::OwnSkillOrTalent => answers::OWN_SKILL_COST | answers::TALENT_COST,
            Discounted::OwnNormalAttack | Discounted::OwnChargedAttack => answers::OWN_SKILL_COST,
            Discounted::Switch => answers::SWITCH_COST,
            Discounted::WeaponOrArtifact | Discounted::Weapon => answers::GEAR_COST,
            Discounted::Kind(kind) => answers::of_kind(kind),
        }
    }
}

/// A card's extra condition: given the match, the player and the card's character target,
/// the reason it may not be played now, if any.
pub type Condition = fn(&Gitcg, Seat, Option<u8>) -> Option<&'static str>;

/// A mutating hook.
pub type Hook = fn(&mut Gitcg, Loc, &mut Trig<'_>);
/// A pure hook.
pub type QueryHook = fn(&Gitcg, Loc, &mut Query<'_>);

/// Anything that sits on the board: statuses, combat statuses, summons, supports, equipment.
#[derive(Debug)]
pub struct EntityDef {
    /// The game's id (equipment and supports: the card's id).
    pub id: u32,
    /// English name.
    pub name: &'static str,
    /// Chinese name, as the card facts give it; empty for equipment and supports, which take
    /// their card's name.
    pub chinese_name: &'static str,
    /// Where it lives.
    pub kind: EntityKind,
    /// Usages when created (0: none). For shields, the shield points.
    pub usage: u8,
    /// Most usages it can stack to when added again (0: same as `usage`).
    pub usage_cap: u8,
    /// Rounds it lasts (0: unlimited).
    pub duration: u8,
    /// Most rounds its duration can stack to when it is added again (持续回合可叠加): a new
    /// copy adds `duration` to the rounds left, up to this. 0: a new copy resets the duration.
    pub duration_cap: u8,
    /// Its usages are shield points that absorb damage to the protected character.
    pub shield: bool,
    /// Damage taken by the protected character is reduced by this much per hit, spending a
    /// usage each time (a "purple" shield).
    pub reduce: u8,
    /// A declared damage bonus.
    pub bonus: Option<Bonus>,
    /// A declared cost reduction.
    pub discount: Option<Discount>,
    /// Turns the owner's physical skill damage into this element.
    pub infusion: Option<Element>,
    /// The character cannot use skills while it has this.
    pub blocks_skills: bool,
    /// Leaves at the end of the round.
    pub round_only: bool,
    /// `var` counts uses this round and resets at the end of the round.
    pub per_round: bool,
    /// End phase: run these ops, then spend one usage (summons) if the entity has usages.
    pub end_phase: &'static [Op],
    /// Start of the action phase: run these ops, then spend one usage if it has usages.
    pub action_start: &'static [Op],
    /// A declared follow-up: after this happens on its side, run these ops as the entity,
    /// then spend one usage if it has usages.
    pub after: Option<(After, &'static [Op])>,
    /// Custom behaviour for the triggers in `listens`.
    pub hook: Option<Hook>,
    /// Which triggers `hook` handles (bits of [`trig`]).
    pub listens: u64,
    /// Answers pure questions (costs, skill blocking, fast switches).
    pub query: Option<QueryHook>,
    /// The questions `query` answers (bits of [`answers`]): it is never asked another. Every
    /// question unless said.
    pub answers: u16,
    /// A stock it starts with: a visible counter of things it stores (materials, collected
    /// dice, progress, uses left in the match), kept in [`super::state::Ent::stock`]. `None`:
    /// no stock.
    pub stock: Option<u8>,
    /// What its hook, query and custom ops do, in English, for its card text; empty when its
    /// data says it all (the generator in [`super::text`] puts it before what the data says).
    pub text: &'static str,
    /// Not on the table (a passive skill's bookkeeping, a watcher): never shown to players.
    pub hidden: bool,
    /// Lasts only while its character prepares a skill: it leaves when the preparation ends,
    /// used or interrupted.
    pub during_preparation: bool,
    /// Stays in play when its usages run out (可用次数耗尽时不弃置此牌). Entities declared
    /// without usages keep their counter in `usage` and are never discarded for it either.
    pub kept_when_spent: bool,
    /// A prepared skill (准备技能): when its side's next turn begins, the character this is
    /// attached to uses that skill as the turn's combat action and this entity leaves.
    /// Switching the character out, or its skills being blocked, interrupts the preparation.
    /// Prepared skills are not in the character's skill list, so they are never chosen.
    pub prepare: Option<&'static SkillDef>,
    /// Makes the character it is attached to attack on its own (我方选择行动前…直接使用「普通
    /// 攻击」): whenever its side is about to choose an action (its turn begins, or a fast
    /// action of that turn is over) and that character is the active one and may use skills,
    /// it uses its Normal Attack as the side's combat action, at no cost, and this entity
    /// leaves once the attack is over. Unlike a prepared skill, it is a full use of the skill:
    /// energy, "after a skill" effects, charged by the dice held, plunging when switched in.
    pub forces_normal_attack: bool,
    /// Its Anemo damage turns into the element of the first Swirl its side's characters or
    /// summons trigger while it is in play (转换此牌的元素类型, once while in play), answered
    /// once the swirling skill or effect is over, so a summon the same skill made turns too.
    /// The element is kept in [`super::state::Ent::var`] ([`super::state::Ent::turned`]).
    pub turns_with_swirl: bool,
    /// A Technique (特技) this equipment lets its wearer use while active (`technique.rs`).
    pub technique: Option<&'static SkillDef>,
}

impl EntityDef {
    /// A blank definition to fill with `..EntityDef::BLANK`.
    pub const BLANK: EntityDef = EntityDef {
        id: 0,
        name: "",
        chinese_name: "",
        kind: EntityKind::Status,
        usage: 0,
        usage_cap: 0,
        duration: 0,
        duration_cap: 0,
        shield: false,
        reduce: 0,
        bonus: None,
        discount: None,
        infusion: None,
        blocks_skills: false,
        round_only: false,
        per_round: false,
        end_phase: &[],
        action_start: &[],
        after: None,
        hook: None,
        listens: 0,
        query: None,
        answers: answers::ALL,
        prepare: None,
        forces_normal_attack: false,
        turns_with_swirl: false,
        technique: None,
        stock: None,
        text: "",
        hidden: false,
        during_preparation: false,
        kept_when_spent: false,
    };

    /// The triggers this entity takes part in, declared or custom (an entity in play keeps
    /// them in [`super::state::Ent::triggers`]).
    pub const fn triggers(&self) -> u64 {
        let mut t = self.listens;
        if self.bonus.is_some() {
            t |= trig::BONUS_OUT;
        }
        if self.infusion.is_some() {
            t |= trig::INFUSE;
        }
        if self.reduce > 0 {
            t |= trig::REDUCE;
        }
        if self.turns_with_swirl {
            t |= trig::INFUSE | trig::SWIRLED;
        }
        if !self.end_phase.is_empty() {
            t |= trig::END_PHASE;
        }
        if !self.action_start.is_empty() {
            t |= trig::ACTION_START;
        }
        if self.query.is_some() || self.discount.is_some() {
            t |= trig::ANSWERS;
        }
        if self.prepare.is_some() || self.during_preparation {
            t |= trig::PREPARES;
        }
        if self.forces_normal_attack {
            t |= trig::FORCES_ATTACK;
        }
        if self.blocks_skills {
            t |= trig::BLOCKS_SKILLS;
        }
        if self.technique.is_some() {
            t |= trig::TECHNIQUE;
        }
        if self.query.is_some() && self.answers & answers::SKILL_REFUSED != 0 {
            t |= trig::REFUSES;
        }
        if self.query.is_some() {
            t |= trig::pricing(self.answers);
            if self.answers & answers::NULLIFIES != 0 {
                t |= trig::VOIDS;
            }
            if self.answers & answers::HEAL_AS_BOND != 0 {
                t |= trig::BONDS;
            }
        }
        if let Some(d) = self.discount {
            t |= trig::pricing(d.on.answers());
        }
        match self.after {
            Some((After::Switch, _)) => t |= trig::SWITCHED,
            Some((After::NormalAttack, _)) => t |= trig::AFTER_SKILL,
            None => {}
        }
        t
    }

    /// Whether running out of usages discards it.
    pub const fn discarded_when_spent(&self) -> bool {
        self.usage > 0 && !self.kept_when_spent
    }

    /// The most usages it can hold.
    pub const fn max_usage(&self) -> u8 {
        if self.usage_cap > self.usage {
            self.usage_cap
        } else {
            self.usage
        }
    }
}

impl PartialEq for EntityDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && self.name == other.name
    }
}
impl Eq for EntityDef {}

/// What kind of action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// Equipment of a slot, attached to a character.
    Equipment(EquipSlot),
    /// 伙伴
    Companion,
    /// 场地
    Location,
    /// 道具
    Item,
    /// 事件
    Event,
    /// 料理 (makes the target satiated)
    Food,
    /// 元素共鸣: needs two characters of the element in the deck.
    Resonance(Element),
    /// 秘传: once per game, always in the opening hand.
    Legend,
}

/// What a card must be played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetRule {
    /// No target.
    None,
    /// One of the player's living characters.
    OwnCharacter,
    /// One of the player's living standby characters.
    OwnStandby,
    /// One of the player's knocked-out characters (revive food).
    OwnDefeated,
    /// One of the opponent's living characters.
    OpponentCharacter,
    /// One of the opponent's summons.
    OpponentSummon,
    /// One of the player's summons.
    OwnSummon,
    /// Two of the player's living characters (`equipment_transfer.rs`): the first wears
    /// equipment of this slot, the second (the action's `second`) is another character that
    /// can wear it (a weapon: one of the same weapon type). Any weapon slot means any weapon.
    TransferEquipment(EquipSlot),
    /// One of the player's supports.
    OwnSupport,
}

/// An action card.
#[derive(Debug)]
pub struct CardDef {
    /// The game's id.
    pub id: u32,
    /// The id used in deck share codes (0 for cards that are only created in play).
    pub share_id: u16,
    /// The game version the card arrived in.
    pub since: GameVersion,
    /// Chinese name.
    pub name: &'static str,
    /// English name.
    pub english_name: &'static str,
    /// Kind.
    pub kind: CardKind,
    /// Dice cost.
    pub cost: Cost,
    /// Playing it is a combat action.
    pub combat_action: bool,
    /// Its target.
    pub target: TargetRule,
    /// For talents: the character it belongs to (must be active to play, unless `any_slot`).
    pub talent_of: Option<u32>,
    /// For talents that use a skill when played: the skill id.
    pub talent_skill: Option<u32>,
    /// Nation tag needed twice in the deck (nation cards).
    pub nation: u16,
    /// What equipping or placing it creates (equipment, supports).
    pub entity: Option<&'static EntityDef>,
    /// What playing it does (events, food), run on the target.
    pub ops: &'static [Op],
    /// A condition beyond the target rule (returns a reason when it may not be played).
    pub condition: Option<Condition>,
    /// What its custom ops and condition do, in English, for its card text; empty when its
    /// data says it all (the generator in [`super::text`] puts it where the first custom op
    /// stands, or last).
    pub text: &'static str,
    /// What it does when an effect discards it from the hand (此牌被舍弃时, `discard.rs`).
    pub on_discard: &'static [Op],
    /// Acts when drawn (抓到此牌时, `when_drawn.rs`): drawing it runs its ops for the drawer
    /// instead of putting it into the hand.
    pub drawn: bool,
    /// May not be tuned into a die (无法使用此牌进行元素调和: Forbidden Knowledge).
    pub untunable: bool,
}

impl CardDef {
    /// This card, declared to have arrived in version `since` (for cards made by a family's
    /// constructor: `event(…).arrived(V4_3)`).
    pub const fn arrived(self, since: GameVersion) -> CardDef {
        CardDef { since, ..self }
    }

    /// A blank definition to fill with `..CardDef::BLANK`.
    pub const BLANK: CardDef = CardDef {
        id: 0,
        share_id: 0,
        since: V3_3,
        name: "",
        english_name: "",
        kind: CardKind::Event,
        cost: Cost::FREE,
        combat_action: false,
        target: TargetRule::None,
        talent_of: None,
        talent_skill: None,
        nation: 0,
        entity: None,
        ops: &[],
        condition: None,
        text: "",
        on_discard: &[],
        drawn: false,
        untunable: false,
    };
}

impl PartialEq for CardDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}
impl Eq for CardDef {}

impl PartialEq for CharacterDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}
impl Eq for CharacterDef {}
