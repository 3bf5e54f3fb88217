// Cards in hand and dice: your hand as framed cards with their cost in dice, the opponent's as
// card backs with their number, and dice as element faces (the opponent's as a count). A hand
// wider than its row scrolls sideways, with a shadow and an arrow at the edge that has more.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { die } from '../../js/widgets/dice.js';
import { C, cardName, elementName } from './catalog.js';
import { costIcons } from './costs.js';
import { dieIcon, symbolSrc } from './icons.js';

// Keys that stay with a card as others come and go: its id and how many of the same id come
// before it.
function keysOf(ids) {
  const seen = new Map();
  return ids.map((id) => {
    const k = seen.get(id) || 0;
    seen.set(id, k + 1);
    return `${id}#${k}`;
  });
}

// A card's face: its cost at the top, its kind's picture, its name at the bottom.
export function cardFace(id, extra = []) {
  const c = C.cards.get(id);
  return [
    h('span', { key: 'cost', class: 'card-cost' }, c ? costIcons(c.cost, { compact: true }) : null),
    c ? h('img', { key: 'art', class: 'card-art', src: symbolSrc(c.element || c.kind, c.element ? null : '#7d6a45'), alt: '', 'aria-hidden': 'true' }) : null,
    h('span', { key: 'name', class: 'card-name' }, cardName(id)),
    ...extra,
  ];
}

// A hand. `mode` is how it behaves: `plain`, `toggle` (`chosen`, `onToggle`), or `act`
// (`states`, `selected`, `onSelect`).
export function handRow(ctx, seat, where, mode) {
  const pl = ctx.view.players[seat];
  const cards = Array.isArray(pl.hand) ? pl.hand : null;
  let body;
  if (!cards) {
    body = h('span', { key: 'backs', class: 'backs', role: 'img', 'aria-label': t('g.handCount', { n: pl.hand_count }) },
      Array.from({ length: pl.hand_count }, (_, i) => h('span', { key: i, class: 'card back', 'data-key': `back:${seat}:${i}`, title: t('g.hidden') })),
      h('span', { key: 'n', class: 'backs-n' }, String(pl.hand_count)));
  } else if (!cards.length) {
    body = h('span', { key: 'none', class: 'hint' }, t('g.noCards'));
  } else {
    const keys = keysOf(cards);
    body = cards.map((id, i) => handCard(id, i, keys[i], seat, mode));
  }
  return h('div', {
    key: `hand-${where}`, class: `hand hand-${mode.mode}`, 'data-testid': `hand-${where}`, 'aria-label': t('g.hand'),
    onscroll: where === 'bottom' ? (ev) => scrollHint(ev.currentTarget) : null,
  }, body);
}

// Marks which edges of a scrolling hand have more cards past them (`data-more`: `right`,
// `left`, `both`), for the hint drawn there.
export function scrollHint(row) {
  if (!row) return;
  const left = row.scrollLeft > 2;
  const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
  const more = left && right ? 'both' : (left ? 'left' : (right ? 'right' : null));
  const box = row.closest('.hand-box');
  if (!box) return;
  if (more) box.dataset.more = more;
  else delete box.dataset.more;
}

function handCard(id, i, key, seat, mode) {
  const base = {
    key, 'data-tip': `gitcg:card:${id}`, 'data-card': id, 'data-testid': 'hand-card',
    'data-key': `card:${seat}:${key}`, 'data-fly': String(id),
  };
  if (mode.mode === 'toggle') {
    const on = mode.chosen.has(i);
    return h('button', { ...base, type: 'button', class: 'card gitcg-framed', 'aria-pressed': on ? 'true' : 'false', onclick: () => mode.onToggle(i) },
      cardFace(id, [on ? h('span', { key: 'x', class: 'card-swap' }, t('p.putBack')) : null]));
  }
  if (mode.mode === 'act') {
    const st = mode.states[i];
    const selected = mode.selected === i;
    const cls = `card gitcg-framed${st.playable ? ' playable' : ''}${st.reason ? ' greyed' : ''}`;
    return h('button', {
      ...base, type: 'button', class: cls, 'aria-pressed': selected ? 'true' : 'false',
      // The open card's text is in the panel: no tooltip over it.
      'data-tip': selected ? null : base['data-tip'],
      'data-playable': st.playable ? 'true' : null, 'data-reason': st.reason, onclick: () => mode.onSelect(i),
    }, cardFace(id, [st.reason ? h('span', { key: 'flag', class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null]));
  }
  // A card that cannot be chosen now is still a button (greyed for assistive technology), so
  // it stays the same element, and keeps the focus, when a decision comes or goes.
  return h('button', { ...base, type: 'button', class: 'card gitcg-framed', 'aria-disabled': 'true', 'aria-pressed': null }, cardFace(id));
}

const dieMark = (f) => ({ face: f, mark: dieIcon(f, ''), name: elementName(f) });

// A side's dice: faces when they are seen (yours; both for a referee), else their number.
// `mode` is `plain`, `toggle`, `pay` (`assign`: which die pays) or `tune` (`allowed`).
export function diceRow(ctx, seat, where, mode) {
  const pl = ctx.view.players[seat];
  const faces = Array.isArray(pl.dice) ? pl.dice : null;
  let body;
  if (!faces) {
    body = h('span', { class: 'dice-count', role: 'img', 'aria-label': t('g.diceCount', { n: pl.dice_count }) },
      dieIcon('any', ''), h('span', { class: 'dice-n' }, `× ${pl.dice_count}`));
  } else if (!faces.length) {
    body = h('span', { class: 'hint' }, t('g.noDice'));
  } else {
    const keys = keysOf(faces);
    body = faces.map((f, i) => {
      const base = { key: keys[i], ...dieMark(f), extra: null };
      let d;
      if (mode.mode === 'plain') d = die(base);
      else {
        const on = mode.chosen.has(i);
        let counts;
        if (mode.mode === 'pay' && on) counts = (mode.assign.get(i) ?? -1) >= 0;
        d = die({ ...base, pressed: on, counts, disabled: mode.allowed ? !mode.allowed(f) : false, onclick: () => mode.onToggle(i) });
      }
      d.props['data-key'] = `die:${seat}:${where}:${keys[i]}`;
      return d;
    });
  }
  return h('div', { key: `dice-${where}`, class: `dice dice-${mode.mode}`, 'data-testid': `dice-${where}`, 'aria-label': `${t('g.dice')}: ${t('g.diceCount', { n: pl.dice_count })}` }, body);
}
