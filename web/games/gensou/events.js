// 幻想梦斗符 events as log items, feedback and numbers. Each item keeps its event and what the
// log needs to word it later (the card an effect came from, the decision a pass answered), so
// switching the language rewords the whole log. The last clash stays in the board's memory
// after it is settled, so the duel zone can show how it ended until the next declaration.
import { t } from '../../js/i18n.js';
import { cardName } from './catalog.js';
import { note } from '../summoner_wars/motion.js';

// The events of the setup and the opening search, before the first turn.
const SETUP = new Set(['starter_placed', 'shuffled', 'search_chosen', 'revealed', 'first_attacker']);

const hpSel = (seat) => `[data-hp-seat="${seat}"]`;
const zoneSel = (zone, seat) => `[data-zone="${zone}-${seat}"]`;
const clashSel = (seat) => `[data-clash-seat="${seat}"]`;
// A card of `seat`'s hand (its face, else the hand's backs), where a card comes from.
const fromHand = (seat, id) => `[data-hand-seat="${seat}"] [data-card="${id}"], [data-hand-seat="${seat}"] .backs`;

function emptyStats() {
  const two = () => [0, 0];
  return { turns: 0, battle: two(), effect: two(), taken: two(), healed: two(), hits: two(), declared: two(), counters: two(), broken: two(), orbs: two() };
}

// Which decision a `passed` event answered, from the view before it (a live update carries one
// action); a spectator's history has no view before each action and words it generally.
function passedWhat(prevView, seat) {
  if (!prevView) return null;
  const pl = prevView.players[seat];
  if (pl && pl.release === 'due') return 'release';
  if (prevView.window === 'counter') return 'counter';
  if (String(prevView.window).startsWith('trap')) return 'trap';
  return null;
}

