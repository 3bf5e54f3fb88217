// The Genius Invokation TCG table: the opponent's side at the top, yours below it, the
// decision panel, and your dice and hand docked at the bottom. Cards, characters, skills and
// entities carry their text as tooltips; elements are written, never only coloured.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { playArea } from '../../js/widgets/layout.js';
import { die } from '../../js/widgets/dice.js';
import { C, cardName, charName, entityName, elementName, costChips } from './catalog.js';
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

export function render(ctx) {
  const { p } = ctx;
  const top = p.referee ? 1 : 1 - p.me;
  const bottom = p.referee ? 0 : p.me;
  const ui = interaction(ctx);
  return playArea({
    cls: 'gitcg-play',
    field: [side(ctx, top, 'top', ui), side(ctx, bottom, 'bottom', ui)],
    panel: ui.panel,
    dock: [diceRow(ctx, bottom, 'bottom', ui.dice), handRow(ctx, bottom, 'bottom', ui.hand)],
  });
}

const dieMark = (f) => ({ face: f, mark: t(`mark.${f}`), name: elementName(f) });

function side(ctx, seat, where, ui) {
  const pl = ctx.view.players[seat];
  const head = h('div', { class: 'side-head' },
    h('strong', { class: 'side-name' }, ctx.name(seat), ctx.p.player && seat === ctx.p.me ? ` (${t('you')})` : ''),
    h('span', { class: 'hint' }, ` · ${t('g.deck')} ${pl.deck_count} · ${t('g.handCount', { n: pl.hand_count })} · ${t('g.diceCount', { n: pl.dice_count })}`),
    pl.declared_end ? h('span', { class: 'badge' }, t('g.ended')) : null,
    pl.legend_used ? h('span', { class: 'badge dim' }, t('g.legendUsed')) : null,
    ctx.view.turn === seat && ctx.view.phase === 'action' ? h('span', { class: 'badge turn' }, t('g.toAct')) : null);
  const chars = h('div', { class: 'chars' }, pl.characters.map((c) => character(ctx, seat, c, ui.pick[`${seat}:${c.slot}`])));
  const zones = h('div', { class: 'zones' },
    zone('combat', seat, t('g.combat'), pl.combat_statuses),
    zone('summons', seat, t('g.summons'), pl.summons),
    zone('supports', seat, t('g.supports'), pl.supports));
  const parts = [head];
  if (where === 'top') {
    // The opponent's hand and dice: backs and counts, or faces for a referee.
    parts.push(h('div', { class: 'top-hand' }, handRow(ctx, seat, 'top', { mode: 'plain' }), diceRow(ctx, seat, 'top', { mode: 'plain' })));
    parts.push(zones, chars);
  } else {
    parts.push(chars, zones);
  }
  return h('section', { key: where, class: `side ${where}`, 'data-seat': seat, 'data-side-seat': seat, 'data-testid': `side-${where}`, 'aria-label': ctx.name(seat) }, parts);
}

function zone(kind, seat, title, list) {
  return h('div', { key: kind, class: `zone zone-${kind}`, 'data-zone': `${kind}-${seat}` },
    list.length ? h('span', { class: 'zone-label' }, title) : null,
    list.map((e, i) => entity(e, `${kind}${i}`)));
}

function entity(e, key) {
  const bits = [];
  if (e.usage != null) bits.push(`${e.usage}`);
  if (e.duration != null) bits.push(t('g.rounds', { n: e.duration }));
  if (e.counter != null) bits.push(`#${e.counter}`);
  return h('span', { key, class: 'chip entity', tabindex: 0, 'data-tip': `gitcg:entity:${e.id}`, 'data-entity': e.id },
    entityName(e.id, e.name), bits.length ? h('small', null, ` ${bits.join(' · ')}`) : null);
}

