// Summoner Wars events as log items and feedback. Events name cells, so the cards standing
// there are followed from the previous view through each event; an item keeps the cards it
// names. An attack's dice stay on the board, on the attacked space, until the next attack or
// the attacker's next turn.
import { t } from '../../js/i18n.js';
import { SW, swName, swKey, cellName } from './catalog.js';
import { note } from './motion.js';

function cellsOf(view) {
  const map = new Map();
  for (const c of view.board || []) {
    map.set(swKey(c.at), { card: c.card, controller: c.controller, owner: c.owner, life: c.life, attack: c.attack });
    if (!SW.cards.has(c.card)) SW.cards.set(c.card, { id: c.card, name: c.name, class: c.class });
  }
  return map;
}

const cellSel = (c) => `[data-testid=cell][data-col="${c.col}"][data-row="${c.row}"]`;
const unitSel = (c) => `${cellSel(c)} [data-testid=unit]`;
// Where a card placed by `seat` comes from: its hand card when the page shows it, else the
// seat's hand row (a hidden hand).
const handSel = (seat, card) => `[data-side-seat="${seat}"] .sw-hand [data-card="${card}"], [data-side-seat="${seat}"] .sw-hand .backs`;

export function events({ match, view, prevView, events: list, history }) {
  const b = match.board;
  const cells = b.cells || cellsOf(prevView || view);
  const items = [];
  const cues = [];
  const steps = [];
  const at = (c) => (c ? { ...(cells.get(swKey(c)) || {}), cell: c } : null);
  // The first update seen may start inside a turn (a match's first turn has no `turn_started`;
  // a reload lands anywhere): its lines get the heading of the turn they belong to.
  if (!b.opened) {
    b.opened = true;
    const started = list.findIndex((e) => e.event === 'turn_started');
    if (started !== 0) {
      const before = started > 0;
      const turn = history ? 1 : (before ? view.turn - 1 : view.turn);
      const seat = history ? view.first : (before ? 1 - view.current : view.current);
      if (turn >= 1) items.push({ turnHead: { turn, seat } });
    }
  }
  // Where each card that moves this update started, so it slides from there once.
  const startedAt = new Map();
  for (const e of list) {
    const item = { e };
    switch (e.event) {
      // An attack's dice stay shown through the other player's turn that follows.
      case 'turn_started': if (b.roll && b.roll.seat === e.seat) b.roll = null; break;
      case 'phase_started': if (e.phase === 'attack') b.attackedEnemy = false; break;
      case 'placed': {
        const info = SW.cards.get(e.card);
        cells.set(swKey(e.at), { card: e.card, controller: e.seat, owner: e.seat, life: info?.life, attack: info?.attack });
        cues.push({ at: cellSel(e.at), kind: 'summon', text: swName(e.card) });
        steps.push({ kind: 'slide', at: unitSel(e.at), from: handSel(e.seat, e.card) });
        break;
      }
      case 'moved': {
        item.from = at(e.from);
        const x = cells.get(swKey(e.from));
        cells.delete(swKey(e.from));
        if (x) cells.set(swKey(e.to), x);
        const start = startedAt.get(swKey(e.from)) || e.from;
        startedAt.delete(swKey(e.from));
        startedAt.set(swKey(e.to), start);
        break;
      }
      case 'attack_declared':
        item.from = at(e.from);
        item.target = at(e.target);
        b.attack = { type: item.from.attack || null, target: e.target };
        // The cost of inaction is avoided by an attack on an enemy card (judged by control).
        if (item.target.controller != null && item.from.controller != null && item.target.controller !== item.from.controller) b.attackedEnemy = true;
        break;
      case 'ability_used':
        item.from = at(e.from);
        item.target = at(e.target);
        b.attack = null;
        break;
      case 'dice_rolled': {
        const hit = b.attack && b.attack.type;
        const faces = e.faces || [];
        item.hits = hit ? faces.filter((f) => f === hit).length : null;
        if (b.attack) {
          b.roll = { at: b.attack.target, faces, hit, hits: item.hits, seat: e.seat };
          cues.push({ at: cellSel(b.attack.target), kind: 'roll', text: t('sw.hits', { n: item.hits ?? 0 }) });
        }
        break;
      }
      case 'wounded':
        item.unit = at(e.at);
        cues.push({ at: cellSel(e.at), kind: 'damage', text: `−${e.amount}` });
        break;
      case 'healed':
        item.unit = at(e.at);
        cues.push({ at: cellSel(e.at), kind: 'heal', text: `+${e.amount}` });
        break;
      case 'charged': item.unit = at(e.at); break;
      case 'destroyed':
        cues.push({ at: cellSel(e.at), kind: 'ko', text: swName(e.card) });
        cells.delete(swKey(e.at));
        steps.push({ kind: 'leave', from: unitSel(e.at) });
        break;
      case 'control_changed': {
        item.unit = at(e.at);
        const x = cells.get(swKey(e.at));
        if (x) x.controller = e.controller;
        break;
      }
      case 'event_played':
        item.target = at(e.target);
        cues.push({ at: `[data-side-seat="${e.seat}"]`, kind: 'play', text: swName(e.card) });
        break;
      default: break;
    }
    items.push(item);
  }
  b.cells = cellsOf(view);
  for (const [to, from] of startedAt) {
    const [col, row] = to.split(',').map(Number);
    if (swKey(from) !== to) steps.push({ kind: 'slide', at: unitSel({ col, row }), from: unitSel(from) });
  }
  if (prevView && !history) note(match, steps);
  return { items, cues };
}

