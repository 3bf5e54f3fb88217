//! The pool as a whole, and a scenario mixing several characters' follow-ups.

use super::*;

#[test]
fn the_pool_covers_every_element_and_weapon() {
    use tavern_gitcg::cards;
    use tavern_gitcg::defs::Weapon;
    let all = cards::characters();
    assert!(all.len() >= 13);
    for e in Element::ALL {
        assert!(all.iter().any(|c| c.element == e), "no {e:?} character");
    }
    for w in [
        Weapon::Sword,
        Weapon::Claymore,
        Weapon::Polearm,
        Weapon::Catalyst,
        Weapon::Bow,
    ] {
        assert!(all.iter().any(|c| c.weapon == w), "no {w:?} character");
    }
    for c in all {
        let talent = cards::action_cards().find(|t| t.talent_of == Some(c.id));
        assert!(talent.is_some(), "{} has no talent card", c.english_name);
    }
}

#[test]
fn follow_ups_find_themselves_again_after_their_zone_is_swept() {
    use tavern_gitcg::cards::builtin::CATALYZING_FIELD;
    use tavern_gitcg::state::LocZone;
    let mut g = solo([KEQING, XINGQIU, XIANGLING], &[]);
    skill(&mut g, P0, 14032);
    skill(&mut g, P0, 14032);
    // A Catalyzing Field with its last use, entered before the two follow-ups.
    g.put(P0, LocZone::Combat, &CATALYZING_FIELD);
    g.player_mut(P0).combat[0].usage = 1;
    // Foe HP is topped up along the way so nobody is knocked out.
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 1);
    g.set_energy(P0, 1, 2);
    skill(&mut g, P0, 12023);
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 2);
    g.set_energy(P0, 2, 2);
    skill(&mut g, P0, 13023);
    g.set_dice(P0, dice("oooooooo"));
    switch(&mut g, P0, 0);
    g.set_hp(P1, 0, 10);
    let mut wet = Aura::of(Element::Cryo);
    wet.add(Element::Dendro);
    g.character_mut(P1, 0).aura = wet;
    // The infused attack superconducts and spends the field; Rainbow Bladework's Hydro then
    // blooms, and the new Dendro Core sweeps the spent field out of the zone before Rainbow
    // Bladework spends its usage and Pyronado follows up.
    skill(&mut g, P0, 14031);
    assert_eq!(combat(&g, P0), [(112022, 2), (113022, 1)]);
}

#[test]
fn the_pool_holds_every_character_of_the_first_versions_with_a_talent() {
    use tavern_gitcg::cards;
    let all = cards::characters();
    assert!(all.len() >= 48);
    for c in all {
        let talents = cards::action_cards()
            .filter(|t| t.talent_of == Some(c.id))
            .count();
        assert_eq!(
            talents, 1,
            "{} needs exactly one talent card",
            c.english_name
        );
    }
}
