//! 珊瑚宫心海 Sangonomiya Kokomi (Hydro, catalyst) and what comes with the character: Bake-Kurage,
//! Ceremonial Garment, and the talent card Tamakushi Casket.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{find, user, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, After, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V3_5, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KOKOMI,
    talent: &TAMAKUSHI_CASKET,
    created: &[],
    made_by_hooks: &[],
};

/// 珊瑚宫心海 Sangonomiya Kokomi (1205).
pub static KOKOMI: CharacterDef = CharacterDef {
    id: 1205,
    share_id: 13,
    name: "珊瑚宫心海",
    english_name: "Sangonomiya Kokomi",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::INAZUMA,
    since: V3_5,
    hp: by_version(&[(V3_5, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12051,
            name: "The Shape of Water",
            chinese_name: "水有常形",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 12052,
            name: "Kurage's Oath",
            chinese_name: "海月之誓",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::Summon(&BAKE_KURAGE),
            ],
        },
        SkillDef {
            id: 12053,
            name: "Nereid's Ascension",
            chinese_name: "海人化羽",
            text: "With Tamakushi Casket equipped, also summons Bake-Kurage with 1 usage, or adds 1 usage to the one in play.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::Heal(Who::All, 1),
                Op::Status(Who::This, &CEREMONIAL_GARMENT),
                Op::Custom(kurage_with_talent),
            ],
        },
    ],
    passives: &[],
};

/// With Tamakushi Casket, Nereid's Ascension summons a Bake-Kurage of 1 usage, or adds 1 usage
/// to the one in play.
fn kurage_with_talent(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if !g.character(cx.seat, slot).has(&TAMAKUSHI_CASKET_EQUIP) {
        return;
    }
    if let Some(kurage) = find(g, cx.seat, LocZone::Summon, &BAKE_KURAGE) {
        let e = g.ent_mut(kurage);
        e.usage = (e.usage + 1).min(BAKE_KURAGE.max_usage());
    } else if let Some(kurage) = g.add_entity(cx.seat, LocZone::Summon, &BAKE_KURAGE) {
        g.set_usage(kurage, 1);
    }
}

/// 化海月 Bake-Kurage (112051): end phase, 1 Hydro damage and the active character heals 1; 2 usages,
/// stacking to 4. With Tamakushi Casket, its damage is +1 while Ceremonial Garment lasts.
pub static BAKE_KURAGE: EntityDef = EntityDef {
    text: "With Tamakushi Casket equipped on your side, its damage is increased by 1 while Ceremonial Garment lasts.",
    id: 112051,
    name: "Bake-Kurage",
    chinese_name: "化海月",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 4,
    end_phase: &[Op::Damage(HYDRO, 1), Op::Heal(Who::Active, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(bake_kurage),
    ..EntityDef::BLANK
};

fn bake_kurage(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let garmented = g
        .player(me.seat)
        .chars
        .iter()
        .any(|c| c.alive && c.has(&TAMAKUSHI_CASKET_EQUIP) && c.has(&CEREMONIAL_GARMENT));
    if d.entity == Some(&BAKE_KURAGE) && garmented {
        d.amount += 1;
    }
}

/// 仪来羽衣 Ceremonial Garment (112052): Kokomi's normal attacks deal +1, and after one every character
/// of her side heals 1; 2 rounds.
pub static CEREMONIAL_GARMENT: EntityDef = EntityDef {
    id: 112052,
    name: "Ceremonial Garment",
    chinese_name: "仪来羽衣",
    kind: EntityKind::Status,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    after: Some((After::NormalAttack, &[Op::Heal(Who::All, 1)])),
    ..EntityDef::BLANK
};

/// The equipped Tamakushi Casket (212051): Nereid's Ascension also summons Bake-Kurage (or adds 1
/// usage to it), and Bake-Kurage deals +1 damage while Ceremonial Garment lasts.
pub static TAMAKUSHI_CASKET_EQUIP: EntityDef = EntityDef {
    text: "Nereid's Ascension also summons Bake-Kurage (or adds 1 usage to it), and Bake-Kurage deals +1 damage while Ceremonial Garment lasts.",
    id: 212051,
    name: "Tamakushi Casket",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 匣中玉栉 Tamakushi Casket (talent, 212051).
pub static TAMAKUSHI_CASKET: CardDef = CardDef {
    id: 212051,
    since: V3_5,
    share_id: 73,
    name: "匣中玉栉",
    english_name: "Tamakushi Casket",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1205),
    talent_skill: Some(12053),
    entity: Some(&TAMAKUSHI_CASKET_EQUIP),
    ..CardDef::BLANK
};
