// Seven Square events as log items, feedback and the result's numbers. Events name pieces by
// id, so the cards on the board are followed from the previous view through each event; an
// item keeps what it names as it was then (a destroyed card is gone from the next view). A
// damage line names its source: the shot or the battle just before it; a heal names the
// healer, or the field that heals at the end of the turn.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { card, ssName, sqName, sqSel, sqKey } from './catalog.js';
import { indexOf, ownedName, mid } from './pieces.js';
import { note } from '../summoner_wars/motion.js';

const copy = (x) => (x ? JSON.parse(JSON.stringify(x)) : null);
// A card on the board: its chip (on top of its square, or in an opened stack), else its square.
const pieceSel = (id, at) => [`[data-testid=piece][data-piece="${id}"]`, `[data-testid=stack-piece][data-piece="${id}"]`, ...(at ? [sqSel(at)] : [])];
// A card of `seat`'s hand (its face, else the hand's backs), where a deployed card comes from.
const handSel = (seat, id) => [`[data-hand-seat="${seat}"] [data-card="${id}"]`, `[data-hand-seat="${seat}"] .backs`];
const emptyStats = () => ({ dealt: [0, 0], lost: [0, 0], deployed: [0, 0], built: [0, 0], shots: [0, 0] });
const hasAbility = (id, word) => (card(id)?.abilities || []).some((a) => a.includes(word));

// The healer of a heal (【治癒】 in the move phase, 【応急手当】 in the battle phase): the one
// card of the acting side that has one of them (itself, a rider, or granted by its mount) and
// acted in this update.
function healer(prevView, view) {
  if (!prevView) return null;
  const before = new Map((prevView.pieces || []).map((p) => [p.piece, p]));
  const found = (view.pieces || []).filter((p) => {
    const was = before.get(p.piece);
    const cards = [p.card, ...p.riders.map((r) => r.card)];
    return p.acted && was && !was.acted && cards.some((c) => hasAbility(c, '治癒') || hasAbility(c, '応急手当'));
  });
  return found.length === 1 ? found[0].piece : null;
}