export function events({ match, view, prevView, events: list, history }) {
  const b = match.board;
  if (!b.stats) b.stats = emptyStats();
  const s = b.stats;
  const items = [];
  const cues = [];
  const steps = [];
  // The card whose effect is resolving: an item, a trap, a state card, or the card that hit.
  let src = null;
  for (const e of list) {
    const item = { e };
    // What happens before the first turn is grouped under its own heading.
    if (!b.opened && (SETUP.has(e.event) || e.event === 'turn_began')) {
      b.opened = true;
      if (e.event !== 'turn_began') items.push({ opening: true });
    }
    switch (e.event) {
      case 'turn_began':
        s.turns = Math.max(s.turns, e.turn);
        b.last = null;
        src = null;
        break;
      case 'phase_began': src = null; break;
      case 'declared':
        src = { seat: e.seat, card: e.card };
        if (e.counter) {
          s.counters[e.seat] += 1;
          if (b.last) b.last.counter = { seat: e.seat, card: e.card, power: null };
        } else {
          s.declared[e.seat] += 1;
          b.last = { attack: { seat: e.seat, card: e.card, power: null }, counter: null, settled: false, damage: 0, hit: false, broken: [] };
        }
        cues.push({ at: clashSel(e.seat), kind: 'play', text: cardName(e.card) });
        steps.push({ kind: 'slide', at: `${clashSel(e.seat)} .gs-card`, from: fromHand(e.seat, e.card) });
        break;
      case 'final_spell':
        cues.push({ at: hpSel(e.seat), kind: 'ko', text: t('gs.fx.final') });
        break;
      case 'item_used':
      case 'state_played':
        src = { seat: e.seat, card: e.card };
        cues.push({ at: `[data-side-seat="${e.seat}"] .gs-head`, kind: 'play', text: cardName(e.card) });
        break;
      case 'trap_triggered':
        src = { seat: e.seat, card: e.card };
        cues.push({ at: zoneSel('equip', e.seat), kind: 'play', text: cardName(e.card) });
        break;
      case 'item_set':
        cues.push({ at: zoneSel('equip', e.seat), kind: 'summon', text: cardName(e.card) });
        steps.push({ kind: 'slide', at: `${zoneSel('equip', e.seat)} [data-slot="${e.slot}"]`, from: fromHand(e.seat, e.card) });
        break;
      case 'trap_set':
        steps.push({ kind: 'slide', at: `${zoneSel('equip', e.seat)} [data-slot="${e.slot}"]`, from: fromHand(e.seat, e.card) });
        break;
      case 'power_set':
        steps.push({ kind: 'slide', at: `${zoneSel('power', e.seat)} .zone-cards > :last-child`, from: fromHand(e.seat, e.card) });
        break;
      case 'support_placed':
      case 'center_set':
        steps.push({ kind: 'slide', at: `${zoneSel('chars', e.seat)} [data-card="${e.card}"]`, from: fromHand(e.seat, e.card) });
        break;
      case 'power_changed':
        item.src = src;
        if (b.last) {
          const side = b.last.attack && b.last.attack.seat === e.seat ? b.last.attack : b.last.counter;
          if (side) side.power = e.power;
        }
        break;
      case 'settled':
        if (b.last) {
          b.last.settled = true;
          b.last.full = e.full_counter;
          b.last.attack.power = e.attack;
          if (b.last.counter && e.counter != null) b.last.counter.power = e.counter;
          src = { seat: b.last.attack.seat, card: b.last.attack.card, battle: true };
        }
        break;
      case 'broken':
        s.broken[e.seat] += 1;
        if (b.last) b.last.broken.push(e.seat);
        cues.push({ at: clashSel(e.seat), kind: 'ko', text: t('gs.fx.broken') });
        break;
      case 'damaged': {
        item.src = e.battle && b.last ? { ...b.last.attack, battle: true } : src;
        s.taken[e.seat] += e.amount;
        const by = 1 - e.seat;
        if (e.battle) s.battle[by] += e.amount;
        else if (item.src) s.effect[item.src.seat] += item.src.seat === e.seat ? 0 : e.amount;
        if (e.battle && b.last) b.last.damage += e.amount;
        cues.push({ at: hpSel(e.seat), kind: 'damage', text: `−${e.amount}` });
        break;
      }
      case 'healed':
        item.src = src;
        s.healed[e.seat] += e.amount;
        cues.push({ at: hpSel(e.seat), kind: 'heal', text: `+${e.amount}` });
        break;
      case 'hit':
        s.hits[e.seat] += 1;
        if (b.last) b.last.hit = true;
        src = { seat: e.seat, card: e.card };
        cues.push({ at: zoneSel('decl', e.seat), kind: 'reaction', text: t('gs.fx.hit') });
        steps.push({ kind: 'slide', at: `[data-testid=decl-top-${e.seat}]`, from: `${clashSel(e.seat)} .gs-card` });
        break;
      case 'orb_broken':
        item.src = src;
        s.orbs[e.seat] += 1;
        cues.push({ at: zoneSel('orbs', e.seat), kind: 'ko', text: t('gs.fx.orbBroken') });
        break;
      case 'orb_mended':
      case 'orbs_restored':
      case 'drew':
        item.src = src;
        break;
      case 'passed':
        item.what = passedWhat(prevView, e.seat);
        break;
      case 'won':
        b.victory = e.victory;
        lastVictory.kind = e.victory;
        break;
      default: break;
    }
    items.push(item);
  }
  if (view.victory) lastVictory.kind = view.victory;
  if (prevView && !history) {
    // HP counts to its new value.
    view.players.forEach((pl, seat) => {
      const was = prevView.players[seat];
      if (was && was.hp !== pl.hp) steps.push({ kind: 'count', at: `[data-testid=hp-value-${seat}]`, from: was.hp, to: pl.hp });
    });
    note(match, steps);
  }
  return { items, cues };
}

// How the last match seen was won, for the result's reason (`reason(outcome)` is given the
// outcome alone).
export const lastVictory = { kind: null };

// "your Ofuda", "Bot's Miserable Fate"
function srcText(src, ctx) {
  if (!src || src.card == null) return '';
  return `${ctx.whose(src.seat)} ${cardName(src.card)}`.trim();
}

