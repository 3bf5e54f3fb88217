//! Card text: the English rules text of every skill, character, action card and entity,
//! generated from the definition's data (ops, usages, duration, shield, reductions, bonuses,
//! discounts, infusions, phase ops), with the short description a declaration writes in its
//! `text` field for what the data cannot say (hooks, queries, custom ops, conditions).
//!
//! Sentences that stand alone use the third person ("Deals 3 Cryo damage."); what an entity
//! does when something happens is an imperative after the moment ("End Phase: deal 1 Cryo
//! damage.").

use tavern_protocol::gitcg::{DamageType, Element, GameVersion};

use super::defs::{
    nation, After, Bonus, CardDef, CardKind, CharacterDef, DamageFilter, Direction, Discount,
    DiscountDice, Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, TargetRule, Weapon,
    Who,
};

/// What the ops run on behalf of, which decides who "this character" and the damage target are.
#[derive(Clone, Copy)]
enum Ctx {
    /// A character's skill: its user.
    Skill,
    /// An action card: its target, when it has one.
    Card(TargetRule),
    /// An entity in play, of this kind.
    Entity(EntityKind),
}

/// The English name of an element.
pub fn element_name(e: Element) -> &'static str {
    match e {
        Element::Cryo => "Cryo",
        Element::Hydro => "Hydro",
        Element::Pyro => "Pyro",
        Element::Electro => "Electro",
        Element::Anemo => "Anemo",
        Element::Geo => "Geo",
        Element::Dendro => "Dendro",
    }
}

fn damage_name(ty: DamageType) -> &'static str {
    match ty {
        DamageType::Physical => "Physical",
        DamageType::Piercing => "Piercing",
        DamageType::Elemental(e) => element_name(e),
    }
}

fn weapon_name(w: Weapon) -> &'static str {
    match w {
        Weapon::Sword => "Sword",
        Weapon::Claymore => "Claymore",
        Weapon::Polearm => "Polearm",
        Weapon::Catalyst => "Catalyst",
        Weapon::Bow => "Bow",
        Weapon::None => "no weapon",
    }
}

