//! 芙宁娜 Furina (Hydro, sword) and what comes with the character: her two Arkhe forms, the card
//! Seats Sacred and Secular that turns one into the other, Salon Members, Singer of Many
//! Waters, Universal Revelry, Revelry, and the talent card "Hear Me — Let Us Raise the Chalice
//! of Love!" with its Center of Attention.
//!
//! Her Arkhe (始基力) is a character form (`forms.rs`): the card she starts as is in Ousia
//! (荒性) and summons Salon Members; her Pneuma (芒性) form summons Singer of Many Waters. The
//! card facts tag the two cards the other way round (Pneuma on 1211); the project follows the
//! cards' text, which says which form summons what.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, most_injured, owner, user, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;
use tavern_protocol::Seat;

/// The registry entry: the character, its talent card and the card her passive and normal
/// attacks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FURINA,
    talent: &HEAR_ME,
    created: &[&SEATS_SACRED_AND_SECULAR],
    made_by_hooks: &[&REVELRY, &CENTER_OF_ATTENTION],
};

/// 芙宁娜 Furina (1211), in Ousia (荒性).
pub static FURINA: CharacterDef = CharacterDef {
    id: 1211,
    share_id: 364,
    name: "芙宁娜",
    english_name: "Furina",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::FONTAINE,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12111,
            name: "Soloist's Solicitation",
            chinese_name: "独舞之邀",
            text: "Once per round: if Seats Sacred and Secular is not in your hand, create it in your hand.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2), Op::Custom(solicitation)],
        },
        SkillDef {
            id: SALON_SOLITAIRE,
            name: "Salon Solitaire",
            chinese_name: "孤心沙龙",
            text: "With her talent equipped, she gets Center of Attention.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Summon(&SALON_MEMBERS), Op::Custom(center_of_attention)],
        },
        LET_THE_PEOPLE_REJOICE,
    ],
    passives: &[&ARKHE_SEATS],
};

/// 芙宁娜 Furina (1212), in Pneuma (芒性): the form Seats Sacred and Secular turns her into.
pub static FURINA_PNEUMA: CharacterDef = CharacterDef {
    id: 1212,
    share_id: 0,
    skills: &[
        SkillDef {
            id: 12121,
            name: "Soloist's Solicitation",
            chinese_name: "独舞之邀",
            text: "Once per round: create Seats Sacred and Secular in your hand.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[
                Op::Damage(DamageType::Physical, 2),
                Op::Custom(solicitation),
            ],
        },
        SkillDef {
            id: 12122,
            name: "Salon Solitaire",
            chinese_name: "孤心沙龙",
            text: "With her talent equipped, she gets Center of Attention.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Summon(&SINGER_OF_MANY_WATERS),
                Op::Custom(center_of_attention),
            ],
        },
        LET_THE_PEOPLE_REJOICE,
    ],
    ..FURINA
};

/// Her burst, the same in both forms.
const LET_THE_PEOPLE_REJOICE: SkillDef = SkillDef {
    id: 12113,
    name: "Let the People Rejoice",
    chinese_name: "万众狂欢",
    text: "",
    kind: SkillKind::Burst,
    cost: Cost::elem(Element::Hydro, 4, 0).with_energy(2),
    ops: &[Op::Damage(HYDRO, 2), Op::Combat(&UNIVERSAL_REVELRY)],
};

/// Her elemental skill (in Ousia), which her talent card uses.
const SALON_SOLITAIRE: u32 = 12112;

/// Whether the character in `slot` of `seat` is Furina in Pneuma.
fn pneuma(g: &Gitcg, seat: Seat, slot: u8) -> bool {
    g.character(seat, slot).def == &FURINA_PNEUMA
}

/// 始基力：圣俗杂座 Arkhe: Seats Sacred and Secular (passive, 12115): the match begins with
/// Seats Sacred and Secular in her side's hand. Not on the table; it hands the card over at the
/// start of the first action phase (its stock says it is still to come) and `var` marks her
/// normal attack's card of the round.
pub static ARKHE_SEATS: EntityDef = EntityDef {
    text: "At the start of the match, create Seats Sacred and Secular in your hand.",
    id: 12115,
    name: "Arkhe: Seats Sacred and Secular",
    chinese_name: "始基力：圣俗杂座",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    stock: Some(1),
    action_start: &[Op::Custom(opening_seats)],
    ..EntityDef::BLANK
};

fn opening_seats(g: &mut Gitcg, cx: &mut Cx) {
    let Some(me) = find(g, cx.seat, LocZone::Char(user(g, cx)), &ARKHE_SEATS) else {
        return;
    };
    if std::mem::take(&mut g.ent_mut(me).stock) > 0 {
        g.create_card(cx.seat, &SEATS_SACRED_AND_SECULAR, true);
    }
}

