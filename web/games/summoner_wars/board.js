// The Summoner Wars table: the battlefield turned so that your back row is at the bottom, the
// opponent's strip, the decision panel and your hand. On a wide screen the whole 6 × 8
// battlefield takes the window's height on the left and the strips and panel stand beside it;
// on a narrow one they stack. A card on the battlefield is a tile: its class as an icon, its
// name (shortened, never its numbers), its attack as an icon with its strength, its life as
// pips (wounds struck through). Every card carries its ability or event text as a tooltip; an
// attack's dice stay on the space attacked.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { die } from '../../js/widgets/dice.js';
import { SW, swName, swKey, cellName } from './catalog.js';
import { choices, clickCell, select, panel, handReasons } from './panel.js';
import { play } from './motion.js';

export function status(ctx) {
  const v = ctx.view;
  const outcome = v.outcome || ctx.match.outcome;
  if (outcome) {
    return { round: t('sw.turn', { n: v.turn }), phase: t('sw.over'), extra: '', turn: overText(ctx, outcome), yours: false };
  }
  let extra = '';
  if (v.phase === 'move') extra = t('sw.movesLeft', { n: v.moves_left });
  if (v.phase === 'attack') extra = t('sw.attacksLeft', { n: v.attacks_left });
  return {
    round: t('sw.turn', { n: v.turn }),
    phase: t(`sw.phase.${v.phase}`),
    extra,
    turn: t('sw.turnOf', { whose: ctx.whose(v.current) }),
    yours: ctx.p.player && v.current === ctx.p.me,
  };
}

// Who won, in the status bar once the match is over.
function overText(ctx, outcome) {
  if (outcome.result === 'win' && outcome.winners && outcome.winners.length) return t('sw.wonBy', { who: ctx.who(outcome.winners[0]) });
  return t('sw.drawn');
}

export function render(ctx) {
  play(ctx);
  const ch = choices(ctx);
  const top = ctx.p.referee ? 1 : 1 - ctx.p.me;
  const bottom = ctx.p.referee ? 0 : ctx.p.me;
  return playArea({
    cls: 'sw-play',
    field: [player(ctx, top, 'top', ch), h('div', { key: 'wrap', class: 'sw-board-wrap' }, grid(ctx, bottom, ch))],
    panel: panel(ctx, ch),
    dock: player(ctx, bottom, 'bottom', ch),
  });
}

function grid(ctx, bottom, ch) {
  const view = ctx.view;
  const rows = bottom === 1 ? [0, 1, 2, 3, 4, 5, 6, 7] : [7, 6, 5, 4, 3, 2, 1, 0];
  const cols = bottom === 1 ? [5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5];
  const cards = new Map((view.board || []).map((c) => [swKey(c.at), c]));
  const f = ch.flow;
  const claims = new Set((view.claims || []).map(swKey));
  const frenzy = view.frenzy ? swKey(view.frenzy) : null;
  const roll = ctx.match.board.roll;
  const rollKey = roll ? swKey(roll.at) : null;
  const cells = [h('span', { key: 'corner', class: 'sw-axis' }, ''), ...cols.map((c) => h('span', { key: `c${c}`, class: 'sw-axis' }, 'ABCDEF'[c]))];
  rows.forEach((row, vrow) => {
    cells.push(h('span', { key: `r${row}`, class: 'sw-axis' }, String(row + 1)));
    for (const col of cols) {
      const k = `${col},${row}`;
      const card = cards.get(k);
      const own = ch.byUnit.get(k);
      const aimed = ch.targets.get(k);
      const cls = ['sw-cell', (col + row) % 2 ? 'dark' : 'light'];
      if (own) cls.push('can-act');
      if (f && f.from === k) cls.push('selected');
      if (aimed) cls.push('target', ...new Set(aimed.map((a) => `t-${a.action}`)));
      if (f && f.pick === k) cls.push('picked');
      if (claims.has(k)) cls.push('claimable');
      const props = {
        key: k, class: cls.join(' '), 'data-testid': 'cell', 'data-col': col, 'data-row': row, 'data-vrow': vrow,
        'data-acts': own ? [...new Set(own.map((a) => a.action))].join(' ') : null,
        'data-targets': aimed ? [...new Set(aimed.map((a) => a.action))].join(' ') : null,
        'aria-label': cellName({ col, row }),
      };
      if (own || aimed || f) {
        props.role = 'button';
        props.tabindex = own || aimed ? 0 : null;
        props.onclick = () => clickCell(ctx, ch, k);
        props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); clickCell(ctx, ch, k); } };
      }
      cells.push(h('div', props,
        card ? unit(ctx, card, k === frenzy) : null,
        rollKey === k ? rollDice(roll) : null));
    }
  });
  return h('div', { key: 'grid', class: 'sw-board', 'data-testid': 'board', 'data-bottom-seat': bottom, role: 'grid', 'aria-label': t('sw.battlefield') }, cells);
}