function character(ctx, seat, c, onPick) {
  const info = C.chars.get(c.id);
  const el = info ? info.element : null;
  const hpPct = c.max_hp ? Math.round((100 * c.hp) / c.max_hp) : 0;
  const cls = ['char', el ? `el-${el}` : '', c.active ? 'active' : '', c.alive ? '' : 'dead', onPick ? 'pickable' : ''].filter(Boolean).join(' ');
  const props = {
    key: c.slot, class: cls, 'data-slot': c.slot, 'data-seat': seat, 'data-char': `${seat}:${c.slot}`,
    'data-tip': `gitcg:character:${c.id}`, tabindex: 0, 'data-testid': 'character',
  };
  if (onPick) {
    props.role = 'button';
    props.onclick = onPick;
    props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); onPick(); } };
  }
  return h('div', props,
    h('div', { class: 'char-head' },
      h('strong', { class: 'char-name' }, charName(c.id, c.name)),
      el ? h('span', { class: `el-tag face-${el}` }, elementName(el)) : null),
    h('div', { class: 'badges' },
      c.active ? h('span', { class: 'badge active-badge' }, t('g.active')) : null,
      c.alive ? null : h('span', { class: 'badge ko' }, t('g.defeated'))),
    h('div', { class: 'hp', title: `${c.hp}/${c.max_hp} ${t('g.hp')}` },
      h('div', { class: 'hp-bar' }, h('div', { class: 'hp-fill', style: `width:${hpPct}%` })),
      h('span', { class: 'hp-text' }, `${c.hp}/${c.max_hp} ${t('g.hp')}`)),
    h('div', { class: 'energy', title: t('g.energy', { n: c.energy, max: c.max_energy }) },
      Array.from({ length: c.max_energy }, (_, i) => h('span', { key: i, class: i < c.energy ? 'pip on' : 'pip' })),
      h('span', { class: 'sr-only' }, t('g.energy', { n: c.energy, max: c.max_energy }))),
    c.aura.length ? h('div', { class: 'aura' }, c.aura.map((a) => h('span', { key: a, class: `chip aura-chip face-${a}` }, elementName(a)))) : null,
    c.equipment.length ? h('div', { class: 'equip' }, c.equipment.map((e, i) => entity(e, `e${i}`))) : null,
    c.statuses.length ? h('div', { class: 'statuses' }, c.statuses.map((e, i) => entity(e, `s${i}`))) : null);
}

function diceRow(ctx, seat, where, mode) {
  const pl = ctx.view.players[seat];
  const faces = Array.isArray(pl.dice) ? pl.dice : null;
  let body;
  if (!faces) {
    body = h('span', { class: 'hint' }, t('g.diceCount', { n: pl.dice_count }));
  } else if (!faces.length) {
    body = h('span', { class: 'hint' }, t('g.noDice'));
  } else {
    body = faces.map((f, i) => {
      const base = { key: i, ...dieMark(f) };
      if (mode.mode === 'plain') return die(base);
      const on = mode.chosen.has(i);
      let counts;
      if (mode.mode === 'pay' && on) counts = (mode.assign.get(i) ?? -1) >= 0;
      return die({ ...base, pressed: on, counts, disabled: mode.allowed ? !mode.allowed(f) : false, onclick: () => mode.onToggle(i) });
    });
  }
  return h('div', { key: `dice-${where}`, class: `dice dice-${mode.mode}`, 'data-testid': `dice-${where}`, 'aria-label': t('g.dice') },
    h('span', { class: 'zone-label' }, t('g.dice')), body);
}

function handRow(ctx, seat, where, mode) {
  const pl = ctx.view.players[seat];
  const cards = Array.isArray(pl.hand) ? pl.hand : null;
  let body;
  if (!cards) {
    body = [h('span', { key: 'backs', class: 'backs' }, Array.from({ length: pl.hand_count }, (_, i) => h('span', { key: i, class: 'card back', title: t('g.hidden') }))),
      h('span', { key: 'n', class: 'hint' }, ` ${t('g.handCount', { n: pl.hand_count })}`)];
  } else {
    body = cards.map((id, i) => handCard(ctx, id, i, mode));
  }
  return h('div', { key: `hand-${where}`, class: `hand hand-${mode.mode}`, 'data-testid': `hand-${where}`, 'aria-label': t('g.hand') },
    h('span', { class: 'zone-label' }, t('g.hand')), body);
}

function handCard(ctx, id, i, mode) {
  const c = C.cards.get(id);
  const inner = [
    h('span', { class: 'card-name' }, cardName(id)),
    h('span', { class: 'card-cost' }, c ? costChips(c.cost) : null),
  ];
  const base = { key: `${i}:${id}`, 'data-tip': `gitcg:card:${id}`, 'data-card': id, 'data-testid': 'hand-card' };
  if (mode.mode === 'toggle') {
    return h('button', { ...base, type: 'button', class: 'card', 'aria-pressed': mode.chosen.has(i) ? 'true' : 'false', onclick: () => mode.onToggle(i) }, inner);
  }
  if (mode.mode === 'act') {
    const st = mode.states[i];
    const cls = `card${st.playable ? ' playable' : ''}${st.reason ? ' greyed' : ''}`;
    return h('button', {
      ...base, type: 'button', class: cls, 'aria-pressed': mode.selected === i ? 'true' : 'false',
      'data-playable': st.playable ? 'true' : null, 'data-reason': st.reason, onclick: () => mode.onSelect(i),
    }, inner, st.reason ? h('span', { class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null);
  }
  return h('span', { ...base, class: 'card', tabindex: 0 }, inner);
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
