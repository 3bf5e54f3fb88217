//! The Gluttonous Yumkasaur Mountain King in real matches: Flying Fruit's Food draw, his
//! burst, Gluttonous Rex and its Well Fed layers, and his talent card.

use super::*;

const MOUNTAIN_KING: u32 = 2704;
const STRONG: u32 = 127041;
const STURDY: u32 = 127042;
const ALL_DEVOURER: u32 = 227041;
const SATIATED: u32 = 303300;
/// Foods: Jueyun Guoba (0 dice), Lotus Flower Crisp (1 die).
const JUEYUN_GUOBA: u32 = 333001;
const LOTUS_CRISP: u32 = 333003;
const STRATEGIZE: u32 = 332004;
const BESTEST: u32 = 332001;

/// What Gluttonous Rex has given the character so far: layers of each Well Fed status and
/// the extra maximum HP.
fn fed(g: &Gitcg) -> u8 {
    let layers = |id| stock(g, P0, 0, id).unwrap_or(0);
    layers(STRONG) + layers(STURDY) + (g.character(P0, 0).max_hp - 7)
}

#[test]
fn mountain_king_flying_fruit_draws_a_food_and_his_burst_is_pyro() {
    let mut g = Scenario::new([MOUNTAIN_KING, KAEYA, BARBARA], FOES)
        .first(1)
        .deck(0, &[STRATEGIZE, JUEYUN_GUOBA, STRATEGIZE])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, 27042);
    assert_eq!(hp(&g, P1)[0], 8);
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [JUEYUN_GUOBA]);
    g.set_energy(P0, 0, 2);
    // 5 Pyro on the Dendro left by Flying Fruit: Burning, +1.
    skill(&mut g, P0, 27043);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
}

#[test]
fn mountain_king_is_never_satiated_and_gluttonous_rex_feeds_him_twice_a_round() {
    let mut g = solo(
        [MOUNTAIN_KING, KAEYA, BARBARA],
        &[JUEYUN_GUOBA, LOTUS_CRISP, JUEYUN_GUOBA],
    );
    talent(&mut g, P0, JUEYUN_GUOBA, 0);
    assert!(!attached(&g, P0, 0).contains(&SATIATED));
    assert_eq!(fed(&g), 1);
    talent(&mut g, P0, LOTUS_CRISP, 0);
    assert_eq!(fed(&g), 2);
    // A third Food this round feeds nothing more.
    talent(&mut g, P0, JUEYUN_GUOBA, 0);
    assert_eq!(fed(&g), 2);
}

#[test]
fn well_fed_and_strong_raises_his_next_hit_and_well_fed_and_sturdy_softens_the_next_one() {
    let mut g = duel([MOUNTAIN_KING, KAEYA, BARBARA], FOES, &[]);
    for id in [STRONG, STURDY] {
        let def = tavern_gitcg::cards::entities()
            .iter()
            .find(|e| e.id == id)
            .copied()
            .expect("a Well Fed status");
        g.put(P0, tavern_gitcg::state::LocZone::Char(0), def);
        g.put(P0, tavern_gitcg::state::LocZone::Char(0), def);
    }
    for e in g.character_mut(P0, 0).attached.iter_mut() {
        e.stock = 2;
    }
    skill(&mut g, P0, 27041);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(stock(&g, P0, 0, STRONG), None);
    skill(&mut g, P1, 14031);
    assert_eq!(hp(&g, P0)[0], 7);
    assert_eq!(stock(&g, P0, 0, STURDY), None);
}

#[test]
fn mountain_king_talent_steals_after_their_draw_and_cards_from_outside_the_deck_feed_him() {
    let mut g = Scenario::new([MOUNTAIN_KING, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[ALL_DEVOURER])
        .hand(1, &[STRATEGIZE])
        .deck(1, &[BESTEST])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, ALL_DEVOURER, 0);
    // They draw the Bestest Travel Companion, the costliest: it is stolen.
    let ids = |g: &Gitcg, s: Seat| g.player(s).hand.iter().map(|c| c.id).collect::<Vec<_>>();
    assert_eq!(ids(&g, P1), [STRATEGIZE]);
    assert_eq!(ids(&g, P0), [BESTEST]);
    assert_eq!(fed(&g), 0);
    // The stolen card is from outside his starting deck: Gluttonous Rex acts once.
    talent_card(&mut g, BESTEST);
    assert_eq!(fed(&g), 1);
}

/// Plays the card `id` (no target) with its suggested payment.
fn talent_card(g: &mut Gitcg, id: u32) {
    let a = legal(
        g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if card.0 == id),
    );
    apply(g, P0, a);
}