// The dice of the last attack, on the space attacked: hits are marked and counted in words.
function rollDice(roll) {
  return h('div', { class: 'sw-roll', 'data-testid': 'attack-dice', 'aria-label': `${t('sw.roll')}: ${t('sw.hits', { n: roll.hits ?? 0 })}` },
    roll.faces.map((f, i) => {
      const hit = roll.hit && f === roll.hit;
      return die({ key: i, face: `sw-${f}`, mark: h('span', { class: `sw-ico ico-${f}`, 'aria-hidden': 'true' }), name: `${t(`sw.face.${f}`)} — ${hit ? t('sw.hit') : t('sw.miss')}`, extra: hit ? 'hit' : 'miss' });
    }));
}

// An icon of our own (`icons/<name>.svg`, drawn in the text's colour), with its words for
// screen readers and as a tooltip.
export function icon(name, words) {
  return h('span', { class: `sw-ico ico-${name}`, role: words ? 'img' : null, 'aria-label': words || null, title: words || null, 'aria-hidden': words ? null : 'true' });
}

// Life as pips: one per point of printed life, the wounded ones struck through, five to a row.
function pips(c) {
  const left = Math.max(0, c.life - c.wounds);
  return h('span', {
    class: 'sw-pips', 'data-testid': 'life', 'data-left': left, 'data-life': c.life, role: 'img',
    'aria-label': t('sw.lifeLeft', { n: left, l: c.life }), title: t('sw.lifeLeft', { n: left, l: c.life }),
  }, Array.from({ length: c.life }, (_, i) => h('span', { key: i, class: `pip${i < left ? '' : ' wound'}` })));
}

function unit(ctx, c, frenzy) {
  const mine = c.controller === ctx.p.me;
  const isUnit = c.strength != null;
  const classWords = t(`sw.class.${c.class}`);
  const ranged = c.attack === 'ranged';
  const attackWords = isUnit ? (ranged ? t('sw.attackRanged', { s: c.strength, r: c.range }) : t('sw.attackMelee', { s: c.strength })) : '';
  const flags = [c.moved ? t('sw.moved') : '', c.attacked ? t('sw.attacked') : '', frenzy ? t('sw.frenzy') : ''].filter(Boolean);
  const left = Math.max(0, c.life - c.wounds);
  return h('div', {
    class: `sw-unit ${mine ? 'mine' : 'theirs'} owner-${c.owner} class-${c.class}${c.controller !== c.owner ? ' seized' : ''}${c.attacked ? ' spent' : ''}`,
    'data-testid': 'unit', 'data-card': c.card, 'data-tip': `summoner_wars:card:${c.card}`,
    'aria-label': [`${ctx.whose(c.controller)} ${swName(c.card)}`, c.class === 'common' ? '' : classWords, attackWords, t('sw.lifeLeft', { n: left, l: c.life }), ...flags].filter(Boolean).join(', '),
  },
  h('div', { class: 'sw-top' },
    c.class === 'common' ? null : icon(c.class, classWords),
    h('span', { class: 'sw-name' }, swName(c.card))),
  h('div', { class: 'sw-stats' },
    isUnit ? h('span', { class: 'sw-attack', 'data-testid': 'attack', title: attackWords },
      icon(c.attack || 'melee'), h('strong', { class: 'sw-str' }, String(c.strength)),
      ranged ? h('small', { class: 'sw-range' }, `↔${c.range}`) : null) : null,
    c.charges ? h('span', { class: 'sw-charges', title: t('sw.charges', { n: c.charges }) }, icon('charge'), String(c.charges)) : null),
  pips(c),
  flags.length ? h('div', { class: 'sw-flags' }, flags.join(' · ')) : null);
}

