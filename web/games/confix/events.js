// Project Confix events as log items and feedback. Each item keeps the cause it happened under
// (the card cast, the permanent whose effect resolved, the combat, the plane, the class ability),
// read off the events before it: the engine names a cause before what it does, so every damage,
// heal, death and power change in the log says where it came from. Permanents are remembered
// as they were seen, so one that left is still named. The last plane-die roll and the last
// combat's dice stay on the table until their roller's next turn.
import { t } from '../../js/i18n.js';
import { cardName, planeName, elementName, className, X } from './catalog.js';
import { rememberPermanents, permName, targetWords, teamName, who, whose, mine, cap } from './names.js';
import { payWords } from './actions.js';

const sideSel = (seat) => `[data-side-seat="${seat}"]`;
const permSel = (uid) => `[data-uid="${uid}"]`;

// Damage and deaths per seat, kept for the result dialog.
function tally(b) {
  if (!b.stats) b.stats = { dealt: {}, taken: {}, healed: {}, cast: {}, lost: {}, turns: 0 };
  return b.stats;
}

// The seat a cause acts for (whose damage it is), if any.
function causeSeat(b, cause) {
  if (!cause) return null;
  if (cause.kind === 'death') return null;
  if (cause.seat != null) return cause.seat;
  if (cause.uid != null && b.perms && b.perms[cause.uid]) return b.perms[cause.uid].side;
  return null;
}

export function events({ match, view, prevView, events: list, history }) {
  const b = match.board;
  // A history starts from the first event: the permanents it names enter as it goes.
  if (!history) rememberPermanents(b, prevView || view);
  else if (!b.perms) b.perms = {};
  const s = tally(b);
  const items = [];
  const cues = [];
  let cause = null;
  for (const e of list) {
    const item = { e };
    switch (e.event) {
      case 'turn_began':
        cause = null;
        s.turns = e.turn;
        if (b.lastDie && b.lastDie.seat === e.seat) b.lastDie = null;
        if (b.lastCombat && b.lastCombat.attacker === e.seat) b.lastCombat = null;
        break;
      case 'phase_began':
        cause = e.phase === 'activate_runes' ? { kind: 'phase', phase: e.phase } : null;
        break;
      case 'card_played':
        cause = { kind: 'card', seat: e.seat, card: e.card };
        b.lastCast = { seat: e.seat, card: e.card };
        s.cast[e.seat] = (s.cast[e.seat] || 0) + 1;
        cues.push({ at: `${sideSel(e.seat)} .side-head`, kind: 'play', text: cardName(e.card) });
        break;
      case 'activated':
        cause = { kind: 'perm', uid: e.permanent, card: b.perms[e.permanent]?.card };
        cues.push({ at: permSel(e.permanent), kind: 'play', text: t('cfx.fx.ability') });
        break;
      case 'triggered':
        cause = { kind: 'perm', uid: e.uid, card: e.card };
        break;
      case 'class_ability':
        cause = { kind: 'class', seat: e.seat, class: e.class };
        break;
      case 'may_answered':
        // The answer does what the card says: the card is its caster's.
        cause = { kind: 'card', seat: b.lastCast && b.lastCast.card === e.card ? b.lastCast.seat : e.seat, card: e.card };
        break;
      case 'plane_die_rolled':
        b.lastDie = { seat: e.seat, face: e.face, result: e.result };
        cause = e.result === 'chaos' ? { kind: 'chaos', seat: e.seat, plane: b.plane ?? (prevView || view).plane } : null;
        cues.push({ at: '[data-testid=plane-die]', kind: 'roll', text: `${e.face}: ${t(`cfx.face.${e.result}`)}` });
        break;
      case 'plane_revealed': {
        b.plane = e.plane;
        const p = X.planes.get(e.plane);
        cause = p && !p.stable ? { kind: 'plane', plane: e.plane } : null;
        cues.push({ at: '[data-testid=plane-card]', kind: 'summon', text: planeName(e.plane) });
        break;
      }
      case 'combat_rolled':
        cause = { kind: 'combat', attacker: e.attacker, defender: e.defender, seat: e.attack >= e.defense ? e.attacker : e.defender };
        b.lastCombat = { ...e };
        cues.push({ at: '[data-testid=combat-roll]', kind: 'roll', text: `${e.attack} : ${e.defense}` });
        break;
      case 'entered':
        b.perms[e.permanent.uid] = { ...e.permanent };
        cues.push({ at: permSel(e.permanent.uid), kind: 'summon', text: cardName(e.permanent.card) });
        break;
      case 'damaged': {
        const by = causeSeat(b, cause);
        if (by != null && by !== e.seat) s.dealt[by] = (s.dealt[by] || 0) + e.amount;
        s.taken[e.seat] = (s.taken[e.seat] || 0) + e.amount;
        cues.push({ at: `[data-cfx-life="${e.seat}"]`, kind: 'damage', text: `−${e.amount}` });
        break;
      }
      case 'healed':
        s.healed[e.seat] = (s.healed[e.seat] || 0) + e.amount;
        cues.push({ at: `[data-cfx-life="${e.seat}"]`, kind: 'heal', text: `+${e.amount}` });
        break;
      case 'power_changed': {
        const p = b.perms[e.uid];
        item.was = p ? p.power : null;
        if (p) p.power = e.power;
        const d = item.was != null ? e.power - item.was : null;
        cues.push({ at: permSel(e.uid), kind: d != null && d > 0 ? 'heal' : 'damage', text: d != null ? `${d > 0 ? '+' : '−'}${Math.abs(d)}` : String(e.power) });
        break;
      }
      case 'left': {
        const p = b.perms[e.uid];
        if (p && e.to !== 'hand' && X.cards.get(e.card)?.kind === 'creature') s.lost[p.side] = (s.lost[p.side] || 0) + 1;
        if (p) cues.push({ at: `[data-testid="battlefield-${p.side}"]`, kind: 'ko', text: `${cardName(e.card)} ✝` });
        break;
      }
      case 'control_changed':
        if (b.perms[e.uid]) b.perms[e.uid].side = e.side;
        break;
      case 'died':
        // What follows (their permanents going to the graveyards) is the death's doing.
        cause = { kind: 'death', seat: e.seat };
        cues.push({ at: sideSel(e.seat), kind: 'ko', text: t('cfx.out') });
        break;
      default:
        break;
    }
    item.cause = cause && e.event !== 'card_played' && e.event !== 'activated' && e.event !== 'triggered' ? cause : null;
    items.push(item);
  }
  b.plane = view.plane;
  rememberPermanents(b, view);
  return { items, cues };
}

