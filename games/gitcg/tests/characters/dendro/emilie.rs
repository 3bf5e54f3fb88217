//! Emilie in real matches: the Lumidouce Cases, Lingering Fragrance and her talent card.

use super::*;

const EMILIE: u32 = 1710;
const CASE_1: u32 = 117101;
const CASE_2: u32 = 117102;
const CASE_3: u32 = 117103;
const FRAGRANCE: u32 = 117104;
const MARCOTTE_SILLAGE: u32 = 217101;
const BURNING_FLAME: u32 = 115;

#[test]
fn emilie_case_level_one_stacks_to_six_and_strikes_in_the_end_phase() {
    let mut g = solo([EMILIE, KLEE, BARBARA], &[]);
    skill(&mut g, P0, 17102);
    assert_eq!(summons(&g, P0), [(CASE_1, 3)]);
    skill(&mut g, P0, 17102);
    skill(&mut g, P0, 17102);
    assert_eq!(summons(&g, P0), [(CASE_1, 6)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(CASE_1, 5)]);
}

#[test]
fn emilie_case_rises_a_level_after_burning_and_lingering_fragrance_sets_off_the_flame() {
    let mut g = solo([EMILIE, KLEE, BARBARA], &[]);
    skill(&mut g, P0, 17102);
    switch(&mut g, P0, 1);
    g.set_aura(P1, 0, Element::Dendro);
    // Klee's 1 Pyro: Burning (2), the Burning Flame enters; the Case becomes Level 2, and
    // after the skill the Flame's End Phase effect takes place (1 Pyro, its usage spent).
    skill(&mut g, P0, 13061);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(summons(&g, P0), [(CASE_2, 3)]);
    assert!(!attached(&g, P0, 0).contains(&FRAGRANCE));
    g.character_mut(P1, 0).aura = Aura::NONE;
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn emilie_lingering_fragrance_waits_for_a_skill_and_acts_twice_a_round() {
    let mut g = duel([EMILIE, KLEE, BARBARA], FOES, &[]);
    for round_use in 0..3 {
        g.put(
            P0,
            tavern_gitcg::state::LocZone::Summon,
            entity_def(BURNING_FLAME),
        );
        let added = attached(&g, P0, 0).contains(&FRAGRANCE);
        assert_eq!(added, round_use < 2, "entry {round_use}");
        g.player_mut(P0).summons.clear();
        g.character_mut(P0, 0)
            .attached
            .retain(|e| e.def.id != FRAGRANCE);
    }
    g.put(
        P0,
        tavern_gitcg::state::LocZone::Summon,
        entity_def(BURNING_FLAME),
    );
    assert!(!attached(&g, P0, 0).contains(&FRAGRANCE));
    end_round(&mut g);
    for seat in [P0, P1] {
        apply(&mut g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    g.player_mut(P0).summons.clear();
    g.put(
        P0,
        tavern_gitcg::state::LocZone::Summon,
        entity_def(BURNING_FLAME),
    );
    assert!(attached(&g, P0, 0).contains(&FRAGRANCE));
    // The opposing side's skill sets it off too.
    assert_eq!(g.turn(), P0);
    apply(&mut g, P0, Action::DeclareEnd);
    g.set_dice(P1, dice("oooooooo"));
    let before = hp(&g, P1)[0];
    skill(&mut g, P1, 14031);
    assert!(!attached(&g, P0, 0).contains(&FRAGRANCE));
    assert_eq!(hp(&g, P1)[0], before - 1);
}

/// The entity of id `id`, from the card list.
fn entity_def(id: u32) -> &'static tavern_gitcg::defs::EntityDef {
    tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == id)
        .copied()
        .unwrap_or_else(|| panic!("entity {id}"))
}

#[test]
fn emilie_burst_summons_level_three_which_strikes_every_opposing_character() {
    let mut g = solo([EMILIE, KLEE, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17103);
    assert_eq!(summons(&g, P0), [(CASE_3, 1)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [8, 11, 9]);
    assert_eq!(summons(&g, P0), []);
}

#[test]
fn emilie_talent_turns_her_attack_dendro_and_sets_off_her_highest_case_once_a_round() {
    let mut g = solo([EMILIE, KLEE, BARBARA], &[MARCOTTE_SILLAGE]);
    talent(&mut g, P0, MARCOTTE_SILLAGE, 0);
    skill(&mut g, P0, 17102);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17103);
    g.set_hp(P1, 0, 10);
    g.character_mut(P1, 0).aura = Aura::NONE;
    g.set_hp(P1, 1, 10);
    skill(&mut g, P0, 17101);
    // 2 Dendro, then Level 3 acts: 1 Dendro to each opposing character, and leaves.
    assert_eq!(hp(&g, P1), [7, 9, 9]);
    assert_eq!(summons(&g, P0), [(CASE_1, 3)]);
    skill(&mut g, P0, 17101);
    assert_eq!(hp(&g, P1), [5, 9, 9]);
    assert_eq!(summons(&g, P0), [(CASE_1, 3)]);
}
