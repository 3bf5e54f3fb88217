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
import { bottomSeat, othersAround, teamName, teamMark, cap } from './names.js';

export function status(ctx) {
  const v = ctx.view;
  const step = v.combat ? t(`cfx.step.${v.combat.step}`) : '';
  return {
    round: v.turn ? t('cfx.roundTurn', { r: v.round, n: v.turn }) : t('cfx.setup'),
    phase: t(`cfx.phase.${v.phase}`),
    extra: step,
    turn: v.phase === 'opening' ? '' : t('cfx.turnOf', { whose: ctx.whose(v.current) }),
    yours: ctx.p.player && v.current === ctx.p.me,
    // Every seat's state beside its clock, at any number of seats: life, or out.
    seats: v.players.map((pl) => ({ seat: pl.seat, state: pl.alive ? `${teamMark(pl.team)} ♥${pl.life}` : `${teamMark(pl.team)} ${t('cfx.out')}`, out: !pl.alive })),
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
      h('div', { key: 'middle', class: 'cfx-middle', 'data-testid': 'middle' },
        turnPlate(ctx),
        planeStrip(ctx, ui),
        ui.panel),
      seatBox(ctx, me, 'bottom', ui),
    ],
    panel: null,
    dock: dock(ctx, ui),
  });
}

// The middle of the table: the round, whose turn it is (in their team's colour) and the phase,
// or who decides now when it is not the seat whose turn it is.
function turnPlate(ctx) {
  const v = ctx.view;
  const over = ctx.match.outcome || v.outcome;
  const cur = v.players[v.current];
  const deciders = (ctx.update.decisions || []).filter((d) => d.seat !== v.current);
  return h('div', { key: 'turn', class: `cfx-turn${cur && !over ? ` team-${cur.team}` : ''}`, 'data-testid': 'turn-plate' },
    h('strong', { class: 'turn-round' }, v.turn ? t('cfx.roundTurn', { r: v.round, n: v.turn }) : t('cfx.setup')),
    over ? h('span', { class: 'turn-whose' }, t('status.over'))
      : [
        v.phase !== 'opening' && cur ? h('span', { key: 'w', class: 'turn-whose', 'data-testid': 'turn-whose' }, `▶ ${cap(t('cfx.turnOf', { whose: ctx.whose(v.current) }))}`) : null,
        h('span', { key: 'p', class: 'turn-phase' }, t(`cfx.phase.${v.phase}`), v.combat ? ` · ${t(`cfx.step.${v.combat.step}`)}` : ''),
        deciders.length ? h('span', { key: 'd', class: 'turn-deciding', 'data-testid': 'turn-deciding' },
          deciders.map((d) => `${cap(ctx.who(d.seat))}: ${t(`decision.${d.kind}`)}`).join(' · ')) : null,
      ]);
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
