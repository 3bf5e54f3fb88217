//! 枫原万叶 Kaedehara Kazuha (Anemo, sword) and what comes with the character: Midare Ranzan (and
//! its four swirled forms), Autumn Whirlwind, the four Poetics of Fuubutsu, and the talent card
//! Poetics of Fuubutsu.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, user, CharacterCards, ANEMO};
use crate::defs::{
    answers, nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter,
    Direction, EntityDef, EntityKind, EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig,
    Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KAEDEHARA_KAZUHA,
    talent: &POETICS_OF_FUUBUTSU,
    created: &[],
    made_by_hooks: &[
        &MIDARE_RANZAN,
        &MIDARE_RANZAN_CRYO,
        &MIDARE_RANZAN_HYDRO,
        &MIDARE_RANZAN_PYRO,
        &MIDARE_RANZAN_ELECTRO,
        &POETICS_CRYO,
        &POETICS_HYDRO,
        &POETICS_PYRO,
        &POETICS_ELECTRO,
    ],
};

/// 枫原万叶 Kaedehara Kazuha (1505).
pub static KAEDEHARA_KAZUHA: CharacterDef = CharacterDef {
    id: 1505,
    share_id: 40,
    name: "枫原万叶",
    english_name: "Kaedehara Kazuha",
    element: Element::Anemo,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V3_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15051,
            name: "Garyuu Bladework",
            chinese_name: "我流剑术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: CHIHAYABURU,
            name: "Chihayaburu",
            chinese_name: "千早振",
            text: "Deals 1 Anemo damage and attaches Midare Ranzan to this character; if the damage triggered Swirl, Midare Ranzan takes the swirled element.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Custom(chihayaburu), Op::SwitchOwn(Direction::Next)],
        },
        SkillDef {
            id: 15053,
            name: "Kazuha Slash",
            chinese_name: "万叶之一刀",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 1), Op::Summon(&AUTUMN_WHIRLWIND)],
        },
    ],
    passives: &[],
};

/// Kazuha's elemental skill, which his talent card uses.
const CHIHAYABURU: u32 = 15052;

/// 1 Anemo damage, then Midare Ranzan in the element the damage swirled (the side's pending
/// swirl, which only this skill's damage can have set). A Midare Ranzan still attached, of any
/// form, gives way to the new one.
fn chihayaburu(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::Damage(ANEMO, 1), cx);
    let form = midare_ranzan(g.player(cx.seat).swirled);
    let zone = LocZone::Char(user(g, cx));
    let old = g
        .zone(cx.seat, zone)
        .iter()
        .position(|e| !e.dead && e.def.forces_normal_attack);
    if let Some(i) = old {
        g.discard(Loc {
            seat: cx.seat,
            zone,
            idx: i as u8,
        });
    }
    g.add_entity(cx.seat, zone, form);
}

/// The form of Midare Ranzan for a swirled element (the plain one without a swirl).
fn midare_ranzan(swirled: Option<Element>) -> &'static EntityDef {
    match swirled {
        Some(Element::Cryo) => &MIDARE_RANZAN_CRYO,
        Some(Element::Hydro) => &MIDARE_RANZAN_HYDRO,
        Some(Element::Pyro) => &MIDARE_RANZAN_PYRO,
        Some(Element::Electro) => &MIDARE_RANZAN_ELECTRO,
        _ => &MIDARE_RANZAN,
    }
}

/// 乱岚拨止 Midare Ranzan (115051): the next switch to the character by a Switch action is a fast
/// action; before its side chooses an action, if the character is active, it makes a Normal
/// Attack whose physical damage becomes Anemo, then leaves
/// ([`EntityDef::forces_normal_attack`]). `var` counts the fast switch it gave.
pub static MIDARE_RANZAN: EntityDef = EntityDef {
    text: "The next time you switch to the character with a Switch Character action, the switch is a Fast Action.",
    id: 115051,
    name: "Midare Ranzan",
    chinese_name: "乱岚拨止",
    kind: EntityKind::Status,
    infusion: Some(Element::Anemo),
    forces_normal_attack: true,
    answers: answers::FAST_SWITCH,
    query: Some(midare_fast_switch),
    ..EntityDef::BLANK
};

/// 乱岚拨止·冰 Midare Ranzan: Cryo (115053): Midare Ranzan whose attack deals Cryo damage.
pub static MIDARE_RANZAN_CRYO: EntityDef = EntityDef {
    id: 115053,
    name: "Midare Ranzan: Cryo",
    chinese_name: "乱岚拨止·冰",
    infusion: Some(Element::Cryo),
    ..MIDARE_RANZAN
};

/// 乱岚拨止·水 Midare Ranzan: Hydro (115054): Midare Ranzan whose attack deals Hydro damage.
pub static MIDARE_RANZAN_HYDRO: EntityDef = EntityDef {
    id: 115054,
    name: "Midare Ranzan: Hydro",
    chinese_name: "乱岚拨止·水",
    infusion: Some(Element::Hydro),
    ..MIDARE_RANZAN
};

