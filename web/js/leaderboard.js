// The leaderboard (`#/leaderboard/{game}/{setup}`, from `GET /api/ratings/{game}`): the best
// ratings of a game and setup, players still provisional (a deviation over 110) left out. A
// logged-in player also sees their own rating there, provisional or not.
import { h } from './dom.js';
import { S, render } from './state.js';
import { t } from './i18n.js';
import { gameName, setupName } from './games.js';
import { nameLink, leaderboardHref } from './routes.js';
import { loggedIn } from './account.js';
import { pageHead, ratingText } from './profile.js';

const PROVISIONAL = 110;
const setupsOf = (id) => (S.games.find((g) => g.id === id) || {}).setups || [];

function load(pg, game, setup) {
  const key = `${game}/${setup}`;
  if (pg.key === key) return;
  pg.key = key;
  pg.board = undefined;
  fetch(`/api/ratings/${encodeURIComponent(game)}?setup=${encodeURIComponent(setup)}&limit=100`)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((d) => { if (pg.key === key) { pg.board = d; render(); } }, () => { if (pg.key === key) { pg.board = false; render(); } });
  const me = loggedIn();
  if (me) {
    pg.mine = undefined;
    fetch(`/api/players/${encodeURIComponent(me)}`).then((r) => (r.ok ? r.json() : null))
      .then((d) => { if (pg.key === key) { pg.mine = d; render(); } }, () => {});
  }
}

// Where the logged-in player stands in this game and setup.
function mine(pg, game, setup) {
  const me = loggedIn();
  if (!me || !pg.mine) return null;
  const r = (pg.mine.ratings || []).find((x) => x.game === game && x.setup === setup);
  if (!r) return h('p', { class: 'hint', 'data-testid': 'my-standing' }, t('board.unrated'));
  const words = r.deviation > PROVISIONAL ? 'board.mineProvisional' : 'board.mine';
  return h('p', { 'data-testid': 'my-standing', 'data-rating': r.rating.toFixed(1) },
    t(words, { rating: ratingText(r.rating), dev: Math.round(r.deviation), games: r.games }));
}

export function leaderboardPage() {
  const pg = S.page;
  const game = pg.game && S.games.some((g) => g.id === pg.game) ? pg.game : (S.game || (S.games[0] || {}).id);
  const setups = setupsOf(game);
  const setup = setups.find((x) => x.id === pg.setup) || setups[0] || null;
  document.title = `Tavern · ${t('board.title')}`;
  if (game && setup) load(pg, game, setup.id);
  const d = pg.board;
  let table;
  if (!game || !setup || d === undefined) table = h('p', { class: 'hint' }, t('page.loading'));
  else if (d === false) table = h('p', { class: 'reason' }, t('page.failed'));
  else if (!d.players.length) table = h('p', { class: 'hint', 'data-testid': 'board-empty' }, t('board.empty'));
  else {
    table = h('table', { class: 'table-list', 'data-testid': 'leaderboard' },
      h('thead', null, h('tr', null, h('th', null, '#'), h('th', null, t('board.player')), h('th', null, t('profile.rating')),
        h('th', null, t('profile.deviation')), h('th', null, t('profile.games')))),
      h('tbody', null, d.players.map((p, i) => h('tr', { key: p.name, 'data-testid': 'leaderboard-row', 'data-name': p.name },
        h('td', { class: 'num' }, String(i + 1)), h('td', null, nameLink(p.name)),
        h('td', { class: 'num' }, ratingText(p.rating)), h('td', { class: 'num' }, `± ${Math.round(p.deviation)}`),
        h('td', { class: 'num' }, String(p.games))))));
  }
  const go = (g, s) => { location.hash = leaderboardHref(g, s); };
  return h('section', { id: 'leaderboard-page', key: 'leaderboard', class: 'page', 'data-testid': 'leaderboard-page', 'data-game': game || '', 'data-setup': setup ? setup.id : '' },
    pageHead(t('board.title'), 'board-title'),
    h('div', { class: 'box' },
      h('div', { class: 'row' },
        h('label', { for: 'board-game' }, t('profile.game')),
        h('select', { id: 'board-game', 'data-testid': 'board-game', value: game || '', onchange: (ev) => go(ev.target.value, null) },
          S.games.map((g) => h('option', { key: g.id, value: g.id }, gameName(g.id)))),
        setups.length > 1 ? h('label', { for: 'board-setup' }, t('profile.setup')) : null,
        setups.length > 1 ? h('select', { id: 'board-setup', 'data-testid': 'board-setup', value: setup.id, onchange: (ev) => go(game, ev.target.value) },
          setups.map((x) => h('option', { key: x.id, value: x.id }, setupName(x)))) : null),
      mine(pg, game, setup && setup.id),
      table,
      h('p', { class: 'hint' }, t('board.provisional'))));
}
