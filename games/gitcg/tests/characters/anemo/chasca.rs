//! Chasca in real matches: Spirit Reins, Shadow Hunt with Soulsniper and Intent to Cover,
//! Multitarget Fire, her burst, the Shadowhunt Shells of her passive and her talent card.

use super::*;

const CHASCA: u32 = 1511;
const BLESSING: u32 = 115111;
const SOULSNIPER: u32 = 115112;
const INTENT_TO_COVER: u32 = 115118;
const SHELL: u32 = 115113;
const SHINING_PYRO: u32 = 115114;
const BULLET_TRICK: u32 = 215111;
/// Cards of 0, 1 and 2 dice.
const CHANGING_SHIFTS: u32 = 332002;
const STRATEGIZE: u32 = 332004;
const BESTEST: u32 = 332001;
/// A Technique card (Yumkasaurus).
const YUMKASAURUS: u32 = 313002;

/// Chasca's side with these cards in hand and deck (the last on top), seat 1 having ended.
fn chasca(hand: &[u32], deck: &[u32]) -> Gitcg {
    let mut g = Scenario::new([CHASCA, KLEE, BARBARA], FOES)
        .first(1)
        .hand(0, hand)
        .deck(0, deck)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g
}

fn hand(g: &Gitcg) -> Vec<u32> {
    g.player(P0).hand.iter().map(|c| c.id).collect()
}

#[test]
fn chasca_spirit_reins_draws_equips_soulsniper_and_enters_nightsoul_and_switches_draw() {
    let mut g = chasca(&[], &[STRATEGIZE; 4]);
    skill(&mut g, P0, 15112);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(hand(&g).len(), 1);
    assert!(attached(&g, P0, 0).contains(&SOULSNIPER));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    // Beside it, the hidden keeper of the Shells' rule.
    assert_eq!(combat(&g, P0), [(SHELL, 0), (INTENT_TO_COVER, 2)]);
    assert!(!legal_skills(&g, P0).contains(&15112));
    // Intent to Cover: a card for each of the next 2 switches.
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    switch(&mut g, P0, 1);
    assert_eq!(hand(&g).len(), 3);
    assert_eq!(combat(&g, P0), [(SHELL, 0)]);
}

#[test]
fn chasca_multitarget_fire_consumes_a_point_and_discards_the_three_costliest_cards() {
    let mut g = chasca(
        &[CHANGING_SHIFTS, BESTEST, STRATEGIZE, CHANGING_SHIFTS, SHELL],
        &[],
    );
    skill(&mut g, P0, 15112);
    assert_eq!(skill_price(&g, P0, 1151121), 2);
    skill(&mut g, P0, 1151121);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    // 1 Anemo, then the discarded Shell's 1 Anemo; the Shell puts a new one in the deck.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hand(&g), [CHANGING_SHIFTS, CHANGING_SHIFTS]);
    assert_eq!(
        g.player(P0).deck.iter().map(|c| c.id).collect::<Vec<_>>(),
        [SHELL]
    );
    skill(&mut g, P0, 1151121);
    // Without a point she may not fire, and stays in her blessing.
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(0));
    assert!(!legal_skills(&g, P0).contains(&1151121));
    assert!(!legal_skills(&g, P0).contains(&15112));
}

#[test]
fn chasca_blessing_ends_when_soulsniper_is_discarded() {
    let mut g = chasca(&[YUMKASAURUS], &[]);
    skill(&mut g, P0, 15112);
    talent(&mut g, P0, YUMKASAURUS, 0);
    assert!(!attached(&g, P0, 0).contains(&SOULSNIPER));
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    assert!(legal_skills(&g, P0).contains(&15112));
}

#[test]
fn chasca_burst_pierces_the_standby_characters_and_draws_three() {
    let mut g = chasca(&[], &[STRATEGIZE; 4]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 15113);
    assert_eq!(hp(&g, P1), [9, 11, 9]);
    assert_eq!(hand(&g).len(), 3);
}

#[test]
fn chasca_passive_shuffles_six_shadowhunt_shells_into_the_deck_when_the_battle_begins() {
    let deck = tavern_protocol::gitcg::Deck {
        characters: [CHASCA, KLEE, BARBARA]
            .map(tavern_protocol::gitcg::CharacterId)
            .to_vec(),
        cards: vec![CardId(STRATEGIZE); 30],
    };
    let config = tavern_protocol::gitcg::Config {
        decks: vec![deck.clone(), deck],
        options: tavern_protocol::gitcg::Options {
            rerolls: 1,
            check_deck_rules: false,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    };
    let mut g = Gitcg::new(7, 2, config).expect("valid decks");
    for seat in [P0, P1] {
        apply(
            &mut g,
            seat,
            Action::SwitchHand {
                cards: tavern_protocol::gitcg::HandMask::EMPTY,
            },
        );
    }
    for seat in [P0, P1] {
        assert_eq!(g.player(seat).deck.len(), 25);
        apply(&mut g, seat, Action::ChooseActive { slot: 0 });
    }
    for seat in [P0, P1] {
        let shells = g.player(seat).deck.iter().filter(|c| c.id == SHELL).count();
        assert_eq!((g.player(seat).deck.len(), shells), (31, 6));
    }
}

#[test]
fn shadowhunt_shell_turns_into_the_active_elements_shining_shell_as_it_enters_the_hand() {
    let mut g = chasca(&[], &[SHELL, SHELL]);
    g.draw(P0, 1);
    assert_eq!(hand(&g), [SHELL]);
    switch(&mut g, P0, 1);
    g.draw(P0, 1);
    assert_eq!(hand(&g), [SHELL, SHINING_PYRO]);
    // Played: 1 Pyro, then a Shadowhunt Shell goes into the deck.
    talent_free(&mut g, SHINING_PYRO);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(aura(&g, P1, 0), Aura::of(Element::Pyro));
    assert_eq!(
        g.player(P0).deck.iter().map(|c| c.id).collect::<Vec<_>>(),
        [SHELL]
    );
}

/// Plays the card `id` (no target) with its suggested payment.
fn talent_free(g: &mut Gitcg, id: u32) {
    let a = legal(
        g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if card.0 == id),
    );
    apply(g, P0, a);
}

#[test]
fn chasca_talent_bullet_trick_puts_a_shell_into_the_hand_on_chasca_only() {
    let mut g = chasca(&[BULLET_TRICK, BULLET_TRICK], &[]);
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    let targets: Vec<_> = actions
        .iter()
        .filter_map(|a| match a {
            Action::PlayCard { card, target, .. } if card.0 == BULLET_TRICK => *target,
            _ => None,
        })
        .collect();
    assert_eq!(
        targets,
        [Target::Character {
            side: Side::Own,
            slot: 0
        }]
    );
    talent(&mut g, P0, BULLET_TRICK, 0);
    assert_eq!(hand(&g), [BULLET_TRICK, SHELL]);
    // A fast action: with Klee active the next one comes as a Shining Pyro Shell.
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    g.set_active(P0, 1);
    talent(&mut g, P0, BULLET_TRICK, 0);
    assert_eq!(hand(&g), [SHELL, SHINING_PYRO]);
}

#[test]
fn chasca_phantom_feather_flurry_deals_two_physical() {
    let mut g = chasca(&[], &[]);
    skill(&mut g, P0, 15111);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
}
