// The Seven Square table: the opponent's strip at the top, the 7 × 7 board turned so that your
// first rank is at the bottom (the referee sees seat 0's), the decision panel, and your strip
// with your hand docked at the bottom. Each square shows its stack: the field (陣) underneath,
// then each side's units and mounts, riders on their mount, with attack and life as they are
// now; the enemy's cards point down (▼) and yours up (▲), as on a shogi board.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { SS, card, ssName, shortName, sqKey, sqName, deploys, modifier } from './catalog.js';
import { choices, clickSquare, select, panel, reasons } from './panel.js';
import { plainName } from './pieces.js';
import { play } from '../summoner_wars/motion.js';

export function status(ctx) {
  const v = ctx.view;
  const outcome = ctx.match.outcome || v.outcome;
  if (outcome) {
    const won = outcome.result === 'win' && outcome.winners && outcome.winners.length;
    return { round: v.turn ? t('ss.turn', { n: v.turn }) : t('ss.setup'), phase: t('ss.over'), extra: '', turn: won ? t('ss.wonBy', { who: ctx.who(outcome.winners[0]) }) : t('ss.drawn'), yours: false };
  }
  let extra = '';
  if (v.phase === 'move') extra = t('ss.actionsLeft', { n: v.actions_left, of: SS.actionsPerTurn });
  if (v.phase === 'battle' && v.battles.length) extra = t('ss.battlesDue', { n: v.battles.length });
  return {
    round: v.turn ? t('ss.turn', { n: v.turn }) : t('ss.setup'),
    phase: t(`ss.phase.${v.phase}`),
    extra,
    turn: v.phase === 'setup' ? '' : t('ss.turnOf', { whose: ctx.whose(v.current) }),
    yours: ctx.p.player && v.phase !== 'setup' && v.current === ctx.p.me,
  };
}

export function render(ctx) {
  play(ctx);
  const ch = choices(ctx);
  const bottom = ctx.p.referee ? 0 : ctx.p.me;
  return playArea({
    cls: 'ss-play',
    field: h('div', { class: 'ss-field-row' }, h('div', { class: 'ss-board-wrap' }, grid(ctx, bottom, ch)),
      h('div', { class: 'ss-aside' }, side(ctx, 1 - bottom, 'top', ch), legend(ctx, bottom))),
    panel: panel(ctx, ch),
    dock: side(ctx, bottom, 'bottom', ch),
  });
}

// What marks a highlighted square besides its colour.
const MARK = { deploy: '⇩', move: '•', shoot: '➶', heal: '✚', first_aid: '✚', mount: '騎', build: '陣', fight: '⚔' };

// How to read the board, beside it where there is room.
function legend(ctx, bottom) {
  const item = (mark, key, text) => h('li', { key }, h('span', { class: 'ss-legend-mark', 'aria-hidden': 'true' }, mark), ` ${text || t(`ss.legend.${key}`)}`);
  // A spectator's sides are named: neither is theirs.
  const named = (seat) => (ctx.p.player ? null : t('ss.legend.cardsOf', { whose: ctx.whose(seat) }));
  return h('section', { class: 'ss-legend', 'aria-label': t('ss.legend') },
    h('ul', null, item('▲', 'mine', named(bottom)), item('▼', 'theirs', named(1 - bottom)), item('将', 'general'), item('⊂', 'troop'), item('⚔ ♥', 'stats'),
      item('陣', 'field'), item('陣出', 'deployField')),
    h('ul', null, Object.entries(MARK).map(([k, m]) => item(m, `t.${k}`))));
}

