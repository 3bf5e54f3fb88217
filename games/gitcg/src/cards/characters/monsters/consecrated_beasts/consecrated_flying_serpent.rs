//! 圣骸飞蛇 Consecrated Flying Serpent (Anemo, Consecrated Beast) and what comes with the
//! character: Immortal Remnants: Anemo, and the talent card Deathly Cyclone with its Deathly
//! Cyclone (In Effect). Its burst spends Bonecruncher's Energy Blocks.

use tavern_protocol::gitcg::{DamageType, Element};

use super::bonecrunchers_energy_block::BONECRUNCHERS_ENERGY_BLOCK;
use crate::cards::characters::{CharacterCards, ANEMO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the status only its talent's hook
/// creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CONSECRATED_FLYING_SERPENT,
    talent: &DEATHLY_CYCLONE,
    created: &[],
    made_by_hooks: &[&DEATHLY_CYCLONE_IN_EFFECT],
};

/// 圣骸飞蛇 Consecrated Flying Serpent (2503).
pub static CONSECRATED_FLYING_SERPENT: CharacterDef = CharacterDef {
    id: 2503,
    share_id: 370,
    name: "圣骸飞蛇",
    english_name: "Consecrated Flying Serpent",
    element: Element::Anemo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 25031,
            name: "Whirling Tail",
            chinese_name: "旋尾迅击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 25032,
            name: "Swirling Squall",
            chinese_name: "盘绕风引",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::Draw(1)],
        },
        SkillDef {
            id: 25033,
            name: "Scattershot Vortex",
            chinese_name: "错落风涡",
            text: "Deals 2 Anemo damage after discarding every Bonecruncher's Energy Block from your hand: the damage doubles once for each 2 discarded.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Custom(scattershot_vortex)],
        },
    ],
    passives: &[&IMMORTAL_REMNANTS_ANEMO],
};

fn scattershot_vortex(g: &mut Gitcg, cx: &mut Cx) {
    let n = g.discard_copies(cx.seat, &BONECRUNCHERS_ENERGY_BLOCK, u8::MAX);
    // A hand holds at most 10 cards: at most 5 doublings, 64 damage.
    let damage = 2u8 << (n / 2).min(5);
    g.run_op(Op::Damage(ANEMO, damage), cx);
}

/// 不朽亡骸·风 Immortal Remnants: Anemo (passive, 25034): when the battle begins, 6
/// Bonecruncher's Energy Blocks are spread evenly through your deck.
pub static IMMORTAL_REMNANTS_ANEMO: EntityDef = EntityDef {
    text:
        "When the battle begins: spreads 6 Bonecruncher's Energy Blocks evenly through your deck.",
    id: 25034,
    name: "Immortal Remnants: Anemo",
    chinese_name: "不朽亡骸·风",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::BATTLE_START,
    hook: Some(remnants),
    ..EntityDef::BLANK
};

fn remnants(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    g.put_in_deck(me.seat, &BONECRUNCHERS_ENERGY_BLOCK, 6, DeckPlace::Even);
}

/// 亡风啸卷（生效中） Deathly Cyclone (In Effect) (125032): this round, after your next switch, a
/// die of the new active character's element.
pub static DEATHLY_CYCLONE_IN_EFFECT: EntityDef = EntityDef {
    id: 125032,
    name: "Deathly Cyclone (In Effect)",
    chinese_name: "亡风啸卷（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    after: Some((After::Switch, &[Op::ActiveElementDice(1)])),
    ..EntityDef::BLANK
};

/// The equipped Deathly Cyclone (225031): after you play a Bonecruncher's Energy Block, your next
/// switch this round creates a die of the active character's element.
pub static DEATHLY_CYCLONE_EQUIP: EntityDef = EntityDef {
    text: "After you play a Bonecruncher's Energy Block: your next switch this round creates a die of the new active character's element.",
    id: 225031,
    name: "Deathly Cyclone",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::CARD_RESOLVED,
    hook: Some(deathly_cyclone),
    ..EntityDef::BLANK
};

fn deathly_cyclone(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if matches!(t, Trig::CardPlayed(c) if c.id == BONECRUNCHERS_ENERGY_BLOCK.id) {
        g.add_entity(me.seat, LocZone::Combat, &DEATHLY_CYCLONE_IN_EFFECT);
    }
}

/// 亡风啸卷 Deathly Cyclone (talent, 225031): when equipped, puts a Bonecruncher's Energy Block
/// into your hand.
pub static DEATHLY_CYCLONE: CardDef = CardDef {
    id: 225031,
    since: V4_7,
    share_id: 379,
    name: "亡风啸卷",
    english_name: "Deathly Cyclone",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2503),
    entity: Some(&DEATHLY_CYCLONE_EQUIP),
    ops: &[Op::CreateCard(&BONECRUNCHERS_ENERGY_BLOCK)],
    ..CardDef::BLANK
};