/// 乱岚拨止·火 Midare Ranzan: Pyro (115055): Midare Ranzan whose attack deals Pyro damage.
pub static MIDARE_RANZAN_PYRO: EntityDef = EntityDef {
    id: 115055,
    name: "Midare Ranzan: Pyro",
    chinese_name: "乱岚拨止·火",
    infusion: Some(Element::Pyro),
    ..MIDARE_RANZAN
};

/// 乱岚拨止·雷 Midare Ranzan: Electro (115056): Midare Ranzan whose attack deals Electro damage.
pub static MIDARE_RANZAN_ELECTRO: EntityDef = EntityDef {
    id: 115056,
    name: "Midare Ranzan: Electro",
    chinese_name: "乱岚拨止·雷",
    infusion: Some(Element::Electro),
    ..MIDARE_RANZAN
};

/// The one fast switch to the character Midare Ranzan is attached to.
fn midare_fast_switch(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::FastSwitch { to, fast, used } = q else {
        return;
    };
    if owner(me) == Some(*to) && g.ent(me).var == 0 && !**fast {
        **fast = true;
        **used = true;
    }
}

/// 流风秋野 Autumn Whirlwind (115052): end phase, 1 Anemo damage, in the element of the first
/// Swirl its side triggers while it is in play ([`EntityDef::turns_with_swirl`]); 3 usages.
pub static AUTUMN_WHIRLWIND: EntityDef = EntityDef {
    id: 115052,
    name: "Autumn Whirlwind",
    chinese_name: "流风秋野",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 1)],
    turns_with_swirl: true,
    ..EntityDef::BLANK
};

/// 风物之诗咏·冰 Poetics of Fuubutsu: Cryo (115057): Cryo damage this side's characters and
/// summons deal gets +1, spending a usage; 2 usages.
pub static POETICS_CRYO: EntityDef = EntityDef {
    id: 115057,
    name: "Poetics of Fuubutsu: Cryo",
    chinese_name: "风物之诗咏·冰",
    kind: EntityKind::Combat,
    usage: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::Element(Element::Cryo),
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};

/// 风物之诗咏·水 Poetics of Fuubutsu: Hydro (115058): Hydro damage this side's characters and
/// summons deal gets +1, spending a usage; 2 usages.
pub static POETICS_HYDRO: EntityDef = EntityDef {
    id: 115058,
    name: "Poetics of Fuubutsu: Hydro",
    chinese_name: "风物之诗咏·水",
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::Element(Element::Hydro),
        spends_usage: true,
    }),
    ..POETICS_CRYO
};

/// 风物之诗咏·火 Poetics of Fuubutsu: Pyro (115059): Pyro damage this side's characters and
/// summons deal gets +1, spending a usage; 2 usages.
pub static POETICS_PYRO: EntityDef = EntityDef {
    id: 115059,
    name: "Poetics of Fuubutsu: Pyro",
    chinese_name: "风物之诗咏·火",
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::Element(Element::Pyro),
        spends_usage: true,
    }),
    ..POETICS_CRYO
};

/// 风物之诗咏·雷 Poetics of Fuubutsu: Electro (115050): Electro damage this side's characters and
/// summons deal gets +1, spending a usage; 2 usages.
pub static POETICS_ELECTRO: EntityDef = EntityDef {
    id: 115050,
    name: "Poetics of Fuubutsu: Electro",
    chinese_name: "风物之诗咏·雷",
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::Element(Element::Electro),
        spends_usage: true,
    }),
    ..POETICS_CRYO
};

/// The equipped Poetics of Fuubutsu (215051): after Kazuha triggers Swirl, his side gets the
/// Poetics of Fuubutsu of the swirled element (each element its own combat status).
pub static POETICS_OF_FUUBUTSU_EQUIP: EntityDef = EntityDef {
    text: "After the character triggers Swirl: the next 2 damage of the swirled element your characters and summons deal is increased by 1 (each element counted on its own).",
    id: 215051,
    name: "Poetics of Fuubutsu",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::REACTION,
    hook: Some(poetics),
    ..EntityDef::BLANK
};

fn poetics(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    if d.by != owner(me) {
        return;
    }
    let status = match d.swirled {
        Some(Element::Cryo) => &POETICS_CRYO,
        Some(Element::Hydro) => &POETICS_HYDRO,
        Some(Element::Pyro) => &POETICS_PYRO,
        Some(Element::Electro) => &POETICS_ELECTRO,
        _ => return,
    };
    g.add_entity(me.seat, LocZone::Combat, status);
}

/// 风物之诗咏 Poetics of Fuubutsu (talent, 215051): Kazuha uses Chihayaburu.
pub static POETICS_OF_FUUBUTSU: CardDef = CardDef {
    id: 215051,
    since: V3_8,
    share_id: 100,
    name: "风物之诗咏",
    english_name: "Poetics of Fuubutsu",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1505),
    talent_skill: Some(CHIHAYABURU),
    entity: Some(&POETICS_OF_FUUBUTSU_EQUIP),
    ..CardDef::BLANK
};
