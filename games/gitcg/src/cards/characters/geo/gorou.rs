//! 五郎 Gorou (Geo, bow) and what comes with the character: General's War Banner, General's
//! Glory, and the talent card Rushing Hound: Swift as the Wind.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::builtin::CRYSTALLIZE;
use crate::cards::characters::{CharacterCards, GEO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &GOROU,
    talent: &RUSHING_HOUND,
    created: &[],
    made_by_hooks: &[],
};

/// 五郎 Gorou (1606).
pub static GOROU: CharacterDef = CharacterDef {
    id: 1606,
    share_id: 283,
    name: "五郎",
    english_name: "Gorou",
    element: Element::Geo,
    weapon: Weapon::Bow,
    nations: nation::INAZUMA,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16061,
            name: "Ripping Fang Fletching",
            chinese_name: "呲牙裂扇箭",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: INUZAKA_ALL_ROUND_DEFENSE,
            name: "Inuzaka All-Round Defense",
            chinese_name: "犬坂吠吠方圆阵",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 2), Op::Combat(&GENERALS_WAR_BANNER)],
        },
        SkillDef {
            id: 16063,
            name: "Juuga: Forward Unto Victory",
            chinese_name: "兽牙逐突形胜战法",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(GEO, 2),
                Op::Combat(&GENERALS_WAR_BANNER),
                Op::Summon(&GENERALS_GLORY),
            ],
        },
    ],
    passives: &[],
};

/// Gorou's elemental skill, which his talent card uses.
const INUZAKA_ALL_ROUND_DEFENSE: u32 = 16062;

/// 大将旗指物 General's War Banner (116061): Geo damage its side's characters deal gets +1;
/// lasts 2 rounds, stacking up to 3.
pub static GENERALS_WAR_BANNER: EntityDef = EntityDef {
    text: "Geo damage dealt by your characters is increased by 1.",
    id: 116061,
    name: "General's War Banner",
    chinese_name: "大将旗指物",
    kind: EntityKind::Combat,
    duration: 2,
    duration_cap: 3,
    listens: trig::BONUS_OUT,
    hook: Some(war_banner),
    ..EntityDef::BLANK
};

/// +1 to Geo damage from a character of the side (not from its summons or statuses).
fn war_banner(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_some() && d.ty == GEO {
        d.amount += 1;
    }
}

/// 大将威仪 General's Glory (116062): end phase, 1 Geo damage, then Crystallize for its side
/// when the party holds at least 2 Geo characters (knocked out or not: the card counts the
/// team); 2 usages.
pub static GENERALS_GLORY: EntityDef = EntityDef {
    text: "After its End Phase damage: if your party has 2 Geo characters, create Crystallize on your side.",
    id: 116062,
    name: "General's Glory",
    chinese_name: "大将威仪",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1), Op::Custom(glory_crystallizes)],
    ..EntityDef::BLANK
};

/// Crystallize for a side with two Geo characters.
fn glory_crystallizes(g: &mut Gitcg, cx: &mut Cx) {
    let geo = g
        .player(cx.seat)
        .chars
        .iter()
        .filter(|c| c.def.element == Element::Geo)
        .count();
    if geo >= 2 {
        g.run_op(Op::Combat(&CRYSTALLIZE), cx);
    }
}

/// The equipped Rushing Hound: Swift as the Wind (216061): while Gorou stands, after a
/// character of his side deals Geo damage with a General's War Banner on the side, draw a card
/// (once per round). "造成岩元素伤害后" (after the damage) answers once the skill that dealt
/// it is over, as "after Swirl" does, so the banner that same skill makes counts: the skill
/// the talent uses draws. The Geo damage is noted in the per-skill mark until then.
pub static RUSHING_HOUND_EQUIP: EntityDef = EntityDef {
    text: "After your character deals Geo damage: if General's War Banner is on your side, draw 1 card (once per round).",
    id: 216061,
    name: "Rushing Hound: Swift as the Wind",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::DEALT | trig::AFTER_SKILL,
    hook: Some(rushing_hound),
    ..EntityDef::BLANK
};

fn rushing_hound(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Dealt(d) if d.by.is_some() && d.ty == GEO => {
            // A prepared skill sets off no "after a skill" effect: its hit is answered now.
            if d.skill.is_some() && !d.prepared {
                g.mark(me, 1);
            } else {
                draw_with_banner(g, me);
            }
        }
        Trig::AfterSkill { .. } if g.ent(me).mark != 0 => {
            g.ent_mut(me).mark = 0;
            draw_with_banner(g, me);
        }
        _ => {}
    }
}

/// Draws a card if General's War Banner is on the side, once a round.
fn draw_with_banner(g: &mut Gitcg, me: Loc) {
    let banner = g.player(me.seat).has_combat(&GENERALS_WAR_BANNER);
    if banner && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.draw(me.seat, 1);
    }
}

/// 犬奔·疾如风 Rushing Hound: Swift as the Wind (talent, 216061): Gorou uses Inuzaka All-Round
/// Defense.
pub static RUSHING_HOUND: CardDef = CardDef {
    id: 216061,
    since: V4_3,
    share_id: 292,
    name: "犬奔·疾如风",
    english_name: "Rushing Hound: Swift as the Wind",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1606),
    talent_skill: Some(INUZAKA_ALL_ROUND_DEFENSE),
    entity: Some(&RUSHING_HOUND_EQUIP),
    ..CardDef::BLANK
};
