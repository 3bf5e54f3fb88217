//! The card list clients show: every card with its printed numbers and its English rules text,
//! generated from the card's data, the preset decks and the rules' numbers.

use tavern_protocol::gensou::{CardCatalog, CardId, CardInfo, Facts, PresetInfo, Role, SkillInfo};

use crate::cards;
use crate::deck::{COPIES_MAX, DECK_MAX, DECK_MIN};
use crate::defs::{
    Band, Body, Card, Costed, ItemTiming, Lasts, Mod, Need, Of, Op, Side, Timing, Trigger,
};
use crate::presets::PRESETS;
use crate::state::{
    EQUIPMENT_SLOTS, HAND_LIMIT, OPENING_HAND, ORBS, POWER_ZONE, RELEASE_BELOW, START_HP,
};

/// Every card, the presets and the rules' numbers.
pub fn catalog() -> CardCatalog {
    CardCatalog {
        facts: Facts {
            hp: START_HP,
            orbs: ORBS,
            opening_hand: OPENING_HAND as u8,
            hand_limit: HAND_LIMIT as u8,
            power_zone: POWER_ZONE as u8,
            equipment_zone: EQUIPMENT_SLOTS as u8,
            release_below: RELEASE_BELOW,
            deck_min: DECK_MIN as u8,
            deck_max: DECK_MAX as u8,
            copies_max: COPIES_MAX as u8,
        },
        cards: cards::all().map(info).collect(),
        presets: PRESETS
            .iter()
            .map(|p| PresetInfo {
                name: p.name.to_string(),
                description: p.description.to_string(),
                deck: p.deck(),
            })
            .collect(),
    }
}

