// Costs drawn with the icon set: each part of a cost is its die (an element's face, an
// unaligned die, a die of one element) or an energy star, with the count on it. The words of
// each part are its alt text and title, so a cost reads the same to a screen reader.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { dieSrc, energySrc, ELEMENTS } from './icons.js';

// "3 Pyro", "2 unaligned", "3 of one element", "2 energy".
export function costWords(p) {
  if (ELEMENTS.includes(p.kind)) return `${p.count} ${t(`el.${p.kind}`)}`;
  return t(`costWords.${p.kind}`, { n: p.count });
}

// One part of a cost as its icon with the count on it.
export function costPart(p, key) {
  const words = costWords(p);
  const src = p.kind === 'energy' ? energySrc(true) : dieSrc(p.kind);
  return h('span', { key, class: `cost cost-${p.kind}`, title: words, role: 'img', 'aria-label': words, 'data-cost': p.kind },
    h('img', { class: 'cost-ico', src, alt: '' }),
    h('span', { class: 'cost-n', 'aria-hidden': 'true' }, String(p.count)));
}

// A whole cost; nothing to pay is written "free". `compact` leaves out the energy part (a card
// in hand shows only its dice).
export function costIcons(cost, { compact = false } = {}) {
  const parts = (cost || []).filter((p) => p.count > 0 && !(compact && p.kind === 'energy'));
  if (!parts.length) return h('span', { class: 'costs free', title: t('cost.free') }, t('cost.free'));
  return h('span', { class: 'costs', 'aria-label': parts.map(costWords).join(', ') }, parts.map((p, i) => costPart(p, i)));
}
