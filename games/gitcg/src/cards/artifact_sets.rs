//! The elemental artifact sets: each piece lowers its wearer's skills and talents by one die of
//! its element once per round (declared); the full set also fixes two dice of that element in
//! each roll phase.

use tavern_protocol::gitcg::Element;

use super::artifacts::{artifact, worn};
use super::common::fix_roll;
use crate::defs::{trig, CardDef, Cost, Discount, DiscountDice, Discounted, EntityDef, Trig};
use crate::state::Loc;
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &BROKEN_RIMES_ECHO,
    &BLIZZARD_STRAYER,
    &WINE_STAINED_TRICORNE,
    &HEART_OF_DEPTH,
    &WITCHS_SCORCHING_HAT,
    &CRIMSON_WITCH_OF_FLAMES,
    &THUNDER_SUMMONERS_CROWN,
    &THUNDERING_FURY,
    &VIRIDESCENT_VENERERS_DIADEM,
    &VIRIDESCENT_VENERER,
    &MASK_OF_SOLITUDE_BASALT,
    &ARCHAIC_PETRA,
    &LAUREL_CORONET,
    &DEEPWOOD_MEMORIES,
];

/// An artifact that lowers the cost of its wearer's skills and talents by one die of
/// `element`, once per round.
const fn elemental_artifact(id: u32, name: &'static str, element: Element) -> EntityDef {
    EntityDef {
        per_round: true,
        discount: Some(Discount {
            on: Discounted::OwnSkillOrTalent,
            dice: DiscountDice::Element(element),
            amount: 1,
            limit: 1,
        }),
        ..worn(id, name)
    }
}

/// The full elemental set: the discount, and two dice of its element in each roll phase.
const fn elemental_set(id: u32, name: &'static str, element: Element) -> EntityDef {
    EntityDef {
        text: "Roll Phase: 2 of your dice come up as the element of its cost reduction.",
        hook: Some(roll_set_element),
        listens: trig::ROLL,
        ..elemental_artifact(id, name, element)
    }
}

/// Roll phase: two dice come up as the element the artifact's discount names.
fn roll_set_element(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Roll { fixed, .. } = t else { return };
    if let Some(Discount {
        dice: DiscountDice::Element(e),
        ..
    }) = g.ent(me).def.discount
    {
        fix_roll(fixed, e.die(), 2);
    }
}

/// The equipped Broken Rime's Echo.
pub static BROKEN_RIMES_ECHO_EQUIP: EntityDef =
    elemental_artifact(312101, "Broken Rime's Echo", Element::Cryo);
/// 破冰踏雪的回音 Broken Rime's Echo: skills and talents cost 1 Cryo less, once per round.
pub static BROKEN_RIMES_ECHO: CardDef = artifact(
    312101,
    165,
    "破冰踏雪的回音",
    "Broken Rime's Echo",
    Cost::any(2),
    &BROKEN_RIMES_ECHO_EQUIP,
);

/// The equipped Blizzard Strayer.
pub static BLIZZARD_STRAYER_EQUIP: EntityDef =
    elemental_set(312102, "Blizzard Strayer", Element::Cryo);
/// 冰风迷途的勇士 Blizzard Strayer: 1 Cryo less once per round; 2 Cryo dice in each roll.
pub static BLIZZARD_STRAYER: CardDef = artifact(
    312102,
    166,
    "冰风迷途的勇士",
    "Blizzard Strayer",
    Cost::same(2),
    &BLIZZARD_STRAYER_EQUIP,
);

/// The equipped Wine-Stained Tricorne.
pub static WINE_STAINED_TRICORNE_EQUIP: EntityDef =
    elemental_artifact(312201, "Wine-Stained Tricorne", Element::Hydro);
/// 酒渍船帽 Wine-Stained Tricorne: skills and talents cost 1 Hydro less, once per round.
pub static WINE_STAINED_TRICORNE: CardDef = artifact(
    312201,
    167,
    "酒渍船帽",
    "Wine-Stained Tricorne",
    Cost::any(2),
    &WINE_STAINED_TRICORNE_EQUIP,
);

/// The equipped Heart of Depth.
pub static HEART_OF_DEPTH_EQUIP: EntityDef =
    elemental_set(312202, "Heart of Depth", Element::Hydro);
/// 沉沦之心 Heart of Depth: 1 Hydro less once per round; 2 Hydro dice in each roll.
pub static HEART_OF_DEPTH: CardDef = artifact(
    312202,
    168,
    "沉沦之心",
    "Heart of Depth",
    Cost::same(2),
    &HEART_OF_DEPTH_EQUIP,
);

/// The equipped Witch's Scorching Hat.
pub static WITCHS_SCORCHING_HAT_EQUIP: EntityDef =
    elemental_artifact(312301, "Witch's Scorching Hat", Element::Pyro);
/// 焦灼的魔女帽 Witch's Scorching Hat: skills and talents cost 1 Pyro less, once per round.
pub static WITCHS_SCORCHING_HAT: CardDef = artifact(
    312301,
    169,
    "焦灼的魔女帽",
    "Witch's Scorching Hat",
    Cost::any(2),
    &WITCHS_SCORCHING_HAT_EQUIP,
);

