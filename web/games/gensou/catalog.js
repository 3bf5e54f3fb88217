// The 幻想梦斗符 card list (`GET /api/games/gensou/cards`): every card with both names, its
// numbers and its English text, the presets and the rules' numbers. Lookups by id, names in
// the current language, and the tooltip of every card and skill.
import { h } from '../../js/dom.js';
import { t, nameOf, lang } from '../../js/i18n.js';

export const G = {
  cards: new Map(), // id -> CardInfo
  presets: [], // [{name, description, deck}]
  facts: null, // the rules' numbers (hp, orbs, hand_limit, power_zone, …)
};

export async function loadCatalog() {
  const res = await fetch('/api/games/gensou/cards');
  if (!res.ok) throw new Error(`card list: ${res.status}`);
  const list = await res.json();
  for (const c of list.cards) G.cards.set(c.id, c);
  G.presets = list.presets || [];
  G.facts = list.facts || null;
}

export const card = (id) => G.cards.get(id) || null;
export const cardName = (id) => nameOf(card(id)) || `#${id}`;

// The character a spell card belongs to, named; '' for characters and shared items.
export function ownerName(id) {
  const c = card(id);
  return c && c.character != null ? cardName(c.character) : '';
}

// The printed numbers of a card in a short line: "2600 · ★2 · cost 1", "cost 1", "".
export function numbers(c) {
  if (!c) return '';
  const bits = [];
  if (c.power != null) bits.push(t('gs.powerN', { n: c.power }));
  if (c.flashiness != null) bits.push(t('gs.flashN', { n: c.flashiness }));
  if (c.cost != null) bits.push(t('gs.costN', { n: c.cost }));
  return bits.join(' · ');
}

// A card's kind in words (a final spell says so).
export function kindText(c) {
  if (!c) return '';
  if (c.final_spell) return t('gs.kind.final');
  return t(`gs.kind.${c.kind}`);
}

// The tooltip of `gensou:card:<id>`: the name in the current language with the other one
// beside it, kind, owner and numbers, a character's two skills, the card's text.
export function tip(kind, idText) {
  if (kind !== 'card') return null;
  const c = card(Number(idText));
  if (!c) return null;
  const other = lang() === 'zh' ? c.english_name : c.name;
  const owner = ownerName(c.id);
  const meta = [kindText(c), owner ? t('gs.of', { name: owner }) : '', numbers(c), c.nullity ? t('gs.nullity') : ''].filter(Boolean);
  return [
    h('div', { class: 'tip-head' }, h('strong', null, cardName(c.id)), other ? h('span', { class: 'tip-other' }, ` · ${other}`) : null),
    h('p', { class: 'tip-meta' }, meta.join(' · ')),
    (c.skills || []).map((s) => h('p', { key: s.role, class: 'tip-skill' },
      h('strong', null, `${t(`gs.role.${s.role}`)} — ${lang() === 'zh' ? s.name : s.english_name}: `), s.text)),
    (c.skills || []).length ? null : h('p', { class: 'tip-text' }, c.text || t('gs.noText')),
  ];
}