function unitText(x, ctx) {
  if (!x) return '';
  if (x.card == null) return t('sw.onCell', { cell: cellName(x.cell) });
  return `${ctx.whose(x.controller)} ${swName(x.card)}`.trim();
}

export function line(item, ctx) {
  if (item.turnHead) return { text: t('sw.l.turn', { n: item.turnHead.turn, whose: ctx.whose(item.turnHead.seat) }), cls: 'round', head: true };
  const e = item.e;
  const who = (s) => ctx.who(s);
  const card = (id) => (id != null ? swName(id) : t('sw.l.aCard'));
  switch (e.event) {
    case 'turn_started': return { text: t('sw.l.turn', { n: e.turn, whose: ctx.whose(e.seat) }), cls: 'round', head: true };
    case 'phase_started': return { text: t(`sw.phase.${e.phase}`), cls: 'phase dim' };
    case 'event_expired': return { text: t('sw.l.expired', { whose: ctx.whose(e.seat), card: swName(e.card) }), cls: 'dim' };
    case 'card_drawn': return { text: t('sw.l.drew', { who: who(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'card_discarded': return { text: t('sw.l.discarded', { who: who(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'card_revealed': return { text: t('sw.l.revealed', { who: who(e.seat), card: card(e.card) }) };
    case 'card_returned': return { text: t('sw.l.returned', { who: who(e.seat), card: card(e.card) }) };
    // The strips show each side's magic; the lines that change it say so already.
    case 'magic_changed': return null;
    case 'placed': {
      const info = SW.cards.get(e.card);
      const key = info && info.class === 'structure' ? 'sw.l.built' : 'sw.l.summoned';
      return { text: t(key, { who: who(e.seat), card: swName(e.card), cell: cellName(e.at) }), cls: 'played' };
    }
    case 'moved': return { text: t('sw.l.moved', { unit: unitText(item.from, ctx), from: cellName(e.from), to: cellName(e.to) }) };
    case 'attack_declared': return { text: t('sw.l.attacks', { unit: unitText(item.from, ctx), target: unitText(item.target, ctx) }), cls: 'skill' };
    case 'ability_used': return { text: t('sw.l.ability', { unit: unitText(item.from, ctx), target: item.target ? unitText(item.target, ctx) : '' }), cls: 'skill' };
    case 'dice_rolled': {
      const faces = (e.faces || []).map((f) => t(`sw.face.${f}`)).join(', ');
      return { text: t('sw.l.rolled', { who: who(e.seat), n: (e.faces || []).length, faces, hits: item.hits }), cls: 'roll' };
    }
    case 'wounded': return { text: t('sw.l.wounded', { unit: unitText(item.unit, ctx), n: e.amount, w: e.wounds, l: item.unit && item.unit.life }), cls: 'dmg' };
    case 'healed': return { text: t('sw.l.healed', { unit: unitText(item.unit, ctx), n: e.amount, w: e.wounds }), cls: 'heal' };
    case 'destroyed': return { text: t('sw.l.destroyed', { whose: ctx.whose(e.owner), card: swName(e.card), cell: cellName(e.at) }), cls: 'ko' };
    case 'charged': return { text: t('sw.l.charged', { unit: unitText(item.unit, ctx), n: e.charges }) };
    case 'control_changed': return { text: t('sw.l.control', { unit: unitText(item.unit, ctx), who: who(e.controller) }), cls: 'skill' };
    case 'event_played': return { text: t('sw.l.event', { who: who(e.seat), card: swName(e.card), target: item.target ? unitText(item.target, ctx) : '' }), cls: 'played' };
    case 'inaction': return { text: t('sw.l.inaction', { whose: ctx.whose(e.seat) }), cls: 'dmg' };
    case 'game_over': return { text: t('sw.l.won', { who: who(e.winner) }), cls: 'over' };
    default: return null;
  }
}