function grid(ctx, bottom, ch) {
  const view = ctx.view;
  const size = SS.size;
  const up = [...Array(size).keys()];
  const ranks = bottom === 1 ? up : [...up].reverse();
  const files = bottom === 1 ? [...up].reverse() : up;
  const bySquare = new Map();
  for (const p of view.pieces || []) {
    const k = sqKey(p.at);
    if (!bySquare.has(k)) bySquare.set(k, { pieces: [], field: null });
    bySquare.get(k).pieces.push(p);
  }
  for (const fl of view.fields || []) {
    const k = sqKey(fl.at);
    if (!bySquare.has(k)) bySquare.set(k, { pieces: [], field: null });
    bySquare.get(k).field = fl;
  }
  const battles = new Set((view.battles || []).map(sqKey));
  const f = ch.flow;
  const selectedAt = f && f.piece != null ? ch.where.get(f.piece)?.at : null;
  // Rows exist for assistive technology only: the squares are laid out by the board's grid.
  const rows = [h('div', { key: 'files', class: 'ss-row', role: 'row' },
    h('span', { key: 'corner', class: 'ss-axis', role: 'presentation' }, ''),
    files.map((c) => h('span', { key: `f${c}`, class: 'ss-axis', role: 'columnheader' }, 'abcdefg'[c])))];
  ranks.forEach((rank, vrow) => {
    const cells = [h('span', { key: `r${rank}`, class: 'ss-axis', role: 'rowheader' }, String(rank + 1))];
    for (const file of files) {
      const k = `${file},${rank}`;
      cells.push(square(ctx, ch, { file, rank }, k, vrow, bySquare.get(k) || { pieces: [], field: null }, battles.has(k), selectedAt && sqKey(selectedAt) === k));
    }
    rows.push(h('div', { key: `rank${rank}`, class: 'ss-row', role: 'row' }, cells));
  });
  return h('div', {
    key: 'grid', class: 'ss-board', 'data-testid': 'board', 'data-bottom-seat': bottom, role: 'grid', 'aria-label': t('ss.board'),
  }, rows);
}

function square(ctx, ch, at, k, vrow, stack, battle, selected) {
  const f = ch.flow;
  const aimed = ch.targets.get(k);
  const actors = stack.pieces.filter((p) => ch.byPiece.has(p.piece));
  const fights = !f ? ch.fightsAt.get(k) : null;
  const kinds = aimed ? [...new Set(aimed.map((a) => (f.fight ? 'fight' : a.action)))] : [];
  const cls = ['ss-square', (at.file + at.rank) % 2 ? 'dark' : 'light'];
  if (actors.length && !f) cls.push('can-act');
  if (selected) cls.push('selected');
  if (aimed) cls.push('target', ...kinds.map((x) => `t-${x}`));
  if (f && f.pick === k) cls.push('picked');
  if (battle) cls.push('battle');
  if (fights) cls.push('fight');
  if (stack.field && deploys(stack.field.card)) cls.push('deploy-field');
  const marks = [...kinds.map((x) => MARK[x]), fights ? MARK.fight : null].filter(Boolean);
  const interactive = !!(aimed || actors.length || fights || f);
  const mine = stack.pieces.filter((p) => p.controller === ctx.p.me);
  const theirs = stack.pieces.filter((p) => p.controller !== ctx.p.me);
  // Cards on the square: each unit or mount, and each rider on a mount.
  const cards = stack.pieces.reduce((n, p) => n + 1 + p.riders.length, 0);
  const stacked = cards > 1;
  if (stacked) cls.push('stacked');
  if (stacked && stackOpen(ctx) === k) cls.push('open');
  const words = [sqName(at)];
  if (stack.field) words.push(t('ss.fieldLabel', { name: ssName(stack.field.card), l: stack.field.life }));
  for (const p of stack.pieces) words.push(pieceLabel(ctx, p));
  if (battle) words.push(t('ss.battleHere'));
  if (aimed) words.push(aimed.map((a) => a.action).join(', '));
  const click = (ev) => {
    // A rider stands for its mount: the troop is what acts and what is aimed at.
    const chip = ev.target instanceof Element ? ev.target.closest('[data-testid=piece], [data-testid=stack-piece]') : null;
    const piece = chip ? Number(chip.dataset.piece) : null;
    clickSquare(ctx, ch, k, piece);
  };
  return h('div', {
    key: k, class: cls.join(' '), 'data-testid': 'square', 'data-sq': k, 'data-vrow': vrow, role: 'gridcell',
    'aria-label': words.join('; '), tabindex: aimed || fights ? 0 : null,
    'data-targets': kinds.length ? kinds.join(' ') : null,
    'data-acts': actors.length ? 'act' : null,
    onclick: interactive ? click : null,
    onkeydown: interactive ? (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); click(ev); } } : null,
  },
  stack.field ? fieldBand(stack.field) : null,
  // Two lines a card while they fit: three cards, or two above a field, take one line each.
  // A square holding several cards shows the one on top and how many there are; the whole
  // stack opens on hover (to read) or on a tap of the count (to read and pick).
  stacked
    ? h('div', { class: 'ss-stack' }, chip(ctx, ch, topOf(ctx, ch, stack.pieces)))
    : h('div', { class: `ss-stack${stack.pieces.length + (stack.field ? 1 : 0) > 2 ? ' crowded' : ''}` },
      theirs.map((p) => chip(ctx, ch, p)),
      mine.map((p) => chip(ctx, ch, p))),
  stacked ? stackCount(ctx, k, stack.pieces, battle) : null,
  stacked ? h('div', { class: 'ss-pop', 'data-testid': 'stack', role: 'group', 'aria-label': t('ss.stackOf', { sq: sqName(at), n: cards }) },
    [...theirs, ...mine].map((p) => chip(ctx, ch, p, { full: true }))) : null,
  marks.length ? h('span', { class: 'ss-mark', 'aria-hidden': 'true' }, marks.join('')) : null,
  battle ? h('span', { class: 'ss-battle', title: t('ss.battleHere'), 'aria-hidden': 'true' }, '⚔') : null);
}

