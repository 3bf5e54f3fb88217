//! Location (场地) support cards.
//!
//! Phase effects are declared (`end_phase`, `action_start` with usages); conditional ones are
//! small hooks. This file holds the table and the first locations; the later ones are grouped
//! by what they do:
//! - `cost_cuts`: Golden House, Stormterror's Lair (cheaper cards and skills);
//! - `dice_makers`: Gandharva Ville, Opera Epiclese, Central Laboratory Ruins, Stage Tepetl,
//!   "Scions of the Canopy" (dice from counters and conditions);
//! - `against_the_opponent`: Fortress of Meropide, Seirai Island, The Mausoleum of King
//!   Deshret (what they do to the other side);
//! - `rewards`: Weeping Willow of the Lake, Stadium of the Sacred Flame, "People of the
//!   Springs" (draws, heals and usages);
//! - `tribes`: "Flower-Feather Clan", "Masters of the Night-Wind", "Collective of Plenty"
//!   (Natlan's tribes);
//! - `simulanka`: Calligraphy Tavern, Constellation Metropole (the Simulanka cards).

mod against_the_opponent;
mod cost_cuts;
mod dice_makers;
mod rewards;
mod simulanka;
mod tribes;

/// Entities of locations that only a hook creates.
pub(super) static MADE_BY_HOOKS: &[&EntityDef] = &[
    &against_the_opponent::STRICTLY_PROHIBITED,
    &against_the_opponent::DISTANT_STORM,
    &against_the_opponent::MAUSOLEUM_CURSE,
    &rewards::STADIUM_IN_EFFECT,
    &tribes::FLOWER_FEATHER_CLAN_STATUS,
    &tribes::WORKOUT,
    &simulanka::METROPOLE_DISCOUNT,
    &simulanka::METROPOLE_BOOST,
];

use tavern_protocol::gitcg::{Dice, DieFace, Phase};

use super::common::{element_die_of, fix_roll, newest, random_basic_die, support_card};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, Op, Paying, Query, Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_6, V3_7};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &LIYUE_HARBOR_WHARF,
    &KNIGHTS_OF_FAVONIUS_LIBRARY,
    &JADE_CHAMBER,
    &DAWN_WINERY,
    &WANGSHU_INN,
    &FAVONIUS_CATHEDRAL,
    &TENSHUKAKU,
    &GRAND_NARUKAMI_SHRINE,
    &SANGONOMIYA_SHRINE,
    &SUMERU_CITY,
    &VANARANA,
    &CHINJU_FOREST,
    &cost_cuts::GOLDEN_HOUSE,
    &dice_makers::GANDHARVA_VILLE,
    &cost_cuts::STORMTERRORS_LAIR,
    &rewards::WEEPING_WILLOW_OF_THE_LAKE,
    &dice_makers::OPERA_EPICLESE,
    &against_the_opponent::FORTRESS_OF_MEROPIDE,
    &against_the_opponent::SEIRAI_ISLAND,
    &against_the_opponent::MAUSOLEUM_OF_KING_DESHRET,
    &dice_makers::CENTRAL_LABORATORY_RUINS,
    &rewards::STADIUM_OF_THE_SACRED_FLAME,
    &dice_makers::STAGE_TEPETL,
    &dice_makers::SCIONS_OF_THE_CANOPY,
    &rewards::PEOPLE_OF_THE_SPRINGS,
    &against_the_opponent::FORBIDDEN_KNOWLEDGE,
    &tribes::FLOWER_FEATHER_CLAN,
    &tribes::MASTERS_OF_THE_NIGHT_WIND,
    &tribes::COLLECTIVE_OF_PLENTY,
    &simulanka::CALLIGRAPHY_TAVERN,
    &simulanka::CONSTELLATION_METROPOLE,
];

/// A location in play (fill with struct update).
const fn place(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Support,
        ..EntityDef::BLANK
    }
}

