//! 七七 Qiqi (Cryo, sword) and what comes with the character: Herald of Frost,
//! Fortune-Preserving Talisman, and the talent card Rite of Resurrection.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{most_injured, user, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_0};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &QIQI,
    talent: &RITE_OF_RESURRECTION,
    created: &[],
    made_by_hooks: &[],
};

/// 七七 Qiqi (1108).
pub static QIQI: CharacterDef = CharacterDef {
    id: 1108,
    share_id: 8,
    name: "七七",
    english_name: "Qiqi",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::LIYUE,
    since: V4_0,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11081,
            name: "Ancient Sword Art",
            chinese_name: "云来古剑法",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11082,
            name: "Adeptus Art: Herald of Frost",
            chinese_name: "仙法·寒病鬼差",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Summon(&HERALD_OF_FROST)],
        },
        SkillDef {
            id: PRESERVER_OF_FORTUNE,
            name: "Adeptus Art: Preserver of Fortune",
            chinese_name: "仙法·救苦度厄",
            text: "With Rite of Resurrection equipped: revives all your knocked-out characters with 2 HP (twice per match).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 3),
                Op::Combat(&FORTUNE_PRESERVING_TALISMAN),
                Op::Custom(resurrection),
            ],
        },
    ],
    passives: &[],
};

/// Qiqi's burst, which her talent card uses.
const PRESERVER_OF_FORTUNE: u32 = 11083;

/// How many times in a match Rite of Resurrection revives.
const REVIVALS_PER_MATCH: u8 = 2;

/// With the talent equipped, every knocked-out character of the side comes back with 2 HP, at
/// most twice in the match (counted on Qiqi, so a second copy of the card does not start over;
/// a burst that finds nobody to revive does not count).
fn resurrection(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let qiqi = g.character(cx.seat, slot);
    if !qiqi.has(&RITE_OF_RESURRECTION_EQUIP) || qiqi.match_uses >= REVIVALS_PER_MATCH {
        return;
    }
    let mut revived = false;
    for s in 0..3u8 {
        if !g.character(cx.seat, s).alive {
            g.revive(cx.seat, s, 2, cx.origin());
            revived = true;
        }
    }
    if !revived {
        return;
    }
    g.character_mut(cx.seat, slot).match_uses += 1;
}

/// 寒病鬼差 Herald of Frost (111081): end phase, 1 Cryo damage; 3 usages. While it is in play,
/// after Qiqi's normal attack, the most injured character of its side heals 1, and once per
/// round the active character heals 1 more.
pub static HERALD_OF_FROST: EntityDef = EntityDef {
    text: "After Qiqi uses a Normal Attack: heal your most injured character for 1; once per round, heal your active character for 1 more.",
    id: 111081,
    name: "Herald of Frost",
    chinese_name: "寒病鬼差",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(CRYO, 1)],
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(herald_of_frost),
    ..EntityDef::BLANK
};

fn herald_of_frost(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if g.character(me.seat, *character).def != &QIQI {
        return;
    }
    let source = g.source_of(me);
    if let Some(s) = most_injured(g, me.seat) {
        g.heal(me.seat, s, 1, source);
    }
    if g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        let active = g.player(me.seat).active;
        g.heal(me.seat, active, 1, source);
    }
}

/// 度厄真符 Fortune-Preserving Talisman (111082): after a character of this side uses a skill,
/// it heals 2 if it is injured, spending a usage; 3 usages.
pub static FORTUNE_PRESERVING_TALISMAN: EntityDef = EntityDef {
    text: "After your character uses a skill: if it is not at full HP, heal it for 2 (spends 1 usage).",
    id: 111082,
    name: "Fortune-Preserving Talisman",
    chinese_name: "度厄真符",
    kind: EntityKind::Combat,
    usage: 3,
    listens: trig::AFTER_SKILL,
    hook: Some(talisman),
    ..EntityDef::BLANK
};

fn talisman(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { character, .. } = t else {
        return;
    };
    let c = g.character(me.seat, *character);
    if !c.standing() || c.hp >= c.max_hp {
        return;
    }
    g.heal(me.seat, *character, 2, g.source_of(me));
    g.spend(me);
}

/// The equipped Rite of Resurrection (211081): Adeptus Art: Preserver of Fortune also revives
/// the side's knocked-out characters (twice per match).
pub static RITE_OF_RESURRECTION_EQUIP: EntityDef = EntityDef {
    text: "When the character uses Adeptus Art: Preserver of Fortune: revive all your knocked-out characters with 2 HP (twice per match).",
    id: 211081,
    name: "Rite of Resurrection",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 起死回骸 Rite of Resurrection (talent, 211081): Qiqi uses Adeptus Art: Preserver of Fortune.
pub static RITE_OF_RESURRECTION: CardDef = CardDef {
    id: 211081,
    since: V4_0,
    share_id: 68,
    name: "起死回骸",
    english_name: "Rite of Resurrection",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 4, 0).with_energy(3),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1108),
    talent_skill: Some(PRESERVER_OF_FORTUNE),
    entity: Some(&RITE_OF_RESURRECTION_EQUIP),
    ..CardDef::BLANK
};