/// `n` and the noun, in the plural unless `n` is 1.
fn count(n: u8, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `n` dice of a kind ("1 Omni die", "2 dice").
fn dice(n: u8, kind: &str) -> String {
    let noun = if n == 1 { "die" } else { "dice" };
    if kind.is_empty() {
        format!("{n} {noun}")
    } else {
        format!("{n} {kind} {noun}")
    }
}

/// "once", "twice" or "n times".
fn times(n: u8) -> String {
    match n {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
}

fn who(w: Who, ctx: Ctx) -> &'static str {
    match w {
        Who::This => match ctx {
            Ctx::Skill => "this character",
            Ctx::Card(
                TargetRule::OwnCharacter | TargetRule::OwnStandby | TargetRule::OwnDefeated,
            ) => "the target character",
            Ctx::Entity(EntityKind::Status | EntityKind::Equipment(_)) => "the character",
            _ => "your active character",
        },
        Who::Active => "your active character",
        Who::All => "all your characters",
        Who::Others => match ctx {
            Ctx::Skill => "your other characters",
            Ctx::Card(
                TargetRule::OwnCharacter | TargetRule::OwnStandby | TargetRule::OwnDefeated,
            ) => "your characters other than the target",
            Ctx::Entity(EntityKind::Status | EntityKind::Equipment(_)) => "your other characters",
            _ => "your standby characters",
        },
    }
}

/// One op as an imperative clause ("deal 3 Cryo damage"), or `None` for a custom op.
fn clause(op: &Op, ctx: Ctx) -> Option<String> {
    let to_target = match ctx {
        Ctx::Card(TargetRule::OpponentCharacter) => " to the target character",
        _ => "",
    };
    Some(match *op {
        Op::Damage(ty, n) => format!("deal {n} {} damage{to_target}", damage_name(ty)),
        Op::PierceStandby(n) => {
            format!("deal {n} Piercing damage to every opposing standby character")
        }
        Op::DamageStandby(ty, n) => format!(
            "deal {n} {} damage to every opposing standby character",
            damage_name(ty)
        ),
        Op::ApplyOwn(w, e) => format!("apply {} to {}", element_name(e), who(w, ctx)),
        Op::Heal(w, n) => format!("heal {} for {n}", who(w, ctx)),
        Op::Energy(w, n) => format!("give {} {n} Energy", who(w, ctx)),
        Op::Status(
            Who::This,
            EntityDef {
                prepare: Some(skill),
                ..
            },
        ) => format!("prepare {} (used when your next turn begins)", skill.name),
        Op::Status(w, def) => format!("attach {} to {}", def.name, who(w, ctx)),
        Op::Combat(def) => format!("create {} on your side", def.name),
        Op::OpponentCombat(def) => format!("create {} on the opponent's side", def.name),
        Op::Summon(def) => format!("summon {}", def.name),
        Op::CreateCard(card) => format!("put a {} card into your hand", card.english_name),
        Op::Draw(n) => format!("draw {}", count(n, "card")),
        Op::OmniDice(n) => format!("create {}", dice(n, "Omni")),
        Op::ActiveElementDice(n) => {
            format!("create {} of your active character's element", dice(n, ""))
        }
        Op::ElementDice(e, n) => format!("create {}", dice(n, element_name(e))),
        Op::SwitchOpponent(Direction::Prev) => {
            "force the opponent to switch to their previous character".to_string()
        }
        Op::SwitchOpponent(Direction::Next) => {
            "force the opponent to switch to their next character".to_string()
        }
        Op::SwitchOwn(Direction::Prev) => "switch to your previous character".to_string(),
        Op::SwitchOwn(Direction::Next) => "switch to your next character".to_string(),
        Op::SwitchToTarget => "switch to the target character".to_string(),
        Op::Revive(hp) => format!("revive the target character with {hp} HP"),
        Op::PierceSelf(n, 0) => format!("deal {n} Piercing damage to {}", who(Who::This, ctx)),
        Op::PierceSelf(n, hp) => format!(
            "deal {n} Piercing damage to {} if it has at least {hp} HP",
            who(Who::This, ctx)
        ),
        Op::Reroll(n) => format!("reroll any of your dice {}", times(n)),
        Op::TalentForm(plain, talented) if plain.name == talented.name => format!(
            "create {} (its talent version when this character has its talent equipped)",
            plain.name
        ),
        Op::TalentForm(plain, talented) => format!(
            "create {} ({} instead when this character has its talent equipped)",
            plain.name, talented.name
        ),
        Op::Custom(_) => return None,
    })
}

/// The third person of an imperative clause's verb ("deal" → "deals").
fn third_person(clause: &str) -> String {
    let (verb, rest) = clause.split_once(' ').unwrap_or((clause, ""));
    let verb = if verb.ends_with("ch") || verb.ends_with("sh") || verb.ends_with('s') {
        format!("{verb}es")
    } else if let Some(stem) = verb.strip_suffix('y') {
        format!("{stem}ies")
    } else {
        format!("{verb}s")
    };
    if rest.is_empty() {
        verb
    } else {
        format!("{verb} {rest}")
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Pushes a sentence, with a full stop unless it already ends with one.
fn push_sentence(out: &mut String, s: &str) {
    let s = s.trim();
    if s.is_empty() {
        return;
    }
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(s);
    if !s.ends_with(['.', '!', '?']) {
        out.push('.');
    }
}

/// Ops as standalone sentences, with `custom` (the declaration's text) where the first custom
/// op stands, or last when there is none.
fn ops_sentences(ops: &[Op], ctx: Ctx, custom: &str, out: &mut String) {
    let mut custom_done = custom.is_empty();
    for op in ops {
        match clause(op, ctx) {
            Some(c) => push_sentence(out, &capitalised(&third_person(&c))),
            None if !custom_done => {
                push_sentence(out, custom);
                custom_done = true;
            }
            None => {}
        }
    }
    if !custom_done {
        push_sentence(out, custom);
    }
}

/// Ops as one sentence after a moment ("End Phase: deal 1 Cryo damage; heal …"); custom ops
/// are left to the declaration's text. Nothing when no op has a clause.
fn ops_after(moment: &str, ops: &[Op], ctx: Ctx, out: &mut String) {
    let clauses: Vec<String> = ops.iter().filter_map(|op| clause(op, ctx)).collect();
    if !clauses.is_empty() {
        push_sentence(out, &format!("{moment}: {}", clauses.join("; ")));
    }
}

/// The text of a skill.
pub fn skill_text(skill: &SkillDef) -> String {
    let mut out = String::new();
    ops_sentences(skill.ops, Ctx::Skill, skill.text, &mut out);
    out
}

fn holder(kind: EntityKind) -> &'static str {
    match kind {
        EntityKind::Status | EntityKind::Equipment(_) => "the character",
        _ => "your active character",
    }
}

fn bonus_text(b: &Bonus, kind: EntityKind) -> String {
    let n = b.amount;
    let mut s = match b.filter {
        DamageFilter::OwnSkills => match kind {
            EntityKind::Status | EntityKind::Equipment(_) => {
                format!("the character's skills deal +{n} damage")
            }
            _ => format!("your active character's skills deal +{n} damage"),
        },
        DamageFilter::ElementToActive(e) => format!(
            "{} damage your characters deal to the opposing active character is increased by {n}",
            element_name(e)
        ),
        DamageFilter::EitherToActive(a, b) => format!(
            "{} or {} damage your characters deal to the opposing active character is increased by {n}",
            element_name(a),
            element_name(b)
        ),
        DamageFilter::NormalAttacks => format!(
            "{}'s Normal Attacks deal +{n} Physical or elemental damage",
            holder(kind)
        ),
        DamageFilter::AnySkill => format!("your characters' skills deal +{n} damage"),
        DamageFilter::ChargedAttacks => {
            format!("{}'s Charged Attacks deal +{n} damage", holder(kind))
        }
        DamageFilter::Element(e) => format!(
            "{} damage dealt by your characters and summons is increased by {n}",
            element_name(e)
        ),
    };
    if b.spends_usage {
        s.push_str(" (spends 1 usage)");
    }
    capitalised(&s)
}

fn discount_text(d: &Discount) -> String {
    let what = match d.on {
        Discounted::OwnSkillOrTalent => "the character's skills and its talent card",
        Discounted::OwnNormalAttack => "the character's Normal Attacks",
        Discounted::OwnChargedAttack => "the character's Charged Attacks",
        Discounted::Switch => "switching characters",
        Discounted::WeaponOrArtifact => "Weapon and Artifact cards",
        Discounted::Weapon => "Weapon cards",
        Discounted::Kind(k) => card_kind_plural(k),
    };
    let dice = match d.dice {
        DiscountDice::Element(e) => dice(d.amount, element_name(e)),
        DiscountDice::Unaligned => dice(d.amount, "unaligned"),
        DiscountDice::Any | DiscountDice::FromStock => dice(d.amount, ""),
    };
    let mut s = match d.dice {
        DiscountDice::FromStock => {
            format!(
                "{} may be paid from what this card has stored",
                capitalised(what)
            )
        }
        // Switching is one action; every other subject is plural.
        _ if d.on == Discounted::Switch => format!("Switching characters costs {dice} less"),
        _ => format!("{} cost {dice} less", capitalised(what)),
    };
    if d.limit > 0 {
        s.push_str(&format!(" ({} per round)", times(d.limit)));
    }
    s
}

fn card_kind_plural(k: CardKind) -> &'static str {
    match k {
        CardKind::Equipment(EquipSlot::Weapon(_)) => "Weapon cards",
        CardKind::Equipment(EquipSlot::Artifact) => "Artifact cards",
        CardKind::Equipment(EquipSlot::Technique) => "Technique cards",
        CardKind::Equipment(EquipSlot::Talent) => "Talent cards",
        CardKind::Companion => "Companion cards",
        CardKind::Location => "Location cards",
        CardKind::Item => "Item cards",
        CardKind::Event => "Event cards",
        CardKind::Food => "Food cards",
        CardKind::Resonance(_) => "Elemental Resonance cards",
        CardKind::Legend => "Arcane Legend cards",
    }
}

/// The text of an entity: the declaration's text, then what its data says, then its usages,
/// shield points and duration.
pub fn entity_text(def: &EntityDef) -> String {
    let ctx = Ctx::Entity(def.kind);
    let mut out = String::new();
    push_sentence(&mut out, def.text);
    if def.blocks_skills {
        push_sentence(&mut out, "The character cannot use skills");
    }
    if let Some(e) = def.infusion {
        push_sentence(
            &mut out,
            &format!(
                "The character's Physical damage is converted to {} damage",
                element_name(e)
            ),
        );
    }
    if let Some(b) = &def.bonus {
        push_sentence(&mut out, &bonus_text(b, def.kind));
    }
    if def.reduce > 0 {
        push_sentence(
            &mut out,
            &format!(
                "Damage taken by {} is reduced by {} (spends 1 usage)",
                holder(def.kind),
                def.reduce
            ),
        );
    }
    if let Some(d) = &def.discount {
        push_sentence(&mut out, &discount_text(d));
    }
    if def.forces_normal_attack {
        push_sentence(
            &mut out,
            "Before you choose an action, if the character is your active character: it uses its Normal Attack (as your combat action, at no cost), then this leaves",
        );
    }
    if let Some(skill) = def.technique {
        push_sentence(
            &mut out,
            &format!(
                "Technique, {} ({}{} dice{}, a combat action while the character is active{}): {}",
                skill.name,
                skill.cost.dice(),
                if skill.cost.same > 0 { " matching" } else { "" },
                match skill.cost.energy {
                    0 => String::new(),
                    n => format!(" and {n} of the character's Energy"),
                },
                if def.usage > 0 {
                    "; each use spends 1 usage"
                } else {
                    ""
                },
                skill_text(skill)
            ),
        );
    }
    if let Some(skill) = def.prepare {
        push_sentence(
            &mut out,
            &format!(
                "When your next turn begins, the character uses {} (prepared): {}",
                skill.name,
                skill_text(skill)
            ),
        );
    }
    ops_after(
        "When the Action Phase begins",
        def.action_start,
        ctx,
        &mut out,
    );
    match def.after {
        Some((After::NormalAttack, ops)) => {
            let moment = match def.kind {
                EntityKind::Status | EntityKind::Equipment(_) => {
                    "After the character uses a Normal Attack"
                }
                _ => "After your character uses a Normal Attack",
            };
            ops_after(moment, ops, ctx, &mut out);
        }
        Some((After::Switch, ops)) => ops_after("After you switch characters", ops, ctx, &mut out),
        None => {}
    }
    ops_after("End Phase", def.end_phase, ctx, &mut out);
    if def.turns_with_swirl {
        push_sentence(
            &mut out,
            "After your characters or summons trigger Swirl: this card's Anemo damage turns into the swirled element (once while it is in play)",
        );
    }
    let stacks = match def.max_usage() {
        u8::MAX => " (stacks without limit)".to_string(),
        cap if cap > def.usage => format!(" (stacks up to {cap})"),
        _ => String::new(),
    };
    if def.shield {
        push_sentence(
            &mut out,
            &format!(
                "Shield: absorbs up to {} damage taken by {}{stacks}",
                def.usage,
                holder(def.kind)
            ),
        );
    } else if def.usage > 0 {
        push_sentence(&mut out, &format!("Usage(s): {}{stacks}", def.usage));
    }
    if def.duration > 0 {
        let stacks = match def.duration_cap {
            cap if cap > def.duration => format!(" (stacks up to {cap})"),
            _ => String::new(),
        };
        push_sentence(
            &mut out,
            &format!("Duration (rounds): {}{stacks}", def.duration),
        );
    } else if def.round_only {
        push_sentence(&mut out, "Lasts until the end of the round");
    }
    out
}

/// The name of the nation or camp a nation card asks for (cards ask for one).
fn nation_name(bits: u16) -> Option<&'static str> {
    [
        (nation::MONDSTADT, "Mondstadt"),
        (nation::LIYUE, "Liyue"),
        (nation::INAZUMA, "Inazuma"),
        (nation::SUMERU, "Sumeru"),
        (nation::FONTAINE, "Fontaine"),
        (nation::FATUI, "Fatui"),
        (nation::MONSTER, "Monster"),
        (nation::HILICHURL, "Hilichurl"),
        (nation::NATLAN, "Natlan"),
    ]
    .into_iter()
    .find(|(b, _)| bits & b != 0)
    .map(|(_, n)| n)
}