/// 璃月港口 Liyue Harbor Wharf in play: end phase, draw 2; 2 usages.
pub static LIYUE_HARBOR_WHARF_SUPPORT: EntityDef = EntityDef {
    usage: 2,
    end_phase: &[Op::Draw(2)],
    ..place(321001, "Liyue Harbor Wharf")
};
/// 璃月港口 Liyue Harbor Wharf.
pub static LIYUE_HARBOR_WHARF: CardDef = support_card(
    CardKind::Location,
    321001,
    179,
    "璃月港口",
    "Liyue Harbor Wharf",
    Cost::same(2),
    &LIYUE_HARBOR_WHARF_SUPPORT,
);

/// 骑士团图书馆 Knights of Favonius Library in play: one extra reroll each roll phase.
pub static KNIGHTS_OF_FAVONIUS_LIBRARY_SUPPORT: EntityDef = EntityDef {
    text: "Roll Phase: you may reroll once more.",
    hook: Some(|_, _, t| {
        if let Trig::Roll { extra_rerolls, .. } = t {
            **extra_rerolls += 1;
        }
    }),
    listens: trig::ROLL,
    ..place(321002, "Knights of Favonius Library")
};
/// 骑士团图书馆 Knights of Favonius Library: reroll any dice when it enters.
pub static KNIGHTS_OF_FAVONIUS_LIBRARY: CardDef = CardDef {
    ops: &[Op::Reroll(1)],
    ..support_card(
        CardKind::Location,
        321002,
        180,
        "骑士团图书馆",
        "Knights of Favonius Library",
        Cost::FREE,
        &KNIGHTS_OF_FAVONIUS_LIBRARY_SUPPORT,
    )
};

/// 群玉阁 Jade Chamber in play: each roll phase, two dice come up as the active character's
/// element; at the start of an action phase with at most 3 cards in hand, it leaves and gives
/// 1 Omni die.
pub static JADE_CHAMBER_SUPPORT: EntityDef = EntityDef {
    text: "Roll Phase: 2 of your dice come up as your active character's element. When the Action Phase begins with 3 or fewer cards in your hand, it leaves and you create 1 Omni die.",
    hook: Some(jade_chamber),
    listens: trig::ROLL | trig::ACTION_START,
    ..place(321003, "Jade Chamber")
};

fn jade_chamber(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let p = g.player(me.seat);
    match t {
        Trig::Roll { fixed, .. } => fix_roll(fixed, p.active_char().def.element.die(), 2),
        _ if p.hand.len() <= 3 => {
            g.discard(me);
            g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        }
        _ => {}
    }
}

/// 群玉阁 Jade Chamber.
pub static JADE_CHAMBER: CardDef = support_card(
    CardKind::Location,
    321003,
    181,
    "群玉阁",
    "Jade Chamber",
    Cost::FREE,
    &JADE_CHAMBER_SUPPORT,
);

/// 晨曦酒庄 Dawn Winery in play: switching costs 1 die less, twice per round.
pub static DAWN_WINERY_SUPPORT: EntityDef = EntityDef {
    per_round: true,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 2,
    }),
    ..place(321004, "Dawn Winery")
};
/// 晨曦酒庄 Dawn Winery.
pub static DAWN_WINERY: CardDef = support_card(
    CardKind::Location,
    321004,
    182,
    "晨曦酒庄",
    "Dawn Winery",
    Cost::same(2),
    &DAWN_WINERY_SUPPORT,
);

