//! 早柚 Sayu (Anemo, claymore) and what comes with the character: Fuufuu Windwheel (the
//! preparation of Fuufuu Whirlwind Kick, plain and in the four elements a Swirl can give it),
//! Muji-Muji Daruma, and the talent card Skiving: New and Improved.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{most_injured, owner, user, CharacterCards, ANEMO, CRYO};
use crate::cards::characters::{ELECTRO, HYDRO, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_4};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the preparations only its elemental
/// skill's custom op creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SAYU,
    talent: &SKIVING,
    created: &[],
    made_by_hooks: &[
        &FUUFUU_WINDWHEEL,
        &FUUFUU_WINDWHEEL_CRYO,
        &FUUFUU_WINDWHEEL_HYDRO,
        &FUUFUU_WINDWHEEL_PYRO,
        &FUUFUU_WINDWHEEL_ELECTRO,
    ],
};

/// 早柚 Sayu (1507).
pub static SAYU: CharacterDef = CharacterDef {
    id: 1507,
    share_id: 320,
    name: "早柚",
    english_name: "Sayu",
    element: Element::Anemo,
    weapon: Weapon::Claymore,
    nations: nation::INAZUMA,
    since: V4_4,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15071,
            name: "Shuumatsuban Ninja Blade",
            chinese_name: "忍刀·终末番",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: FUUIN_DASH,
            name: "Yoohoo Art: Fuuin Dash",
            chinese_name: "呜呼流·风隐急进",
            text: "Deals 1 Anemo damage, then this character prepares Fuufuu Whirlwind Kick (used when your next turn begins); if the damage triggered Swirl, the kick deals the swirled element instead of Anemo.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Custom(fuuin_dash)],
        },
        SkillDef {
            id: 15073,
            name: "Yoohoo Art: Mujina Flurry",
            chinese_name: "呜呼流·影貉缭乱",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 1), Op::Summon(&MUJI_MUJI_DARUMA)],
        },
    ],
    passives: &[],
};

/// Sayu's elemental skill, which her talent card uses.
const FUUIN_DASH: u32 = 15072;

/// 1 Anemo damage, then the Fuufuu Windwheel of the element that damage swirled (the side's
/// pending swirl, which only this skill's damage can have set), or the plain one.
fn fuuin_dash(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::Damage(ANEMO, 1), cx);
    let form = match g.player(cx.seat).swirled {
        Some(Element::Cryo) => &FUUFUU_WINDWHEEL_CRYO,
        Some(Element::Hydro) => &FUUFUU_WINDWHEEL_HYDRO,
        Some(Element::Pyro) => &FUUFUU_WINDWHEEL_PYRO,
        Some(Element::Electro) => &FUUFUU_WINDWHEEL_ELECTRO,
        _ => &FUUFUU_WINDWHEEL,
    };
    g.add_entity(cx.seat, LocZone::Char(user(g, cx)), form);
}

/// 风风轮舞踢 Fuufuu Whirlwind Kick (15074, prepared): 2 Anemo damage.
pub static FUUFUU_WHIRLWIND_KICK: SkillDef = SkillDef {
    id: 15074,
    name: "Fuufuu Whirlwind Kick",
    chinese_name: "风风轮舞踢",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Damage(ANEMO, 2)],
};

/// Fuufuu Whirlwind Kick (15074, prepared) after a Cryo swirl: 2 Cryo damage.
pub static FUUFUU_WHIRLWIND_KICK_CRYO: SkillDef = SkillDef {
    ops: &[Op::Damage(CRYO, 2)],
    ..FUUFUU_WHIRLWIND_KICK
};

/// Fuufuu Whirlwind Kick (15074, prepared) after a Hydro swirl: 2 Hydro damage.
pub static FUUFUU_WHIRLWIND_KICK_HYDRO: SkillDef = SkillDef {
    ops: &[Op::Damage(HYDRO, 2)],
    ..FUUFUU_WHIRLWIND_KICK
};

/// Fuufuu Whirlwind Kick (15074, prepared) after a Pyro swirl: 2 Pyro damage.
pub static FUUFUU_WHIRLWIND_KICK_PYRO: SkillDef = SkillDef {
    ops: &[Op::Damage(PYRO, 2)],
    ..FUUFUU_WHIRLWIND_KICK
};

