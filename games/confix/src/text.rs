//! Every card's, plane's and class's English text, generated from its data so that what a card
//! says is exactly what it does.

use tavern_protocol::confix::{Class, Kind};

use crate::cards::planes::{Lasts, PlaneDef, PlaneKind, PlaneRule};
use crate::cards::{Amount, CardDef, Keywords, Op, TargetRule, Who, WinCondition};

/// Reminder text for each keyword.
fn reminder(k: Keywords) -> &'static str {
    match k {
        Keywords::SWIFT => "it may attack the turn it enters",
        Keywords::FIRST_STRIKE => {
            "before the combat rolls it deals 1 damage to the strongest opposing creature"
        }
        Keywords::UNBLOCKABLE => {
            "when an attack with it wins, the damage goes to the elementalist, not to defending creatures"
        }
        Keywords::RETALIATE => {
            "when it defends, it deals 1 damage to the attacking elementalist before the rolls"
        }
        Keywords::STONESKIN => {
            "damage its elementalist takes from a combat it defends in is 1 less"
        }
        Keywords::UNDYING => "when it dies, it returns to its owner's hand",
        Keywords::WARD => {
            "the first enemy card aimed at you or your permanents is countered; then this goes to the graveyard"
        }
        Keywords::DEFLECT => {
            "the first attack on you is void; then this goes to the graveyard"
        }
        Keywords::AMPLIFY => "your spells deal 1 more damage",
        Keywords::ILLUSION => "it dies when an enemy card or ability targets it",
        Keywords::REDIRECT => {
            "the first enemy card aimed at you is turned back on its caster; then this goes to the graveyard"
        }
        Keywords::PIERCING => "no Ward counters it and no Redirect turns it back",
        _ => "",
    }
}

fn target_noun(rule: TargetRule) -> &'static str {
    match rule {
        TargetRule::None => "the target",
        TargetRule::Player => "the target elementalist",
        TargetRule::EnemyPlayer => "the target enemy elementalist",
        TargetRule::Creature => "the target creature",
        TargetRule::EnemyCreature => "the target enemy creature",
        TargetRule::OwnCreature => "the target creature of yours",
        TargetRule::Any => "the target elementalist or permanent with power",
    }
}

fn noun(who: Who, rule: TargetRule) -> &'static str {
    match who {
        Who::Target => target_noun(rule),
        Who::Me => "you",
        Who::Affected => "the elementalist it sits in front of",
        Who::Decider => "that elementalist",
        Who::EachEnemy => "each enemy elementalist",
        Who::EachPlayer => "each elementalist",
        Who::EachCreature => "every creature",
        Who::EachEnemyCreature => "every enemy creature",
        Who::MyCreatures => "every creature of yours",
        Who::RandomEnemyCreature => "a random enemy creature",
        Who::This => "it",
    }
}

/// "you draw" or "each elementalist draws".
fn does(who: Who, rule: TargetRule, you: &str, third: &str) -> String {
    if who == Who::Me {
        format!("you {you}")
    } else {
        format!("{} {third}", noun(who, rule))
    }
}

