// The Project Confix card list (`GET /api/games/confix/cards`): every card, plane and class with
// both names and its English text. Lookups by id, names in the current language, costs and
// runes written out (a colour is always shown with its letter and name), and the tooltip of
// every card, plane and class.
import { h } from '../../js/dom.js';
import { t, nameOf } from '../../js/i18n.js';

// Rune colours in the protocol's order (fire, water, air, earth), with the letter costs use.
export const ELEMENTS = ['fire', 'water', 'air', 'earth'];
export const LETTER = { fire: 'F', water: 'W', air: 'A', earth: 'E' };

export const X = { cards: new Map(), planes: new Map(), classes: new Map(), deckSize: 24 };

export async function loadCatalog() {
  const res = await fetch('/api/games/confix/cards');
  if (!res.ok) throw new Error(`card list: ${res.status}`);
  const list = await res.json();
  for (const c of list.cards) X.cards.set(c.id, c);
  for (const p of list.planes) X.planes.set(p.id, p);
  for (const c of list.classes) X.classes.set(c.class, c);
  X.deckSize = list.deck_size;
}

export const cardName = (id) => nameOf(X.cards.get(id)) || `#${id}`;
export const planeName = (id) => nameOf(X.planes.get(id)) || `#${id}`;
export const className = (c) => nameOf(X.classes.get(c)) || c;
export const elementName = (e) => t(`cfx.el.${e}`);

// One rune colour as a chip: its colour, its letter and, for screen readers and the title,
// its name; `n` is a count or "active/owned" text shown after the letter.
export function runeChip(e, n, extra, key) {
  const name = elementName(e);
  return h('span', { key: key ?? e, class: `rune rune-${e}${extra ? ` ${extra}` : ''}`, title: name, 'data-element': e },
    h('span', { class: 'rune-letter', 'aria-hidden': 'true' }, LETTER[e]),
    h('span', { class: 'sr-only' }, name),
    n != null ? h('span', { class: 'rune-n' }, String(n)) : null);
}

// A cost as chips: the `*` runes of any colour first, then each coloured rune, as printed.
export function costChips(cost) {
  if (!cost) return null;
  const parts = [];
  if (cost.any) parts.push(h('span', { key: 'any', class: 'rune rune-any', title: t('cfx.anyN', { n: cost.any }) }, '*'.repeat(cost.any)));
  for (const e of ELEMENTS) {
    for (let i = 0; i < (cost.runes[e] || 0); i++) parts.push(runeChip(e, null, null, `${e}${i}`));
  }
  if (!parts.length) parts.push(h('span', { key: 'free', class: 'cost free' }, t('cfx.free')));
  return h('span', { class: 'costs', 'aria-label': costWords(cost) }, parts);
}

// A cost in words: "1 any + 1 water".
export function costWords(cost) {
  const bits = [];
  if (cost.any) bits.push(t('cfx.anyN', { n: cost.any }));
  for (const e of ELEMENTS) if (cost.runes[e]) bits.push(`${cost.runes[e]} ${elementName(e)}`);
  return bits.length ? bits.join(' + ') : t('cfx.free');
}

// Runes paid, in words: "2 earth, 1 fire".
export function runesWords(r) {
  const bits = ELEMENTS.filter((e) => r && r[e]).map((e) => `${r[e]} ${elementName(e)}`);
  return bits.length ? bits.join(', ') : t('cfx.noRunes');
}

export function tip(kind, idText) {
  if (kind === 'card') return cardTip(Number(idText));
  if (kind === 'plane') return planeTip(Number(idText));
  if (kind === 'class') return classTip(idText);
  return null;
}

function cardTip(id) {
  const c = X.cards.get(id);
  if (!c) return null;
  const meta = [elementName(c.element), t(`cfx.kind.${c.kind}`)];
  if (c.power != null) meta.push(t('cfx.powerN', { n: c.power }));
  if (c.token) meta.push(t('cfx.token'));
  return [
    h('div', { class: 'tip-head' }, h('strong', null, cardName(id)), ' ', costChips(c.runes)),
    h('p', { class: 'tip-meta' }, `${meta.join(' · ')} · ${t('cfx.cost')} ${c.cost} (${costWords(c.runes)})`),
    h('p', { class: 'tip-text' }, c.text),
  ];
}

function planeTip(id) {
  const p = X.planes.get(id);
  if (!p) return null;
  return [
    h('div', { class: 'tip-head' }, h('strong', null, planeName(id)), ` · ${p.stable ? t('cfx.stable') : t('cfx.unstable')}`),
    h('p', { class: 'tip-text' }, p.text),
    h('p', { class: 'tip-meta' }, t('cfx.dieRule')),
  ];
}

function classTip(cls) {
  const c = X.classes.get(cls);
  if (!c) return null;
  return [
    h('div', { class: 'tip-head' }, h('strong', null, className(cls)), ' ', c.elements.map((e) => runeChip(e))),
    h('p', { class: 'tip-meta' }, c.elements.map(elementName).join(', ')),
    h('p', { class: 'tip-text' }, c.text),
  ];
}
