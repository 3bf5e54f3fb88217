// The deck builder: characters and action cards with their element, cost and text, filters by
// element, weapon, kind and cost, the deck's share code to export, and decks saved by name: in
// the player's account when logged in (with the offer to import this browser's), else in this
// browser.
import { h } from '../../js/dom.js';
import { t, nameOf } from '../../js/i18n.js';
import { local, KEYS } from '../../js/store.js';
import { render, notice, S } from '../../js/state.js';
import { loggedIn, apiErrorText } from '../../js/account.js';
import { savedDecks, saveDeck, deleteDeck, importOffer, legality } from '../../js/saved_decks.js';
import { C, ELEMENTS, elementName, elementTag, loadCatalog, wordOf } from './catalog.js';
import { costIcons } from './costs.js';
import { encode, decode } from './sharecode.js';
import { deckProblems, listed, counted } from './deckcheck.js';

const WEAPONS = ['bow', 'sword', 'claymore', 'polearm', 'catalyst', 'none'];
const KINDS = ['talent', 'weapon', 'artifact', 'technique', 'event', 'resonance', 'food', 'companion', 'location', 'item', 'arcane_legend'];
// A deck holds exactly this many action cards; the builder never lets it hold more.
export const DECK_CARDS = 30;
const saved = () => local.json(KEYS.decks, []);
const keep = (list) => local.set(KEYS.decks, JSON.stringify(list));
const diceCost = (cost) => (cost || []).filter((p) => p.kind !== 'energy').reduce((a, p) => a + p.count, 0);
// A card's element: its own (resonance), else that of the character whose talent it is.
const cardElement = (c) => c.element || (c.talent_of && C.chars.get(c.talent_of)?.element) || null;

// A filter box. Its first option, "All …", has the empty value.
function select(id, value, label, all, options, onchange) {
  return h('label', { class: 'filter' }, h('span', { class: 'sr-only' }, label),
    h('select', { id, value, 'aria-label': label, onchange: (ev) => onchange(ev.target.value) },
      h('option', { key: '', value: '' }, all), options.map(([v, text]) => h('option', { key: v, value: v }, text))));
}

