//! Character cards, one file per character named after it, in a folder per element
//! (`cryo/ganyu.rs`), monsters in `monsters/` or, when the card facts give them a narrower camp
//! (`GCG_TAG_CAMP_*`), in a folder of that camp (`monsters/fatui/`, `monsters/hilichurls/`).
//! A character's file holds its card, its skills and passive skills, every summon, status and
//! card only it creates (each with its id, name and what it does above its definition), its
//! talent card, and its registry entry [`CharacterCards`].
//!
//! To add a character: write its file, declare it in its folder's module below and list its
//! `CARDS` in [`ALL`]. The helpers at the end of this file are shared by the characters' hooks.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::defs::{CardDef, CharacterDef, Cx, Dmg, EntityDef, Op, Trig, Weapon};
use crate::state::{Loc, LocZone};
use crate::version::{GameVersion, V5_8};
use crate::Gitcg;

/// Cryo characters.
mod cryo {
    pub(super) mod charlotte;
    pub(super) mod chongyun;
    pub(super) mod citlali;
    pub(super) mod diona;
    pub(super) mod eula;
    pub(super) mod freminet;
    pub(super) mod ganyu;
    pub(super) mod kaeya;
    pub(super) mod kamisato_ayaka;
    pub(super) mod layla;
    pub(super) mod qiqi;
    pub(super) mod rosaria;
    pub(super) mod shenhe;
    pub(super) mod wriothesley;
}
/// Hydro characters.
mod hydro {
    pub(super) mod barbara;
    pub(super) mod candace;
    pub(super) mod furina;
    pub(super) mod kamisato_ayato;
    pub(super) mod mona;
    pub(super) mod mualani;
    pub(super) mod neuvillette;
    pub(super) mod nilou;
    pub(super) mod sangonomiya_kokomi;
    pub(super) mod sigewinne;
    pub(super) mod tartaglia;
    pub(super) mod xingqiu;
    pub(super) mod yelan;
}
/// Pyro characters.
mod pyro {
    pub(super) mod amber;
    pub(super) mod arlecchino;
    pub(super) mod bennett;
    pub(super) mod chevreuse;
    pub(super) mod dehya;
    pub(super) mod diluc;
    pub(super) mod hu_tao;
    pub(super) mod klee;
    pub(super) mod lyney;
    pub(super) mod mavuika;
    pub(super) mod thoma;
    pub(super) mod xiangling;
    pub(super) mod xinyan;
    pub(super) mod yanfei;
    pub(super) mod yoimiya;
}
/// Electro characters.
mod electro {
    pub(super) mod beidou;
    pub(super) mod clorinde;
    pub(super) mod cyno;
    pub(super) mod dori;
    pub(super) mod fischl;
    pub(super) mod keqing;
    pub(super) mod kujou_sara;
    pub(super) mod kuki_shinobu;
    pub(super) mod lisa;
    pub(super) mod raiden_shogun;
    pub(super) mod razor;
    pub(super) mod sethos;
    pub(super) mod yae_miko;
}
/// Anemo characters.
mod anemo {
    pub(super) mod chasca;
    pub(super) mod faruzan;
    pub(super) mod jean;
    pub(super) mod kaedehara_kazuha;
    pub(super) mod lan_yan;
    pub(super) mod lynette;
    pub(super) mod sayu;
    pub(super) mod shikanoin_heizou;
    pub(super) mod sucrose;
    pub(super) mod venti;
    pub(super) mod wanderer;
    pub(super) mod xianyun;
    pub(super) mod xiao;
}
/// Geo characters.
mod geo {
    pub(super) mod albedo;
    pub(super) mod arataki_itto;
    pub(super) mod chiori;
    pub(super) mod gorou;
    pub(super) mod kachina;
    pub(super) mod navia;
    pub(super) mod ningguang;
    pub(super) mod noelle;
    pub(super) mod xilonen;
    pub(super) mod yun_jin;
    pub(super) mod zhongli;
}
/// Dendro characters.
mod dendro {
    pub(super) mod alhaitham;
    pub(super) mod baizhu;
    pub(super) mod collei;
    pub(super) mod emilie;
    pub(super) mod kaveh;
    pub(super) mod kinich;
    pub(super) mod kirara;
    pub(super) mod nahida;
    pub(super) mod tighnari;
    pub(super) mod yaoyao;
}
/// Monsters whose camp in the card facts is only 魔物 (Monster).
mod monsters {
    pub(super) mod abyss_herald_wicked_torrents;
    pub(super) mod abyss_lector_fathomless_flames;
    pub(super) mod abyss_lector_violet_lightning;
    pub(super) mod all_devouring_narwhal;
    pub(super) mod azhdaha;
    pub(super) mod cryo_hypostasis;
    pub(super) mod dvalin;
    pub(super) mod electro_hypostasis;
    pub(super) mod emperor_of_fire_and_iron;
    pub(super) mod gluttonous_yumkasaur_mountain_king;
    pub(super) mod golden_wolflord;
    pub(super) mod guardian_of_apeps_oasis;
    pub(super) mod jadeplume_terrorshroom;
    pub(super) mod maguu_kenki;
    pub(super) mod millennial_pearl_seahorse;
    pub(super) mod rhodeia_of_loch;
    pub(super) mod thunder_manifestation;
    /// The Fatui (愚人众).
    pub(super) mod fatui {
        pub(in crate::cards::characters) mod fatui_cryo_cicin_mage;
        pub(in crate::cards::characters) mod fatui_electro_cicin_mage;
        pub(in crate::cards::characters) mod fatui_pyro_agent;
        pub(in crate::cards::characters) mod frost_operative;
        pub(in crate::cards::characters) mod la_signora;
        pub(in crate::cards::characters) mod mirror_maiden;
    }
    /// The Consecrated Beasts (圣骸兽).
    pub(super) mod consecrated_beasts {
        pub(in crate::cards::characters) mod bonecrunchers_energy_block;
        pub(in crate::cards::characters) mod consecrated_flying_serpent;
        pub(in crate::cards::characters) mod consecrated_scorpion;
    }
    /// The Eremites (镀金旅团).
    pub(super) mod eremites {
        pub(in crate::cards::characters) mod eremite_floral_ring_dancer;
        pub(in crate::cards::characters) mod eremite_scorching_loremaster;
    }
    /// Hilichurls (丘丘人).
    pub(super) mod hilichurls {
        pub(in crate::cards::characters) mod hydro_hilichurl_rogue;
        pub(in crate::cards::characters) mod stonehide_lawachurl;
    }
}

