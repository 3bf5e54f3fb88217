//! Card text: every character, skill, action card and entity of the card list has English
//! text, generated from its data where the data says it; what the views show is in the list.

use std::collections::HashSet;

use tavern_game::rng::Rng;
use tavern_game::{Game, Viewer, Visible};
use tavern_gitcg::catalog::catalog;
use tavern_gitcg::testkit::random_deck;
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{
    Action, CardCatalog, CardId, CharacterId, Config, EntityInfo, Event, Options, SkillId,
};

fn skill_text(c: &CardCatalog, character: u32, skill: u32) -> String {
    c.characters
        .iter()
        .find(|x| x.id == CharacterId(character))
        .and_then(|x| x.skills.iter().find(|s| s.id == SkillId(skill)))
        .unwrap_or_else(|| panic!("skill {skill} of {character}"))
        .text
        .clone()
}

fn card_text(c: &CardCatalog, id: u32) -> String {
    c.action_cards
        .iter()
        .find(|x| x.id == CardId(id))
        .unwrap_or_else(|| panic!("card {id}"))
        .text
        .clone()
}

fn entity<'a>(c: &'a CardCatalog, english_name: &str) -> &'a EntityInfo {
    c.entities
        .iter()
        .find(|e| e.english_name == english_name)
        .unwrap_or_else(|| panic!("entity {english_name}"))
}

/// Asserts that `text` says each of `phrases`.
fn says(text: &str, phrases: &[&str]) {
    for p in phrases {
        assert!(text.contains(p), "{text:?} should say {p:?}");
    }
}

#[test]
fn every_card_skill_and_entity_has_text_and_names() {
    let c = catalog();
    for ch in &c.characters {
        assert!(!ch.text.is_empty(), "character {}", ch.english_name);
        for s in &ch.skills {
            assert!(
                !s.text.is_empty(),
                "skill {} of {}",
                s.name,
                ch.english_name
            );
        }
    }
    for card in &c.action_cards {
        assert!(!card.text.is_empty(), "card {}", card.english_name);
    }
    assert!(c.entities.len() > 250, "every summon and status is listed");
    for e in &c.entities {
        assert!(!e.text.is_empty(), "entity {} ({})", e.english_name, e.id.0);
        assert!(!e.name.is_empty(), "Chinese name of {}", e.english_name);
        assert!(!e.english_name.is_empty(), "English name of {}", e.id.0);
        assert!(
            ["summon", "status", "combat_status", "support", "equipment"]
                .contains(&e.kind.as_str()),
            "{}: {}",
            e.english_name,
            e.kind
        );
    }
    let json = serde_json::to_value(&c).expect("json");
    for key in ["id", "name", "english_name", "kind", "text"] {
        assert!(json["entities"][0].get(key).is_some(), "{key} in entities");
    }
    assert!(json["characters"][0]["skills"][0].get("text").is_some());
    assert!(json["action_cards"][0].get("text").is_some());
}

#[test]
fn skill_text_says_the_damage_its_element_and_what_it_creates() {
    let c = catalog();
    // Ganyu's Celestial Shower: damage, piercing damage, a summon.
    says(
        &skill_text(&c, 1101, 11014),
        &[
            "Deals 2 Cryo damage.",
            "Deals 1 Piercing damage to every opposing standby character.",
            "Summons Sacred Cryo Pearl.",
        ],
    );
    // Ganyu's Trail of the Qilin: a combat status on the user's side.
    says(
        &skill_text(&c, 1101, 11012),
        &["Deals 1 Cryo damage.", "Creates Ice Lotus on your side."],
    );
    // Barbara's Shining Miracle: a heal of the whole team.
    says(
        &skill_text(&c, 1201, 12013),
        &["Heals all your characters for 4."],
    );
    // Xingqiu's Fatal Rainscreen: an element applied to the user.
    says(
        &skill_text(&c, 1202, 12022),
        &["Deals 2 Hydro damage.", "Applies Hydro to this character."],
    );
    // Raiden's burst: energy for the others, beside the declared part of a custom op.
    says(
        &skill_text(&c, 1407, 14073),
        &[
            "Gives your other characters 2 Energy.",
            "Deals 3 Electro damage",
        ],
    );
}

