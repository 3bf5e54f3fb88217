// Choosing a Genius Invokation TCG deck in the lobby: a preset, a pasted share code (checked
// and previewed as it is typed), a deck of your own from the builder or, logged in, one saved
// in your account (played by name, so its record counts).
import { h } from '../../js/dom.js';
import { t, nameOf } from '../../js/i18n.js';
import { S, render } from '../../js/state.js';
import { C, elementTag } from './catalog.js';
import { costIcons } from './costs.js';
import { decode, CodeError } from './sharecode.js';
import { deckProblems, counted, listed } from './deckcheck.js';
import { builder } from './builder.js';
import { loggedIn } from '../../js/account.js';
import { savedDecks, legality } from '../../js/saved_decks.js';

const MODES = ['preset', 'code', 'build', 'saved'];
// The tabs shown: the account's decks only to a logged-in player.
const tabsShown = () => (loggedIn() ? MODES : MODES.filter((m) => m !== 'saved'));

function prepare(st) {
  if (!MODES.includes(st.mode)) st.mode = 'preset';
  if (typeof st.code !== 'string') st.code = '';
  if (!st.build || !Array.isArray(st.build.characters)) st.build = { characters: [], cards: {} };
  if (typeof st.savedName !== 'string') st.savedName = '';
}

// The account's deck chosen, once the list is here (undefined while it loads).
function chosenSaved(st) {
  const list = savedDecks('gitcg');
  if (!list) return undefined;
  return list.find((d) => d.name === st.savedName) || null;
}

function savedPane(st, dc) {
  const list = savedDecks('gitcg');
  if (!loggedIn()) return h('p', { class: 'hint' }, t('decks.logIn'));
  if (!list) return h('p', { class: 'hint' }, '…');
  if (!list.length) return h('p', { class: 'hint', 'data-testid': 'no-account-decks' }, t('decks.none'));
  const d = chosenSaved(st);
  return h('div', { id: 'deck-saved', class: 'deck-pane' },
    h('label', { for: 'saved-deck' }, t('decks.choose')),
    h('select', {
      id: 'saved-deck', 'data-testid': 'saved-deck', value: st.savedName,
      onchange: (ev) => { st.savedName = ev.target.value; S.deckError = ''; dc.save(); render(); },
    }, h('option', { key: '', label: t('decks.pick') }), list.map((x) => h('option', { key: x.name, value: x.name }, x.name))),
    d ? h('p', null, legality(d)) : null);
}

// The pasted code read, or the reason it cannot be.
function readCode(code) {
  if (!code.trim()) return { error: t('deck.pasteCode') };
  try {
    return { deck: decode(code) };
  } catch (e) {
    if (e instanceof CodeError) return { error: e.message };
    throw e;
  }
}

function preview(deck) {
  const cards = counted(deck.cards);
  return h('div', { class: 'preview', 'data-testid': 'code-preview', 'aria-label': t('deck.preview') },
    h('div', { class: 'preview-chars' }, deck.characters.map((id) => {
      const c = C.chars.get(id);
      return h('span', { key: id, class: `pick el-${c.element}`, tabindex: 0, 'data-tip': `gitcg:character:${id}`, 'data-testid': 'preview-char' },
        h('span', { class: 'pick-name' }, nameOf(c)), elementTag(c.element));
    })),
    h('ul', { class: 'preview-cards' }, Object.entries(cards).map(([id, k]) => {
      const c = C.cards.get(Number(id));
      return h('li', { key: id, tabindex: 0, 'data-tip': `gitcg:card:${id}` }, `${k} × ${nameOf(c)} `, costIcons(c.cost));
    })));
}

export const deck = {
  render(dc) {
    const st = dc.state;
    prepare(st);
    const setMode = (m) => { st.mode = m; S.deckError = ''; dc.save(); render(); };
    const tabs = h('div', { class: 'tabs', id: 'deck-tabs', role: 'radiogroup', 'aria-label': t('deck.source') },
      tabsShown().map((m) => h('label', { key: m },
        h('input', { type: 'radio', name: 'deck-mode', value: m, checked: st.mode === m, onchange: () => setMode(m) }), ` ${t(`deck.${m}`)}`)));
    let pane;
    if (st.mode === 'preset') {
      pane = dc.presetSelect();
    } else if (st.mode === 'code') {
      const read = C.list ? readCode(st.code) : { error: '' };
      pane = h('div', { id: 'deck-code', class: 'deck-pane' },
        h('label', { for: 'code' }, t('deck.codeLabel')),
        h('textarea', {
          id: 'code', rows: 2, spellcheck: 'false', 'data-testid': 'share-code', placeholder: t('deck.codePlaceholder'), value: st.code,
          'aria-invalid': st.code.trim() && read.error ? 'true' : 'false', 'aria-describedby': 'deck-msgs',
          oninput: (ev) => { st.code = ev.target.value; S.deckError = ''; dc.save(); render(); },
        }),
        read.deck ? preview(read.deck) : null,
        read.deck ? h('button', {
          type: 'button', class: 'secondary small', 'data-testid': 'edit-code',
          onclick: () => { st.build = { characters: read.deck.characters.slice(), cards: counted(read.deck.cards) }; st.mode = 'build'; dc.save(); render(); },
        }, t('deck.edit')) : null);
    } else if (st.mode === 'saved') {
      pane = savedPane(st, dc);
    } else {
      pane = builder(st, dc.save);
    }
    return [tabs, pane];
  },
  current(st) {
    prepare(st);
    if (st.mode === 'code') return { code: st.code.trim() };
    if (st.mode === 'saved') return { saved: st.savedName };
    if (st.mode === 'build') return { cards: { characters: st.build.characters.slice(), cards: listed(st.build.cards) } };
    return { preset: st.preset };
  },
  problems(st) {
    prepare(st);
    if (st.mode === 'preset') return st.preset ? [] : [t('deck.choosePreset')];
    if (st.mode === 'saved') {
      if (!loggedIn()) return [t('decks.logIn')];
      const d = chosenSaved(st);
      if (d === undefined) return [];
      if (!d) return [t('decks.pick')];
      return d.legal ? [] : [d.problem || t('decks.notLegal', { why: '' })];
    }
    if (!C.list) return [];
    if (st.mode === 'code') {
      const read = readCode(st.code);
      if (read.error) return [read.error];
      return deckProblems({ characters: read.deck.characters, cards: counted(read.deck.cards) });
    }
    return deckProblems(st.build);
  },
  label(st) {
    prepare(st);
    if (st.mode === 'code') {
      const read = C.list && st.code.trim() ? readCode(st.code) : null;
      if (read && read.deck) return `${t('deck.codeDeck')}: ${read.deck.characters.map((id) => nameOf(C.chars.get(id))).join(', ')}`;
      return st.code.trim() ? `${t('deck.codeDeck')} ${st.code.trim().slice(0, 12)}…` : t('deck.codeNone');
    }
    if (st.mode === 'saved') return t('decks.label', { name: st.savedName });
    if (st.mode === 'build') {
      const names = st.build.characters.map((id) => nameOf(C.chars.get(id))).join(', ');
      return `${t('deck.myDeck')}${names ? ` (${names})` : ''}`;
    }
    return t('deck.presetName', { name: st.preset });
  },
};