export function line(item, ctx) {
  if (item.opening) return { text: t('gs.l.opening'), cls: 'round', head: true };
  const e = item.e;
  const who = (s) => ctx.who(s);
  const whose = (s) => ctx.whose(s);
  const card = (id) => (id != null ? cardName(id) : t('gs.l.aCard'));
  const from = srcText(item.src, ctx);
  const by = from ? t('gs.l.by', { src: from }) : '';
  switch (e.event) {
    case 'starter_placed': return { text: t('gs.l.starter', { who: who(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'shuffled': return null;
    case 'drew': return { text: e.cards ? t('gs.l.drewCards', { who: who(e.seat), cards: e.cards.map(card).join(', '), by }) : t('gs.l.drew', { who: who(e.seat), n: e.count, by }), cls: 'dim' };
    case 'search_chosen': return { text: t('gs.l.searchChosen', { who: who(e.seat), card: e.card != null ? ` (${card(e.card)})` : '' }), cls: 'dim' };
    case 'revealed': return { text: t('gs.l.revealed', { who: who(e.seat), card: card(e.card) }) };
    case 'first_attacker': return { text: t('gs.l.first', { who: who(e.seat) }) };
    case 'turn_began': return { text: t('gs.l.turn', { n: e.turn, whose: whose(e.seat) }), cls: 'round', head: true };
    case 'phase_began': return { text: t(`gs.phase.${e.phase}`), cls: 'phase dim' };
    case 'orbs_restored': return { text: t('gs.l.restored', { whose: whose(e.seat), n: e.count, by }), cls: 'dim' };
    case 'orb_mended': return { text: t('gs.l.mended', { whose: whose(e.seat), by }) };
    case 'orb_broken': return { text: t('gs.l.orbBroken', { whose: whose(e.seat), by }), cls: 'dmg' };
    case 'paid': return { text: t('gs.l.paid', { who: who(e.seat), orbs: e.orbs, power: (e.power || []).length, cards: (e.power || []).map(card).join(', ') }), cls: 'dim' };
    case 'support_placed': return { text: t('gs.l.support', { who: who(e.seat), card: card(e.card) }) };
    case 'center_set': return { text: t('gs.l.center', { who: who(e.seat), card: card(e.card) }) };
    case 'hyper_entered': return { text: t('gs.l.hyper', { who: who(e.seat), card: card(e.card) }) };
    case 'hyper_returned': return { text: t('gs.l.hyperBack', { whose: whose(e.seat), card: card(e.card) }) };
    case 'power_set': return { text: t('gs.l.powerSet', { who: who(e.seat), card: e.card != null ? ` (${card(e.card)})` : '' }) };
    case 'trap_set': return { text: t('gs.l.trapSet', { who: who(e.seat), slot: e.slot + 1, card: e.card != null ? ` (${card(e.card)})` : '' }) };
    case 'item_set': return { text: t('gs.l.itemSet', { who: who(e.seat), slot: e.slot + 1, card: card(e.card) }) };
    case 'discarded': return { text: t('gs.l.discarded', { whose: whose(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'declared': return { text: t(e.counter ? 'gs.l.counters' : 'gs.l.declares', { who: who(e.seat), card: card(e.card) }), cls: 'play' };
    case 'final_spell': return { text: t('gs.l.final', { who: who(e.seat), card: card(e.card) }), cls: 'over' };
    case 'state_played': return { text: t('gs.l.state', { who: who(e.seat), card: card(e.card) }), cls: 'play' };
    case 'item_used': return { text: t('gs.l.item', { who: who(e.seat), card: card(e.card) }), cls: 'play' };
    case 'trap_triggered': return { text: t('gs.l.trap', { who: who(e.seat), card: card(e.card), slot: e.slot + 1 }), cls: 'play' };
    case 'passed': return { text: t(`gs.l.passed.${item.what || 'any'}`, { who: who(e.seat) }), cls: 'dim' };
    case 'power_changed': return { text: t('gs.l.power', { whose: whose(e.seat), card: card(e.card), n: e.power, by }), cls: 'dim' };
    case 'broken': return { text: t('gs.l.broken', { whose: whose(e.seat), card: card(e.card) }), cls: 'dmg' };
    case 'settled': return { text: e.counter != null ? t('gs.l.settled', { a: e.attack, c: e.counter, full: e.full_counter ? t('gs.l.full') : '' }) : t('gs.l.settledAlone', { a: e.attack }) };
    case 'damaged': return { text: t(e.battle ? 'gs.l.battleDamage' : 'gs.l.damage', { who: who(e.seat), n: e.amount, hp: e.hp, by }), cls: 'dmg' };
    case 'healed': return { text: t('gs.l.healed', { who: who(e.seat), n: e.amount, hp: e.hp, by }), cls: 'heal' };
    case 'hit': return { text: t('gs.l.hit', { whose: whose(e.seat), card: card(e.card) }), cls: 'reaction' };
    case 'state_ended': return { text: t('gs.l.stateEnded', { whose: whose(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'battle_ended': return { text: t('gs.l.battleEnded', { who: who(e.seat) }), cls: 'dim' };
    case 'won': return { text: e.winner != null ? t('gs.l.won', { who: who(e.winner), how: t(`gs.victory.${e.victory}`) }) : t('gs.l.draw'), cls: 'over' };
    // An event this board does not word yet stays out of the log rather than show its code.
    default: return null;
  }
}
