//! 久岐忍 Kuki Shinobu (Electro, sword) and what comes with the character: Grass Ring of
//! Sanctification, and the talent card To Ward Weakness.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, most_injured, owner, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_6};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KUKI_SHINOBU,
    talent: &TO_WARD_WEAKNESS,
    created: &[],
    made_by_hooks: &[],
};

/// 久岐忍 Kuki Shinobu (1411).
pub static KUKI_SHINOBU: CharacterDef = CharacterDef {
    id: 1411,
    share_id: 348,
    name: "久岐忍",
    english_name: "Kuki Shinobu",
    element: Element::Electro,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V4_6,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14111,
            name: "Shinobu's Shadowsword",
            chinese_name: "忍流飞刃斩",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14112,
            name: "Sanctifying Ring",
            chinese_name: "越祓雷草之轮",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Combat(&GRASS_RING_OF_SANCTIFICATION),
                Op::PierceSelf(2, 6),
            ],
        },
        SkillDef {
            id: GYOEI_NARUKAMI_KARIYAMA_RITE,
            name: "Gyoei Narukami Kariyama Rite",
            chinese_name: "御咏鸣神刈山祭",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[Op::Damage(ELECTRO, 4), Op::Heal(Who::This, 2)],
        },
    ],
    passives: &[],
};

/// Shinobu's burst, which her talent card uses.
const GYOEI_NARUKAMI_KARIYAMA_RITE: u32 = 14113;

/// 越祓草轮 Grass Ring of Sanctification (combat status, 114111): after your side switches
/// characters, 1 Electro damage and 1 healing for your most injured character, once per round
/// (counted in `var`); 3 usages.
pub static GRASS_RING_OF_SANCTIFICATION: EntityDef = EntityDef {
    text: "After you switch characters: deal 1 Electro damage and heal your most injured character for 1 (once per round).",
    id: 114111,
    name: "Grass Ring of Sanctification",
    chinese_name: "越祓草轮",
    kind: EntityKind::Combat,
    usage: 3,
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(grass_ring),
    ..EntityDef::BLANK
};

fn grass_ring(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    let Some(me) = deal_as(g, me, ELECTRO, 1) else {
        return;
    };
    if let Some(slot) = most_injured(g, me.seat) {
        g.heal(me.seat, slot, 1, g.source_of(me));
    }
    g.spend(me);
}

/// The equipped To Ward Weakness (214111): once per round (counted in `var`), Shinobu is not
/// knocked out but healed to 1 HP; at 5 HP or less, her damage is increased by 1.
pub static TO_WARD_WEAKNESS_EQUIP: EntityDef = EntityDef {
    text: "When the character would be knocked out: she is not, and is healed to 1 HP (once per round). While she has 5 HP or less, her damage is increased by 1.",
    id: 214111,
    name: "To Ward Weakness",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::WOULD_DIE | trig::BONUS_OUT,
    hook: Some(to_ward_weakness),
    ..EntityDef::BLANK
};

fn to_ward_weakness(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::WouldDie { character, saved }
            if *character == slot && saved.is_none() && g.ent(me).var == 0 =>
        {
            **saved = Some(1);
            g.ent_mut(me).var = 1;
        }
        Trig::Damage(d)
            if d.by == Some(slot)
                && d.ty != DamageType::Piercing
                && g.character(me.seat, slot).hp <= 5 =>
        {
            d.amount += 1;
        }
        _ => {}
    }
}

/// 割舍软弱之心 To Ward Weakness (talent, 214111): Shinobu uses Gyoei Narukami Kariyama Rite.
pub static TO_WARD_WEAKNESS: CardDef = CardDef {
    id: 214111,
    since: V4_6,
    share_id: 362,
    name: "割舍软弱之心",
    english_name: "To Ward Weakness",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1411),
    talent_skill: Some(GYOEI_NARUKAMI_KARIYAMA_RITE),
    entity: Some(&TO_WARD_WEAKNESS_EQUIP),
    ..CardDef::BLANK
};
