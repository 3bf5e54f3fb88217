//! 阿佩普的绿洲守望者 Guardian of Apep's Oasis (Dendro, monster) and what comes with the
//! character: Invokation of Propagation with its Heart of Oasis, Awaken, My Kindred, the four
//! Proliferated Organisms, Oasis Nourishment, Reignited Heart of Oasis, Oasis's Aegis, and the
//! talent card A Thousand Young.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, CharacterCards, DENDRO};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    answers, nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter,
    EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig,
    Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card, the card it creates and the entities
/// only its hooks and custom ops create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &GUARDIAN_OF_APEPS_OASIS,
    talent: &A_THOUSAND_YOUNG,
    created: &[&AWAKEN_MY_KINDRED],
    made_by_hooks: &[
        &HEART_OF_OASIS,
        &PROLIFERATED_ORGANISM,
        &PROLIFERATED_ORGANISM_2,
        &PROLIFERATED_ORGANISM_3,
        &PROLIFERATED_ORGANISM_4,
        &REIGNITED_HEART_OF_OASIS,
        &OASIS_AEGIS,
    ],
};

/// 阿佩普的绿洲守望者 Guardian of Apep's Oasis (2702).
pub static GUARDIAN_OF_APEPS_OASIS: CharacterDef = CharacterDef {
    id: 2702,
    share_id: 371,
    name: "阿佩普的绿洲守望者",
    english_name: "Guardian of Apep's Oasis",
    element: Element::Dendro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 27021,
            name: "Strike of the Dispossessed",
            chinese_name: "失乡重击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 27022,
            name: "Life Stream",
            chinese_name: "生命流束",
            text: "Draws an Awaken, My Kindred from your deck.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Damage(DENDRO, 2),
                Op::Custom(draw_awaken),
                Op::Combat(&OASIS_NOURISHMENT),
            ],
        },
        SkillDef {
            id: 27023,
            name: "The End Falls",
            chinese_name: "终景迸落",
            text: "Draws an Awaken, My Kindred from your deck. Creates Oasis Nourishment on your side with 2 usages (stacking to 3).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(DENDRO, 4),
                Op::Custom(draw_awaken),
                Op::Custom(two_nourishments),
            ],
        },
    ],
    passives: &[&INVOKATION_OF_PROPAGATION],
};

fn draw_awaken(g: &mut Gitcg, cx: &mut Cx) {
    g.draw_named(cx.seat, &AWAKEN_MY_KINDRED, 1);
}

/// The End Falls: two layers of Oasis Nourishment, each stacking as the status says.
fn two_nourishments(g: &mut Gitcg, cx: &mut Cx) {
    g.run_ops(&[Op::Combat(&OASIS_NOURISHMENT); 2], cx);
}

/// 增殖感召 Invokation of Propagation (passive, 27024): when the battle begins, 5 Awaken, My
/// Kindred go into your deck at random places, and your side gets Heart of Oasis.
pub static INVOKATION_OF_PROPAGATION: EntityDef = EntityDef {
    text: "When the battle begins: puts 5 Awaken, My Kindred into your deck at random places and creates Heart of Oasis.",
    id: 27024,
    name: "Invokation of Propagation",
    chinese_name: "增殖感召",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::BATTLE_START,
    hook: Some(invokation),
    ..EntityDef::BLANK
};

fn invokation(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    g.put_in_deck(me.seat, &AWAKEN_MY_KINDRED, 5, DeckPlace::Random);
    g.add_entity(me.seat, LocZone::Combat, &HEART_OF_OASIS);
}

/// 绿洲之心 Heart of Oasis (127029): counts the Proliferated Organisms your side summons; at the
/// fourth, it leaves and the Guardian gets Reignited Heart of Oasis and Oasis's Aegis.
pub static HEART_OF_OASIS: EntityDef = EntityDef {
    text: "Counts the Proliferated Organisms you summon. After the fourth: your Guardian of Apep's Oasis gets Reignited Heart of Oasis and a 1-point shield, Oasis's Aegis.",
    id: 127029,
    name: "Heart of Oasis",
    chinese_name: "绿洲之心",
    kind: EntityKind::Combat,
    stock: Some(0),
    ..EntityDef::BLANK
};

/// 唤醒眷属 Awaken, My Kindred (127021): played or discarded, summons a Proliferated Organism of
/// its own.
pub static AWAKEN_MY_KINDRED: CardDef = CardDef {
    text: "Summons a separate Proliferated Organism (none while all four are in play). The same when an effect discards this card.",
    id: 127021,
    share_id: 0,
    name: "唤醒眷属",
    english_name: "Awaken, My Kindred",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Dendro, 2, 0),
    ops: &[Op::Custom(awaken)],
    on_discard: &[Op::Custom(awaken)],
    ..CardDef::BLANK
};

/// The four separate Proliferated Organisms, summoned in this order.
static ORGANISMS: [&EntityDef; 4] = [
    &PROLIFERATED_ORGANISM,
    &PROLIFERATED_ORGANISM_2,
    &PROLIFERATED_ORGANISM_3,
    &PROLIFERATED_ORGANISM_4,
];