/// A character's registry entry: its card and the cards and entities that come with it.
pub struct CharacterCards {
    /// The character card.
    pub character: &'static CharacterDef,
    /// Its talent card.
    pub talent: &'static CardDef,
    /// Cards its skills create in play, never put in a deck (Lightning Stiletto).
    pub created: &'static [&'static CardDef],
    /// Entities that only its hooks or custom ops create: the card list cannot reach them by
    /// walking ops (every other entity is found from the skills, passives and talent).
    pub made_by_hooks: &'static [&'static EntityDef],
}

/// Every implemented character, in the order the pool lists them.
pub static ALL: &[&CharacterCards] = &[
    &cryo::ganyu::CARDS,
    &cryo::kaeya::CARDS,
    &cryo::chongyun::CARDS,
    &cryo::diona::CARDS,
    &cryo::kamisato_ayaka::CARDS,
    &cryo::eula::CARDS,
    &cryo::shenhe::CARDS,
    &hydro::barbara::CARDS,
    &hydro::xingqiu::CARDS,
    &hydro::mona::CARDS,
    &hydro::tartaglia::CARDS,
    &hydro::sangonomiya_kokomi::CARDS,
    &hydro::kamisato_ayato::CARDS,
    &hydro::nilou::CARDS,
    &hydro::neuvillette::CARDS,
    &pyro::diluc::CARDS,
    &pyro::xiangling::CARDS,
    &pyro::bennett::CARDS,
    &pyro::amber::CARDS,
    &pyro::yoimiya::CARDS,
    &pyro::klee::CARDS,
    &pyro::hu_tao::CARDS,
    &pyro::dehya::CARDS,
    &electro::fischl::CARDS,
    &electro::keqing::CARDS,
    &electro::razor::CARDS,
    &electro::cyno::CARDS,
    &electro::beidou::CARDS,
    &electro::kujou_sara::CARDS,
    &electro::raiden_shogun::CARDS,
    &electro::yae_miko::CARDS,
    &electro::dori::CARDS,
    &electro::kuki_shinobu::CARDS,
    &anemo::sucrose::CARDS,
    &anemo::jean::CARDS,
    &anemo::venti::CARDS,
    &anemo::xiao::CARDS,
    &anemo::wanderer::CARDS,
    &anemo::faruzan::CARDS,
    &geo::noelle::CARDS,
    &geo::ningguang::CARDS,
    &geo::zhongli::CARDS,
    &geo::arataki_itto::CARDS,
    &dendro::collei::CARDS,
    &dendro::tighnari::CARDS,
    &dendro::nahida::CARDS,
    &dendro::yaoyao::CARDS,
    &dendro::baizhu::CARDS,
    &monsters::fatui::fatui_cryo_cicin_mage::CARDS,
    &monsters::rhodeia_of_loch::CARDS,
    &monsters::fatui::mirror_maiden::CARDS,
    &monsters::fatui::fatui_pyro_agent::CARDS,
    &monsters::abyss_lector_fathomless_flames::CARDS,
    &monsters::electro_hypostasis::CARDS,
    &monsters::maguu_kenki::CARDS,
    &monsters::hilichurls::stonehide_lawachurl::CARDS,
    &monsters::jadeplume_terrorshroom::CARDS,
    &monsters::fatui::fatui_electro_cicin_mage::CARDS,
    &monsters::abyss_herald_wicked_torrents::CARDS,
    &monsters::emperor_of_fire_and_iron::CARDS,
    &hydro::candace::CARDS,
    &pyro::yanfei::CARDS,
    &anemo::kaedehara_kazuha::CARDS,
    &cryo::qiqi::CARDS,
    &electro::lisa::CARDS,
    &geo::albedo::CARDS,
    &cryo::layla::CARDS,
    &hydro::yelan::CARDS,
    &pyro::lyney::CARDS,
    &anemo::lynette::CARDS,
    &geo::gorou::CARDS,
    &dendro::alhaitham::CARDS,
    &pyro::thoma::CARDS,
    &anemo::sayu::CARDS,
    &monsters::cryo_hypostasis::CARDS,
    &monsters::millennial_pearl_seahorse::CARDS,
    &cryo::charlotte::CARDS,
    &dendro::kirara::CARDS,
    &monsters::thunder_manifestation::CARDS,
    &monsters::dvalin::CARDS,
    &monsters::fatui::la_signora::CARDS,
    &monsters::azhdaha::CARDS,
    &monsters::eremites::eremite_scorching_loremaster::CARDS,
    &cryo::freminet::CARDS,
    &anemo::xianyun::CARDS,
    &monsters::hilichurls::hydro_hilichurl_rogue::CARDS,
    &monsters::abyss_lector_violet_lightning::CARDS,
    &monsters::eremites::eremite_floral_ring_dancer::CARDS,
    &pyro::chevreuse::CARDS,
    &geo::navia::CARDS,
    &monsters::fatui::frost_operative::CARDS,
    &monsters::consecrated_beasts::consecrated_scorpion::CARDS,
    &monsters::consecrated_beasts::consecrated_flying_serpent::CARDS,
    &monsters::guardian_of_apeps_oasis::CARDS,
    &cryo::wriothesley::CARDS,
    &hydro::furina::CARDS,
    &pyro::xinyan::CARDS,
    &geo::yun_jin::CARDS,
    &dendro::kaveh::CARDS,
    &monsters::all_devouring_narwhal::CARDS,
    &hydro::mualani::CARDS,
    &electro::clorinde::CARDS,
    &cryo::rosaria::CARDS,
    &monsters::golden_wolflord::CARDS,
    &hydro::sigewinne::CARDS,
    &geo::chiori::CARDS,
    &pyro::arlecchino::CARDS,
    &dendro::kinich::CARDS,
    &geo::kachina::CARDS,
    &dendro::emilie::CARDS,
    &electro::sethos::CARDS,
    &geo::xilonen::CARDS,
    &cryo::citlali::CARDS,
    &pyro::mavuika::CARDS,
    &anemo::chasca::CARDS,
    &anemo::lan_yan::CARDS,
    &anemo::shikanoin_heizou::CARDS,
    &monsters::gluttonous_yumkasaur_mountain_king::CARDS,
];

