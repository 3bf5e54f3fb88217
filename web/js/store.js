// The browser's storage, which may be missing or full (private windows): reads give null and
// writes are dropped rather than breaking the page.

function wrap(area) {
  return {
    get(k) { try { return area().getItem(k); } catch { return null; } },
    set(k, v) { try { area().setItem(k, v); } catch { /* full or unavailable */ } },
    del(k) { try { area().removeItem(k); } catch { /* unavailable */ } },
    json(k, fallback) {
      try { const v = JSON.parse(area().getItem(k)); return v ?? fallback; } catch { return fallback; }
    },
    keys() { try { const a = area(); return Array.from({ length: a.length }, (_, i) => a.key(i)); } catch { return []; } },
  };
}

// Kept across visits: the resume token, name, language, chosen game, saved decks and the
// account's session token.
export const local = wrap(() => localStorage);
// Kept while the tab lives: the match log, so a reload shows what happened before it.
export const session = wrap(() => sessionStorage);

export const KEYS = {
  game: 'tavern.game',
  token: 'tavern.token',
  name: 'tavern.name',
  lang: 'tavern.lang',
  deck: 'tavern.deck',
  decks: 'tavern.decks',
  last: 'tavern.lastResult',
  log: 'tavern.log.',
  logOpen: 'tavern.logOpen',
  botLevel: 'tavern.botLevel',
  account: 'tavern.account',
  imported: 'tavern.importedDecks',
};
