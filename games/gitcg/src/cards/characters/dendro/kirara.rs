//! 绮良良 Kirara (Dendro, sword) and what comes with the character: Urgent Neko Parcel, Shield
//! of Safe Transport, Cat Grass Cardamom, and the talent card Countless Sights to See.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, hit, owner, CharacterCards, DENDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_5};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KIRARA,
    talent: &COUNTLESS_SIGHTS_TO_SEE,
    created: &[],
    made_by_hooks: &[],
};

/// 绮良良 Kirara (1707).
pub static KIRARA: CharacterDef = CharacterDef {
    id: 1707,
    share_id: 336,
    name: "绮良良",
    english_name: "Kirara",
    element: Element::Dendro,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V4_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17071,
            name: "Boxcutter",
            chinese_name: "箱纸切削术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: MEOW_TEOR_KICK,
            name: "Meow-teor Kick",
            chinese_name: "呜喵町飞足",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Combat(&URGENT_NEKO_PARCEL),
                Op::Combat(&SHIELD_OF_SAFE_TRANSPORT),
            ],
        },
        SkillDef {
            id: 17073,
            name: "Secret Art: Surprise Dispatch",
            chinese_name: "秘法·惊喜特派",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(DENDRO, 4),
                Op::OpponentCombat(&CAT_GRASS_CARDAMOM),
            ],
        },
    ],
    passives: &[],
};

/// Kirara's elemental skill, which her talent card uses.
const MEOW_TEOR_KICK: u32 = 17072;

/// 猫箱急件 Urgent Neko Parcel (117071): after its side switches away from Kirara (she is the
/// active character when the switch happens), 1 Dendro damage and 1 card drawn; 1 usage,
/// stacking to 2.
pub static URGENT_NEKO_PARCEL: EntityDef = EntityDef {
    text: "After you switch characters while Kirara is your active character (a switch away from her): deal 1 Dendro damage, draw 1 card (spends 1 usage).",
    id: 117071,
    name: "Urgent Neko Parcel",
    chinese_name: "猫箱急件",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    listens: trig::SWITCHED,
    hook: Some(neko_parcel),
    ..EntityDef::BLANK
};

/// "When Kirara is the active character" is read at the switch: the parcel answers a switch
/// away from her.
fn neko_parcel(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { from, .. } = t else {
        return;
    };
    if g.character(me.seat, *from).def != &KIRARA {
        return;
    }
    if let Some(me) = deal_as(g, me, DENDRO, 1) {
        g.draw(me.seat, 1);
        g.spend(me);
    }
}

/// 安全运输护盾 Shield of Safe Transport (117072): a 2-point shield for the active character.
pub static SHIELD_OF_SAFE_TRANSPORT: EntityDef = EntityDef {
    id: 117072,
    name: "Shield of Safe Transport",
    chinese_name: "安全运输护盾",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 猫草豆蔻 Cat Grass Cardamom (117073): on the opposing side; after that side plays its second
/// action card (counted in its stock, shown), that side's active character takes 1 Dendro
/// damage and the count starts over; 2 usages.
pub static CAT_GRASS_CARDAMOM: EntityDef = EntityDef {
    text: "Sits on the opposing side and counts the action cards that side plays. After every second one: that side's active character takes 1 Dendro damage (spends 1 usage).",
    id: 117073,
    name: "Cat Grass Cardamom",
    chinese_name: "猫草豆蔻",
    kind: EntityKind::Combat,
    usage: 2,
    stock: Some(0),
    listens: trig::CARD_PLAYED,
    hook: Some(cat_grass_cardamom),
    ..EntityDef::BLANK
};

fn cat_grass_cardamom(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let e = g.ent_mut(me);
    e.stock += 1;
    if e.stock < 2 {
        return;
    }
    e.stock = 0;
    let serial = e.serial;
    let active = g.player(me.seat).active;
    hit(g, me.seat.other(), &CAT_GRASS_CARDAMOM, active, DENDRO, 1);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Countless Sights to See (217071): while Kirara is the active character, her
/// side's first Switch Character action each round costs 1 die less.
pub static COUNTLESS_SIGHTS_TO_SEE_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, your Switch Character action costs 1 die less (once per round).",
    id: 217071,
    name: "Countless Sights to See",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    answers: answers::SWITCH_COST,
    query: Some(countless_sights),
    ..EntityDef::BLANK
};

fn countless_sights(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    let active = owner(me) == Some(g.player(me.seat).active);
    if active && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 沿途百景会心 Countless Sights to See (talent, 217071): Kirara uses Meow-teor Kick.
pub static COUNTLESS_SIGHTS_TO_SEE: CardDef = CardDef {
    id: 217071,
    since: V4_5,
    share_id: 340,
    name: "沿途百景会心",
    english_name: "Countless Sights to See",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1707),
    talent_skill: Some(MEOW_TEOR_KICK),
    entity: Some(&COUNTLESS_SIGHTS_TO_SEE_EQUIP),
    ..CardDef::BLANK
};