fn cards(n: u8) -> String {
    if n == 1 {
        "a card".into()
    } else {
        format!("{n} cards")
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// One op as a sentence (without the final full stop).
fn op_text(op: &Op, rule: TargetRule) -> String {
    let n = |w| noun(w, rule);
    match *op {
        Op::Damage(w, Amount::Fixed(k)) => format!("deal {k} damage to {}", n(w)),
        Op::Damage(w, Amount::Die) => {
            format!("roll a die and deal that much damage to {}", n(w))
        }
        Op::Damage(w, Amount::TargetPower) => {
            format!("deal damage equal to the target's power to {}", n(w))
        }
        Op::Heal(w, k) => format!("restore {k} life to {}", n(w)),
        Op::Draw(w, k) => does(
            w,
            rule,
            &format!("draw {}", cards(k)),
            &format!("draws {}", cards(k)),
        ),
        Op::Discard(w, k) => does(
            w,
            rule,
            &format!("discard {} at random", cards(k)),
            &format!("discards {} at random", cards(k)),
        ),
        Op::Mill(w, k) => does(
            w,
            rule,
            &format!("put the top {} of your deck into your graveyard", cards(k)),
            &format!(
                "puts the top {} of their deck into their graveyard",
                cards(k)
            ),
        ),
        Op::Power(w, d) => format!("give {} {d:+} power", n(w)),
        Op::Destroy(Who::Target) if rule == TargetRule::OwnCreature => {
            "sacrifice the target creature of yours (it dies)".into()
        }
        Op::Destroy(w) => format!("destroy {}", n(w)),
        Op::Exile(w) => format!("exile (湮灭) {}", n(w)),
        Op::Bounce(w) => format!("return {} to its owner's hand", n(w)),
        Op::Steal(w) => format!("gain control of {}", n(w)),
        Op::Tap(w) => format!("tap {}", n(w)),
        Op::Untap(w) => format!("untap {}", n(w)),
        Op::Morph(w) => format!("morph {} into a 1-power creature with no abilities", n(w)),
        Op::Summon(token, k) => format!(
            "summon {k} {} token{} of power {}",
            token.english_name,
            if k == 1 { "" } else { "s" },
            token.power
        ),
        Op::AddRune(e) => format!("add an active {} rune", e.name()),
        Op::BreakRune(w) => does(
            w,
            rule,
            "lose a rune of the colour you hold most of",
            "loses a rune of the colour they hold most of",
        ),
        Op::Recall(k) => format!(
            "return the top {} of your graveyard to your hand",
            if k == 1 {
                "creature card".to_string()
            } else {
                format!("{k} creature cards")
            }
        ),
        Op::ExileGraveyard(w) => format!("exile (湮灭) every card in the graveyard of {}", n(w)),
        Op::Shift => "the planes shift".into(),
        Op::Chaos => "the [X] effect of the plane in force happens for you".into(),
        Op::May { who, yes, no } => {
            let mut s = format!("{} may: {}", n(who), ops_inline(yes, rule));
            if !no.is_empty() {
                s.push_str(&format!(
                    "; for each who does not: {}",
                    ops_inline(no, rule)
                ));
            }
            s
        }
        Op::WinIf(WinCondition::RunesAtLeast(k)) => {
            format!("if you own {k} or more runes, your team wins the match")
        }
        Op::LookAtHand(w) => format!("look at the hand of {}", n(w)),
        Op::LookAtTop(w) => format!("look at the top card of the deck of {}", n(w)),
    }
}

fn ops_inline(ops: &[Op], rule: TargetRule) -> String {
    ops.iter()
        .map(|o| op_text(o, rule))
        .collect::<Vec<_>>()
        .join(", then ")
}

fn ops_sentences(ops: &[Op], rule: TargetRule) -> String {
    ops.iter()
        .map(|o| format!("{}.", capitalise(&op_text(o, rule))))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A card's rules text.
pub fn card_text(c: &CardDef) -> String {
    let mut parts = Vec::new();
    for (k, name) in Keywords::NAMED {
        if c.keywords.has(k) {
            parts.push(format!("{name} ({}).", reminder(k)));
        }
    }
    if c.kind == Kind::Object && matches!(c.target, TargetRule::Player | TargetRule::EnemyPlayer) {
        parts.push(format!("Put it in front of {}.", target_noun(c.target)));
    }
    if !c.play.is_empty() {
        let body = ops_sentences(c.play, c.target);
        parts.push(match c.kind {
            Kind::Spell => body,
            _ => format!("When it enters: {body}"),
        });
    }
    let whose = if c.each_turn {
        "each turn"
    } else {
        "the turn of the elementalist it sits in front of"
    };
    if !c.beginning.is_empty() {
        parts.push(format!(
            "At the beginning of {whose}: {}",
            ops_sentences(c.beginning, c.target)
        ));
    }
    if !c.end.is_empty() {
        parts.push(format!(
            "At the end of {whose}: {}",
            ops_sentences(c.end, c.target)
        ));
    }
    if !c.dies.is_empty() {
        parts.push(format!("When it dies: {}", ops_sentences(c.dies, c.target)));
    }
    if let Some(a) = c.ability {
        let pay = if a.cost.total() == 0 {
            String::new()
        } else {
            format!(", pay {}", a.cost.printed())
        };
        parts.push(format!("Tap{pay}: {}", ops_sentences(a.ops, a.target)));
    }
    if c.kind == Kind::Object && c.power > 0 {
        parts.push("It goes to the graveyard when its power reaches 0.".into());
    }
    if c.token {
        parts.push("Token: it ceases to exist when it leaves the battlefield.".into());
    }
    if parts.is_empty() {
        parts.push("No abilities.".into());
    }
    parts.join(" ")
}

/// A plane's rules text.
pub fn plane_text(p: &PlaneDef) -> String {
    match p.kind {
        PlaneKind::Stable { rule, lasts, chaos } => {
            let rule = match rule {
                PlaneRule::SpellDamage(n) => format!("Spells deal {n} more damage."),
                PlaneRule::DrawExtra(n) => {
                    format!("In the draw phase, elementalists draw {n} more card(s).")
                }
                PlaneRule::AttackBonus(n) => format!("Attackers add {n} to their combat total."),
                PlaneRule::CreatureDiscount(n) => {
                    format!("Creature cards cost {n} fewer runes of any colour.")
                }
                PlaneRule::NoHealing => "Elementalists cannot gain life.".into(),
            };
            let lasts = match lasts {
                Lasts::Turns(n) => format!("It lasts until {n} turns have ended on it."),
                Lasts::LifeAbove(n) => {
                    format!("It lasts while every living elementalist has more than {n} life.")
                }
                Lasts::CreaturesAtMost(n) => {
                    format!("It lasts while the battlefield holds at most {n} creatures.")
                }
            };
            format!(
                "Stable. {rule} {lasts} [X]: {}",
                ops_sentences(chaos, TargetRule::None)
            )
        }
        PlaneKind::Unstable { enter } => format!(
            "Unstable. When the planes shift here: {} Then the planes shift again.",
            ops_sentences(enter, TargetRule::None)
        ),
    }
}

/// A class's text: its cost-control ability, or the colours it uses.
pub fn class_text(class: Class) -> String {
    let colours = class
        .elements()
        .iter()
        .map(|e| e.name())
        .collect::<Vec<_>>()
        .join(", ");
    let ability = match class {
        Class::InfernoEmissary => {
            " Flame Combo (烈焰连击): after you cast a spell, the next spell you cast this turn costs one * less."
        }
        Class::DeepSeaLurker => {
            " Tidal Affinity (水流亲和): when you cast a card, you may tap an untapped permanent of yours with power; its power pays that many * of the cost."
        }
        Class::AetherWalker => {
            " Void Reclamation (虚空回收): when you cast a card, cards of your graveyard you choose may pay its * cost, one each; they are exiled (湮灭)."
        }
        Class::Earthshaper => {
            " Summon Guards (召唤守卫): once a turn in a cast phase, pay N runes of any colour to summon N Earth Elementals of power 1."
        }
        _ => "",
    };
    format!("Uses {colours} runes.{ability}")
}
