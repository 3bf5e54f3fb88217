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

/// Deck codes made from the share ids of the card facts decode to the characters and, in the
/// same order, to their talent cards: each case is three characters' share ids, their three
/// talents' share ids, and the character ids they stand for.
#[test]
fn deck_codes_of_characters_and_their_talents_decode() {
    use tavern_gitcg::sharecode::{decode, encode_share_ids, SLOTS};
    use tavern_protocol::gitcg::CharacterId;
    let cases: [([u16; 3], [u16; 3], [u32; 3]); 13] = [
        // 4.1 and 4.2: Dehya, Wanderer, Yaoyao; Nilou, Dori, Baizhu.
        ([25, 41, 50], [85, 101, 110], [1309, 1506, 1704]),
        ([16, 35, 51], [76, 95, 111], [1208, 1410, 1705]),
        // 4.4 and 4.5.
        ([319, 320, 321], [323, 324, 325], [1311, 1507, 2103]),
        ([322, 334, 336], [326, 338, 340], [2403, 1110, 1707]),
        // 5.0 and 5.1: Freminet, Xianyun, Hydro Hilichurl Rogue; Abyss Lector: Violet
        // Lightning, Eremite Floral Ring-Dancer, Freminet.
        ([407, 408, 409], [410, 411, 412], [1112, 1510, 2205]),
        ([421, 422, 407], [424, 425, 410], [2406, 2703, 1112]),
        // Chevreuse, Navia, Frost Operative and the Apep monsters.
        ([395, 396, 397], [398, 399, 400], [1313, 1608, 2104]),
        ([369, 370, 371], [378, 379, 380], [2405, 2503, 2702]),
        // Neuvillette, Fatui Electro Cicin Mage, Kuki Shinobu; Faruzan, Abyss Herald: Wicked
        // Torrents, Emperor of Fire and Iron.
        ([335, 337, 348], [339, 341, 362], [1210, 2404, 1411]),
        ([349, 350, 351], [352, 353, 354], [1509, 2203, 2304]),
        // Mualani, Clorinde, Rosaria, Sigewinne and the Golden Wolflord.
        ([444, 445, 432], [446, 447, 435], [1214, 1412, 1113]),
        ([434, 444, 445], [437, 446, 447], [2603, 1214, 1412]),
        ([433, 432, 434], [436, 435, 437], [1213, 1113, 2603]),
    ];
    for (chars, talents, ids) in cases {
        let mut share = [0u16; SLOTS];
        share[..3].copy_from_slice(&chars);
        share[3..6].copy_from_slice(&talents);
        let code = match encode_share_ids(&share, 7) {
            Ok(code) => code,
            Err(e) => panic!("{share:?} has no code: {e}"),
        };
        let deck = match decode(&code) {
            Ok(deck) => deck,
            Err(e) => panic!("{code} does not decode: {e}"),
        };
        assert_eq!(
            deck.characters,
            ids.map(CharacterId),
            "characters of {chars:?}"
        );
        assert_eq!(deck.cards.len(), 3, "talents of {chars:?}");
        for (card, owner) in deck.cards.iter().zip(ids) {
            let def = tavern_gitcg::cards::card(*card).expect("a talent card");
            assert_eq!(def.talent_of, Some(owner), "the talent of {owner}");
        }
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

#[test]
fn deck_codes_holding_the_four_point_three_monsters_decode() {
    use tavern_gitcg::sharecode;
    use tavern_protocol::gitcg::{CharacterId, Deck};
    // Share ids from the card facts, packed by hand: La Signora 277, Thunder Manifestation
    // 286, Dvalin 287, then their talents 294, 296, 297 and the Loremaster's and Azhdaha's
    // 295 and 298.
    let mut ids = [0u16; 33];
    ids[..3].copy_from_slice(&[277, 286, 287]);
    for (i, id) in [294u16, 296, 297, 295, 298]
        .iter()
        .cycle()
        .take(30)
        .enumerate()
    {
        ids[3 + i] = *id;
    }
    let code = sharecode::encode_share_ids(&ids, 42).expect("encodes");
    let deck: Deck = sharecode::decode(&code).expect("decodes");
    assert_eq!(
        deck.characters,
        [LA_SIGNORA, THUNDER, DVALIN].map(CharacterId).to_vec()
    );
    let talents: Vec<u32> = deck.cards.iter().take(5).map(|c| c.0).collect();
    assert_eq!(talents, [221021, 224021, 225021, 223031, 226022]);
    let other = Deck {
        characters: [LOREMASTER, AZHDAHA, KEQING].map(CharacterId).to_vec(),
        cards: deck.cards.clone(),
    };
    let again = sharecode::encode(&other, 7).expect("encodes");
    assert_eq!(sharecode::decode(&again), Ok(other));
}