/// 望舒客栈 Wangshu Inn in play: end phase, heal the most injured standby character 2 (the
/// first in slot order on a tie; nothing, and no usage spent, when none is injured); 2 usages.
pub static WANGSHU_INN_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: heal your most injured standby character for 2 (spends 1 usage; nothing when none is injured).",
    usage: 2,
    hook: Some(|g, me, _| {
        let p = g.player(me.seat);
        let injured = p
            .living()
            .filter(|&s| s != p.active)
            .map(|s| (p.chars[s as usize].max_hp - p.chars[s as usize].hp, s))
            .filter(|&(missing, _)| missing > 0)
            .max_by_key(|&(missing, s)| (missing, std::cmp::Reverse(s)));
        if let Some((_, s)) = injured {
            g.heal(me.seat, s, 2, g.source_of(me));
            g.spend(me);
        }
    }),
    listens: trig::END_PHASE,
    ..place(321005, "Wangshu Inn")
};
/// 望舒客栈 Wangshu Inn.
pub static WANGSHU_INN: CardDef = support_card(
    CardKind::Location,
    321005,
    183,
    "望舒客栈",
    "Wangshu Inn",
    Cost::same(2),
    &WANGSHU_INN_SUPPORT,
);

/// 西风大教堂 Favonius Cathedral in play: end phase, heal the active character 2; 2 usages.
pub static FAVONIUS_CATHEDRAL_SUPPORT: EntityDef = EntityDef {
    usage: 2,
    end_phase: &[Op::Heal(Who::Active, 2)],
    ..place(321006, "Favonius Cathedral")
};
/// 西风大教堂 Favonius Cathedral.
pub static FAVONIUS_CATHEDRAL: CardDef = support_card(
    CardKind::Location,
    321006,
    184,
    "西风大教堂",
    "Favonius Cathedral",
    Cost::same(2),
    &FAVONIUS_CATHEDRAL_SUPPORT,
);

/// The number of different faces among `dice` (Omni counts as a face of its own).
fn different_faces(dice: &Dice) -> usize {
    dice.0.iter().filter(|&&n| n > 0).count()
}

/// 天守阁 Tenshukaku in play: at the start of each action phase, 1 Omni die when the side's
/// dice show at least 5 different faces.
pub static TENSHUKAKU_SUPPORT: EntityDef = EntityDef {
    text: "When the Action Phase begins, create 1 Omni die if your dice show 5 or more different faces.",
    hook: Some(|g, me, _| {
        if different_faces(&g.player(me.seat).dice) >= 5 {
            g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        }
    }),
    listens: trig::ACTION_START,
    ..place(321007, "Tenshukaku")
};
/// 天守阁 Tenshukaku.
pub static TENSHUKAKU: CardDef = support_card(
    CardKind::Location,
    321007,
    185,
    "天守阁",
    "Tenshukaku",
    Cost::same(2),
    &TENSHUKAKU_SUPPORT,
)
.arrived(V3_7);

/// 鸣神大社 Grand Narukami Shrine in play: once a round (when it enters, then at the start of
/// each action phase), 1 die of a random basic element; 3 usages.
pub static GRAND_NARUKAMI_SHRINE_SUPPORT: EntityDef = EntityDef {
    text: "When it enters and when each Action Phase begins, create 1 die of a random basic element (spends 1 usage).",
    usage: 3,
    action_start: &[Op::Custom(random_basic_die)],
    ..place(321008, "Grand Narukami Shrine")
};
/// 鸣神大社 Grand Narukami Shrine.
pub static GRAND_NARUKAMI_SHRINE: CardDef = CardDef {
    since: V3_6,
    ops: &[Op::Custom(|g, cx| {
        let zone = LocZone::Support;
        if let Some(me) = newest(g, cx.seat, zone, &GRAND_NARUKAMI_SHRINE_SUPPORT) {
            random_basic_die(g, cx);
            g.spend(me);
        }
    })],
    ..support_card(
        CardKind::Location,
        321008,
        186,
        "鸣神大社",
        "Grand Narukami Shrine",
        Cost::same(2),
        &GRAND_NARUKAMI_SHRINE_SUPPORT,
    )
};

/// 珊瑚宫 Sangonomiya Shrine in play: end phase, heal every character 1; 2 usages.
pub static SANGONOMIYA_SHRINE_SUPPORT: EntityDef = EntityDef {
    usage: 2,
    end_phase: &[Op::Heal(Who::All, 1)],
    ..place(321009, "Sangonomiya Shrine")
};
/// 珊瑚宫 Sangonomiya Shrine.
pub static SANGONOMIYA_SHRINE: CardDef = support_card(
    CardKind::Location,
    321009,
    187,
    "珊瑚宫",
    "Sangonomiya Shrine",
    Cost::same(2),
    &SANGONOMIYA_SHRINE_SUPPORT,
)
.arrived(V3_7);