/// The forms characters turn into (形态, `forms.rs`), beside their cards: served with the
/// card list so every form's skills have their text, never put in a deck.
pub static FORMS: &[&CharacterDef] = &[
    &monsters::fatui::la_signora::CRIMSON_WITCH,
    &monsters::azhdaha::AZHDAHA_CRYO,
    &monsters::azhdaha::AZHDAHA_HYDRO,
    &monsters::azhdaha::AZHDAHA_PYRO,
    &monsters::azhdaha::AZHDAHA_ELECTRO,
    &hydro::furina::FURINA_PNEUMA,
];

/// Characters whose skills changed from a version on, each declared again beside the first
/// declaration in its file (`RAIDEN_SHOGUN_5_8`): the version and the replacement, oldest
/// first. HP changes are given in the declaration itself ([`crate::version::by_version`]).
pub static REVISED: &[(GameVersion, &CharacterDef)] =
    &[(V5_8, &electro::raiden_shogun::RAIDEN_SHOGUN_5_8)];

/// Talent cards whose cost or text changed from a version on, declared again beside the
/// first declaration: the version and the replacement, oldest first.
pub static REVISED_TALENTS: &[(GameVersion, &CardDef)] = &[
    (V5_8, &electro::raiden_shogun::WISHES_UNNUMBERED_5_8),
    (V5_8, &geo::chiori::IN_FIVE_COLORS_DYED_5_8),
];