export function builder(st, save) {
  const b = st.build;
  const f = st.filter || (st.filter = { text: '', element: '', weapon: '', kind: '', cost: '' });
  if (!C.list) return h('p', { class: 'hint' }, '…');
  const changed = () => { save(); render(); };
  const text = f.text.trim().toLowerCase();
  const has = (...xs) => !text || xs.some((x) => String(x || '').toLowerCase().includes(text));
  let total = 0;
  for (const k of Object.values(b.cards)) total += k;
  const chosen = b.characters.map((id) => C.chars.get(id)).filter(Boolean);
  // A character's forms (share id 0) come with it and are never chosen for a deck.
  const others = C.list.characters.filter((c) => c.share_id && !b.characters.includes(c.id)
    && (!f.element || c.element === f.element) && (!f.weapon || c.weapon === f.weapon)
    && has(c.name, c.english_name, c.nations.join(' '), ...c.skills.map((s) => `${s.name} ${s.text || ''}`)));
  // Talents are listed only for the characters in the deck (and any already in it).
  const cards = C.list.action_cards.filter((c) => c.deckable && (b.cards[c.id] || (
    (!c.talent_of || b.characters.includes(c.talent_of))
    && (!f.kind || c.kind === f.kind)
    && (!f.element || cardElement(c) === f.element)
    && (!f.weapon || c.weapon === f.weapon || (c.talent_of && C.chars.get(c.talent_of)?.weapon === f.weapon))
    && (!f.cost || (f.cost === '4' ? diceCost(c.cost) >= 4 : diceCost(c.cost) === Number(f.cost)))
    && has(c.name, c.english_name, wordOf('kind', c.kind), c.text))));
  const deck = { characters: b.characters, cards: listed(b.cards) };
  const code = deck.characters.length || deck.cards.length ? encode(deck) : '';
  const full = total >= DECK_CARDS;
  return h('div', { id: 'deck-build', class: 'deck-pane builder' },
    deckStatus(b, total),
    versionPicker(),
    h('div', { class: 'filters', role: 'group', 'aria-label': t('deck.filters') },
      h('input', { id: 'build-filter', type: 'search', placeholder: t('deck.filter'), 'aria-label': t('deck.filter'), value: f.text, oninput: (ev) => { f.text = ev.target.value; changed(); } }),
      select('filter-element', f.element, t('g.element'), t('deck.allElements'), ELEMENTS.map((e) => [e, elementName(e)]), (v) => { f.element = v; changed(); }),
      select('filter-weapon', f.weapon, t('g.weapon'), t('deck.allWeapons'), WEAPONS.map((w) => [w, wordOf('weapon', w)]), (v) => { f.weapon = v; changed(); }),
      select('filter-kind', f.kind, t('deck.cards'), t('deck.allKinds'), KINDS.map((k) => [k, wordOf('kind', k)]), (v) => { f.kind = v; changed(); }),
      select('filter-cost', f.cost, t('g.cost'), t('deck.anyCost'), [['0', t('deck.costN', { n: 0 })], ['1', t('deck.costN', { n: 1 })], ['2', t('deck.costN', { n: 2 })], ['3', t('deck.costN', { n: 3 })], ['4', t('deck.costMore')]], (v) => { f.cost = v; changed(); }),
      h('button', { type: 'button', id: 'build-clear', class: 'secondary', onclick: () => { st.build = { characters: [], cards: {} }; changed(); } }, t('deck.clear'))),
    h('h3', null, t('deck.chars'), ' ', h('small', null, t('deck.charsHint'))),
    h('div', { id: 'build-chars', class: 'build-chars' }, [...chosen, ...others].map((c) => {
      const on = b.characters.includes(c.id);
      return h('button', {
        key: c.id, type: 'button', class: `pick el-${c.element}`, 'aria-pressed': on ? 'true' : 'false',
        disabled: !on && b.characters.length >= 3, 'data-tip': `gitcg:character:${c.id}`, 'data-char-id': c.id,
        onclick: () => { b.characters = on ? b.characters.filter((x) => x !== c.id) : [...b.characters, c.id]; changed(); },
      }, on ? `${b.characters.indexOf(c.id) + 1}. ` : '', h('span', { class: 'pick-name' }, nameOf(c)),
      elementTag(c.element));
    })),
    h('h3', null, t('deck.cards'), ' ', h('small', null, t('deck.cardsHint'), ' ', t('deck.talentsHint'))),
    h('div', { id: 'build-cards', class: 'build-cards' }, cards.map((c) => {
      const k = b.cards[c.id] || 0;
      const set = (x) => { if (x <= 0) delete b.cards[c.id]; else b.cards[c.id] = x; changed(); };
      const el = cardElement(c);
      return h('div', { key: c.id, class: `card-row${k ? ' in' : ''}`, 'data-card-id': c.id },
        h('div', { class: 'card-info', tabindex: 0, 'data-tip': `gitcg:card:${c.id}` },
          h('span', { class: 'name' }, nameOf(c)),
          h('small', { class: 'meta' }, wordOf('kind', c.kind), ' ', el ? elementTag(el) : null, ' ', costIcons(c.cost)),
          c.text ? h('small', { class: 'card-text' }, c.text) : null),
        h('span', { class: 'count' },
          h('button', { type: 'button', class: 'small', disabled: k === 0, 'aria-label': t('deck.less', { name: nameOf(c) }), onclick: () => set(k - 1) }, '−'),
          h('span', { 'aria-live': 'polite' }, String(k)),
          h('button', {
            type: 'button', class: 'small', 'aria-label': t('deck.more', { name: nameOf(c) }), disabled: full,
            title: full ? t('deck.full') : null, onclick: () => { if (!full) set(k + 1); },
          }, '+')));
    })),
    exportBox(code, total),
    savedBox(st, changed));
}

// The game version the deck is built for: the card list, and the checks, are those of that
// version (the newest first).
function versionPicker() {
  const versions = (S.games.find((g) => g.id === 'gitcg') || {}).versions || [];
  if (versions.length < 2) return null;
  return h('label', { class: 'filter version-pick' }, h('span', null, t('deck.version'), ' '),
    h('select', {
      id: 'build-version', 'data-testid': 'build-version', value: C.version || versions[0],
      onchange: (ev) => {
        const v = ev.target.value;
        loadCatalog(v === versions[0] ? null : v).then(render, () => {});
      },
    }, versions.map((v) => h('option', { key: v, value: v }, v))));
}

// The deck's state where the builder starts: how many characters and cards, then what still
// keeps it from being played (the first problem), or that it is ready. It stays in view while
// the lists scroll.
function deckStatus(b, total) {
  const problems = deckProblems(b);
  return h('div', { id: 'build-summary', class: `summary deck-status${problems.length ? ' bad' : ' good'}`, 'data-testid': 'deck-status', role: 'status' },
    h('strong', null, t('deck.summary', { c: b.characters.length, k: total })),
    ' ', h('span', { class: 'deck-problem' }, problems.length ? problems[0] : t('deck.ok')),
    problems.length > 1 ? h('small', { class: 'hint' }, ` (+${problems.length - 1})`) : null);
}

function exportBox(code, total) {
  return h('div', { class: 'export' },
    h('label', { for: 'export-code' }, t('deck.export')),
    total > DECK_CARDS ? h('p', { class: 'reason', 'data-testid': 'export-over' }, t('deck.over', { n: total })) : null,
    code && total <= DECK_CARDS
      ? h('div', { class: 'row' },
        h('input', { id: 'export-code', readonly: true, value: code, 'data-testid': 'export-code', onfocus: (ev) => ev.target.select() }),
        h('button', {
          type: 'button', class: 'secondary small', 'data-testid': 'copy-code',
          onclick: (ev) => {
            const btn = ev.currentTarget;
            navigator.clipboard?.writeText(code).then(() => { btn.textContent = t('deck.copied'); }, () => {});
          },
        }, t('deck.copy')))
      : (total > DECK_CARDS ? null : h('p', { class: 'hint' }, t('deck.exportNone'))));
}