/// 须弥城 Sumeru City in play: once per round, a skill or talent card costs 1 die less while the
/// side holds no more dice than cards.
pub static SUMERU_CITY_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, a skill or a Talent card costs 1 die less while you hold no more dice than cards.",
    per_round: true,
    answers: answers::SKILL_COST | answers::TALENT_COST,
    query: Some(|g, me, q| {
        let Query::Cost { of, cost, used } = q else {
            return;
        };
        let applies = match *of {
            Paying::Skill { .. } => true,
            Paying::Card(card) => card.talent_of.is_some(),
            Paying::Switch { .. } | Paying::Technique { .. } => false,
        };
        let p = g.player(me.seat);
        let few_dice = p.dice.total() as usize <= p.hand.len();
        if applies && few_dice && g.ent(me).var < 1 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    ..place(321010, "Sumeru City")
};
/// 须弥城 Sumeru City.
pub static SUMERU_CITY: CardDef = support_card(
    CardKind::Location,
    321010,
    188,
    "须弥城",
    "Sumeru City",
    Cost::same(2),
    &SUMERU_CITY_SUPPORT,
)
.arrived(V3_7);

/// 桓那兰那 Vanarana in play: end phase, it collects up to 2 unused dice (Omni first, then in
/// face order); at the start of the action phase it gives them back. Its stock counts the dice
/// it holds; `var` holds their faces, one per nibble (face + 1, 0 for none).
pub static VANARANA_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: stores up to 2 of your unused dice. When the Action Phase begins, gives them back.",
    stock: Some(0),
    hook: Some(vanarana),
    listens: trig::END_PHASE | trig::ACTION_START,
    ..place(321011, "Vanarana")
};

fn vanarana(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.phase() == Phase::End {
        for face in 0..8 {
            while g.ent(me).stock < 2 && g.player(me.seat).dice.0[face] > 0 {
                g.player_mut(me.seat).dice.0[face] -= 1;
                let e = g.ent_mut(me);
                e.var |= (face as u8 + 1) << (4 * e.stock);
                e.stock += 1;
            }
        }
    } else {
        let e = g.ent_mut(me);
        let faces = [e.var & 0xF, e.var >> 4];
        e.var = 0;
        e.stock = 0;
        for f in faces.into_iter().filter(|&f| f > 0) {
            g.player_mut(me.seat).gain_dice((f - 1) as usize, 1);
        }
    }
}

/// 桓那兰那 Vanarana.
pub static VANARANA: CardDef = support_card(
    CardKind::Location,
    321011,
    189,
    "桓那兰那",
    "Vanarana",
    Cost::FREE,
    &VANARANA_SUPPORT,
)
.arrived(V3_7);

/// 镇守之森 Chinju Forest in play: at the start of each action phase, when the side is not the
/// first player, one die of the active character's element; 3 usages.
pub static CHINJU_FOREST_SUPPORT: EntityDef = EntityDef {
    text: "When the Action Phase begins, if you are not the first player, create 1 die of your active character's element (spends 1 usage).",
    usage: 3,
    hook: Some(|g, me, _| {
        if g.first != me.seat {
            let active = g.player(me.seat).active;
            element_die_of(g, me.seat, active);
            g.spend(me);
        }
    }),
    listens: trig::ACTION_START,
    ..place(321012, "Chinju Forest")
};
/// 镇守之森 Chinju Forest.
pub static CHINJU_FOREST: CardDef = support_card(
    CardKind::Location,
    321012,
    190,
    "镇守之森",
    "Chinju Forest",
    Cost::same(1),
    &CHINJU_FOREST_SUPPORT,
)
.arrived(V3_7);
