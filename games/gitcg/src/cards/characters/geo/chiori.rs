//! 千织 Chiori (Geo, sword) and what comes with the character: her six Tamoto (Chiori's
//! Automaton Dolls, one picked by Fluttering Hasode, `pick.rs`), and the talent card In Five
//! Colors Dyed.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, CharacterCards, GEO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V5_1};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CHIORI,
    talent: &IN_FIVE_COLORS_DYED,
    created: &[],
    made_by_hooks: &[
        &GROUCHY_TAMOTO,
        &NOTHING_TO_SEE_HERE_TAMOTO,
        &EFFORTLESSLY_OUTCLASSING_TAMOTO,
        &TRANQUILLY_TAKING_TEN_TAMOTO,
        &EYES_SHUT_TAMOTO,
        &BOMBASTIC_SIDE_EYE_TAMOTO,
    ],
};

/// Chiori's character id, which her dolls ask after.
const CHIORI_ID: u32 = 1609;

/// Her elemental skill, which the talent card uses.
const FLUTTERING_HASODE: u32 = 16092;

/// 千织 Chiori (1609).
pub static CHIORI: CharacterDef = CharacterDef {
    id: CHIORI_ID,
    share_id: 420,
    name: "千织",
    english_name: "Chiori",
    element: Element::Geo,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V5_1,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16091,
            name: "Weaving Blade",
            chinese_name: "心织刀流",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: FLUTTERING_HASODE,
            name: "Fluttering Hasode",
            chinese_name: "羽袖一触",
            text: "Pick 1 of 3 of Chiori's Automaton Dolls, drawn at random from Grouchy, Knife-Wielding; \"Nothing to See Here\"; Effortlessly Outclassing Opponents; Fighting With Her Eyes Shut; Bombastic Side-Eye, and summon it. With In Five Colors Dyed equipped: also summon Tranquilly Taking Ten Tamoto, and pick 1 of 4.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Custom(fluttering_hasode)],
        },
        SkillDef {
            id: 16093,
            name: "Hiyoku: Twin Blades",
            chinese_name: "二刀之形·比翼",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Damage(GEO, 5)],
        },
    ],
    passives: &[],
};

/// The dolls Fluttering Hasode picks from (Tranquilly Taking Ten only comes with the talent).
static PICKABLE: &[&EntityDef] = &[
    &GROUCHY_TAMOTO,
    &NOTHING_TO_SEE_HERE_TAMOTO,
    &EFFORTLESSLY_OUTCLASSING_TAMOTO,
    &EYES_SHUT_TAMOTO,
    &BOMBASTIC_SIDE_EYE_TAMOTO,
];

/// Offers three dolls to pick, or with the talent summons Tranquilly Taking Ten and offers four.
fn fluttering_hasode(g: &mut Gitcg, cx: &mut Cx) {
    let user = cx.character.unwrap_or(g.player(cx.seat).active);
    let talent = EntityKind::Equipment(EquipSlot::Talent);
    let has_talent = g
        .character(cx.seat, user)
        .attached
        .iter()
        .any(|e| !e.dead && e.def.kind == talent);
    if has_talent {
        g.run_op(Op::Summon(&TRANQUILLY_TAKING_TEN_TAMOTO), cx);
    }
    g.offer_pick(cx.seat, &PICKABLE, if has_talent { 4 } else { 3 });
}

/// Whether the character in `slot` of `seat` is Chiori.
fn is_chiori(g: &Gitcg, seat: tavern_game::Seat, slot: u8) -> bool {
    g.character(seat, slot).def.id == CHIORI_ID
}

/// 不悦挥刀之袖 Grouchy, Knife-Wielding Tamoto (116091): end phase, 1 Geo damage; 2 usages.
/// While in play, Chiori's Physical damage becomes Geo, and her normal attacks' Geo damage +1.
pub static GROUCHY_TAMOTO: EntityDef = EntityDef {
    id: 116091,
    name: "Grouchy, Knife-Wielding Tamoto",
    chinese_name: "不悦挥刀之袖",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1)],
    listens: trig::INFUSE,
    hook: Some(grouchy),
    text: "While this is in play, Chiori's Physical damage becomes Geo damage, and the Geo damage of her Normal Attacks +1.",
    ..EntityDef::BLANK
};

/// Infuses Chiori's damage and, for her normal attacks, adds the bonus in the same step, so a
/// hit is raised once.
fn grouchy(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let Some(by) = d.by else { return };
    if d.from != me.seat || !is_chiori(g, me.seat, by) {
        return;
    }
    if d.ty == DamageType::Physical {
        d.ty = GEO;
    }
    if d.ty == GEO && d.skill == Some(SkillKind::Normal) {
        d.amount += 1;
    }
}

/// 无事发生之袖 "Nothing to See Here" Tamoto (116092): end phase, 1 Geo damage; 2 usages.
/// After your side uses a skill, switch to your next character (once per round).
pub static NOTHING_TO_SEE_HERE_TAMOTO: EntityDef = EntityDef {
    id: 116092,
    name: "\"Nothing to See Here\" Tamoto",
    chinese_name: "无事发生之袖",
    kind: EntityKind::Summon,
    usage: 2,
    per_round: true,
    end_phase: &[Op::Damage(GEO, 1)],
    listens: trig::AFTER_SKILL,
    hook: Some(nothing_to_see_here),
    text: "After your character uses a Skill while this is in play: switch to your next character (once per round).",
    ..EntityDef::BLANK
};

