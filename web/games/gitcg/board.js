// The Genius Invokation TCG table, laid out as players know it: the opponent's side at the
// top and yours at the bottom, each with its characters as upright cards in the middle, its
// supports to the left and its summons to the right; between the two sides the round, whose
// turn it is and the decision at hand; your dice and hand docked at the bottom. Each redraw
// animates from the previous one (`widgets/animate.js`).
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { animateNextDraw } from '../../js/widgets/animate.js';
import { charName } from './catalog.js';
import { characterCard, token } from './character.js';
import { handRow, diceRow, scrollHint } from './hand.js';
import { installIconStyles, icon } from './icons.js';
import { interaction } from './panel.js';

export function status(ctx) {
  const v = ctx.view;
  return {
    round: v.round ? t('g.round', { n: v.round }) : t('g.setup'),
    phase: t(`phase.${v.phase}`),
    turn: v.turn != null ? t('g.turnOf', { whose: ctx.whose(v.turn) }) : '',
    yours: ctx.p.player && v.turn === ctx.p.me,
  };
}

// Which seat is drawn where: yours at the bottom (seat 0's for a referee).
export function seatsOf(ctx) {
  const { p } = ctx;
  return { top: p.referee ? 1 : 1 - p.me, bottom: p.referee ? 0 : p.me };
}

export function render(ctx) {
  installIconStyles();
  const { top, bottom } = seatsOf(ctx);
  const viewer = ctx.view.viewer || {};
  const scope = `${ctx.match.id}:${viewer.kind}:${viewer.seat ?? viewer.behind ?? ''}:${ctx.replay ? 'replay' : 'live'}`;
  animateNextDraw(scope);
  // After this draw, mark whether the hand has more cards past an edge.
  queueMicrotask(() => scrollHint(document.querySelector(`[data-anim-scope="${CSS.escape(scope)}"] [data-testid=hand-bottom]`)));
  const ui = interaction(ctx);
  return h('div', { class: 'gitcg-board', 'data-anim-scope': scope },
    playArea({
      cls: 'gitcg-play',
      field: [
        side(ctx, top, 'top', ui),
        centre(ctx, ui),
        side(ctx, bottom, 'bottom', ui),
      ],
      panel: null,
      dock: dock(ctx, bottom, ui),
    }));
}

// The middle of the table: the round and whose turn it is, and the decision panel.
function centre(ctx, ui) {
  const v = ctx.view;
  const { top } = seatsOf(ctx);
  let turn = null;
  if (v.phase === 'action' && v.turn != null) {
    turn = h('span', { class: `turn-mark ${v.turn === top ? 'up' : 'down'}`, 'data-testid': 'turn-mark' },
      h('span', { class: 'turn-arrow', 'aria-hidden': 'true' }, v.turn === top ? '▲' : '▼'), ' ', t('g.turnOf', { whose: ctx.whose(v.turn) }));
  }
  return h('div', { key: 'centre', class: 'centre', 'data-testid': 'centre' },
    h('div', { class: 'round-box', 'data-testid': 'round-box' },
      h('strong', { class: 'round-n' }, v.round ? t('g.round', { n: v.round }) : t('g.setup')),
      h('span', { class: 'phase-name' }, t(`phase.${v.phase}`)),
      turn),
    ui.panel ? h('div', { class: 'panel-slot' }, ui.panel) : null);
}

// One side: its player's plate, then supports, characters and summons.
function side(ctx, seat, where, ui) {
  const pl = ctx.view.players[seat];
  const active = pl.characters.find((c) => c.active);
  const chars = h('div', { class: 'chars' }, pl.characters.map((c) => characterCard(ctx, seat, c, {
    onPick: ui.pick[`${seat}:${c.slot}`], combat: c === active ? pl.combat_statuses : null,
  })));
  // Combat statuses with no active character yet (or none alive) still show.
  const loose = !active && pl.combat_statuses.length
    ? h('div', { class: 'combat loose', 'data-zone': `combat-${seat}` }, pl.combat_statuses.map((e, i) => token(e, `cs:${seat}:${e.id}:${i}`, 'combat')))
    : null;
  return h('section', {
    key: where, class: `side ${where}${ctx.view.turn === seat && ctx.view.phase === 'action' ? ' to-act' : ''}${pl.declared_end ? ' ended' : ''}`,
    'data-seat': seat, 'data-side-seat': seat, 'data-testid': `side-${where}`, 'aria-label': ctx.name(seat),
  },
  plate(ctx, seat, where),
  h('div', { class: 'side-row' },
    zone('supports', seat, t('g.supports'), pl.supports.map((e, i) => token(e, `sp:${seat}:${e.id}:${i}`, 'support'))),
    chars,
    zone('summons', seat, t('g.summons'), pl.summons.map((e, i) => token(e, `sm:${seat}:${e.id}:${i}`, 'summon')))),
  loose);
}