// The cause of an item in words: "Alice's Spark", "Bob's Scorch", "the combat", "Storm
// Plateau's [X]".
function causeWords(cause, ctx) {
  if (!cause) return '';
  switch (cause.kind) {
    case 'card': return t('cfx.of', { whose: whose(ctx, cause.seat), what: cardName(cause.card) });
    case 'perm': return permName(ctx, cause.uid) || cardName(cause.card);
    case 'combat': return t('cfx.l.theCombat', { a: who(ctx, cause.attacker), d: who(ctx, cause.defender) });
    case 'chaos': return t('cfx.l.chaosOf', { plane: planeName(cause.plane) });
    case 'plane': return planeName(cause.plane);
    case 'class': return t('cfx.of', { whose: whose(ctx, cause.seat), what: t(`cfx.ability.${cause.class}`) });
    case 'phase': return t('cfx.phase.activate_runes');
    case 'death': return t('cfx.l.deathOf', { whose: whose(ctx, cause.seat) });
    default: return '';
  }
}

const from = (item, ctx) => {
  const w = causeWords(item.cause, ctx);
  return w ? t('cfx.l.from', { what: w }) : '';
};

// A log item in words, starting with a capital.
export function line(item, ctx) {
  const l = words(item, ctx);
  return l ? { ...l, text: cap(l.text) } : l;
}

