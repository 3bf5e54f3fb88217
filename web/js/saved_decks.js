// The decks saved in the player's account (`/api/decks`), per game: listed with whether each
// is legal now and why not, saved, deleted, and the one-time offer to import the decks this
// browser kept before the player had an account.
import { h } from './dom.js';
import { local, KEYS } from './store.js';
import { S, render, notice } from './state.js';
import { t } from './i18n.js';
import { api, apiErrorText, loggedIn } from './account.js';

const path = (game, name) => `/api/decks/${encodeURIComponent(game)}/${encodeURIComponent(name)}`;

// The account's decks of a game (`[SavedDeck]`), read once and again after each change; null
// while they load or when not logged in.
export function savedDecks(game) {
  if (!loggedIn()) return null;
  const held = S.saved[game];
  if (held === undefined) reload(game);
  return Array.isArray(held) ? held : null;
}

function reload(game) {
  const who = loggedIn();
  S.saved[game] = null;
  api('GET', `/api/decks?game=${encodeURIComponent(game)}`).then((list) => {
    if (loggedIn() !== who) return;
    S.saved[game] = Array.isArray(list) ? list : [];
    render();
  }, (e) => {
    if (loggedIn() !== who) return;
    S.saved[game] = [];
    notice(apiErrorText(e));
  });
}

// Saves (or replaces) a deck; `deck` as `ready` takes it. Resolves to the SavedDeck.
// `version`: the game version the deck is built for (gitcg); the server's newest without it.
export async function saveDeck(game, name, deck, version) {
  const at = version ? `?version=${encodeURIComponent(version)}` : '';
  const saved = await api('PUT', path(game, name) + at, deck);
  reload(game);
  return saved;
}

export async function deleteDeck(game, name) {
  await api('DELETE', path(game, name));
  reload(game);
}

// Whether the import of this browser's decks was offered to this account already.
function offered(game) {
  const who = (loggedIn() || '').toLowerCase();
  const done = local.json(KEYS.imported, {});
  return !!(done && done[`${who}/${game}`]);
}

function markOffered(game) {
  const who = (loggedIn() || '').toLowerCase();
  const done = local.json(KEYS.imported, {});
  local.set(KEYS.imported, JSON.stringify({ ...(done && typeof done === 'object' ? done : {}), [`${who}/${game}`]: true }));
}

// The offer, once per account and game, to save this browser's decks (`[{name, deck}]`, the
// deck as `ready` takes it) into the account: nothing once it was taken or declined.
export function importOffer(game, localDecks) {
  if (!loggedIn() || !localDecks.length || offered(game)) return null;
  const take = async () => {
    markOffered(game);
    let n = 0;
    for (const d of localDecks) {
      try {
        await api('PUT', path(game, d.name), d.deck);
        n += 1;
      } catch (e) {
        notice(`${d.name}: ${apiErrorText(e)}`);
      }
    }
    reload(game);
    notice(t('decks.imported', { n }));
  };
  return h('div', { class: 'import-offer', 'data-testid': 'import-offer' },
    h('p', null, t('decks.importOffer', { n: localDecks.length })),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'small', 'data-testid': 'import-decks', onclick: () => { take(); render(); } }, t('decks.import')),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'import-decline', onclick: () => { markOffered(game); render(); } }, t('decks.noImport'))));
}

// A saved deck's state in words: legal, or why not.
export function legality(d) {
  return d.legal
    ? h('small', { class: 'ok', 'data-testid': 'deck-legal' }, `✓ ${t('decks.legal')}`)
    : h('small', { class: 'bad', 'data-testid': 'deck-illegal' }, `✗ ${t('decks.notLegal', { why: d.problem || '' })}`);
}
