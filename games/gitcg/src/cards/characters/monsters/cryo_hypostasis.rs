//! 无相之冰 Cryo Hypostasis (Cryo, no weapon) and what comes with the character: Cryo Crystal
//! Core, Overwhelming Ice, Piercing Iceridge, Sheer Cold (which its talent gives the opponent),
//! and the talent card Sternfrost Prism.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::characters::{owner, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_4};
use crate::Gitcg;

/// The registry entry: the character and its talent card (the Sheer Cold its talent gives
/// the opponent is La Signora's, listed with her).
pub static CARDS: CharacterCards = CharacterCards {
    character: &CRYO_HYPOSTASIS,
    talent: &STERNFROST_PRISM,
    created: &[],
    made_by_hooks: &[],
};

/// 无相之冰 Cryo Hypostasis (2103).
pub static CRYO_HYPOSTASIS: CharacterDef = CharacterDef {
    id: 2103,
    share_id: 321,
    name: "无相之冰",
    english_name: "Cryo Hypostasis",
    element: Element::Cryo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_4,
    hp: Versioned::same(8),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 21031,
            name: "Icespike Shot",
            chinese_name: "冰锥迸射",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: 21032,
            name: "Ice Ring Waltz",
            chinese_name: "圆舞冰环",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 3),
                Op::Status(Who::This, &OVERWHELMING_ICE),
            ],
        },
        SkillDef {
            id: 21033,
            name: "Plunging Ice Shards",
            chinese_name: "冰棱轰坠",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::PierceStandby(1),
                Op::Summon(&PIERCING_ICERIDGE),
            ],
        },
    ],
    passives: &[&CRYO_CRYSTAL_CORE],
};

/// 冰晶核心 Cryo Crystal Core (passive, 121034): when the character would be knocked out, it
/// leaves and the character is healed to 1 HP instead; with Sternfrost Prism equipped, the
/// opposing active character then gets Sheer Cold.
pub static CRYO_CRYSTAL_CORE: EntityDef = EntityDef {
    text: "When the character would be knocked out: remove this status; the character is not knocked out and is healed to 1 HP.",
    id: 121034,
    name: "Cryo Crystal Core",
    chinese_name: "冰晶核心",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(cryo_crystal_core),
    ..EntityDef::BLANK
};

fn cryo_crystal_core(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::WouldDie { character, saved } = t else {
        return;
    };
    if Some(*character) != owner(me) || saved.is_some() {
        return;
    }
    **saved = Some(1);
    g.discard(me);
    if g.character(me.seat, *character)
        .has(&STERNFROST_PRISM_EQUIP)
    {
        // La Signora's Sheer Cold, attached her way (it takes Blazing Heat's place).
        super::fatui::la_signora::chill_foe(g, me.seat, &super::fatui::la_signora::SHEER_COLD);
    }
}

/// 四迸冰锥 Overwhelming Ice (121031): after the character's next normal attack, 1 Piercing
/// damage to every opposing standby character; 1 usage.
pub static OVERWHELMING_ICE: EntityDef = EntityDef {
    id: 121031,
    name: "Overwhelming Ice",
    chinese_name: "四迸冰锥",
    kind: EntityKind::Status,
    usage: 1,
    after: Some((After::NormalAttack, &[Op::PierceStandby(1)])),
    ..EntityDef::BLANK
};

/// 刺击冰棱 Piercing Iceridge (121033): end phase, 1 Cryo damage to the opposing character
/// nearest to its side's active character; 2 usages.
pub static PIERCING_ICERIDGE: EntityDef = EntityDef {
    text: "End Phase: deal 1 Cryo damage to the opposing character nearest to your active character (the one whose position is closest; the earlier one on a tie).",
    id: 121033,
    name: "Piercing Iceridge",
    chinese_name: "刺击冰棱",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Custom(strike_nearest)],
    ..EntityDef::BLANK
};

/// 1 Cryo damage to the opposing character nearest to the side's active character.
fn strike_nearest(g: &mut Gitcg, cx: &mut Cx) {
    let Some(target) = nearest(g, cx.seat) else {
        return;
    };
    let mut cx = Cx {
        opponent_target: Some(target),
        ..*cx
    };
    g.run_op(Op::Damage(CRYO, 1), &mut cx);
}

/// The living opposing character whose position is closest to the active character of
/// `seat` (距离我方出战角色最近的角色), the earlier one on a tie.
fn nearest(g: &Gitcg, seat: Seat) -> Option<u8> {
    let ours = g.player(seat).active;
    g.player(seat.other())
        .living()
        .min_by_key(|&s| (s.abs_diff(ours), s))
}

/// The equipped Sternfrost Prism (221031): when the character's Cryo Crystal Core saves it,
/// the opposing active character gets Sheer Cold.
pub static STERNFROST_PRISM_EQUIP: EntityDef = EntityDef {
    text: "After the character's Cryo Crystal Core saves it: attach Sheer Cold to the opposing active character.",
    id: 221031,
    name: "Sternfrost Prism",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 严霜棱晶 Sternfrost Prism (talent, 221031): the active Cryo Hypostasis gets Cryo Crystal Core.
pub static STERNFROST_PRISM: CardDef = CardDef {
    text: "Playable only while Cryo Hypostasis is your active character.",
    id: 221031,
    since: V4_4,
    share_id: 325,
    name: "严霜棱晶",
    english_name: "Sternfrost Prism",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2103),
    entity: Some(&STERNFROST_PRISM_EQUIP),
    ops: &[Op::Status(Who::This, &CRYO_CRYSTAL_CORE)],
    condition: Some(|g, seat, target| {
        (target != Some(g.player(seat).active))
            .then_some("the talent must be played on the active character")
    }),
    ..CardDef::BLANK
};
