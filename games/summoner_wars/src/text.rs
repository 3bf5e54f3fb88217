//! Card text: the English rules text of every card, generated from its data (unit abilities,
//! structure kind, event phase and effect). Every ability and effect is data, so no card
//! writes text of its own.

use tavern_protocol::summoner_wars::{AttackType, CardClass, Phase};

use super::cards::{Ability, CardDef, Effect, Kind};

fn plural(n: u8, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The lower-case English name of a phase.
pub(crate) fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Summon => "summon",
        Phase::Move => "move",
        Phase::Build => "build",
        Phase::Attack => "attack",
        Phase::Magic => "magic",
        Phase::Draw => "draw",
    }
}

/// One ability as a sentence.
fn ability_text(a: &Ability) -> String {
    match *a {
        Ability::Precise => {
            "Precise: its attacks deal wounds equal to its strength without rolling.".into()
        }
        Ability::BonusOnHit(n) => format!(
            "When its attack scores at least one hit, it deals {} more.",
            plural(n, "wound")
        ),
        Ability::LineAttack(n) => format!(
            "Its attack also wounds every card behind the target in the same straight line, up to {} from it.",
            plural(n, "space")
        ),
        Ability::NeedsSpecial => "Its attack deals no wounds unless a special is rolled.".into(),
        Ability::Sluggish => "Sluggish: it may not attack in a turn it moved.".into(),
        Ability::Frenzy => {
            "Frenzy: after an attack that rolled a special, it may move 1 space and attack again."
                .into()
        }
        Ability::BlazeStep => {
            "Blaze Step: at the end of your turn, it may move next to a friendly gate.".into()
        }
        Ability::Blast { wounds, range } => format!(
            "Instead of attacking, it may add {} to a card within {} in a clear straight line.",
            plural(wounds, "wound"),
            plural(range, "space")
        ),
        Ability::GateQuake => "Instead of attacking, it may roll one die for each enemy unit next to a friendly gate; a melee face wounds that unit.".into(),
        Ability::Seize => "Instead of attacking, it may take control of an adjacent enemy common or champion until the end of the turn.".into(),
        Ability::Raise { wounds, name } => format!(
            "Once per summon phase, it may take {} to summon a unit whose name contains {name} from your discard pile next to it.",
            plural(wounds, "wound")
        ),
        Ability::SummonOverFriendly => "It is summoned onto one of your units other than the summoner, which is destroyed.".into(),
        Ability::Sacrifice { range } => format!(
            "Before attacking, it may destroy a friendly unit within {}, if an enemy card is still left for it to attack; its specials then count as hits this turn.",
            plural(range, "space")
        ),
        Ability::StrengthPerWound => "+1 strength for each wound on it.".into(),
        Ability::ChargeOnDestruction => "Gains a charge whenever a unit is destroyed during your turn; +1 strength per charge.".into(),
        Ability::DeathBurst(n) => format!(
            "When destroyed, it adds {} to each adjacent enemy card.",
            plural(n, "wound")
        ),
        Ability::Infect => "Its kills give no magic; a unit it destroys is replaced by a copy of this card from your discard pile.".into(),
        Ability::Claim { range } => format!(
            "During your turn, right after a unit within {} is destroyed, it may move into that space.",
            plural(range, "space")
        ),
        Ability::Recall { name } => format!(
            "After attacking, the unit whose name contains {name} discarded last returns from your discard pile to your hand."
        ),
        Ability::DrawAtSummon(n) => format!(
            "At the start of your summon phase, draw {}.",
            plural(n, "card")
        ),
        Ability::StrengthPerNearby { name, range } => format!(
            "+1 strength for each other friendly {name} unit within {}.",
            plural(range, "space")
        ),
        Ability::StrengthPerMagic(n) => format!("+1 strength for every {n} magic you have."),
        Ability::Protect { name, range, dice } => format!(
            "When a friendly {name} unit within {} is attacked, roll {}; each special lowers the attacker's strength by 1.",
            plural(range, "space"),
            if dice == 1 { "1 die".to_string() } else { format!("{dice} dice") }
        ),
        Ability::DrawOnSpecials => "After attacking, draw 1 card per special rolled.".into(),
        Ability::WoundOnLeave(n) => format!(
            "An adjacent enemy unit that moves away takes {}.",
            plural(n, "wound")
        ),
        Ability::Taunt => "Adjacent enemy units must attack a unit with this ability.".into(),
        Ability::DiscardForStrength => "Before attacking, it may discard unit cards from your hand: +1 magic and +1 strength for each.".into(),
        Ability::Heal => "It may attack a wounded friendly card by discarding a card from your hand: each melee hit then removes a wound instead of adding one.".into(),
    }
}

/// An event's effect as a sentence.
fn effect_text(e: Effect) -> String {
    match e {
        Effect::Wound { amount, range } => format!(
            "Add {} to an enemy unit within {} of your summoner.",
            plural(amount, "wound"),
            plural(range, "space")
        ),
        Effect::Heal { amount } => format!(
            "Remove up to {} from a wounded friendly unit.",
            plural(amount, "wound")
        ),
        Effect::Magic(n) => format!("Gain {n} magic."),
        Effect::Draw(n) => format!("Draw {}.", plural(n, "card")),
        Effect::Empower(n) => format!("Your units attack with +{n} strength."),
        Effect::Haste => "You may move one more unit in your move phase.".into(),
        Effect::Ward => "Each attack on your summoner adds at most 1 wound.".into(),
    }
}

/// The text of a card.
pub fn card_text(c: &CardDef) -> String {
    let mut parts: Vec<String> = Vec::new();
    match &c.kind {
        Kind::Unit(u) => {
            if c.class == CardClass::Summoner {
                parts.push("Summoner: when it is destroyed, its player loses.".into());
            }
            parts.push(match u.attack {
                AttackType::Melee => "Melee attack (adjacent).".into(),
                AttackType::Ranged => {
                    format!(
                        "Ranged attack, up to {} in a clear straight line.",
                        plural(u.range, "space")
                    )
                }
            });
            parts.extend(u.abilities.iter().map(ability_text));
        }
        Kind::Structure { gate: true, .. } => {
            parts.push("Gate: you summon units next to it.".into());
        }
        Kind::Structure { gate: false, .. } => parts.push("Structure.".into()),
        Kind::Event(ev) => {
            parts.push(format!("Play in your {} phase.", phase_name(ev.phase)));
            parts.push(effect_text(ev.effect));
            if ev.active {
                parts.push("Active: it lasts until the start of your next turn.".into());
            }
        }
    }
    parts.join(" ")
}