/// The equipped Crimson Witch of Flames.
pub static CRIMSON_WITCH_OF_FLAMES_EQUIP: EntityDef =
    elemental_set(312302, "Crimson Witch of Flames", Element::Pyro);
/// 炽烈的炎之魔女 Crimson Witch of Flames: 1 Pyro less once per round; 2 Pyro dice in each
/// roll.
pub static CRIMSON_WITCH_OF_FLAMES: CardDef = artifact(
    312302,
    170,
    "炽烈的炎之魔女",
    "Crimson Witch of Flames",
    Cost::same(2),
    &CRIMSON_WITCH_OF_FLAMES_EQUIP,
);

/// The equipped Thunder Summoner's Crown.
pub static THUNDER_SUMMONERS_CROWN_EQUIP: EntityDef =
    elemental_artifact(312401, "Thunder Summoner's Crown", Element::Electro);
/// 唤雷的头冠 Thunder Summoner's Crown: skills and talents cost 1 Electro less, once per round.
pub static THUNDER_SUMMONERS_CROWN: CardDef = artifact(
    312401,
    171,
    "唤雷的头冠",
    "Thunder Summoner's Crown",
    Cost::any(2),
    &THUNDER_SUMMONERS_CROWN_EQUIP,
);

/// The equipped Thundering Fury.
pub static THUNDERING_FURY_EQUIP: EntityDef =
    elemental_set(312402, "Thundering Fury", Element::Electro);
/// 如雷的盛怒 Thundering Fury: 1 Electro less once per round; 2 Electro dice in each roll.
pub static THUNDERING_FURY: CardDef = artifact(
    312402,
    172,
    "如雷的盛怒",
    "Thundering Fury",
    Cost::same(2),
    &THUNDERING_FURY_EQUIP,
);

/// The equipped Viridescent Venerer's Diadem.
pub static VIRIDESCENT_VENERERS_DIADEM_EQUIP: EntityDef =
    elemental_artifact(312501, "Viridescent Venerer's Diadem", Element::Anemo);
/// 翠绿的猎人之冠 Viridescent Venerer's Diadem: skills and talents cost 1 Anemo less, once per
/// round.
pub static VIRIDESCENT_VENERERS_DIADEM: CardDef = artifact(
    312501,
    173,
    "翠绿的猎人之冠",
    "Viridescent Venerer's Diadem",
    Cost::any(2),
    &VIRIDESCENT_VENERERS_DIADEM_EQUIP,
);

/// The equipped Viridescent Venerer.
pub static VIRIDESCENT_VENERER_EQUIP: EntityDef =
    elemental_set(312502, "Viridescent Venerer", Element::Anemo);
/// 翠绿之影 Viridescent Venerer: 1 Anemo less once per round; 2 Anemo dice in each roll.
pub static VIRIDESCENT_VENERER: CardDef = artifact(
    312502,
    174,
    "翠绿之影",
    "Viridescent Venerer",
    Cost::same(2),
    &VIRIDESCENT_VENERER_EQUIP,
);

/// The equipped Mask of Solitude Basalt.
pub static MASK_OF_SOLITUDE_BASALT_EQUIP: EntityDef =
    elemental_artifact(312601, "Mask of Solitude Basalt", Element::Geo);
/// 不动玄石之相 Mask of Solitude Basalt: skills and talents cost 1 Geo less, once per round.
pub static MASK_OF_SOLITUDE_BASALT: CardDef = artifact(
    312601,
    175,
    "不动玄石之相",
    "Mask of Solitude Basalt",
    Cost::any(2),
    &MASK_OF_SOLITUDE_BASALT_EQUIP,
);

/// The equipped Archaic Petra.
pub static ARCHAIC_PETRA_EQUIP: EntityDef = elemental_set(312602, "Archaic Petra", Element::Geo);
/// 悠古的磐岩 Archaic Petra: 1 Geo less once per round; 2 Geo dice in each roll.
pub static ARCHAIC_PETRA: CardDef = artifact(
    312602,
    176,
    "悠古的磐岩",
    "Archaic Petra",
    Cost::same(2),
    &ARCHAIC_PETRA_EQUIP,
);

/// The equipped Laurel Coronet.
pub static LAUREL_CORONET_EQUIP: EntityDef =
    elemental_artifact(312701, "Laurel Coronet", Element::Dendro);
/// 月桂的宝冠 Laurel Coronet: skills and talents cost 1 Dendro less, once per round.
pub static LAUREL_CORONET: CardDef = artifact(
    312701,
    177,
    "月桂的宝冠",
    "Laurel Coronet",
    Cost::any(2),
    &LAUREL_CORONET_EQUIP,
);

/// The equipped Deepwood Memories.
pub static DEEPWOOD_MEMORIES_EQUIP: EntityDef =
    elemental_set(312702, "Deepwood Memories", Element::Dendro);
/// 深林的记忆 Deepwood Memories: 1 Dendro less once per round; 2 Dendro dice in each roll.
pub static DEEPWOOD_MEMORIES: CardDef = artifact(
    312702,
    178,
    "深林的记忆",
    "Deepwood Memories",
    Cost::same(2),
    &DEEPWOOD_MEMORIES_EQUIP,
);
