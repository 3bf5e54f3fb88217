//! 坎蒂丝 Candace (Hydro, polearm) and what comes with the character: Heron Shield, the prepared
//! Heron Strike, Prayer of the Crimson Crown, and the talent card The Overflow.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, infuse_melee, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{by_version, V3_8, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CANDACE,
    talent: &THE_OVERFLOW,
    created: &[],
    made_by_hooks: &[],
};

/// 坎蒂丝 Candace (1207).
pub static CANDACE: CharacterDef = CharacterDef {
    id: 1207,
    share_id: 15,
    name: "坎蒂丝",
    english_name: "Candace",
    element: Element::Hydro,
    weapon: Weapon::Polearm,
    nations: nation::SUMERU,
    since: V3_8,
    hp: by_version(&[(V3_8, 10), (V5_8, 11)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12071,
            name: "Gleaming Spear - Guardian Stance",
            chinese_name: "流耀枪术·守势",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12072,
            name: "Sacred Rite: Heron's Sanctum",
            chinese_name: "圣仪·苍鹭庇卫",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Status(Who::This, &HERON_SHIELD),
                Op::Status(Who::This, &PREPARING_HERON_STRIKE),
            ],
        },
        SkillDef {
            id: WAGTAILS_TIDE,
            name: "Sacred Rite: Wagtail's Tide",
            chinese_name: "圣仪·灰鸰衒潮",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::TalentForm(
                    &PRAYER_OF_THE_CRIMSON_CROWN,
                    &PRAYER_OF_THE_CRIMSON_CROWN_TALENT,
                ),
            ],
        },
    ],
    passives: &[],
};

/// Candace's burst, which her talent card uses.
const WAGTAILS_TIDE: u32 = 12073;

/// 苍鹭震击 Heron Strike (12074, prepared by Sacred Rite: Heron's Sanctum): 3 Hydro damage.
pub static HERON_STRIKE: SkillDef = SkillDef {
    id: 12074,
    name: "Heron Strike",
    chinese_name: "苍鹭震击",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Damage(HYDRO, 3)],
};

/// 苍鹭震击 (preparing, 112074): Candace uses Heron Strike when her side's next turn begins.
pub static PREPARING_HERON_STRIKE: EntityDef = EntityDef {
    id: 112074,
    name: "Heron Strike",
    chinese_name: "苍鹭震击",
    kind: EntityKind::Status,
    prepare: Some(&HERON_STRIKE),
    ..EntityDef::BLANK
};

/// 苍鹭护盾 Heron Shield (112071): a 2-point shield on Candace only while she prepares Heron
/// Strike (it leaves when the preparation ends: used, switched out, or blocked).
pub static HERON_SHIELD: EntityDef = EntityDef {
    text: "Lasts only while the character prepares a skill.",
    id: 112071,
    name: "Heron Shield",
    chinese_name: "苍鹭护盾",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    during_preparation: true,
    ..EntityDef::BLANK
};

/// 赤冕祝祷 Prayer of the Crimson Crown (112072): this side's normal attacks deal +1; the physical
/// damage of its Sword, Claymore and Polearm characters becomes Hydro; after this side switches
/// characters, 1 Hydro damage (once per round); 2 rounds.
pub static PRAYER_OF_THE_CRIMSON_CROWN: EntityDef = EntityDef {
    text: "Physical damage dealt by your Sword, Claymore and Polearm characters is converted to Hydro damage. After you switch characters: deal 1 Hydro damage (once per round).",
    id: 112072,
    name: "Prayer of the Crimson Crown",
    chinese_name: "赤冕祝祷",
    kind: EntityKind::Combat,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    per_round: true,
    listens: trig::INFUSE | trig::SWITCHED | trig::AFTER_SKILL,
    hook: Some(prayer),
    ..EntityDef::BLANK
};

/// 赤冕祝祷 (talent, 112073): also, after a normal attack of this side, 1 Hydro damage (once per
/// round).
pub static PRAYER_OF_THE_CRIMSON_CROWN_TALENT: EntityDef = EntityDef {
    text: "Physical damage dealt by your Sword, Claymore and Polearm characters is converted to Hydro damage. After you switch characters: deal 1 Hydro damage (once per round). After your character uses a Normal Attack: deal 1 Hydro damage (once per round).",
    id: 112073,
    ..PRAYER_OF_THE_CRIMSON_CROWN
};

/// `var` bit: the damage after a switch was dealt this round.
const SWITCH_DONE: u8 = 1;
/// `var` bit: the talent form's damage after a normal attack was dealt this round.
const ATTACK_DONE: u8 = 2;

/// The melee infusion, and the two once-per-round follow-ups (each counted in its own bit of
/// `var`, which resets every round).
fn prayer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let done = match t {
        Trig::Damage(d) => {
            infuse_melee(g, me.seat, d, Element::Hydro);
            return;
        }
        Trig::Switched { .. } => SWITCH_DONE,
        Trig::AfterSkill {
            kind: SkillKind::Normal,
            ..
        } if g.ent(me).def == &PRAYER_OF_THE_CRIMSON_CROWN_TALENT => ATTACK_DONE,
        _ => return,
    };
    if g.ent(me).var & done != 0 {
        return;
    }
    g.ent_mut(me).var |= done;
    deal_as(g, me, HYDRO, 1);
}

/// The equipped The Overflow (212071): Sacred Rite: Wagtail's Tide creates the talent form of
/// Prayer of the Crimson Crown.
pub static THE_OVERFLOW_EQUIP: EntityDef = EntityDef {
    id: 212071,
    name: "The Overflow",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 衍溢的汐潮 The Overflow (talent, 212071): Candace uses Sacred Rite: Wagtail's Tide.
pub static THE_OVERFLOW: CardDef = CardDef {
    id: 212071,
    since: V3_8,
    share_id: 75,
    name: "衍溢的汐潮",
    english_name: "The Overflow",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1207),
    talent_skill: Some(WAGTAILS_TIDE),
    entity: Some(&THE_OVERFLOW_EQUIP),
    ..CardDef::BLANK
};
