// The Project Confix table for 2 to 6 players: the others in a row across the top in the order
// they sit round the table (your left-hand neighbour first, your right-hand one, the next
// player, last; drawn teams sit alternately, so not always in seat order), the
// shared plane in the middle, your place at the bottom, the decision panel, and your runes and
// hand docked below it so they never leave the screen.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { interaction } from './panel.js';
import { seatBox, dock } from './player.js';
import { planeStrip } from './plane.js';
import { bottomSeat, othersAround, teamName } from './names.js';

export function status(ctx) {
  const v = ctx.view;
  const step = v.combat ? t(`cfx.step.${v.combat.step}`) : '';
  return {
    round: v.turn ? t('cfx.roundTurn', { r: v.round, n: v.turn }) : t('cfx.setup'),
    phase: t(`cfx.phase.${v.phase}`),
    extra: step,
    turn: v.phase === 'opening' ? '' : t('cfx.turnOf', { whose: ctx.whose(v.current) }),
    yours: ctx.p.player && v.current === ctx.p.me,
  };
}

export function render(ctx) {
  const v = ctx.view;
  const n = v.players.length;
  const me = bottomSeat(ctx);
  const ui = interaction(ctx);
  const others = othersAround(v, me);
  return playArea({
    cls: `cfx-play cfx-seats-${n}`,
    field: [
      h('div', { key: 'others', class: 'cfx-others', style: `--cfx-cols:${others.length}`, 'data-testid': 'others' }, others.map((s) => seatBox(ctx, s, 'top', ui))),
      planeStrip(ctx, ui),
      seatBox(ctx, me, 'bottom', ui),
    ],
    panel: ui.panel,
    dock: dock(ctx, ui),
  });
}

// After the match: turns, and per player their team, life, the damage their cards and
// attacks dealt to enemy elementalists, damage taken, cards cast and creatures lost.
export function stats(ctx) {
  const s = ctx.match.board.stats;
  if (!s) return null;
  const v = ctx.view;
  const row = (pl) => h('tr', { key: pl.seat, class: pl.alive ? '' : 'out' },
    h('th', { scope: 'row' }, `${ctx.name(pl.seat)} · ${teamName(pl.team)}${pl.alive ? '' : ` · ${t('cfx.out')}`}`),
    h('td', null, String(pl.life)),
    h('td', null, String(s.dealt[pl.seat] || 0)),
    h('td', null, String(s.taken[pl.seat] || 0)),
    h('td', null, String(s.cast[pl.seat] || 0)),
    h('td', null, String(s.lost[pl.seat] || 0)));
  return h('div', { class: 'stats', 'data-testid': 'stats' },
    h('p', null, `${t('cfx.stats.turns')}: `, h('strong', { 'data-testid': 'turns' }, String(v.turn)), ` · ${t('cfx.stats.rounds')}: ${v.round}`),
    h('table', null,
      h('thead', null, h('tr', null, ['player', 'life', 'dealt', 'taken', 'cast', 'lost'].map((k) => h('th', { key: k }, t(`cfx.stats.${k}`))))),
      h('tbody', null, v.players.map(row))));
}