function words(item, ctx) {
  const e = item.e;
  const named = (s) => who(ctx, s);
  switch (e.event) {
    case 'match_began': {
      const teams = [...new Set(e.teams)].map((team) => `${teamName(team)}: ${e.teams.map((x, s) => (x === team ? ctx.name(s) : null)).filter((x) => x != null).join(' & ')}`);
      return { text: t('cfx.l.began', { mode: t(`cfx.mode.${e.mode}`), teams: teams.join(' · '), drawn: e.drawn ? t('cfx.l.drawn') : '', first: named(e.first), you: mine(ctx, e.first) }), cls: 'sys' };
    }
    case 'opening_hand': return { text: t('cfx.l.opening', { who: named(e.seat), n: e.count }), cls: 'dim' };
    case 'kept': return { text: t('cfx.l.kept', { who: named(e.seat) }), cls: 'dim' };
    case 'turn_began': return { text: t('cfx.l.turn', { n: e.turn, whose: whose(ctx, e.seat) }), cls: 'round', head: true };
    case 'phase_began': return { text: t(`cfx.phase.${e.phase}`), cls: 'phase dim' };
    case 'card_drawn': return { text: t('cfx.l.drew', { who: named(e.seat), card: e.card != null ? cardName(e.card) : t('cfx.l.aCard') }), cls: 'dim' };
    case 'card_discarded': return { text: `${t('cfx.l.discarded', { whose: whose(ctx, e.seat), card: cardName(e.card) })}${from(item, ctx)}` };
    case 'card_recalled': return { text: `${t('cfx.l.recalled', { who: named(e.seat), card: cardName(e.card) })}${from(item, ctx)}` };
    case 'rune_added': return { text: `${t('cfx.l.runeAdded', { who: named(e.seat), el: elementName(e.element) })}${item.cause && item.cause.kind !== 'phase' ? from(item, ctx) : ''}`, cls: item.cause && item.cause.kind === 'phase' ? 'dim' : '' };
    case 'rune_lost': return { text: `${t('cfx.l.runeLost', { who: named(e.seat), el: elementName(e.element) })}${from(item, ctx)}`, cls: 'dmg' };
    case 'card_played': {
      const target = targetWords(ctx, e.target);
      return { text: t(target ? 'cfx.l.castAt' : 'cfx.l.cast', { who: named(e.seat), card: cardName(e.card), target, pay: payWords(ctx, e.pay) }), cls: 'played' };
    }
    case 'countered': return { text: t('cfx.l.countered', { card: cardName(e.card), ward: permName(ctx, e.by) }), cls: 'reaction' };
    case 'redirected': return { text: t('cfx.l.redirected', { perm: permName(ctx, e.by), card: cardName(e.card), who: named(e.to) }), cls: 'reaction' };
    case 'hand_seen': return { text: t('cfx.l.handSeen', { who: named(e.by), whose: whose(ctx, e.seat), cards: e.cards ? (e.cards.map(cardName).join(', ') || t('cfx.l.nothing')) : '' }), cls: 'skill' };
    case 'deck_top_seen': return { text: t('cfx.l.topSeen', { who: named(e.by), whose: whose(ctx, e.seat), card: e.card != null ? cardName(e.card) : '' }), cls: 'skill' };
    case 'activated': {
      const target = targetWords(ctx, e.target);
      return { text: t(target ? 'cfx.l.activatedAt' : 'cfx.l.activated', { perm: permName(ctx, e.permanent), target }), cls: 'skill' };
    }
    case 'triggered': return null;
    case 'exiled': return { text: `${t('cfx.l.exiled', { whose: whose(ctx, e.seat), n: e.cards.length, cards: e.cards.map(cardName).join(', ') })}${from(item, ctx)}` };
    case 'entered': {
      const p = e.permanent;
      const text = p.side !== p.owner
        ? t('cfx.l.enteredBefore', { whose: whose(ctx, p.owner), card: cardName(p.card), who: named(p.side) })
        : t('cfx.l.entered', { whose: whose(ctx, p.side), card: cardName(p.card) });
      return { text: `${text}${p.power != null ? ` (${t('cfx.powerN', { n: p.power })})` : ''}${p.sick ? ` · ${t('cfx.sick')}` : ''}`, cls: 'played' };
    }
    case 'left': {
      const how = e.to === 'graveyard' && X.cards.get(e.card)?.kind === 'creature' ? 'died' : e.to;
      return { text: `${t(`cfx.l.left.${how}`, { perm: permName(ctx, e.uid) })}${from(item, ctx)}`, cls: e.to === 'graveyard' ? 'ko' : '' };
    }
    case 'power_changed': return { text: `${t('cfx.l.power', { perm: permName(ctx, e.uid), was: item.was ?? '?', now: e.power })}${from(item, ctx)}`, cls: item.was != null && e.power > item.was ? 'heal' : 'dmg' };
    // The untap at the start of a turn has no event of its own, so only taps and the plane's
    // [X] untap (the one effect that untaps) are told, never an untap under another cause.
    case 'tap_changed': return item.cause && (e.tapped || item.cause.kind === 'chaos') ? { text: `${t(e.tapped ? 'cfx.l.tapped' : 'cfx.l.untapped', { perm: permName(ctx, e.uid) })}${from(item, ctx)}`, cls: 'dim' } : null;
    case 'control_changed': return { text: `${t('cfx.l.control', { perm: permName(ctx, e.uid), who: named(e.side) })}${from(item, ctx)}`, cls: 'skill' };
    case 'morphed': return { text: `${t('cfx.l.morphed', { perm: permName(ctx, e.uid) })}${from(item, ctx)}`, cls: 'skill' };
    case 'damaged': return { text: `${t('cfx.l.damaged', { who: named(e.seat), n: e.amount, life: e.life })}${from(item, ctx)}`, cls: 'dmg' };
    case 'healed': return { text: `${t('cfx.l.healed', { who: named(e.seat), n: e.amount, life: e.life })}${from(item, ctx)}`, cls: 'heal' };
    case 'die_rolled': return { text: `${t('cfx.l.die', { n: e.face })}${from(item, ctx)}`, cls: 'roll' };
    case 'attack_declared': return { text: t('cfx.l.attacks', { perm: permName(ctx, e.creature), who: named(e.target) }), cls: 'skill' };
    case 'defense_declared': return { text: t('cfx.l.defends', { perm: permName(ctx, e.creature), who: named(e.defender) }), cls: 'skill' };
    case 'attack_voided': return { text: t('cfx.l.voided', { perm: permName(ctx, e.by), who: named(e.defender) }), cls: 'reaction' };
    case 'combat_rolled': {
      const lost = e.attack >= e.defense ? t('cfx.defenderLoses', { who: named(e.defender), n: e.count }) : t('cfx.attackerLoses', { who: named(e.attacker), n: e.count });
      return {
        text: `${t('cfx.l.rolled', {
          a: named(e.attacker), ad: e.attack_dice.join(' + '), at: e.attack, d: named(e.defender), dd: e.defense_dice.join(' + '), dt: e.defense, lost,
        })}${e.unblockable ? t('cfx.l.unblockable') : ''}`,
        cls: 'roll',
      };
    }
    case 'may_answered': return { text: t(e.accepted ? 'cfx.l.accepted' : 'cfx.l.declined', { who: named(e.seat), card: cardName(e.card) }) };
    case 'class_ability': return { text: t('cfx.l.classAbility', { who: named(e.seat), ability: t(`cfx.ability.${e.class}`), cls: className(e.class) }), cls: 'skill' };
    case 'plane_die_rolled': return { text: t('cfx.l.planeDie', { who: named(e.seat), n: e.face, what: t(`cfx.face.${e.result}`), cost: e.cost ? t('cfx.l.paidRunes', { n: e.cost }) : t('cfx.l.free') }), cls: 'roll' };
    case 'plane_revealed': {
      const p = X.planes.get(e.plane);
      return { text: t('cfx.l.plane', { plane: planeName(e.plane), kind: p ? (p.stable ? t('cfx.stable') : t('cfx.unstable')) : '' }), cls: 'reaction' };
    }
    case 'planes_reshuffled': return { text: t('cfx.l.reshuffled'), cls: 'dim' };
    case 'died': return { text: t('cfx.l.died', { who: named(e.seat) }), cls: 'ko' };
    default: return { text: e.event, cls: 'dim' };
  }
}