/// Soloist's Solicitation's card, once per round: in Ousia only when the hand lacks it.
fn solicitation(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let Some(me) = find(g, cx.seat, LocZone::Char(slot), &ARKHE_SEATS) else {
        return;
    };
    let held = g.player(cx.seat).hand.contains(&&SEATS_SACRED_AND_SECULAR);
    if g.ent(me).var == 0 && (pneuma(g, cx.seat, slot) || !held) {
        g.ent_mut(me).var = 1;
        g.create_card(cx.seat, &SEATS_SACRED_AND_SECULAR, true);
    }
}

/// 圣俗杂座 Seats Sacred and Secular (112113, created): Furina turns into her other Arkhe, and
/// her Salon Members or Singer of Many Waters into the other summon.
pub static SEATS_SACRED_AND_SECULAR: CardDef = CardDef {
    id: 112113,
    name: "圣俗杂座",
    english_name: "Seats Sacred and Secular",
    kind: CardKind::Event,
    cost: Cost::FREE,
    ops: &[Op::Custom(seats)],
    condition: Some(|g, seat, _| furina_slot(g, seat).map_or(Some("needs Furina"), |_| None)),
    text: "Furina switches between Arkhe: Ousia and Arkhe: Pneuma. If you have Salon Members or Singer of Many Waters, it switches too. Needs Furina in play.",
    ..CardDef::BLANK
};

/// The slot of the side's living Furina, in either form.
fn furina_slot(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    p.living().find(|&s| p.chars[s as usize].card == &FURINA)
}

fn seats(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = furina_slot(g, cx.seat) else {
        return;
    };
    let (form, from, to) = if pneuma(g, cx.seat, slot) {
        (&FURINA, &SINGER_OF_MANY_WATERS, &SALON_MEMBERS)
    } else {
        (&FURINA_PNEUMA, &SALON_MEMBERS, &SINGER_OF_MANY_WATERS)
    };
    g.take_form(cx.seat, slot, form);
    if let Some(at) = find(g, cx.seat, LocZone::Summon, from) {
        g.replace_def(at, to);
    }
}

/// 沙龙成员 Salon Members (112111): end phase, 1 Hydro damage; then, if a character of its side
/// has at least 6 HP, 1 Piercing damage to its least injured character and 1 more Hydro damage.
/// 2 usages, stacking to 4.
pub static SALON_MEMBERS: EntityDef = EntityDef {
    text: "After its End Phase damage, if one of your characters has at least 6 HP: deal 1 Piercing damage to your least injured character, then deal 1 more Hydro damage.",
    id: 112111,
    name: "Salon Members",
    chinese_name: "沙龙成员",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 4,
    end_phase: &[Op::Damage(HYDRO, 1), Op::Custom(salon_encore)],
    ..EntityDef::BLANK
};

/// The living character of `seat` that has lost the least HP (受伤最少的角色), the first in
/// slot order on a tie.
fn least_injured(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    p.living()
        .min_by_key(|&s| p.chars[s as usize].max_hp - p.chars[s as usize].hp)
}

fn salon_encore(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    if !p.living().any(|s| p.chars[s as usize].hp >= 6) {
        return;
    }
    if let Some(slot) = least_injured(g, cx.seat) {
        g.pierce_own(cx.seat, slot, 1, 0, cx.origin());
    }
    g.run_op(Op::Damage(HYDRO, 1), cx);
}

/// 众水的歌者 Singer of Many Waters (112112): end phase, heals every character of its side by 1;
/// then, if one has 5 HP or less, heals the most injured by 1 more. 2 usages, stacking to 4.
pub static SINGER_OF_MANY_WATERS: EntityDef = EntityDef {
    text: "After its End Phase heal, if one of your characters has 5 HP or less: heal your most injured character for 1 more HP.",
    id: 112112,
    name: "Singer of Many Waters",
    chinese_name: "众水的歌者",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 4,
    end_phase: &[Op::Heal(Who::All, 1), Op::Custom(singer_encore)],
    ..EntityDef::BLANK
};

fn singer_encore(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    if !p.living().any(|s| p.chars[s as usize].hp <= 5) {
        return;
    }
    if let Some(slot) = most_injured(g, cx.seat) {
        g.heal(cx.seat, slot, 1, cx.origin());
    }
}