// The card a stack shows on top: the one being picked or aimed at, else one of yours that can
// act, else a general, else the last to arrive.
function topOf(ctx, ch, pieces) {
  const f = ch.flow;
  const aimed = f ? new Set([...ch.targets.values()].flat().flatMap((a) => [a.target, a.mount]).filter((x) => x != null)) : new Set();
  return pieces.find((p) => f && f.piece === p.piece)
    || pieces.find((p) => aimed.has(p.piece))
    || (!f && pieces.find((p) => ch.byPiece.has(p.piece)))
    || pieces.find((p) => p.general || p.riders.some((r) => r.general))
    || pieces[pieces.length - 1];
}

// The count of a stack's cards (riders counted with their mount), which opens it: yours (▲) and
// the enemy's (▼) counted apart.
function stackCount(ctx, k, pieces, battle) {
  const count = (list) => list.reduce((n, p) => n + 1 + p.riders.length, 0);
  const mine = count(pieces.filter((p) => p.controller === ctx.p.me));
  const theirs = count(pieces) - mine;
  const words = t('ss.stackCount', { n: mine + theirs, mine, theirs });
  return h('button', {
    type: 'button', class: 'ss-count', 'data-testid': 'stack-count', 'data-count': mine + theirs, 'aria-label': words, title: words,
    // Opens or closes this stack only; a pick, an update or Escape closes it (see stackOpen).
    onclick: (ev) => {
      ev.stopPropagation();
      const sq = ev.currentTarget.closest('[data-testid=square]');
      const open = !sq.classList.contains('open');
      ctx.match.openStack = open ? { k, update: ctx.update, flow: ctx.match.flow } : null;
      document.querySelectorAll('[data-testid=square].open').forEach((x) => x.classList.remove('open'));
      sq.classList.toggle('open', open);
    },
  }, mine ? h('span', { class: 'mine' }, `▲${mine}`) : null, theirs ? h('span', { class: 'theirs' }, `▼${theirs}`) : null,
  battle ? h('span', { class: 'battle', 'aria-hidden': 'true' }, '⚔') : null);
}