fn nothing_to_see_here(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if !matches!(t, Trig::AfterSkill { .. }) || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    let mut cx = Cx {
        entity: Some(g.ent(me).def),
        ..Cx::side(me.seat)
    };
    g.run_op(Op::SwitchOwn(Direction::Next), &mut cx);
}

/// 轻松迎敌之袖 Effortlessly Outclassing Opponents Tamoto (116093): end phase, 1 Geo damage;
/// 2 usages. After a character of yours other than Chiori uses a skill, 1 Geo damage (once per
/// round).
pub static EFFORTLESSLY_OUTCLASSING_TAMOTO: EntityDef = EntityDef {
    id: 116093,
    name: "Effortlessly Outclassing Opponents Tamoto",
    chinese_name: "轻松迎敌之袖",
    kind: EntityKind::Summon,
    usage: 2,
    per_round: true,
    end_phase: &[Op::Damage(GEO, 1)],
    listens: trig::AFTER_SKILL,
    hook: Some(effortlessly_outclassing),
    text: "After a character of yours other than Chiori uses a Skill while this is in play: deal 1 Geo damage (once per round).",
    ..EntityDef::BLANK
};

fn effortlessly_outclassing(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { character, .. } = t else {
        return;
    };
    if is_chiori(g, me.seat, *character) || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    deal_as(g, me, GEO, 1);
}

/// 平静养神之袖 Tranquilly Taking Ten Tamoto (116094): end phase, 1 Geo damage; 2 usages.
pub static TRANQUILLY_TAKING_TEN_TAMOTO: EntityDef = EntityDef {
    id: 116094,
    name: "Tranquilly Taking Ten Tamoto",
    chinese_name: "平静养神之袖",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1)],
    ..EntityDef::BLANK
};

/// 闭目战斗之袖 Fighting With Her Eyes Shut Tamoto (116095): end phase, 1 Geo damage; 2
/// usages. While in play, Geo damage by Chiori and by her dolls +1 (twice per round).
pub static EYES_SHUT_TAMOTO: EntityDef = EntityDef {
    id: 116095,
    name: "Fighting With Her Eyes Shut Tamoto",
    chinese_name: "闭目战斗之袖",
    kind: EntityKind::Summon,
    usage: 2,
    per_round: true,
    end_phase: &[Op::Damage(GEO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(eyes_shut),
    text: "While this is in play, Geo damage dealt by Chiori and by Chiori's Automaton Dolls +1 (twice per round).",
    ..EntityDef::BLANK
};

fn eyes_shut(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.from != me.seat || d.ty != GEO || g.ent(me).var >= 2 {
        return;
    }
    let by_chiori = d.by.is_some_and(|s| is_chiori(g, me.seat, s));
    let by_doll = d.entity.is_some_and(|e| {
        e.id == TRANQUILLY_TAKING_TEN_TAMOTO.id || PICKABLE.iter().any(|p| p.id == e.id)
    });
    if by_chiori || by_doll {
        d.amount += 1;
        g.ent_mut(me).var += 1;
    }
}

/// 侧目睥睨之袖 Bombastic Side-Eye Tamoto (116096): end phase, 1 Geo damage; 2 usages.
/// Chiori's normal attacks cost 1 Elemental die less (once per round).
pub static BOMBASTIC_SIDE_EYE_TAMOTO: EntityDef = EntityDef {
    id: 116096,
    name: "Bombastic Side-Eye Tamoto",
    chinese_name: "侧目睥睨之袖",
    kind: EntityKind::Summon,
    usage: 2,
    per_round: true,
    end_phase: &[Op::Damage(GEO, 1)],
    answers: answers::SKILL_COST,
    query: Some(bombastic_side_eye),
    text:
        "While this is in play, Chiori's Normal Attacks cost 1 Elemental Die less (once per round).",
    ..EntityDef::BLANK
};

fn bombastic_side_eye(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    if is_chiori(g, me.seat, *slot) && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// The equipped In Five Colors Dyed (216091): Fluttering Hasode also summons Tranquilly Taking
/// Ten Tamoto and offers four dolls.
pub static IN_FIVE_COLORS_DYED_EQUIP: EntityDef = EntityDef {
    id: 216091,
    name: "In Five Colors Dyed",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 落染五色 In Five Colors Dyed (talent, 216091): Chiori uses Fluttering Hasode.
pub static IN_FIVE_COLORS_DYED: CardDef = CardDef {
    id: 216091,
    since: V5_1,
    share_id: 423,
    name: "落染五色",
    english_name: "In Five Colors Dyed",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(CHIORI_ID),
    talent_skill: Some(FLUTTERING_HASODE),
    entity: Some(&IN_FIVE_COLORS_DYED_EQUIP),
    ..CardDef::BLANK
};

/// In Five Colors Dyed from 5.8 on: 4 Geo dice.
pub static IN_FIVE_COLORS_DYED_5_8: CardDef = CardDef {
    cost: Cost::elem(Element::Geo, 4, 0),
    ..IN_FIVE_COLORS_DYED
};