/// Fuufuu Whirlwind Kick (15074, prepared) after an Electro swirl: 2 Electro damage.
pub static FUUFUU_WHIRLWIND_KICK_ELECTRO: SkillDef = SkillDef {
    ops: &[Op::Damage(ELECTRO, 2)],
    ..FUUFUU_WHIRLWIND_KICK
};

/// 风风轮 Fuufuu Windwheel (115071): Sayu prepares Fuufuu Whirlwind Kick, used when her side's
/// next turn begins.
pub static FUUFUU_WINDWHEEL: EntityDef = EntityDef {
    id: 115071,
    name: "Fuufuu Windwheel",
    chinese_name: "风风轮",
    kind: EntityKind::Status,
    prepare: Some(&FUUFUU_WHIRLWIND_KICK),
    ..EntityDef::BLANK
};

/// 风风轮 Fuufuu Windwheel (115071) after a Cryo swirl: the kick deals Cryo damage.
pub static FUUFUU_WINDWHEEL_CRYO: EntityDef = EntityDef {
    name: "Fuufuu Windwheel: Cryo",
    prepare: Some(&FUUFUU_WHIRLWIND_KICK_CRYO),
    ..FUUFUU_WINDWHEEL
};

/// 风风轮 Fuufuu Windwheel (115071) after a Hydro swirl: the kick deals Hydro damage.
pub static FUUFUU_WINDWHEEL_HYDRO: EntityDef = EntityDef {
    name: "Fuufuu Windwheel: Hydro",
    prepare: Some(&FUUFUU_WHIRLWIND_KICK_HYDRO),
    ..FUUFUU_WINDWHEEL
};

/// 风风轮 Fuufuu Windwheel (115071) after a Pyro swirl: the kick deals Pyro damage.
pub static FUUFUU_WINDWHEEL_PYRO: EntityDef = EntityDef {
    name: "Fuufuu Windwheel: Pyro",
    prepare: Some(&FUUFUU_WHIRLWIND_KICK_PYRO),
    ..FUUFUU_WINDWHEEL
};

/// 风风轮 Fuufuu Windwheel (115071) after an Electro swirl: the kick deals Electro damage.
pub static FUUFUU_WINDWHEEL_ELECTRO: EntityDef = EntityDef {
    name: "Fuufuu Windwheel: Electro",
    prepare: Some(&FUUFUU_WHIRLWIND_KICK_ELECTRO),
    ..FUUFUU_WINDWHEEL
};

/// 不倒貉貉 Muji-Muji Daruma (115072): end phase, 1 Anemo damage, then the most injured character
/// of its side heals 2; 2 usages.
pub static MUJI_MUJI_DARUMA: EntityDef = EntityDef {
    text: "At the End Phase, after dealing its damage, it heals your most injured character for 2.",
    id: 115072,
    name: "Muji-Muji Daruma",
    chinese_name: "不倒貉貉",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ANEMO, 1), Op::Custom(heal_most_injured)],
    ..EntityDef::BLANK
};

/// Heals the most injured character of the side for 2 (nobody when none is injured).
fn heal_most_injured(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(s) = most_injured(g, cx.seat) {
        g.heal(cx.seat, s, 2, cx.origin());
    }
}

/// The equipped Skiving: New and Improved (215071): while Sayu is the active character, the
/// first Swirl her side triggers each round draws 2 cards. It answers the damage that swirled,
/// a prepared Fuufuu Whirlwind Kick's included: the card says "when" (时), not "after".
pub static SKIVING_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, when your characters or summons trigger Swirl: draw 2 cards (once per round).",
    id: 215071,
    name: "Skiving: New and Improved",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::DEALT,
    hook: Some(skiving),
    ..EntityDef::BLANK
};

fn skiving(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    let active = g.player(me.seat).active;
    if d.reaction != Some(Reaction::Swirl) || owner(me) != Some(active) || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    g.draw(me.seat, 2);
}

/// 偷懒的新方法 Skiving: New and Improved (talent, 215071): Sayu uses Yoohoo Art: Fuuin Dash.
pub static SKIVING: CardDef = CardDef {
    id: 215071,
    since: V4_4,
    share_id: 324,
    name: "偷懒的新方法",
    english_name: "Skiving: New and Improved",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1507),
    talent_skill: Some(FUUIN_DASH),
    entity: Some(&SKIVING_EQUIP),
    ..CardDef::BLANK
};
