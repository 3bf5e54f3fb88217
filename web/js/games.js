// The board modules: one per game, at /games/<id>/index.js, loaded when the game is first
// needed. A new game adds its module there and nothing else (web/README.md says what a module
// is given and what it must provide).
import { addStrings, tOr } from './i18n.js';
import { registerTips } from './widgets/tooltip.js';
import { S, render, showError } from './state.js';

const loading = new Map();

// The loaded module of a game, or null while it loads (or if the game has none).
export function boardFor(id) {
  return S.modules.get(id) || null;
}

// Loads a game's module once: its strings, its stylesheet, its card list.
export function loadGame(id) {
  if (loading.has(id)) return loading.get(id);
  const p = import(`/games/${encodeURIComponent(id)}/index.js`)
    .then(async ({ default: mod }) => {
      if (mod.strings) addStrings(mod.strings);
      for (const href of mod.styles || []) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.append(link);
      }
      if (mod.tip) registerTips(id, mod.tip);
      if (mod.load) await mod.load();
      S.modules.set(id, mod);
      render();
      return mod;
    })
    .catch((e) => {
      showError(`${id}: ${e.message}`, 'load');
      return null;
    });
  loading.set(id, p);
  return p;
}

// A game's name in the current language (the server names it in one).
export function gameName(id) {
  const g = S.games.find((x) => x.id === id);
  return tOr(`game.name.${id}`, g ? g.name : id);
}

// A setup's name in the current language ("2 vs 2").
export function setupName(setup) {
  return setup ? tOr(`setup.${setup.id}`, setup.name) : '';
}