/// Summons the first Proliferated Organism not in play, and counts it in Heart of Oasis.
fn awaken(g: &mut Gitcg, cx: &mut Cx) {
    let seat = cx.seat;
    let free = ORGANISMS.iter().find(|o| !g.player(seat).has_summon(o));
    let Some(&organism) = free else { return };
    if g.summons_full(seat) || g.add_entity(seat, LocZone::Summon, organism).is_none() {
        return;
    }
    let Some(heart) = find(g, seat, LocZone::Combat, &HEART_OF_OASIS) else {
        return;
    };
    let count = g.ent(heart).stock + 1;
    g.ent_mut(heart).stock = count;
    if count < 4 {
        return;
    }
    g.discard(heart);
    let p = g.player(seat);
    let guardian = (0..3u8).find(|&s| {
        let c = &p.chars[s as usize];
        c.alive && c.card.id == GUARDIAN_OF_APEPS_OASIS.id
    });
    if let Some(s) = guardian {
        g.add_entity(seat, LocZone::Char(s), &REIGNITED_HEART_OF_OASIS);
        g.add_entity(seat, LocZone::Char(s), &OASIS_AEGIS);
    }
}

/// 增殖生命体 Proliferated Organism (127022): end phase, 1 Dendro damage; 1 usage.
pub static PROLIFERATED_ORGANISM: EntityDef = EntityDef {
    id: 127022,
    name: "Proliferated Organism",
    chinese_name: "增殖生命体",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(DENDRO, 1)],
    ..EntityDef::BLANK
};

/// 增殖生命体 Proliferated Organism (127023), the second of its own.
pub static PROLIFERATED_ORGANISM_2: EntityDef = EntityDef {
    id: 127023,
    ..PROLIFERATED_ORGANISM
};

/// 增殖生命体 Proliferated Organism (127024), the third of its own.
pub static PROLIFERATED_ORGANISM_3: EntityDef = EntityDef {
    id: 127024,
    ..PROLIFERATED_ORGANISM
};

/// 增殖生命体 Proliferated Organism (127025), the fourth of its own.
pub static PROLIFERATED_ORGANISM_4: EntityDef = EntityDef {
    id: 127025,
    ..PROLIFERATED_ORGANISM
};

/// 绿洲之滋养 Oasis Nourishment (127026): your Awaken, My Kindred costs 1 die less; 1 usage,
/// stacking to 3.
pub static OASIS_NOURISHMENT: EntityDef = EntityDef {
    text: "When you play Awaken, My Kindred: it costs 1 die less.",
    id: 127026,
    name: "Oasis Nourishment",
    chinese_name: "绿洲之滋养",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 3,
    answers: answers::EVENT_COST,
    query: Some(nourishment),
    ..EntityDef::BLANK
};

fn nourishment(_: &Gitcg, _: Loc, q: &mut Query<'_>) {
    if let Query::Cost {
        of: Paying::Card(c),
        cost,
        used,
    } = q
    {
        if c.id == AWAKEN_MY_KINDRED.id && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }
}

/// 重燃的绿洲之心 Reignited Heart of Oasis (127027): the character deals +3 damage; after its
/// skills, your Oasis Nourishment leaves and heals it 1 HP per usage.
pub static REIGNITED_HEART_OF_OASIS: EntityDef = EntityDef {
    text: "After the character uses a skill: removes your Oasis Nourishment and heals the character 1 HP for each of its usages.",
    id: 127027,
    name: "Reignited Heart of Oasis",
    chinese_name: "重燃的绿洲之心",
    kind: EntityKind::Status,
    bonus: Some(Bonus {
        amount: 3,
        filter: DamageFilter::OwnSkills,
        spends_usage: false,
    }),
    listens: trig::AFTER_SKILL,
    hook: Some(reignited_heart),
    ..EntityDef::BLANK
};

fn reignited_heart(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { character, .. } = *t else {
        return;
    };
    if Some(character) != owner(me) {
        return;
    }
    if let Some(at) = find(g, me.seat, LocZone::Combat, &OASIS_NOURISHMENT) {
        let n = g.ent(at).usage;
        g.discard(at);
        let source = g.source_of(me);
        g.heal(me.seat, character, n, source);
    }
}

/// 绿洲之庇护 Oasis's Aegis (127028): a 1-point shield for the character.
pub static OASIS_AEGIS: EntityDef = EntityDef {
    id: 127028,
    name: "Oasis's Aegis",
    chinese_name: "绿洲之庇护",
    kind: EntityKind::Status,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped A Thousand Young (227021): your Proliferated Organisms deal +1 damage.
pub static A_THOUSAND_YOUNG_EQUIP: EntityDef = EntityDef {
    text: "Your Proliferated Organisms deal +1 damage.",
    id: 227021,
    name: "A Thousand Young",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(a_thousand_young),
    ..EntityDef::BLANK
};

fn a_thousand_young(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.entity.is_some_and(|e| ORGANISMS.contains(&e)) {
            d.amount += 1;
        }
    }
}

/// 万千子嗣 A Thousand Young (talent, 227021): when equipped, 4 Awaken, My Kindred go into your
/// deck at random places.
pub static A_THOUSAND_YOUNG: CardDef = CardDef {
    text: "When it enters play: puts 4 Awaken, My Kindred into your deck at random places.",
    id: 227021,
    since: V4_7,
    share_id: 380,
    name: "万千子嗣",
    english_name: "A Thousand Young",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2702),
    entity: Some(&A_THOUSAND_YOUNG_EQUIP),
    ops: &[Op::Custom(seed_kindred)],
    ..CardDef::BLANK
};

fn seed_kindred(g: &mut Gitcg, cx: &mut Cx) {
    g.put_in_deck(cx.seat, &AWAKEN_MY_KINDRED, 4, DeckPlace::Random);
}