const draftName = { value: '' };

// A deck as the account keeps it, back in the builder's form; null if it cannot be read.
export function fromSaved(d) {
  try {
    const deck = d.deck && d.deck.cards ? d.deck.cards : (d.deck && d.deck.code ? decode(d.deck.code) : null);
    if (!deck) return null;
    return { characters: (deck.characters || []).slice(), cards: counted(deck.cards || []) };
  } catch {
    return null;
  }
}

// The account's decks: saved there by name, each listed as legal or why not.
function accountBox(st, changed) {
  const list = savedDecks('gitcg');
  const browserDecks = saved().map((d) => ({ name: d.name, deck: { cards: { characters: d.characters, cards: listed(d.cards) } } }));
  return h('div', { class: 'saved' },
    importOffer('gitcg', browserDecks),
    h('form', {
      class: 'row',
      onsubmit: (ev) => {
        ev.preventDefault();
        const name = draftName.value.trim();
        if (!name) return;
        const deck = { cards: { characters: st.build.characters.slice(), cards: listed(st.build.cards) } };
        saveDeck('gitcg', name, deck, C.version).then(() => { draftName.value = ''; notice(t('decks.saved', { name })); changed(); }, (e) => notice(apiErrorText(e)));
      },
    },
    h('label', { for: 'save-name' }, t('deck.saveAs')),
    h('input', { id: 'save-name', maxlength: 40, placeholder: t('deck.saveName'), value: draftName.value, 'data-testid': 'save-name', oninput: (ev) => { draftName.value = ev.target.value; } }),
    h('button', { type: 'submit', class: 'secondary', 'data-testid': 'save-deck' }, t('deck.save'))),
    h('h3', null, t('decks.account')),
    list === null ? h('p', { class: 'hint' }, '…')
      : (list.length
        ? h('ul', { class: 'account-decks', 'data-testid': 'account-decks' }, list.map((d) => {
          const b = fromSaved(d);
          return h('li', { key: d.name, 'data-testid': 'account-deck', 'data-deck': d.name, 'data-legal': d.legal ? 'true' : 'false' },
            h('span', { class: 'saved-name' }, d.name), ' ',
            b ? h('small', { class: 'hint' }, b.characters.map((id) => nameOf(C.chars.get(id))).join(', ')) : null, ' ',
            legality(d), ' ',
            b ? h('button', { type: 'button', class: 'small', 'data-testid': 'load-deck', onclick: () => { st.build = b; changed(); } }, t('deck.load')) : null,
            h('button', { type: 'button', class: 'small secondary', 'data-testid': 'delete-deck', onclick: () => deleteDeck('gitcg', d.name).then(changed, (e) => notice(apiErrorText(e))) }, t('deck.delete')));
        }))
        : h('p', { class: 'hint' }, t('decks.none'))));
}

function savedBox(st, changed) {
  if (loggedIn()) return accountBox(st, changed);
  const list = saved();
  return h('div', { class: 'saved' },
    h('form', {
      class: 'row',
      onsubmit: (ev) => {
        ev.preventDefault();
        const name = draftName.value.trim();
        if (!name) return;
        const rest = list.filter((d) => d.name !== name);
        keep([...rest, { name, characters: st.build.characters.slice(), cards: { ...st.build.cards } }]);
        draftName.value = '';
        changed();
      },
    },
    h('label', { for: 'save-name' }, t('deck.saveAs')),
    h('input', { id: 'save-name', maxlength: 40, placeholder: t('deck.saveName'), value: draftName.value, 'data-testid': 'save-name', oninput: (ev) => { draftName.value = ev.target.value; } }),
    h('button', { type: 'submit', class: 'secondary', 'data-testid': 'save-deck' }, t('deck.save'))),
    h('h3', null, t('deck.saved')),
    list.length
      ? h('ul', { class: 'saved-list', 'data-testid': 'saved-decks' }, list.map((d) => h('li', { key: d.name },
        h('span', { class: 'saved-name' }, d.name), ' ',
        h('small', { class: 'hint' }, d.characters.map((id) => nameOf(C.chars.get(id))).join(', ')), ' ',
        h('button', { type: 'button', class: 'small', 'data-testid': 'load-deck', onclick: () => { st.build = { characters: d.characters.slice(), cards: { ...d.cards } }; changed(); } }, t('deck.load')),
        h('button', { type: 'button', class: 'small secondary', onclick: () => { keep(list.filter((x) => x.name !== d.name)); changed(); } }, t('deck.delete')))))
      : h('p', { class: 'hint' }, t('deck.noSaved')));
}