export function events({ match, view, prevView, events: list, history }) {
  const b = match.board;
  if (!b.stats) b.stats = emptyStats();
  const where = b.where || indexOf(prevView || view);
  let current = b.current ?? view.current;
  const items = [];
  const cues = [];
  const steps = [];
  // Where each card that moves this update started, so it slides from there once.
  const startedAt = new Map();
  let src = null;
  const turnLater = (i) => list.slice(i + 1).some((e) => e.event === 'turn_started' || e.event === 'game_over');
  // The first update seen gets the heading its first lines belong to: the setup, or the turn it
  // lands in (a reload lands anywhere).
  if (!b.opened) {
    b.opened = true;
    const started = list.findIndex((e) => e.event === 'turn_started');
    if (started !== 0) {
      const setup = history || view.phase === 'setup' || list.some((e) => e.event === 'general_placed' || e.event === 'returned');
      if (setup) items.push({ head: 'setup' });
      else if (view.turn >= 1) items.push({ head: 'turn', turn: view.turn, seat: view.current });
    }
  }
  list.forEach((e, i) => {
    const item = { e };
    switch (e.event) {
      case 'general_placed':
        where.set(e.piece, { card: e.card ?? null, kind: 'unit', controller: e.seat, owner: e.seat, at: view.pieces.find((p) => p.piece === e.piece)?.at, general: true });
        break;
      case 'general_revealed': {
        const x = where.get(e.piece);
        if (x) x.card = e.card;
        break;
      }
      case 'turn_started': current = e.seat; src = null; break;
      case 'phase_started': src = null; break;
      case 'deployed':
        where.set(e.piece, { card: e.card, kind: card(e.card)?.kind || 'unit', controller: e.seat, owner: e.seat, at: e.at, riders: [] });
        b.stats.deployed[e.seat] += 1;
        cues.push({ at: sqSel(e.at), kind: 'summon', text: ssName(e.card) });
        steps.push({ kind: 'slide', at: pieceSel(e.piece, e.at), from: e.from === 'temple' ? `[data-testid=temple-${e.seat}]` : handSel(e.seat, e.card) });
        break;
      case 'built':
        item.unit = copy(where.get(e.by));
        where.set(e.piece, { card: e.card, kind: 'field', field: true, controller: e.seat, owner: e.seat, at: e.at });
        b.stats.built[e.seat] += 1;
        cues.push({ at: sqSel(e.at), kind: 'play', text: ssName(e.card) });
        break;
      case 'moved': {
        const x = where.get(e.piece);
        item.unit = copy(x);
        if (x) {
          if (!startedAt.has(e.piece)) startedAt.set(e.piece, x.at);
          x.at = e.to;
        }
        for (const y of where.values()) if (y.mount === e.piece) y.at = e.to;
        break;
      }
      case 'mounted': {
        const u = where.get(e.unit);
        const m = where.get(e.mount);
        item.unit = copy(u);
        item.mount = copy(m);
        if (u && m) {
          m.riders = [...(m.riders || []), u.card];
          m.controller = u.controller;
          u.mount = e.mount;
        }
        break;
      }
      case 'shot': {
        item.unit = copy(where.get(e.piece));
        item.target = copy(where.get(e.target));
        src = { shot: item.unit };
        if (item.unit) b.stats.shots[item.unit.controller] += 1;
        if (item.target) cues.push({ at: sqSel(item.target.at), kind: 'reaction', text: t('ss.fx.shot') });
        break;
      }
      case 'battle':
        src = { battle: e.at };
        cues.push({ at: sqSel(e.at), kind: 'roll', text: t('ss.fx.battle') });
        break;
      case 'damaged': {
        const x = where.get(e.piece);
        item.unit = copy(x);
        item.src = src;
        // A shot's damage is the shooter's side's; in a battle each side takes the other's
        // attack, and a field dragged in takes the turn player's.
        let by = null;
        if (src && src.shot) by = src.shot.controller;
        else if (x && x.field) by = current;
        else if (x) by = 1 - x.controller;
        if (by === 0 || by === 1) b.stats.dealt[by] += e.amount;
        if (x) cues.push({ at: sqSel(x.at), kind: 'damage', text: `−${e.amount}` });
        break;
      }
      case 'healed': {
        const x = where.get(e.piece);
        item.unit = copy(x);
        if (turnLater(i) && x) {
          const spring = [...where.values()].find((y) => y.field && y.at && x.at && y.at.file === x.at.file && y.at.rank === x.at.rank);
          if (spring) item.src = { spring: spring.card };
        } else {
          const id = healer(prevView, view);
          if (id != null) item.src = { heal: copy(where.get(id)) };
        }
        if (x) cues.push({ at: sqSel(x.at), kind: 'heal', text: `+${e.amount}` });
        break;
      }
      case 'destroyed': {
        const x = where.get(e.piece);
        item.unit = copy(x) || { card: e.card, controller: e.owner, owner: e.owner, at: e.at };
        if (card(e.card)?.deckable !== false) b.stats.lost[e.owner] += 1;
        cues.push({ at: sqSel(e.at), kind: 'ko', text: `${ssName(e.card)} ${t('ss.fx.destroyed')}` });
        steps.push({ kind: 'leave', from: pieceSel(e.piece), place: sqSel(e.at) });
        where.delete(e.piece);
        break;
      }
      case 'game_over': b.ending = e.ending; lastEnding.kind = e.ending; break;
      default: break;
    }
    items.push(item);
  });
  b.current = view.current;
  b.where = indexOf(view);
  for (const [piece, from] of startedAt) {
    const now = b.where.get(piece);
    if (now && from && sqKey(from) !== sqKey(now.at)) steps.push({ kind: 'slide', at: pieceSel(piece, now.at), from: pieceSel(piece, from) });
  }
  if (prevView && !history) note(match, steps);
  return { items, cues };
}

// How the last match seen ended, for the result's reason (`reason(outcome)` is given the
// outcome alone): said once, as what happened.
export const lastEnding = { kind: null };

