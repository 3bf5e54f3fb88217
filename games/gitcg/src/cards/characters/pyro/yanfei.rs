//! 烟绯 Yanfei (Pyro, catalyst) and what comes with the character: Scarlet Seal, Brilliance, and
//! the talent card Right of Final Interpretation.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{owner, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, Discount,
    DiscountDice, Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind,
    TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YANFEI,
    talent: &RIGHT_OF_FINAL_INTERPRETATION,
    created: &[],
    made_by_hooks: &[],
};

/// 烟绯 Yanfei (1308).
pub static YANFEI: CharacterDef = CharacterDef {
    id: 1308,
    share_id: 24,
    name: "烟绯",
    english_name: "Yanfei",
    element: Element::Pyro,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    since: V3_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: SEAL_OF_APPROVAL,
            name: "Seal of Approval",
            chinese_name: "火漆制印",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 13082,
            name: "Signed Edict",
            chinese_name: "丹书立约",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3), Op::Status(Who::This, &SCARLET_SEAL)],
        },
        SkillDef {
            id: 13083,
            name: "Done Deal",
            chinese_name: "凭此结契",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 3),
                Op::Status(Who::This, &SCARLET_SEAL),
                Op::Status(Who::This, &BRILLIANCE),
            ],
        },
    ],
    passives: &[],
};

/// Yanfei's normal attack, which her talent card uses.
const SEAL_OF_APPROVAL: u32 = 13081;

/// 丹火印 Scarlet Seal (113081): the character's charged attacks deal +2, spending a usage; 1
/// usage, stacking to 2.
pub static SCARLET_SEAL: EntityDef = EntityDef {
    id: 113081,
    name: "Scarlet Seal",
    chinese_name: "丹火印",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 2,
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::ChargedAttacks,
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// 灼灼 Brilliance (113082): the character's charged attacks cost 1 Pyro die less (once per
/// round); end phase, the character gets Scarlet Seal; 2 rounds.
pub static BRILLIANCE: EntityDef = EntityDef {
    id: 113082,
    name: "Brilliance",
    chinese_name: "灼灼",
    kind: EntityKind::Status,
    duration: 2,
    discount: Some(Discount {
        on: Discounted::OwnChargedAttack,
        dice: DiscountDice::Element(Element::Pyro),
        amount: 1,
        limit: 1,
    }),
    per_round: true,
    end_phase: &[Op::Status(Who::This, &SCARLET_SEAL)],
    ..EntityDef::BLANK
};

/// The equipped Right of Final Interpretation (213081): Yanfei's charged attacks deal +1 to a
/// target with at most 6 HP, and a charged attack that Scarlet Seal boosted draws a card once
/// the skill is over.
pub static RIGHT_OF_FINAL_INTERPRETATION_EQUIP: EntityDef = EntityDef {
    text: "The character's Charged Attacks deal +1 damage to a target with 6 HP or less. After a Charged Attack that Scarlet Seal boosted: draw 1 card.",
    id: 213081,
    name: "Right of Final Interpretation",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::INFUSE | trig::AFTER_SKILL,
    hook: Some(final_interpretation),
    ..EntityDef::BLANK
};

/// Everything happens at the infusion step, before any bonus: a live Scarlet Seal there is the
/// one that boosts the hit (noted in `mark`, read once the skill is over), and the +1 is
/// additive, so it commutes with the bonuses that follow.
fn final_interpretation(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.charged && d.by == Some(slot) => {
            let sealed = g
                .character(me.seat, slot)
                .attached
                .iter()
                .any(|e| !e.dead && e.def == &SCARLET_SEAL && e.usage > 0);
            if sealed {
                g.mark(me, 1);
            }
            if g.character(d.to, d.target).hp <= 6 {
                d.amount += 1;
            }
        }
        Trig::AfterSkill { character, .. } if *character == slot && g.ent(me).mark != 0 => {
            g.draw(me.seat, 1);
        }
        _ => {}
    }
}

/// 最终解释权 Right of Final Interpretation (talent, 213081): Yanfei uses Seal of Approval.
pub static RIGHT_OF_FINAL_INTERPRETATION: CardDef = CardDef {
    id: 213081,
    since: V3_8,
    share_id: 84,
    name: "最终解释权",
    english_name: "Right of Final Interpretation",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1308),
    talent_skill: Some(SEAL_OF_APPROVAL),
    entity: Some(&RIGHT_OF_FINAL_INTERPRETATION_EQUIP),
    ..CardDef::BLANK
};