#[test]
fn entity_text_says_its_usages_phase_effects_shield_and_duration() {
    let c = catalog();
    let pearl = entity(&c, "Sacred Cryo Pearl");
    assert_eq!((pearl.kind.as_str(), pearl.usages), ("summon", Some(2)));
    says(
        &pearl.text,
        &["End Phase: deal 1 Cryo damage", "Usage(s): 2."],
    );
    let lotus = entity(&c, "Ice Lotus");
    assert_eq!(lotus.kind, "combat_status");
    says(
        &lotus.text,
        &[
            "Damage taken by your active character is reduced by 1",
            "Usage(s): 2.",
        ],
    );
    let shield = entity(&c, "Jade Shield");
    assert_eq!((shield.shield, shield.usages), (Some(2), None));
    says(&shield.text, &["Shield: absorbs up to 2 damage"]);
    let infusion = entity(&c, "Pyro Infusion");
    assert_eq!(infusion.duration, Some(2));
    says(
        &infusion.text,
        &["converted to Pyro damage", "Duration (rounds): 2."],
    );
    let wharf = entity(&c, "Liyue Harbor Wharf");
    assert_eq!(
        (wharf.kind.as_str(), wharf.name.as_str()),
        ("support", "璃月港口")
    );
    says(&wharf.text, &["End Phase: draw 2 cards.", "Usage(s): 2."]);
    // A hook's behaviour comes from the declaration's own text.
    says(
        &entity(&c, "Knights of Favonius Library").text,
        &["reroll once more"],
    );
}

#[test]
fn card_text_says_what_playing_it_does() {
    let c = catalog();
    says(&card_text(&c, 332004), &["Draws 2 cards."]); // Strategize
    says(&card_text(&c, 332001), &["Creates 2 Omni dice."]); // The Bestest Travel Companion!
    says(
        &card_text(&c, 333006), // Mondstadt Hash Brown
        &[
            "Play on one of your characters.",
            "Heals the target character for 2.",
            "becomes Satiated",
        ],
    );
    says(
        &card_text(&c, 311101), // Magic Guide
        &["Equip on one of your Catalyst characters.", "+1 damage"],
    );
    says(
        &card_text(&c, 321004), // Dawn Winery
        &["Switching characters costs 1 die less (twice per round)."],
    );
    says(
        &card_text(&c, 211011), // Undivided Heart
        &["Combat Action.", "Talent of Ganyu", "Frostflake Arrow"],
    );
    says(
        &card_text(&c, 331502), // Impetuous Winds
        &[
            "2 Anemo characters",
            "Switches to the target character.",
            "Creates 1 Omni die.",
        ],
    );
}

#[test]
fn every_character_with_passives_shows_them() {
    let c = catalog();
    let ayaka = c
        .characters
        .iter()
        .find(|x| x.english_name == "Kamisato Ayaka")
        .expect("Ayaka");
    says(
        &ayaka.text,
        &["Kamisato Art: Senho", "Cryo Elemental Infusion"],
    );
    let ganyu = c
        .characters
        .iter()
        .find(|x| x.english_name == "Ganyu")
        .expect("Ganyu");
    says(&ganyu.text, &["Cryo", "Bow", "12 HP"]);
    // The card list at 5.3 gives her HP there.
    let at_5_3 = tavern_gitcg::catalog::catalog_at(tavern_gitcg::version::V5_3);
    let ganyu = at_5_3
        .characters
        .iter()
        .find(|x| x.english_name == "Ganyu")
        .expect("Ganyu");
    assert_eq!(ganyu.hp, 10);
    says(&ganyu.text, &["Cryo", "Bow", "10 HP"]);
}

/// Plays `games` random games with random decks and collects every entity a referee view
/// shows, by id and English name.
fn entities_seen(games: u64) -> HashSet<(u32, String)> {
    let mut seen = HashSet::new();
    let mut pick = Rng::new(7);
    let (mut actions, mut events): (Vec<Action>, Vec<Visible<Event>>) = (Vec::new(), Vec::new());
    for seed in 0..games {
        let config = Config {
            decks: vec![random_deck(&mut pick), random_deck(&mut pick)],
            options: Options::default(),
        };
        let mut g = Gitcg::new(seed, 2, config).expect("random decks follow the rules");
        for _ in 0..3_000 {
            let Some(d) = g.pending().decisions().first().copied() else {
                break;
            };
            actions.clear();
            g.legal_actions(d.seat, &mut actions);
            let a = actions[pick.below(actions.len() as u32) as usize];
            events.clear();
            g.apply(d.seat, a, &mut events)
                .expect("listed actions apply");
            let view = g.view(Viewer::Referee);
            for p in &view.players {
                let zones = p
                    .characters
                    .iter()
                    .flat_map(|c| c.statuses.iter().chain(&c.equipment))
                    .chain(&p.combat_statuses)
                    .chain(&p.summons)
                    .chain(&p.supports);
                for e in zones {
                    seen.insert((e.id.0, e.name.to_string()));
                }
            }
        }
    }
    seen
}

#[test]
fn every_entity_the_views_show_is_in_the_card_list() {
    let listed: HashSet<(u32, String)> = catalog()
        .entities
        .into_iter()
        .map(|e| (e.id.0, e.english_name))
        .collect();
    let seen = entities_seen(60);
    assert!(seen.len() > 60, "random games show many entities");
    for e in &seen {
        assert!(
            listed.contains(e),
            "{e:?} is shown but not in the card list"
        );
    }
}