// The square whose stack is open: it stays open through redraws of the same update and the
// same half-made choice (a message about the lobby, a clock), and closes with a new update, a
// pick or Escape.
function stackOpen(ctx) {
  const o = ctx.match.openStack;
  return o && o.update === ctx.update && o.flow === ctx.match.flow ? o.k : null;
}

function pieceLabel(ctx, p) {
  const name = p.riders.length ? plainName({ card: p.card, riders: p.riders.map((r) => r.card) }) : (p.card == null ? t('ss.faceDown') : ssName(p.card));
  const general = p.general || p.riders.some((r) => r.general);
  return t('ss.pieceLabel', { whose: ctx.whose(p.controller), name, a: p.attack, l: p.life, general });
}

function fieldBand(fl) {
  const info = card(fl.card);
  const hurt = info && info.life != null && fl.life < info.life;
  return h('div', {
    class: `ss-field owner-${fl.owner}`, 'data-testid': 'field-card', 'data-piece': fl.piece, 'data-kind': 'field', 'data-card': fl.card,
    'data-tip': `seven_square:card:${fl.card}`, tabindex: 0, 'aria-label': t('ss.fieldLabel', { name: ssName(fl.card), l: fl.life }),
  },
  h('span', { class: 'ss-field-mark', 'aria-hidden': 'true' }, deploys(fl.card) ? '陣出' : '陣'),
  h('span', { class: 'ss-name' }, shortName(fl.card)),
  h('span', { class: `ss-num${hurt ? ' hurt' : ''}` }, `♥${fl.life}`));
}

// One unit or mount (with its riders) on a square; `full` draws it in an opened stack, with
// its whole name.
function chip(ctx, ch, p, { full = false } = {}) {
  const named = full ? ssName : shortName;
  const mine = p.controller === ctx.p.me;
  const f = ch.flow;
  const general = p.general || p.riders.some((r) => r.general);
  const picked = f && f.piece === p.piece;
  const actor = ch.byPiece.has(p.piece);
  const aimed = f && [...ch.targets.values()].flat().some((a) => a.target === p.piece || a.mount === p.piece);
  const cls = ['ss-piece', mine ? 'mine' : 'theirs', `seat-${p.controller}`, `kind-${p.kind}`];
  if (general) cls.push('general');
  if (p.acted) cls.push('acted');
  if (!p.ready && ctx.view.current === p.controller && ctx.view.phase !== 'setup') cls.push('fresh');
  if (picked) cls.push('selected');
  if (actor && !f) cls.push('actor');
  if (aimed) cls.push('aimed');
  if (p.face_down) cls.push('face-down');
  const riders = p.riders.map((r) => h('span', {
    key: r.piece, class: `ss-rider${r.general ? ' general' : ''}`, 'data-piece': r.piece, 'data-card': r.card,
    'data-tip': `seven_square:card:${r.card}`, tabindex: 0, 'aria-label': ssName(r.card),
  }, r.general ? h('span', { class: 'ss-general', 'aria-hidden': 'true' }, '将') : null, named(r.card)));
  const info = card(p.card);
  const stats = p.attack != null || p.life != null
    ? `⚔${p.attack ?? '–'} ♥${p.life ?? '–'}`
    : (p.kind === 'mount' && info ? `${modifier(info.attack_modifier)}/${modifier(info.life_modifier)}` : '');
  const flags = [p.acted ? t('ss.acted') : '', cls.includes('fresh') ? t('ss.fresh') : ''].filter(Boolean);
  return h('div', {
    key: p.piece, class: cls.join(' '), 'data-testid': full ? 'stack-piece' : 'piece', 'data-piece': p.piece, 'data-card': p.card ?? null,
    'data-side': mine ? 'mine' : 'theirs', 'data-general': general ? 'true' : null,
    'data-tip': p.card == null ? 'seven_square:back:0' : `seven_square:card:${p.card}`, tabindex: 0,
    'aria-label': pieceLabel(ctx, p) + (flags.length ? ` (${flags.join(', ')})` : ''),
    'aria-pressed': actor ? (picked ? 'true' : 'false') : null,
  },
  h('span', { class: 'ss-line' },
    h('span', { class: 'ss-arrow', 'aria-hidden': 'true' }, mine ? '▲' : '▼'),
    p.general ? h('span', { class: 'ss-general', title: t('ss.general') }, '将') : null,
    // A troop reads riders first, then the mount they sit on.
    riders.length ? h('span', { class: 'ss-riders' }, riders) : h('span', { class: 'ss-name' }, p.kind === 'mount' ? `騎${named(p.card)}` : named(p.card))),
  h('span', { class: 'ss-line' },
    riders.length ? h('span', { class: 'ss-name ss-mount' }, `⊂${named(p.card)}`) : null,
    stats ? h('span', { class: 'ss-num', 'data-testid': 'stats' }, stats) : null));
}

