//! Wire-contract snapshot of the Genius Invokation TCG events whose shape the clients read:
//! damage and heals with their source, and the cards a viewer may or may not see (tuning, a
//! burned card, a created card). A change here is a protocol change and must be deliberate.

use insta::assert_snapshot;
use tavern_protocol::gitcg::{
    CardId, CharacterRef, DamageType, DieFace, Element, EntityId, Event, SkillId, Source,
};
use tavern_protocol::Seat;

#[test]
fn gitcg_events_are_stable() {
    let target = CharacterRef {
        seat: Seat(1),
        slot: 0,
    };
    let events = [
        Event::Damage {
            target,
            damage: DamageType::Elemental(Element::Cryo),
            amount: 2,
            reaction: None,
            hp: 8,
            source: Some(Source::Skill {
                character: CharacterRef {
                    seat: Seat(0),
                    slot: 0,
                },
                skill: SkillId(11012),
            }),
        },
        Event::Damage {
            target,
            damage: DamageType::Piercing,
            amount: 1,
            reaction: None,
            hp: 7,
            source: Some(Source::Entity {
                seat: Seat(0),
                entity: EntityId(111011),
            }),
        },
        Event::Healed {
            target,
            amount: 1,
            hp: 8,
            source: Some(Source::Card {
                seat: Seat(1),
                card: CardId(333005),
            }),
        },
        Event::Tuned {
            seat: Seat(0),
            card: Some(CardId(311503)),
            to: DieFace::Cryo,
        },
        Event::Tuned {
            seat: Seat(0),
            card: None,
            to: DieFace::Cryo,
        },
        Event::CardBurned {
            seat: Seat(0),
            card: None,
        },
        Event::CardCreated {
            seat: Seat(0),
            card: Some(CardId(114031)),
        },
    ];
    let lines: Vec<String> = events
        .iter()
        .map(|e| serde_json::to_string(e).expect("serialise"))
        .collect();
    assert_snapshot!("gitcg_events", lines.join("\n"));
}
