//! 黄金王兽 Golden Wolflord (Geo, no weapon) and what comes with the character: Golden
//! Corrosion, Rifthound Skull, and the talent card Beastly Corrosion.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, hit, owner, side_has, CharacterCards, GEO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_2};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &GOLDEN_WOLFLORD,
    talent: &BEASTLY_CORROSION,
    created: &[],
    made_by_hooks: &[&GOLDEN_CORROSION],
};

/// The most usages Golden Corrosion stacks to while Beastly Corrosion is in play.
const MOST_WITH_TALENT: u8 = 5;

/// 黄金王兽 Golden Wolflord (2603).
pub static GOLDEN_WOLFLORD: CharacterDef = CharacterDef {
    id: 2603,
    share_id: 434,
    name: "黄金王兽",
    english_name: "Golden Wolflord",
    element: Element::Geo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V5_2,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 26031,
            name: "Wolflord's Strike",
            chinese_name: "王狼直击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: HOWLING_RIFTCALL,
            name: "Howling Riftcall",
            chinese_name: "兽境轰召",
            text: "The target gains 2 usages of Golden Corrosion.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[
                Op::Damage(GEO, 1),
                Op::Custom(|g, cx| corrode_active(g, cx.seat, 2)),
                Op::Summon(&RIFTHOUND_SKULL),
            ],
        },
        SkillDef {
            id: 26033,
            name: "Golden Cankerbind",
            chinese_name: "黄金侵绞",
            text: "Every opposing character gains Golden Corrosion.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(GEO, 3),
                Op::PierceStandby(1),
                Op::Custom(corrode_all),
            ],
        },
    ],
    passives: &[],
};

/// Its elemental skill, which its talent card uses.
const HOWLING_RIFTCALL: u32 = 26032;

/// Adds `n` usages of Golden Corrosion, placed by `from`, to the opposing character in `slot`:
/// up to 3, or 5 while `from` has a Wolflord wearing Beastly Corrosion.
fn corrode(g: &mut Gitcg, from: Seat, slot: u8, n: u8) {
    let foe = from.other();
    if !g.character(foe, slot).standing() {
        return;
    }
    let cap = if side_has(g, from, &BEASTLY_CORROSION_EQUIP) {
        MOST_WITH_TALENT
    } else {
        GOLDEN_CORROSION.usage_cap
    };
    let zone = LocZone::Char(slot);
    let at = match find(g, foe, zone, &GOLDEN_CORROSION) {
        Some(at) => {
            let now = g.ent(at).usage;
            g.ent_mut(at).usage = now.max(now.saturating_add(n).min(cap));
            return;
        }
        None => g.add_entity(foe, zone, &GOLDEN_CORROSION),
    };
    if let Some(at) = at {
        g.ent_mut(at).usage = n.min(cap);
    }
}

/// Golden Corrosion on the active character facing `from`.
fn corrode_active(g: &mut Gitcg, from: Seat, n: u8) {
    let target = g.player(from.other()).active;
    corrode(g, from, target, n);
}

/// Golden Corrosion on every opposing character.
fn corrode_all(g: &mut Gitcg, cx: &mut Cx) {
    for slot in 0..3 {
        corrode(g, cx.seat, slot, 1);
    }
}

/// 黄金侵蚀 Golden Corrosion (status on the opposing character, 126031): End Phase: if the
/// character is on standby, it takes 1 Piercing damage per usage (dealt by the side that
/// placed it), and the status spends 1 usage, as every effect with usages does each time it
/// acts (每次触发这张牌的效果，都会消耗1次「可用次数」). 1 usage, stacking up to 3 (5 while
/// Beastly Corrosion is in play, which also lets it act on the active character).
pub static GOLDEN_CORROSION: EntityDef = EntityDef {
    id: 126031,
    name: "Golden Corrosion",
    chinese_name: "黄金侵蚀",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 3,
    listens: trig::END_PHASE,
    hook: Some(golden_corrosion),
    text: "End Phase: if the character is on standby, it takes 1 Piercing damage per usage (spends 1 usage). While the opposing Golden Wolflord wears Beastly Corrosion, it stacks up to 5 and acts on the active character too.",
    ..EntityDef::BLANK
};

/// The End Phase hook: a hook is not a declared End Phase effect, which the engine spends for
/// it, so it spends its usage itself once its damage is dealt, only when it acted.
fn golden_corrosion(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let from = me.seat.other();
    let standby = g.player(me.seat).active != slot;
    if standby || side_has(g, from, &BEASTLY_CORROSION_EQUIP) {
        let e = *g.ent(me);
        hit(
            g,
            from,
            &GOLDEN_CORROSION,
            slot,
            DamageType::Piercing,
            e.usage,
        );
        if let Some(me) = g.relocate(me, e.serial) {
            g.spend(me);
        }
    }
}

/// 兽境犬首 Rifthound Skull (summon, 126032): End Phase: 1 Geo damage, and the target gains
/// Golden Corrosion; 2 usages.
pub static RIFTHOUND_SKULL: EntityDef = EntityDef {
    id: 126032,
    name: "Rifthound Skull",
    chinese_name: "兽境犬首",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Damage(GEO, 1),
        Op::Custom(|g, cx| corrode_active(g, cx.seat, 1)),
    ],
    text: "The target of its End Phase damage gains Golden Corrosion.",
    ..EntityDef::BLANK
};

/// 异兽侵蚀 Beastly Corrosion (talent, 226031): equipping it uses Howling Riftcall.
pub static BEASTLY_CORROSION: CardDef = CardDef {
    id: 226031,
    since: V5_2,
    share_id: 437,
    name: "异兽侵蚀",
    english_name: "Beastly Corrosion",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2603),
    talent_skill: Some(HOWLING_RIFTCALL),
    entity: Some(&BEASTLY_CORROSION_EQUIP),
    ..CardDef::BLANK
};

/// Beastly Corrosion, equipped: while the Wolflord wearing it is in play, the opposing side's
/// Golden Corrosion stacks up to 5 and acts on the active character too (Golden Corrosion
/// asks for it).
pub static BEASTLY_CORROSION_EQUIP: EntityDef = EntityDef {
    id: 226031,
    name: "Beastly Corrosion",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    text: "While the Golden Wolflord is in play: the opposing Golden Corrosion stacks up to 5, and acts on the active character too.",
    ..EntityDef::BLANK
};