/// 普世欢腾 Universal Revelry (112114): after the side's active character is damaged or healed,
/// 1 Revelry; 2 rounds.
pub static UNIVERSAL_REVELRY: EntityDef = EntityDef {
    text: "After your active character takes damage or is healed: gain 1 Revelry.",
    id: 112114,
    name: "Universal Revelry",
    chinese_name: "普世欢腾",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::DAMAGED | trig::HEALED,
    hook: Some(universal_revelry),
    ..EntityDef::BLANK
};

fn universal_revelry(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let target = match t {
        Trig::Dealt(d) => d.target,
        Trig::Healed { character, .. } => *character,
        _ => return,
    };
    if target != g.player(me.seat).active {
        return;
    }
    // Made again, Revelry adds its usage: it stacks without limit (`usage_cap`).
    g.add_entity(me.seat, LocZone::Combat, &REVELRY);
}

/// 狂欢值 Revelry (112115): every damage its side deals (Swirl's spread included) gets +1,
/// spending a usage. 1 usage, stacking without limit.
pub static REVELRY: EntityDef = EntityDef {
    text: "Damage dealt by your side (the damage Swirl spreads included) is increased by 1 (spends 1 usage).",
    id: 112115,
    name: "Revelry",
    chinese_name: "狂欢值",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: u8::MAX,
    listens: trig::BONUS_OUT,
    hook: Some(revelry),
    ..EntityDef::BLANK
};

fn revelry(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.ty != DamageType::Piercing {
        d.amount += 1;
        g.spend(me);
    }
}

/// Salon Solitaire with the talent equipped: Furina gets Center of Attention.
fn center_of_attention(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&HEAR_ME_EQUIP) {
        g.add_entity(cx.seat, LocZone::Char(slot), &CENTER_OF_ATTENTION);
    }
}

/// 万众瞩目 Center of Attention (112116): the character's physical damage turns into Hydro (only
/// her normal attack deals any) until her next normal attack spends it; in Ousia, after it, her standby characters are healed by 1; in Pneuma, it
/// deals +2 and, after it, her side's least injured character takes 1 Piercing damage. 1 usage.
pub static CENTER_OF_ATTENTION: EntityDef = EntityDef {
    text: "When the character makes a Normal Attack: in Arkhe: Ousia, after the attack, heal your standby characters for 1 HP; in Arkhe: Pneuma, the attack deals +2 damage and, after it, deal 1 Piercing damage to your least injured character. Spends 1 usage.",
    id: 112116,
    name: "Center of Attention",
    chinese_name: "万众瞩目",
    kind: EntityKind::Status,
    usage: 1,
    infusion: Some(Element::Hydro),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(attention),
    ..EntityDef::BLANK
};

fn attention(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d)
            if d.by == Some(slot)
                && d.skill == Some(SkillKind::Normal)
                && d.ty != DamageType::Piercing
                && pneuma(g, me.seat, slot) =>
        {
            d.amount += 2;
        }
        Trig::AfterSkill {
            character,
            kind: SkillKind::Normal,
            ..
        } if *character == slot => {
            let (source, serial) = (g.source_of(me), g.ent(me).serial);
            if pneuma(g, me.seat, slot) {
                if let Some(s) = least_injured(g, me.seat) {
                    g.pierce_own(me.seat, s, 1, 0, source);
                }
            } else {
                let p = g.player(me.seat);
                let standby: Vec<u8> = p.living().filter(|&s| s != p.active).collect();
                for s in standby {
                    g.heal(me.seat, s, 1, source);
                }
            }
            if let Some(at) = g.relocate(me, serial).filter(|l| !g.ent(*l).dead) {
                g.spend(at);
            }
        }
        _ => {}
    }
}

/// The equipped "Hear Me — Let Us Raise the Chalice of Love!" (212111): Salon Solitaire also
/// gives Furina Center of Attention.
pub static HEAR_ME_EQUIP: EntityDef = EntityDef {
    text: "When Furina uses Salon Solitaire, she gets Center of Attention.",
    id: 212111,
    name: "\"Hear Me — Let Us Raise the Chalice of Love!\"",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 「诸君听我颂，共举爱之杯！」 "Hear Me — Let Us Raise the Chalice of Love!" (talent, 212111):
/// Furina uses Salon Solitaire.
pub static HEAR_ME: CardDef = CardDef {
    id: 212111,
    since: V4_7,
    share_id: 373,
    name: "「诸君听我颂，共举爱之杯！」",
    english_name: "\"Hear Me — Let Us Raise the Chalice of Love!\"",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1211),
    talent_skill: Some(SALON_SOLITAIRE),
    entity: Some(&HEAR_ME_EQUIP),
    ..CardDef::BLANK
};