/// Cryo damage.
const CRYO: DamageType = DamageType::Elemental(Element::Cryo);
/// Hydro damage.
const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);
/// Pyro damage.
const PYRO: DamageType = DamageType::Elemental(Element::Pyro);
/// Electro damage.
const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);
/// Anemo damage.
const ANEMO: DamageType = DamageType::Elemental(Element::Anemo);
/// Geo damage.
const GEO: DamageType = DamageType::Elemental(Element::Geo);
/// Dendro damage.
const DENDRO: DamageType = DamageType::Elemental(Element::Dendro);

/// The slot of the character an entity is attached to, if it is attached to one.
fn owner(me: Loc) -> Option<u8> {
    match me.zone {
        LocZone::Char(s) => Some(s),
        _ => None,
    }
}

/// Deals damage to the opposing active character as the entity at `me` (not as a skill), and
/// returns where that entity is afterwards (the damage may have swept its zone), if still there.
fn deal_as(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) -> Option<Loc> {
    let ent = *g.ent(me);
    let mut cx = Cx {
        character: owner(me),
        entity: Some(ent.def),
        ..Cx::side(me.seat)
    };
    g.run_op(Op::Damage(ty, n), &mut cx);
    g.relocate(me, ent.serial)
}

/// Deals damage as the entity at `me`, then spends one of its usages.
fn strike(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) {
    if let Some(me) = deal_as(g, me, ty, n) {
        g.spend(me);
    }
}

/// The character a skill or card acts for: its user or target, else the active character.
fn user(g: &Gitcg, cx: &Cx) -> u8 {
    cx.character.unwrap_or(g.player(cx.seat).active)
}

/// Where the living entity of `def` is in a zone of `seat`, if it is there.
fn find(g: &Gitcg, seat: Seat, zone: LocZone, def: &EntityDef) -> Option<Loc> {
    g.zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == def)
        .map(|i| Loc {
            seat,
            zone,
            idx: i as u8,
        })
}

/// Adds the entity `def` (which declares a stock) to a zone with its starting stock, or, when
/// it is already there, adds `n` to its stock, up to `cap` (layers attached again, stars
/// gathered again); returns where it is.
fn stack_stock(
    g: &mut Gitcg,
    seat: Seat,
    zone: LocZone,
    def: &'static EntityDef,
    n: u8,
    cap: u8,
) -> Option<Loc> {
    match find(g, seat, zone, def) {
        Some(at) => {
            let e = g.ent_mut(at);
            e.stock = e.stock.saturating_add(n).min(cap);
            Some(at)
        }
        None => g.add_entity(seat, zone, def),
    }
}

/// Whether a living character of `seat` has the equipment (or status) `def`.
fn side_has(g: &Gitcg, seat: Seat, def: &EntityDef) -> bool {
    g.player(seat).chars.iter().any(|c| c.alive && c.has(def))
}

/// Deals damage as `entity` of side `from` to the opposing character in slot `target` (for
/// statuses that sit on the side they hurt).
fn hit(g: &mut Gitcg, from: Seat, entity: &'static EntityDef, target: u8, ty: DamageType, n: u8) {
    let mut cx = Cx {
        entity: Some(entity),
        opponent_target: Some(target),
        ..Cx::side(from)
    };
    g.run_op(Op::Damage(ty, n), &mut cx);
}