function zone(kind, seat, title, tokens) {
  return h('div', { key: kind, class: `zone zone-${kind}`, 'data-zone': `${kind}-${seat}`, role: 'group', 'aria-label': title, 'data-testid': `${kind}-zone` },
    tokens.length ? tokens : h('span', { class: 'zone-empty', 'aria-hidden': 'true' }, icon(kind === 'summons' ? 'summon' : 'support', '')));
}

// A player's plate: name, whose turn, their clock, what they hold (the opponent's hand as card
// backs, their dice as a count), the deck, and whether they ended the round.
function plate(ctx, seat, where) {
  const pl = ctx.view.players[seat];
  const you = ctx.p.player && seat === ctx.p.me;
  const deciding = (ctx.update.decisions || []).find((d) => d.seat === seat);
  // What the seat is deciding; its clock is in the status bar above the table.
  return h('div', { class: 'plate', 'data-testid': `plate-${where}` },
    h('strong', { class: 'side-name' }, you ? t('you') : ctx.name(seat)),
    deciding ? h('span', { class: 'badge deciding', 'data-testid': 'deciding' }, t(`decision.${deciding.kind}`)) : null,
    pl.declared_end ? h('span', { class: 'badge ended', 'data-testid': 'ended' }, t('g.ended')) : null,
    pl.legend_used ? h('span', { class: 'badge dim' }, t('g.legendUsed')) : null,
    where === 'top' ? handRow(ctx, seat, 'top', { mode: 'plain' }) : null,
    where === 'top' || !Array.isArray(pl.dice) ? diceRow(ctx, seat, where, { mode: 'plain' }) : null,
    h('span', { class: 'deck-n', title: t('g.deckLeft', { n: pl.deck_count }), role: 'img', 'aria-label': t('g.deckLeft', { n: pl.deck_count }) },
      h('span', { class: 'deck-ico', 'aria-hidden': 'true' }), String(pl.deck_count)));
}

// Your dice and your hand, at the bottom of the screen (null when the panel shows both, as
// while the opening hand is chosen before any die is rolled).
function dock(ctx, seat, ui) {
  const pl = ctx.view.players[seat];
  const seen = Array.isArray(pl.hand);
  const dice = ui.dice !== false && Array.isArray(pl.dice) && pl.dice.length
    ? h('div', { key: 'dice', class: 'dice-box' }, diceRow(ctx, seat, 'bottom', ui.dice)) : null;
  const hand = ui.hand === false ? null : h('div', { key: 'hand', class: 'hand-box' },
    h('span', { class: 'zone-label hand-label' }, t('g.hand'), seen ? ` ${pl.hand.length}` : ''),
    handRow(ctx, seat, 'bottom', ui.hand),
    h('span', { class: 'more-hint', 'aria-hidden': 'true' }, '›'));
  // The hand comes first in the page (the dice are drawn beside it by CSS): dice that come
  // and go (none after the round) must never move the hand, which would drop its focus.
  return dice || hand ? [hand, dice] : null;
}

// After the match: rounds, and per character the damage its skills dealt, what it took and
// was healed.
export function stats(ctx) {
  const s = ctx.match.board.stats;
  if (!s) return null;
  const row = (seat, c) => {
    const k = `${seat}:${c.slot}`;
    return h('tr', { key: k },
      h('th', { scope: 'row' }, `${ctx.name(seat)} · ${charName(c.id, c.name)}`),
      h('td', null, String(s.dealt[k] || 0)), h('td', null, String(s.taken[k] || 0)), h('td', null, String(s.healed[k] || 0)));
  };
  return h('div', { class: 'stats', 'data-testid': 'stats' },
    h('p', null, `${t('stats.rounds')}: `, h('strong', { 'data-testid': 'rounds' }, String(ctx.view.round))),
    h('table', null,
      h('thead', null, h('tr', null, h('th', null, t('stats.char')), h('th', null, t('stats.dealt')), h('th', null, t('stats.taken')), h('th', null, t('stats.healed')))),
      h('tbody', null, ctx.view.players.flatMap((pl, seat) => pl.characters.map((c) => row(seat, c))))));
}
