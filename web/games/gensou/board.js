// The 幻想梦斗符 table: the opponent's half at the top, the duel zone with the battle in
// progress in the middle, your half below it, the decision panel, and your hand docked at the
// bottom. A referee sees seat 1 at the top and seat 0 below, both hands face up.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { cardName, card, kindText, numbers } from './catalog.js';
import { side } from './side.js';
import { duel } from './duel.js';
import { interaction } from './panel.js';
import { play } from '../summoner_wars/motion.js';

export function status(ctx) {
  const v = ctx.view;
  const outcome = ctx.match.outcome || v.outcome;
  if (outcome) {
    const won = outcome.result === 'win' && outcome.winners && outcome.winners.length;
    return { round: t('gs.turn', { n: v.turn }), phase: t('gs.over'), extra: '', turn: won ? t('gs.wonBy', { who: ctx.who(outcome.winners[0]) }) : t('gs.drawn'), yours: false };
  }
  const search = v.phase === 'search';
  let extra = '';
  if (v.phase === 'battle' && v.window !== 'main') extra = t(`gs.window.${v.window}`);
  return {
    round: search ? t('gs.setup') : t('gs.turn', { n: v.turn }),
    phase: t(`gs.phase.${v.phase}`),
    extra,
    turn: search ? '' : t('gs.turnOf', { whose: ctx.whose(v.attacker) }),
    yours: ctx.p.player && !search && v.attacker === ctx.p.me,
  };
}

export function render(ctx) {
  play(ctx);
  const { p } = ctx;
  const top = p.referee ? 1 : 1 - p.me;
  const bottom = p.referee ? 0 : p.me;
  const ui = interaction(ctx);
  return playArea({
    cls: 'gs-play',
    field: [side(ctx, top, 'top', ui), duel(ctx, top, bottom), side(ctx, bottom, 'bottom', ui)],
    panel: ui.panel,
    dock: hand(ctx, bottom, ui.hand),
  });
}

// Your hand: each card a button while you decide (usable ones marked, the others greyed with
// the reason, all selectable to read them), else a plain card with its text as a tooltip.
function hand(ctx, seat, mode) {
  const pl = ctx.view.players[seat];
  const cards = Array.isArray(pl.hand) ? pl.hand : null;
  let body;
  if (!cards) {
    body = h('span', { class: 'backs' }, Array.from({ length: pl.hand_count }, (_, i) => h('span', { key: i, class: 'card back', title: t('gs.hidden') })));
  } else if (!cards.length) {
    body = h('span', { class: 'hint' }, t('gs.empty'));
  } else {
    body = cards.map((id, i) => handCard(id, i, mode));
  }
  return h('div', { key: 'hand-bottom', class: 'hand gs-hand', 'data-testid': 'hand-bottom', 'data-hand-seat': seat, role: 'group', 'aria-label': t('gs.hand') },
    h('span', { class: 'zone-label' }, t('gs.handN', { n: pl.hand_count })), body);
}

function handCard(id, i, mode) {
  const c = card(id);
  const inner = [
    h('span', { class: 'card-name' }, cardName(id)),
    h('small', { class: 'card-nums' }, [kindText(c), numbers(c)].filter(Boolean).join(' · ')),
  ];
  const base = { key: `${i}:${id}`, 'data-tip': `gensou:card:${id}`, 'data-card': id, 'data-testid': 'hand-card' };
  const kind = c ? ` kind-${c.kind}` : '';
  if (mode.mode !== 'act') return h('span', { ...base, class: `card gs-hand-card${kind}`, tabindex: 0 }, inner);
  const st = mode.states[i];
  const usable = st.acts.length > 0;
  return h('button', {
    ...base, type: 'button', class: `card gs-hand-card${kind}${usable ? ' playable' : ''}${st.reason ? ' greyed' : ''}`,
    'aria-pressed': mode.selected === i ? 'true' : 'false', 'data-playable': usable ? 'true' : null,
    'data-acts': usable ? [...new Set(st.acts.map((a) => a.action))].join(' ') : null,
    'data-reason': st.reason, onclick: () => mode.onSelect(i),
  }, inner, st.reason ? h('span', { class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null);
}

// After the match: turns, and per player the damage dealt in battle and by effects, damage
// taken and healed, hits, cards declared and countered with, cards and orbs broken.
export function stats(ctx) {
  const s = ctx.match.board.stats;
  if (!s) return null;
  const rows = ['battle', 'effect', 'taken', 'healed', 'hits', 'declared', 'counters', 'broken', 'orbs'];
  return h('div', { class: 'stats', 'data-testid': 'stats' },
    h('p', null, `${t('gs.stats.turns')}: `, h('strong', { 'data-testid': 'turns' }, String(Math.max(s.turns, ctx.view.turn)))),
    h('table', null,
      h('thead', null, h('tr', null, h('th', null, ''), [0, 1].map((seat) => h('th', { key: seat, scope: 'col' }, ctx.name(seat))))),
      h('tbody', null, rows.map((k) => h('tr', { key: k, 'data-stat': k },
        h('th', { scope: 'row' }, t(`gs.stats.${k}`)),
        [0, 1].map((seat) => h('td', { key: seat }, String(s[k][seat]))))),
      h('tr', { key: 'hp' }, h('th', { scope: 'row' }, t('gs.stats.hp')), [0, 1].map((seat) => h('td', { key: seat }, String(ctx.view.players[seat].hp)))),
      h('tr', { key: 'pop' }, h('th', { scope: 'row' }, t('gs.stats.popularity')), [0, 1].map((seat) => h('td', { key: seat }, String(ctx.view.players[seat].popularity)))))));
}
