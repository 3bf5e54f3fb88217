// The pages an address names after `#`: a player's profile (`#/players/{name}`) and the
// leaderboard (`#/leaderboard/{game}/{setup}`). Anything else is the lobby (or the match being
// played). A link is an ordinary `<a href>`, so the browser's Back returns from a page.
import { h } from './dom.js';
import { S, render } from './state.js';

export const profileHref = (name) => `#/players/${encodeURIComponent(name)}`;
export const leaderboardHref = (game, setup) => `#/leaderboard${game ? `/${encodeURIComponent(game)}` : ''}${setup ? `/${encodeURIComponent(setup)}` : ''}`;

// The page the address names, or null.
function parse(hash) {
  const parts = hash.replace(/^#\/?/, '').split('/').map((p) => {
    try { return decodeURIComponent(p); } catch { return p; }
  });
  if (parts[0] === 'players' && parts[1]) return { kind: 'player', name: parts[1] };
  if (parts[0] === 'leaderboard') return { kind: 'leaderboard', game: parts[1] || null, setup: parts[2] || null };
  return null;
}

export function followAddress() {
  S.page = parse(location.hash);
  render();
}

export function installRoutes() {
  window.addEventListener('hashchange', followAddress);
  S.page = parse(location.hash);
}

// Back to the lobby (or the match in play) from a page.
export function closePage() {
  if (location.hash) history.pushState(null, '', location.pathname + location.search);
  followAddress();
}

// A player's name that opens their profile (not a bot's, or a seat nobody holds).
export function nameLink(name, { bot = false, testid = 'player-link' } = {}) {
  if (!name || bot) return name || '';
  return h('a', { href: profileHref(name), class: 'player-link', 'data-testid': testid }, name);
}