fn target_text(t: TargetRule) -> Option<&'static str> {
    match t {
        TargetRule::None => None,
        TargetRule::OwnCharacter => Some("Play on one of your characters"),
        TargetRule::OwnStandby => Some("Play on one of your standby characters"),
        TargetRule::OwnDefeated => Some("Play on one of your defeated characters"),
        TargetRule::OpponentCharacter => Some("Play on one of the opponent's characters"),
        TargetRule::OpponentSummon => Some("Play on one of the opponent's summons"),
        TargetRule::OwnSummon => Some("Play on one of your summons"),
        TargetRule::OwnSupport => Some("Play on one of your supports"),
        TargetRule::TransferEquipment(EquipSlot::Weapon(_)) => Some(
            "Play on two of your characters: the first gives its Weapon to the second, who must use the same weapon type",
        ),
        TargetRule::TransferEquipment(_) => Some(
            "Play on two of your characters: the first gives its Artifact to the second",
        ),
    }
}

/// The text of an action card: what it must be played on, what playing it does, and what it
/// leaves in play.
pub fn card_text(card: &CardDef, character: Option<&CharacterDef>) -> String {
    let mut out = String::new();
    if card.combat_action {
        push_sentence(&mut out, "Combat Action");
    }
    if card.drawn {
        push_sentence(
            &mut out,
            "When drawn, this card acts instead of entering your hand",
        );
    }
    if card.untunable {
        push_sentence(&mut out, "This card cannot be tuned");
    }
    match card.kind {
        CardKind::Equipment(EquipSlot::Weapon(w)) => push_sentence(
            &mut out,
            &format!("Equip on one of your {} characters", weapon_name(w)),
        ),
        CardKind::Equipment(EquipSlot::Talent) => talent_text(card, character, &mut out),
        CardKind::Equipment(EquipSlot::Artifact) => push_sentence(
            &mut out,
            "Equip on one of your characters (one Artifact each)",
        ),
        CardKind::Equipment(EquipSlot::Technique) => push_sentence(
            &mut out,
            "Equip on one of your characters (one Technique each)",
        ),
        CardKind::Companion | CardKind::Location | CardKind::Item => {
            push_sentence(&mut out, "Goes to your support zone")
        }
        CardKind::Legend => push_sentence(&mut out, "Arcane Legend: one per match"),
        CardKind::Resonance(e) => push_sentence(
            &mut out,
            &format!(
                "Elemental Resonance: your deck needs 2 {} characters",
                element_name(e)
            ),
        ),
        CardKind::Food | CardKind::Event => {}
    }
    if !matches!(card.kind, CardKind::Equipment(_)) {
        if let Some(t) = target_text(card.target) {
            push_sentence(&mut out, t);
        }
    }
    if let Some(n) = nation_name(card.nation) {
        push_sentence(&mut out, &format!("Your deck needs 2 {n} characters"));
    }
    if card.kind == CardKind::Food && card.target == TargetRule::None {
        // A food without a target feeds each of the player's characters that can still eat.
        let each = Ctx::Entity(EntityKind::Status);
        ops_after(
            "Each of your characters that is not Satiated",
            card.ops,
            each,
            &mut out,
        );
        push_sentence(&mut out, card.text);
        push_sentence(&mut out, "Each of them becomes Satiated");
    } else {
        ops_sentences(card.ops, Ctx::Card(card.target), card.text, &mut out);
        if card.kind == CardKind::Food {
            push_sentence(&mut out, "The target character becomes Satiated");
        }
    }
    if let Some(e) = card.entity {
        let kept = entity_text(e);
        if !kept.is_empty() {
            push_sentence(&mut out, &format!("In play: {kept}"));
        }
    }
    out
}