function handCard(ctx, ch, seat, id, i, why, clickable) {
  const info = card(id);
  const f = ch.flow;
  const kind = info ? t(`ss.kind.${info.kind}`) : '';
  const nums = info && info.kind === 'unit' ? `⚔${info.attack} ♥${info.life} ➜${info.movement}`
    : (info && info.kind === 'mount' ? `${modifier(info.attack_modifier)}/${modifier(info.life_modifier)} ➜${info.movement}` : (info ? `♥${info.life}` : ''));
  const inner = [
    h('span', { class: 'card-name' }, ssName(id)),
    h('small', null, [kind, info ? t('ss.ipCost', { n: info.cost }) : ''].filter(Boolean).join(' · ')),
    h('small', { class: 'ss-card-nums' }, nums),
  ];
  const base = { key: `${i}:${id}`, 'data-card': id, 'data-zone': 'hand', 'data-tip': `seven_square:card:${id}`, 'data-testid': 'hand-card' };
  const redraw = ch.redrawFlow || (ctx.mine && ctx.mine.kind === 'redraw' && ctx.acts.length ? { picks: [] } : null);
  if (clickable && redraw) {
    const on = redraw.picks.includes(i);
    return h('button', {
      ...base, type: 'button', class: `card ss-card kind-${info?.kind}`, 'aria-pressed': on ? 'true' : 'false', 'data-redraw': 'true',
      onclick: () => ctx.setFlow({ kind: 'redraw', picks: on ? redraw.picks.filter((x) => x !== i) : [...redraw.picks, i] }),
    }, inner);
  }
  const options = clickable ? ch.byCard.get(`hand:${id}`) : null;
  if (options) {
    const on = f && f.card === id && f.zone === 'hand';
    return h('button', {
      ...base, type: 'button', class: `card ss-card playable kind-${info?.kind}`, 'data-playable': 'true',
      'data-acts': [...new Set(options.map((a) => a.action))].join(' '), 'aria-pressed': on ? 'true' : 'false',
      onclick: () => select(ctx, on ? null : { card: id, zone: 'hand' }),
    }, inner);
  }
  const reason = clickable ? why.get(id) : null;
  return h('span', {
    ...base, class: `card ss-card kind-${info?.kind}${reason ? ' greyed' : ''}`, tabindex: 0,
    'data-reason': reason || null, 'aria-disabled': reason ? 'true' : null,
  }, inner, reason ? h('small', { class: 'reason', 'data-testid': 'card-reason' }, reason) : null,
  reason ? h('span', { class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null);
}

// The Temple of the Sun: public, browsed in a pop-up list; cards a field lets you deploy
// from it are offered beside your hand.
function temple(ctx, ch, seat, pl) {
  const list = pl.temple || [];
  return h('details', { key: 'temple', class: 'ss-temple', 'data-testid': `temple-${seat}` },
    h('summary', null, t('ss.temple', { n: list.length })),
    h('div', { class: 'ss-temple-list' },
      list.length
        ? list.map((id, i) => h('span', { key: `${i}:${id}`, class: 'chip', tabindex: 0, 'data-card': id, 'data-tip': `seven_square:card:${id}` }, ssName(id)))
        : h('span', { class: 'hint' }, t('ss.templeEmpty'))));
}

function side(ctx, seat, where, ch) {
  const view = ctx.view;
  const pl = view.players[seat];
  if (!pl) return null;
  const visible = Array.isArray(pl.hand);
  const clickable = visible && seat === ctx.p.me && ctx.p.player;
  const why = clickable ? reasons(ctx) : new Map();
  const f = ch.flow;
  const hand = h('div', { key: 'hand', class: `hand ss-hand${pl.hand_count > 4 ? ' many' : ''}`, 'data-testid': `hand-${where}`, 'data-hand-seat': seat },
    h('span', { class: 'zone-label' }, t('ss.handN', { n: pl.hand_count })),
    visible
      ? (pl.hand.length ? pl.hand.map((id, i) => handCard(ctx, ch, seat, id, i, why, clickable)) : h('span', { class: 'hint' }, t('ss.noHand')))
      : [h('span', { key: 'backs', class: 'backs' }, Array.from({ length: Math.min(pl.hand_count, 12) }, (_, i) => h('span', { key: i, class: 'card back', title: t('ss.hidden') }))),
        h('span', { key: 'n', class: 'hint' }, ` ${t('ss.cards', { n: pl.hand_count })}`)]);
  const fromTemple = clickable ? [...ch.byCard.keys()].filter((k) => k.startsWith('temple:')).map((k) => Number(k.slice(7))) : [];
  const raise = fromTemple.length ? h('div', { key: 'raise', class: 'hand' },
    h('span', { class: 'zone-label' }, t('ss.fromTemple')),
    fromTemple.map((id) => {
      const on = f && f.card === id && f.zone === 'temple';
      return h('button', {
        key: id, type: 'button', class: 'card ss-card playable', 'data-testid': 'temple-card', 'data-zone': 'temple', 'data-card': id, 'data-playable': 'true',
        'data-tip': `seven_square:card:${id}`, 'aria-pressed': on ? 'true' : 'false', onclick: () => select(ctx, on ? null : { card: id, zone: 'temple' }),
      }, h('span', { class: 'card-name' }, ssName(id)));
    })) : null;
  const setup = view.phase === 'setup'
    ? h('span', { class: 'hint' }, ` · ${pl.redrawn ? t('ss.setupDone') : (pl.general_placed ? t('ss.generalDown') : '')}`)
    : null;
  const head = h('div', { key: 'head', class: 'side-head' },
    h('span', { class: `ss-dot seat-${seat}`, 'aria-hidden': 'true' }, where === 'bottom' ? '▲' : '▼'),
    h('strong', { class: 'side-name' }, ctx.name(seat), ctx.p.player && seat === ctx.p.me ? ` (${t('you')})` : ''),
    h('span', { class: 'badge ip', 'data-testid': `ip-${seat}` }, t('ss.ip', { n: pl.ip })),
    h('span', { class: 'hint', 'data-testid': `deck-${seat}` }, ` ${t('ss.deck', { n: pl.deck_count })} · `),
    temple(ctx, ch, seat, pl),
    setup,
    view.current === seat && !view.outcome && view.phase !== 'setup' ? h('span', { class: 'badge turn' }, t('ss.toAct')) : null);
  return h('section', { key: where, class: `side ${where} ss-side`, 'data-seat': seat, 'data-side-seat': seat, 'data-testid': `side-${where}` }, head, hand, raise);
}
