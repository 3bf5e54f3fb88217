// The deck box of the lobby. Each game keeps its own deck choice in the browser. A game whose
// module offers a deck chooser (`deck` in its module: share codes, a builder, saved decks) draws
// it here; any other game picks one of its presets (Summoner Wars: a faction) or, logged in, one
// of the decks saved in the account for that game (played by name).
import { h } from './dom.js';
import { local, KEYS } from './store.js';
import { S, render } from './state.js';
import { t, tOr } from './i18n.js';
import { boardFor } from './games.js';
import { loggedIn } from './account.js';
import { savedDecks } from './saved_decks.js';

const states = local.json(KEYS.deck, {});

function presets() {
  const g = S.games.find((x) => x.id === S.game);
  return g ? g.presets : [];
}

// The deck choice of the lobby's game, created on first use.
export function deckState() {
  if (!states[S.game] || typeof states[S.game] !== 'object') states[S.game] = {};
  const st = states[S.game];
  const list = presets();
  if (list.length && !list.includes(st.preset)) st.preset = list[0];
  return st;
}

export function saveDeck() { local.set(KEYS.deck, JSON.stringify(states)); }

const chooser = () => { const b = boardFor(S.game); return b && b.deck ? b.deck : null; };

// The account's saved deck chosen in a game without a chooser of its own: its entry once the
// list is here (undefined while it loads), null when it is gone; false when none is chosen.
function savedChoice(st) {
  if (!st.savedName || !loggedIn()) return false;
  const list = savedDecks(S.game);
  if (!list) return undefined;
  return list.find((d) => d.name === st.savedName) || null;
}

export function currentDeck() {
  const st = deckState();
  const c = chooser();
  if (c) return c.current(st);
  return savedChoice(st) !== false ? { saved: st.savedName } : { preset: st.preset };
}

export function deckProblems() {
  const st = deckState();
  const c = chooser();
  if (c) return c.problems(st);
  const d = savedChoice(st);
  if (d === null) return [t('decks.pick')];
  if (d) return d.legal ? [] : [d.problem || t('decks.notLegal', { why: '' })];
  return st.preset ? [] : [t('deck.choosePreset')];
}

export function deckLabel() {
  const st = deckState();
  const c = chooser();
  if (c) return c.label(st);
  return savedChoice(st) !== false ? t('decks.label', { name: st.savedName }) : `“${presetName(S.game, st.preset)}”`;
}

// A preset's name as its game calls it: the module's `presetName(name)` if it has one (a
// Summoner Wars preset is a faction), else a `preset.<game>.<name>` string, else the name.
export function presetName(game, preset) {
  const b = boardFor(game);
  const own = b && b.presetName ? b.presetName(preset) : null;
  return own || tOr(`preset.${game}.${preset}`, preset);
}

// The presets and, with `withSaved` (a game without a chooser of its own) and logged in, the
// decks saved in the account for this game, each marked legal or not.
export function presetSelect(st, onchange, withSaved = false) {
  const saved = withSaved && loggedIn() ? savedDecks(S.game) || [] : [];
  const chosen = saved.length && st.savedName && saved.some((d) => d.name === st.savedName) ? `saved:${st.savedName}` : st.preset;
  return h('div', { id: 'deck-preset', class: 'deck-pane' },
    h('label', { for: 'preset', id: 'preset-label' }, t(`deck.presetLabel.${S.game}`)),
    h('select', {
      id: 'preset', 'data-testid': 'preset', value: chosen,
      onchange: (ev) => {
        const v = ev.target.value;
        if (v.startsWith('saved:')) st.savedName = v.slice(6);
        else { st.preset = v; st.savedName = ''; }
        S.deckError = ''; saveDeck(); if (onchange) onchange(); render();
      },
    }, presets().map((p) => h('option', { key: p, value: p }, presetName(S.game, p))),
    saved.length ? h('optgroup', { key: 'saved', label: t('decks.account') },
      saved.map((d) => h('option', { key: `saved:${d.name}`, value: `saved:${d.name}` }, `${d.name}${d.legal ? '' : ` ✗ ${t('decks.notLegal', { why: d.problem || '' })}`}`))) : null));
}

export function deckBox() {
  const st = deckState();
  const c = chooser();
  const msgs = deckProblems().map((p, i) => h('li', { key: `p${i}` }, p));
  if (S.deckError) msgs.unshift(h('li', { key: 'server', class: 'server', 'data-testid': 'deck-error' }, t('deck.refused', { why: S.deckError })));
  if (!msgs.length) msgs.push(h('li', { key: 'ok', class: 'ok' }, `${t('deck.title')}: ${deckLabel()}`));
  const ctx = { state: st, save: saveDeck, presets: presets(), presetSelect: () => presetSelect(st) };
  return h('div', { class: 'box', id: 'deck-box' },
    h('h2', { id: 'deck-title' }, t(`deck.title.${S.game}`)),
    c ? c.render(ctx) : presetSelect(st, null, true),
    h('ul', { id: 'deck-msgs', class: 'msgs', 'data-testid': 'deck-msgs', 'aria-live': 'polite' }, msgs));
}
