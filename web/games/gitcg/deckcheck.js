// The deck construction rules, checked while a deck is being built so mistakes show at once.
// The server checks every deck again when it is readied; its word is final.
import { t, nameOf } from '../../js/i18n.js';
import { C, charName, cardName, elementName, wordOf } from './catalog.js';

// `deck` is `{characters: [ids], cards: {id: count}}`.
export function deckProblems(deck) {
  const out = [];
  const chars = deck.characters.map((id) => C.chars.get(id)).filter(Boolean);
  // Cards the list at its version lacks arrived later (the server says which version each needs).
  if (C.version) {
    for (const id of [...deck.characters, ...Object.keys(deck.cards).map(Number)]) {
      if (!C.chars.has(id) && !C.cards.has(id) && C.named.has(id)) {
        out.push(t('check.version', { name: nameOf(C.named.get(id)), v: C.version }));
      }
    }
  }
  if (chars.length !== 3) out.push(t('check.chars', { n: chars.length }));
  let total = 0;
  for (const k of Object.values(deck.cards)) total += k;
  if (total !== 30) out.push(t('check.cards', { n: total }));
  for (const [idText, k] of Object.entries(deck.cards)) {
    const c = C.cards.get(Number(idText));
    if (!c || !k) continue;
    const name = cardName(c.id);
    if (!c.deckable) out.push(t('check.notDeckable', { name }));
    const max = c.kind === 'arcane_legend' ? 1 : 2;
    if (k > max) out.push(t('check.copies', { name, max, n: k }));
    if (c.talent_of && !deck.characters.includes(c.talent_of)) out.push(t('check.talent', { name, char: charName(c.talent_of) }));
    if (c.kind === 'resonance' && c.element) {
      const have = chars.filter((x) => x.element === c.element).length;
      if (have < 2) out.push(t('check.resonance', { name, el: elementName(c.element), n: have }));
    }
    if (c.nations && c.nations.length) {
      const have = chars.filter((x) => x.nations.some((n) => c.nations.includes(n))).length;
      if (have < 2) out.push(t('check.nation', { name, nations: c.nations.map((x) => wordOf('nation', x)).join(' / '), n: have }));
    }
  }
  return out;
}

// A list of card ids as `{id: count}`.
export function counted(ids) {
  const out = {};
  for (const id of ids) out[id] = (out[id] || 0) + 1;
  return out;
}

export function listed(cards) {
  const out = [];
  for (const [id, k] of Object.entries(cards)) for (let i = 0; i < k; i++) out.push(Number(id));
  return out;
}