fn info(c: &Card) -> CardInfo {
    let battle = c.battle();
    CardInfo {
        id: c.id,
        name: c.name.to_string(),
        english_name: c.english_name.to_string(),
        kind: c.kind(),
        character: c.character,
        power: battle.map(|b| b.power),
        flashiness: battle.map(|b| b.flash),
        cost: match c.body {
            Body::Character(_) | Body::Trap(_) => None,
            Body::Battle(ref b) if b.final_spell => None,
            _ => Some(c.cost()),
        },
        final_spell: battle.is_some_and(|b| b.final_spell),
        nullity: battle.is_some_and(|b| b.nullity),
        skills: c
            .as_character()
            .map(|ch| {
                [(Role::Center, &ch.center), (Role::Hyper, &ch.hyper)]
                    .into_iter()
                    .map(|(role, s)| SkillInfo {
                        role,
                        name: s.name.to_string(),
                        english_name: s.english_name.to_string(),
                        text: capitalise(&mod_text(s.effect)),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        text: text(c),
    }
}

/// A card's rules text in English.
pub fn text(c: &Card) -> String {
    let of = c.character.map(character_name).unwrap_or_default();
    match &c.body {
        Body::Character(ch) => format!(
            "Character card. CENTER — {}: {}. HYPER — {}: {}.",
            ch.center.english_name,
            mod_text(ch.center.effect),
            ch.hyper.english_name,
            mod_text(ch.hyper.effect)
        ),
        Body::Battle(b) if b.final_spell => format!(
            "Final spell of {of}. Power {}, flashiness {}. Ignores cost and flashiness; needs {of} as CENTER or HYPER, and {}. Declaring it sets your HP to 0. It breaks the opposing card, even one that cannot be countered. Once per match.",
            b.power,
            b.flash,
            need_text(b.need, c)
        ),
        Body::Battle(b) => {
            let mut t = format!(
                "Battle spell card of {of}. Power {}, flashiness {}, cost {}.",
                b.power, b.flash, b.cost
            );
            t += &need_clause(b.need, c);
            if b.nullity {
                t += " NULLITY: cannot be declared in the usual way.";
            }
            if b.uncounterable {
                t += " Cannot be countered.";
            }
            if !b.on_hit.is_empty() {
                t += &format!(" On hit: {}.", ops_text(b.on_hit));
            }
            t
        }
        Body::State(s) => format!(
            "State spell card of {of}. Cost {}.{} Play it in your {} phase. {}: {}.",
            s.cost,
            need_clause(s.need, c),
            match s.timing {
                Timing::Set => "SET",
                Timing::Battle => "attack",
            },
            match s.lasts {
                Lasts::ThisTurn => "This turn",
                Lasts::UntilYourNextTurn => "Until your next turn",
            },
            mod_text(s.effect)
        ),
        Body::Trap(t) => {
            let when = match t.trigger {
                Trigger::OpponentDeclares => {
                    "when the opponent declares a battle spell card in their attack phase"
                }
                Trigger::Countered => "when your declared card is countered",
                Trigger::Damaged => "when you take battle damage",
            };
            let need = match t.need {
                Need::Nothing => String::new(),
                n => format!(", if {}", need_text(n, c)),
            };
            format!(
                "Trap spell card of {of}. Set it face down first; trigger it {when}{need}: {}.",
                ops_text(t.ops)
            )
        }
        Body::Instant(i) => format!(
            "Instant item (瞬). Cost {}.{} Use it from your hand {}: {}.",
            i.cost,
            need_clause(i.need, c),
            match i.timing {
                ItemTiming::Attack => "in your attack phase",
                ItemTiming::Defense => "when the opponent has declared a card and you decide whether to counter",
            },
            ops_text(i.ops)
        ),
        Body::Lasting(l) => format!(
            "Lasting item (延). Cost {}.{} Set it into an empty equipment slot in your attack phase. While it is there: {}.",
            l.cost,
            need_clause(l.need, c),
            mod_text(l.effect)
        ),
    }
}

fn character_name(id: CardId) -> String {
    cards::card(id).map_or_else(
        || format!("character {}", id.0),
        |c| c.english_name.to_string(),
    )
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn whose(of: Of) -> String {
    match of {
        Of::Any => String::new(),
        Of::Character(c) => format!("{} ", character_name(c)),
    }
}

fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn plural(n: u8, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// " Need: …." after a card's cost, or nothing when it needs nothing.
fn need_clause(need: Need, card: &Card) -> String {
    match need {
        Need::Nothing => String::new(),
        n => format!(" Need: {}.", need_text(n, card)),
    }
}

fn need_text(need: Need, card: &Card) -> String {
    match need {
        Need::Nothing => "nothing".into(),
        Need::Center => format!(
            "{} is CENTER or HYPER",
            card.character.map(character_name).unwrap_or_default()
        ),
        Need::HpAtMost(n) => format!("your HP is {n} or less"),
        Need::OpponentHpAtMost(n) => format!("the opponent's HP is {n} or less"),
        Need::Declared(n) => format!("your declaration zone holds {n} or more cards"),
        Need::OpponentBrokenOrb => "the opponent has a broken orb".into(),
        Need::Attacking => "your attack phase (it cannot counter)".into(),
        Need::Countering => "a counter (it cannot attack)".into(),
        Need::OpposingOriginalAtMost(n) => {
            format!("the opposing card's original power is {n} or less")
        }
    }
}

fn mod_text(m: Mod) -> String {
    match m {
        Mod::Power {
            of,
            side,
            band,
            amount,
        } => format!(
            "your {}battle spell cards{} get {} power{}",
            whose(of),
            match band {
                Band::Any => String::new(),
                Band::AtMost(n) => format!(" of original power {n} or less"),
                Band::AtLeast(n) => format!(" of original power {n} or more"),
            },
            signed(amount),
            match side {
                Side::Any => "",
                Side::Attack => " when attacking",
                Side::Counter => " when countering",
            }
        ),
        Mod::Guard(n) => format!("battle damage you take is {n} lower"),
        Mod::Uncounterable(of) => format!(
            "your {}battle spell cards cannot be countered (except by a final spell)",
            whose(of)
        ),
        Mod::CostDown { costed, of, amount } => format!(
            "your {}{} spell cards cost {amount} less",
            whose(of),
            match costed {
                Costed::Battle => "battle",
                Costed::State => "state",
            }
        ),
        Mod::ExtraDraw(n) => format!("you draw {} more in PICK", plural(n, "card")),
        Mod::Unseal(of) => format!("you may declare your {}NULLITY cards", whose(of)),
        Mod::FlashSlack(n) => format!(
            "your battle spell cards may be {n} less flashy than the top of the attacker's declaration zone"
        ),
        Mod::HitBreaksOrb(of) => format!(
            "when your {}battle spell card hits, one of the opponent's intact orbs breaks",
            whose(of)
        ),
        Mod::HitDraws(of) => format!("when your {}battle spell card hits, draw 1 card", whose(of)),
        Mod::WinAtTurnStart(n) => format!(
            "special victory — at the start of your turn, if your declaration zone holds {n} or more cards, you win"
        ),
        Mod::WinInsteadOfDefeat(n) => format!(
            "special victory — if your HP falls below 0 while your declaration zone's total flashiness is {n} or more, you win instead"
        ),
    }
}

fn ops_text(ops: &[Op]) -> String {
    ops.iter()
        .map(|&op| op_text(op))
        .collect::<Vec<_>>()
        .join(", then ")
}

fn op_text(op: Op) -> String {
    match op {
        Op::Damage(n) => format!("the opponent takes {n} damage (not battle damage)"),
        Op::DamageBoth(n) => format!("each player takes {n} damage (not battle damage)"),
        Op::Heal(n) => format!("you regain {n} HP (never above {START_HP})"),
        Op::Draw(n) => format!("draw {}", plural(n, "card")),
        Op::Restore(n) => format!(
            "restore {} (with every intact orb ready, a restore mends a broken orb)",
            plural(n, "orb")
        ),
        Op::Mend(n) => format!("mend {}", plural(n, "broken orb")),
        Op::BreakOrb => "one of the opponent's intact orbs breaks".into(),
        Op::PowerOpposing(n) => format!("the opposing card gets {} power", signed(n)),
        Op::PowerOwn(n) => format!("your card gets {} power", signed(n)),
        Op::ResetOpposing => "the opposing card's final power becomes its original power".into(),
        Op::BreakOpposing => "the opposing card is broken before the clash is settled".into(),
    }
}