/// A summon that takes `n` off a hit on its side's active character per usage, and stays in
/// play once its usages are spent (可用次数耗尽时不弃置此牌); a reduction hook.
fn absorb_keep(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>, n: u8) {
    let Trig::Damage(d) = t else { return };
    let e = g.ent_mut(me);
    if d.to_active && d.amount > 0 && e.usage > 0 {
        d.amount -= (n as i16).min(d.amount);
        e.usage -= 1;
    }
}

/// End phase of a summon kept by [`absorb_keep`]: once its usages are spent, it leaves and
/// deals its damage.
fn burst_when_spent(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) {
    if g.ent(me).usage == 0 {
        if let Some(me) = deal_as(g, me, ty, n) {
            g.discard(me);
        }
    }
}

/// An end-phase op: the summon resolving leaves (弃置此牌), whatever usages it has left (for
/// summons that stay in play when their usages run out).
fn leave(g: &mut Gitcg, cx: &mut Cx) {
    let Some(def) = cx.entity else { return };
    if let Some(me) = find(g, cx.seat, LocZone::Summon, def) {
        g.discard(me);
    }
}

/// Whether a normal attack of `seat` now would be a charged attack (an even number of dice).
fn charged_now(g: &Gitcg, seat: Seat) -> bool {
    g.player(seat).dice.total().is_multiple_of(2)
}

/// Whether the character in `slot` of `seat` wields a Sword, Claymore or Polearm (what "your
/// Sword, Claymore or Polearm characters" asks).
fn melee(g: &Gitcg, seat: Seat, slot: u8) -> bool {
    matches!(
        g.character(seat, slot).def.weapon,
        Weapon::Sword | Weapon::Claymore | Weapon::Polearm
    )
}

/// An infusion that serves only the side's Sword, Claymore and Polearm characters (Chonghua
/// Frost Field, Prayer of the Crimson Crown), which no declared infusion can say: their
/// physical skill damage turns into `e`. An `INFUSE` step of a hook on the side dealing `d`;
/// returns whether `d` is skill damage of such a character (converted or not), for what else
/// the entity does to it.
fn infuse_melee(g: &Gitcg, seat: Seat, d: &mut Dmg, e: Element) -> bool {
    let served = d.skill.is_some() && d.by.is_some_and(|by| melee(g, seat, by));
    if served && d.ty == DamageType::Physical {
        d.ty = DamageType::Elemental(e);
    }
    served
}

/// The living character of `seat` that has lost the most HP (受伤最多的角色), the first in slot
/// order on a tie; `None` when none has lost any.
pub(super) fn most_injured(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    let mut best: Option<(u8, u8)> = None;
    for slot in p.living() {
        let c = &p.chars[slot as usize];
        let lost = c.max_hp - c.hp;
        if lost > 0 && best.is_none_or(|(_, most)| lost > most) {
            best = Some((slot, lost));
        }
    }
    best.map(|(slot, _)| slot)
}

/// The living character of `seat` with the lowest HP (生命值最低的角色), the first in slot
/// order on a tie; `None` when none stands.
pub(super) fn lowest_hp(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    p.living()
        .filter(|&s| p.chars[s as usize].standing())
        .min_by_key(|&s| (p.chars[s as usize].hp, s))
}

/// Deals damage of `ty` as `cx` to the next opposing character after the active one (对下一个
/// 敌方(后台)角色); nothing when the active one stands alone.
fn damage_next(g: &mut Gitcg, cx: &mut Cx, ty: DamageType, n: u8) {
    let Some(target) = g.neighbour(cx.seat.other(), crate::defs::Direction::Next) else {
        return;
    };
    let mut at = Cx {
        opponent_target: Some(target),
        ..*cx
    };
    g.run_op(Op::Damage(ty, n), &mut at);
}

/// Deals damage as the entity at `me` (not as a skill) to the opposing character in `target`.
fn deal_to(g: &mut Gitcg, me: Loc, target: u8, ty: DamageType, n: u8) {
    let mut cx = Cx {
        character: owner(me),
        entity: Some(g.ent(me).def),
        opponent_target: Some(target),
        ..Cx::side(me.seat)
    };
    g.run_op(Op::Damage(ty, n), &mut cx);
}