function player(ctx, seat, where, ch) {
  const view = ctx.view;
  const pl = view.players[seat];
  if (!pl) return null;
  const f = ch.flow;
  const visible = Array.isArray(pl.hand);
  const clickable = visible && seat === ctx.p.me && ctx.p.player;
  const why = clickable ? handReasons(ctx) : new Map();
  const handCard = (id, i) => {
    const info = SW.cards.get(id);
    const kind = info ? t(`sw.class.${info.class}`) : '';
    const cost = info && info.cost != null ? t('sw.magicCost', { n: info.cost }) : '';
    const inner = [h('span', { class: 'card-name' }, swName(id)), h('small', null, [kind, cost].filter(Boolean).join(' · '))];
    const options = clickable ? ch.byCard.get(id) : null;
    const base = { key: `${i}:${id}`, 'data-card': id, 'data-tip': `summoner_wars:card:${id}` };
    if (!options) {
      // Greyed with the server's reason (also in its tooltip), or a plain card.
      const reason = why.get(id) || null;
      return h('span', { ...base, class: `card sw-hand-card${reason ? ' greyed' : ''}`, tabindex: 0, 'data-testid': 'hand-card', 'data-reason': reason, 'aria-disabled': reason ? 'true' : null },
        inner, reason ? h('small', { class: 'reason', 'data-testid': 'card-reason' }, reason) : null);
    }
    const on = f && f.card === id && f.zone === 'hand' && f.index === i;
    return h('button', {
      ...base, type: 'button', class: 'card sw-hand-card playable', 'data-testid': 'hand-card',
      'data-acts': [...new Set(options.map((a) => a.action))].join(' '), 'aria-pressed': on ? 'true' : 'false',
      onclick: () => select(ctx, on ? null : { card: id, zone: 'hand', index: i }),
    }, inner);
  };
  const hand = h('div', { key: 'hand', class: 'hand sw-hand', 'data-testid': `hand-${where}` },
    h('span', { class: 'zone-label' }, t('sw.handN', { n: pl.hand_count })),
    visible
      ? (pl.hand.length ? pl.hand.map(handCard) : h('span', { class: 'hint' }, t('sw.empty')))
      : [h('span', { key: 'backs', class: 'backs' }, Array.from({ length: Math.min(pl.hand_count, 12) }, (_, i) => h('span', { key: i, class: 'card back', title: t('sw.hidden') }))),
        h('span', { key: 'n', class: 'hint' }, ` ${t('sw.cards', { n: pl.hand_count })}`)]);
  const raises = clickable && ch.raises.size ? h('div', { key: 'raise', class: 'hand' },
    h('span', { class: 'zone-label' }, t('sw.raise')),
    [...ch.raises.keys()].map((id) => {
      const on = f && f.card === id && f.zone === 'discard';
      return h('button', {
        key: id, type: 'button', class: 'card sw-hand-card playable', 'data-testid': 'discard-card', 'data-acts': 'raise',
        'data-tip': `summoner_wars:card:${id}`, 'aria-pressed': on ? 'true' : 'false', onclick: () => select(ctx, on ? null : { card: id, zone: 'discard' }),
      }, h('span', { class: 'card-name' }, swName(id)));
    })) : null;
  const events = pl.active_events.length
    ? h('div', { key: 'events', class: 'zone' }, h('span', { class: 'zone-label' }, t('sw.events')),
      pl.active_events.map((id, i) => h('span', { key: i, class: 'chip', tabindex: 0, 'data-tip': `summoner_wars:card:${id}` }, swName(id))))
    : null;
  const head = h('div', { key: 'head', class: 'side-head' },
    h('span', { class: `sw-dot owner-${seat}`, 'aria-hidden': 'true' }),
    h('strong', { class: 'side-name' }, ctx.name(seat), ctx.p.player && seat === ctx.p.me ? ` (${t('you')})` : ''),
    h('span', null, ` · ${t(`sw.faction.${pl.faction}`)}`),
    h('span', { class: 'badge magic', 'data-testid': `magic-${seat}`, title: t('sw.magicHint') }, t('sw.magicWord'), ' ', h('strong', { class: 'sw-magic-n' }, String(pl.magic))),
    h('span', { class: 'hint sw-piles' }, ` · ${t('sw.deck')} ${pl.deck_count} · ${t('sw.discard')} ${pl.discard_count}`),
    view.current === seat && !view.outcome ? h('span', { class: 'badge turn' }, t('sw.toAct')) : null);
  return h('section', { key: where, class: `side ${where} sw-side`, 'data-seat': seat, 'data-side-seat': seat, 'data-testid': `side-${where}` }, head, events, hand, raises);
}
