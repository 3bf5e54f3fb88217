//! 圣骸毒蝎 Consecrated Scorpion (Electro, Consecrated Beast) and what comes with the character:
//! Immortal Remnants: Electro, Thunderbore Trap, and the talent card Fatal Fulmination. Its
//! skills create and spend Bonecruncher's Energy Block.

use tavern_protocol::gitcg::{DamageType, Element};

use super::bonecrunchers_energy_block::{BONECRUNCHERS_ENERGY_BLOCK, ENERGY_BLOCK_COOLDOWN};
use crate::cards::characters::{find, hit, CharacterCards, ELECTRO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card, the card it creates and the entities
/// only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CONSECRATED_SCORPION,
    talent: &FATAL_FULMINATION,
    created: &[&BONECRUNCHERS_ENERGY_BLOCK],
    made_by_hooks: &[&THUNDERBORE_TRAP, &ENERGY_BLOCK_COOLDOWN],
};

/// 圣骸毒蝎 Consecrated Scorpion (2405).
pub static CONSECRATED_SCORPION: CharacterDef = CharacterDef {
    id: 2405,
    share_id: 369,
    name: "圣骸毒蝎",
    english_name: "Consecrated Scorpion",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24051,
            name: "Scorpion Strike",
            chinese_name: "蝎爪钳击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 24052,
            name: "Stinging Spine",
            chinese_name: "蝎尾锥刺",
            text: "Puts a Bonecruncher's Energy Block among the top 2 cards of your deck, at random.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(spine_block)],
        },
        SkillDef {
            id: 24053,
            name: "Thunderbore Blast",
            chinese_name: "雷锥散射",
            text: "Discards up to 3 Bonecruncher's Energy Blocks from your hand and creates Thunderbore Trap on the opposing side with a usage for each (up to 3).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(thunderbore_blast)],
        },
    ],
    passives: &[&IMMORTAL_REMNANTS_ELECTRO],
};

fn spine_block(g: &mut Gitcg, cx: &mut Cx) {
    g.put_in_deck(
        cx.seat,
        &BONECRUNCHERS_ENERGY_BLOCK,
        1,
        DeckPlace::AmongTop(2),
    );
}

fn thunderbore_blast(g: &mut Gitcg, cx: &mut Cx) {
    let n = g.discard_copies(cx.seat, &BONECRUNCHERS_ENERGY_BLOCK, 3);
    if n == 0 {
        return;
    }
    let foe = cx.seat.other();
    let at = match find(g, foe, LocZone::Combat, &THUNDERBORE_TRAP) {
        Some(at) => Some((at, g.ent(at).usage)),
        None => g
            .add_entity(foe, LocZone::Combat, &THUNDERBORE_TRAP)
            .map(|at| (at, 0)),
    };
    if let Some((at, had)) = at {
        g.set_usage(at, (had + n).min(3));
    }
}

/// 不朽亡骸·雷 Immortal Remnants: Electro (passive, 24054): at the end of each round, 2
/// Bonecruncher's Energy Blocks go among the top 10 cards of your deck, at random.
pub static IMMORTAL_REMNANTS_ELECTRO: EntityDef = EntityDef {
    text: "End phase: puts 2 Bonecruncher's Energy Blocks among the top 10 cards of your deck, at random.",
    id: 24054,
    name: "Immortal Remnants: Electro",
    chinese_name: "不朽亡骸·雷",
    kind: EntityKind::Status,
    hidden: true,
    end_phase: &[Op::Custom(remnants)],
    ..EntityDef::BLANK
};

fn remnants(g: &mut Gitcg, cx: &mut Cx) {
    g.put_in_deck(
        cx.seat,
        &BONECRUNCHERS_ENERGY_BLOCK,
        2,
        DeckPlace::AmongTop(10),
    );
}

/// 雷锥陷阱 Thunderbore Trap (124052): on the opposing side; after a character of that side uses
/// a skill, 2 Electro damage to that side's active character, dealt by the Scorpion's side. Its
/// usages are the Energy Blocks discarded to make it, stacking up to 3.
pub static THUNDERBORE_TRAP: EntityDef = EntityDef {
    text: "After a character of this side uses a skill: deals 2 Electro damage to this side's active character. Created with a usage for each Energy Block discarded.",
    id: 124052,
    name: "Thunderbore Trap",
    chinese_name: "雷锥陷阱",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 3,
    listens: trig::AFTER_SKILL,
    hook: Some(thunderbore_trap),
    ..EntityDef::BLANK
};

fn thunderbore_trap(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if !matches!(t, Trig::AfterSkill { .. }) {
        return;
    }
    let serial = g.ent(me).serial;
    let target = g.player(me.seat).active;
    hit(g, me.seat.other(), &THUNDERBORE_TRAP, target, ELECTRO, 2);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Fatal Fulmination (224051): after you play a Bonecruncher's Energy Block, draw a
/// card, then put a Bonecruncher's Energy Block into your deck at random.
pub static FATAL_FULMINATION_EQUIP: EntityDef = EntityDef {
    text: "After you play a Bonecruncher's Energy Block: draws a card, then puts a Bonecruncher's Energy Block into your deck at random.",
    id: 224051,
    name: "Fatal Fulmination",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::CARD_RESOLVED,
    hook: Some(fatal_fulmination),
    ..EntityDef::BLANK
};

fn fatal_fulmination(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if matches!(t, Trig::CardPlayed(c) if c.id == BONECRUNCHERS_ENERGY_BLOCK.id) {
        g.draw(me.seat, 1);
        g.put_in_deck(me.seat, &BONECRUNCHERS_ENERGY_BLOCK, 1, DeckPlace::Random);
    }
}

/// 亡雷凝蓄 Fatal Fulmination (talent, 224051): when equipped, puts a Bonecruncher's Energy Block
/// into your hand.
pub static FATAL_FULMINATION: CardDef = CardDef {
    id: 224051,
    since: V4_7,
    share_id: 378,
    name: "亡雷凝蓄",
    english_name: "Fatal Fulmination",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2405),
    entity: Some(&FATAL_FULMINATION_EQUIP),
    ops: &[Op::CreateCard(&BONECRUNCHERS_ENERGY_BLOCK)],
    ..CardDef::BLANK
};