/// What a talent card says beyond its equipment: whose it is, the skill it uses, and which
/// of that character's skills create their talent version while it is equipped.
fn talent_text(card: &CardDef, character: Option<&CharacterDef>, out: &mut String) {
    let Some(c) = character else {
        push_sentence(out, "Talent card");
        return;
    };
    let name = c.english_name;
    let used = card
        .talent_skill
        .and_then(|id| c.skills.iter().find(|s| s.id == id));
    match used {
        Some(s) => push_sentence(
            out,
            &format!(
                "Talent of {name}: play it on {name} as your active character, who then uses {}",
                s.name
            ),
        ),
        None => push_sentence(out, &format!("Talent of {name}: equip on {name}")),
    }
    for s in c.skills {
        for op in s.ops {
            if let Op::TalentForm(plain, _) = op {
                push_sentence(
                    out,
                    &format!(
                        "While equipped, {} creates the talent version of {}",
                        s.name, plain.name
                    ),
                );
            }
        }
    }
}

/// The text of a character card: its passive skills, or one line about it when it has none.
pub fn character_text(c: &CharacterDef, version: GameVersion) -> String {
    let mut out = String::new();
    for p in c.passives {
        let line = match p.kind {
            EntityKind::Combat => format!(
                "Passive: the match begins with {} on the opposing side: {}",
                p.name,
                entity_text(p)
            ),
            _ => format!("Passive, {}: {}", p.name, entity_text(p)),
        };
        push_sentence(&mut out, &line);
    }
    if out.is_empty() {
        push_sentence(
            &mut out,
            &format!(
                "{} character, {}, {} HP; the burst needs {} Energy",
                element_name(c.element),
                match c.weapon {
                    Weapon::None => "no weapon".to_string(),
                    w => format!("{} user", weapon_name(w)),
                },
                c.hp.at(version),
                c.max_energy
            ),
        );
    }
    out
}