export function line(item, ctx) {
  if (item.head === 'setup') return { text: t('ss.l.setup'), cls: 'round', head: true };
  if (item.head === 'turn') return { text: t('ss.l.turn', { n: item.turn, whose: ctx.whose(item.seat) }), cls: 'round', head: true };
  const e = item.e;
  const who = (s) => ctx.who(s);
  const named = (x) => ownedName(x, ctx);
  const cardOf = (id) => (id != null ? ssName(id) : t('ss.l.aCard'));
  switch (e.event) {
    case 'general_placed':
      return { text: e.card != null ? t('ss.l.generalCard', { who: who(e.seat), card: ssName(e.card) }) : t('ss.l.general', { who: who(e.seat) }), cls: 'played' };
    case 'card_drawn': return { text: t('ss.l.drew', { who: who(e.seat), card: cardOf(e.card) }), cls: 'dim' };
    case 'returned': return { text: t('ss.l.returned', { who: who(e.seat), n: e.count }), cls: 'dim' };
    case 'general_revealed': return { text: t('ss.l.revealed', { whose: ctx.whose(e.seat), card: ssName(e.card) }), cls: 'played' };
    case 'turn_started': return { text: t('ss.l.turn', { n: e.turn, whose: ctx.whose(e.seat) }), cls: 'round', head: true };
    case 'phase_started': return { text: t(`ss.phase.${e.phase}`), cls: 'phase dim' };
    case 'ip_gained': return { text: t('ss.l.ip', { who: who(e.seat), n: e.gained, ip: e.ip }), cls: 'dim' };
    case 'ip_paid': return { text: t('ss.l.paid', { who: who(e.seat), n: e.paid, ip: e.ip }), cls: 'dim' };
    case 'deployed':
      return { text: t(e.from === 'temple' ? 'ss.l.deployedTemple' : 'ss.l.deployed', { who: who(e.seat), card: ssName(e.card), sq: sqName(e.at) }), cls: 'played' };
    case 'built': return { text: t('ss.l.built', { unit: named(item.unit), card: ssName(e.card), sq: sqName(e.at) }), cls: 'played' };
    case 'refilled': {
      if (e.how === 'search') return { text: t('ss.l.searched', { who: who(e.seat), card: cardOf(e.card) }), cls: 'dim' };
      return { text: t('ss.l.drewRefill', { who: who(e.seat), card: cardOf(e.card) }), cls: 'dim' };
    }
    case 'moved': return { text: t('ss.l.moved', { unit: named(item.unit), from: sqName(e.from), to: sqName(e.to) }) };
    case 'mounted': return { text: t('ss.l.mounted', { unit: named(item.unit), mount: mid(named(item.mount)) }), cls: 'skill' };
    case 'shot': return { text: t('ss.l.shot', { unit: named(item.unit), target: mid(named(item.target)) }), cls: 'skill' };
    case 'battle': {
      if (!e.field) return { text: t('ss.l.battle', { sq: sqName(e.at) }), cls: 'skill' };
      const fl = (ctx.view.fields || []).find((x) => x.at.file === e.at.file && x.at.rank === e.at.rank);
      return { text: t('ss.l.battleField', { sq: sqName(e.at), field: fl ? ssName(fl.card) : '' }), cls: 'skill' };
    }
    case 'damaged': {
      const s = item.src;
      let by = '';
      if (s && s.shot) by = t('ss.l.byShot', { unit: mid(named(s.shot)) });
      else if (s && s.battle) by = t('ss.l.byBattle', { sq: sqName(s.battle) });
      return { text: t('ss.l.damaged', { unit: named(item.unit), n: e.amount, life: Math.max(e.life, 0), by }), cls: 'dmg' };
    }
    case 'healed': {
      const s = item.src;
      let by = '';
      if (s && s.heal) by = t('ss.l.byHeal', { unit: mid(named(s.heal)) });
      else if (s && s.spring) by = t('ss.l.bySpring', { field: ssName(s.spring) });
      return { text: t('ss.l.healed', { unit: named(item.unit), n: e.amount, life: e.life, by }), cls: 'heal' };
    }
    case 'destroyed': {
      const info = card(e.card);
      if (info && info.deckable === false) return { text: t('ss.l.campDestroyed', { card: ssName(e.card), sq: sqName(e.at) }), cls: 'ko' };
      const x = item.unit;
      return { text: t('ss.l.destroyed', { whose: ctx.whose(x && !x.field ? x.controller : e.owner), card: ssName(e.card), sq: sqName(e.at) }), cls: 'ko' };
    }
    case 'game_over':
      if (e.winner == null) return { text: t('ss.l.draw'), cls: 'over' };
      return { text: t('ss.l.won', { who: who(e.winner), ending: t(`ss.ending.${e.ending}`) }), cls: 'over' };
    // An event this board does not word yet stays out of the log rather than show its code.
    default: return null;
  }
}

// The result's numbers (how it ended is the result's reason, said once): turns, and per player the damage dealt, the
// cards lost to the temple, the cards deployed, fields built and shots fired.
export function stats(ctx) {
  const s = ctx.match.board.stats;
  const rows = [0, 1].map((seat) => h('tr', { key: seat },
    h('th', { scope: 'row' }, ctx.name(seat)),
    ...['dealt', 'lost', 'deployed', 'built', 'shots'].map((k) => h('td', { key: k, 'data-testid': `stat-${k}-${seat}` }, String(s ? s[k][seat] : 0)))));
  return h('div', { class: 'stats', 'data-testid': 'stats' },
    h('p', null, `${t('ss.stats.turns')}: `, h('strong', { 'data-testid': 'turns' }, String(ctx.view.turn))),
    h('table', null,
      h('thead', null, h('tr', null, h('th', null, t('ss.stats.side')), ...['dealt', 'lost', 'deployed', 'built', 'shots'].map((k) => h('th', { key: k }, t(`ss.stats.${k}`))))),
      h('tbody', null, rows)));
}
