//! 芭芭拉 Barbara (Hydro, catalyst) and what comes with the character: Melody Loop, and the talent
//! card Glorious Season.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &BARBARA,
    talent: &GLORIOUS_SEASON,
    created: &[],
    made_by_hooks: &[],
};

/// 芭芭拉 Barbara (1201).
pub static BARBARA: CharacterDef = CharacterDef {
    id: 1201,
    share_id: 9,
    name: "芭芭拉",
    english_name: "Barbara",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12011,
            name: "Whisper of Water",
            chinese_name: "水之浅唱",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12012,
            name: "Let the Show Begin♪",
            chinese_name: "演唱，开始♪",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 1), Op::Summon(&MELODY_LOOP)],
        },
        SkillDef {
            id: 12013,
            name: "Shining Miracle♪",
            chinese_name: "闪耀奇迹♪",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Heal(Who::All, 4)],
        },
    ],
    passives: &[],
};

/// 歌声之环 Melody Loop (112011): end phase, heals every character of its side 1, then applies Hydro to
/// the active character; 2 usages.
pub static MELODY_LOOP: EntityDef = EntityDef {
    id: 112011,
    name: "Melody Loop",
    chinese_name: "歌声之环",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Heal(Who::All, 1),
        Op::ApplyOwn(Who::Active, Element::Hydro),
    ],
    ..EntityDef::BLANK
};

/// The equipped Glorious Season (212011): while Barbara has it and Melody Loop is in play,
/// switching costs 1 die less (once per round). It sits on the card, not the summon, so that its
/// use is counted per round instead of spending the summon's usages.
pub static GLORIOUS_SEASON_EQUIP: EntityDef = EntityDef {
    text: "While Melody Loop is in play, switching characters costs 1 die less (once per round).",
    id: 212011,
    name: "Glorious Season",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    answers: answers::SWITCH_COST,
    query: Some(glorious_season),
    ..EntityDef::BLANK
};

fn glorious_season(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if g.ent(me).var == 0 && g.player(me.seat).has_summon(&MELODY_LOOP) && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 光辉的季节 Glorious Season (talent, 212011).
pub static GLORIOUS_SEASON: CardDef = CardDef {
    id: 212011,
    share_id: 69,
    name: "光辉的季节",
    english_name: "Glorious Season",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1201),
    talent_skill: Some(12012),
    entity: Some(&GLORIOUS_SEASON_EQUIP),
    ..CardDef::BLANK
};
