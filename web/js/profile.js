// A player's profile (`#/players/{name}`, from `GET /api/players/{name}`): ratings per game and
// setup with games played, the latest finished matches with their replays, and each saved
// deck's record. Anyone may look; a guest has no profile.
import { h } from './dom.js';
import { S, render } from './state.js';
import { t } from './i18n.js';
import { gameName, setupName } from './games.js';
import { closePage, nameLink, leaderboardHref } from './routes.js';
import { openReplay, replayLink } from './replay.js';
import { resultHead } from './match.js';
import { fmtMs } from './widgets/clock.js';

// The profile of a name, read once per visit to the page: undefined while it loads, null when
// there is no such account, false when it could not be read.
function load(pg) {
  if (pg.asked) return;
  pg.asked = true;
  fetch(`/api/players/${encodeURIComponent(pg.name)}`).then((r) => {
    if (r.status === 404) return null;
    if (!r.ok) throw new Error(String(r.status));
    return r.json();
  }).then((d) => { pg.data = d; render(); }, () => { pg.data = false; render(); });
}

const setupOf = (game, id) => ((S.games.find((g) => g.id === game) || {}).setups || []).find((x) => x.id === id) || { id, name: id };
export const ratingText = (r) => String(Math.round(r));

export function pageHead(title, testid) {
  return h('div', { class: 'page-head' },
    h('button', { type: 'button', class: 'secondary small', 'data-testid': 'page-back', onclick: closePage }, `← ${t(S.match ? 'page.backMatch' : 'page.backLobby')}`),
    h('h2', { 'data-testid': testid }, title));
}

function ratingsTable(d) {
  if (!d.ratings.length) return h('p', { class: 'hint', 'data-testid': 'no-ratings' }, t('profile.noRatings'));
  return h('table', { class: 'table-list', 'data-testid': 'profile-ratings' },
    h('thead', null, h('tr', null, h('th', null, t('profile.game')), h('th', null, t('profile.setup')),
      h('th', null, t('profile.rating')), h('th', null, t('profile.deviation')), h('th', null, t('profile.games')))),
    h('tbody', null, d.ratings.map((r) => h('tr', { key: `${r.game}/${r.setup}`, 'data-game': r.game, 'data-setup': r.setup, 'data-testid': 'profile-rating' },
      h('td', null, h('a', { href: leaderboardHref(r.game, r.setup) }, gameName(r.game))),
      h('td', null, setupName(setupOf(r.game, r.setup))),
      h('td', { class: 'num', 'data-testid': 'rating-value' }, ratingText(r.rating)),
      h('td', { class: 'num' }, `± ${Math.round(r.deviation)}`),
      h('td', { class: 'num', 'data-testid': 'rating-games' }, String(r.games))))));
}

function recentList(d) {
  if (!d.recent.length) return h('p', { class: 'hint' }, t('profile.noMatches'));
  const me = d.name.toLowerCase();
  return h('ul', { class: 'room-list', 'data-testid': 'profile-matches' }, d.recent.map((x) => {
    const mine = x.players.find((p) => p.name.toLowerCase() === me);
    const viewer = mine ? { kind: 'seat', seat: mine.seat } : { kind: 'referee' };
    const as = mine ? `seat${mine.seat}` : 'referee';
    const names = x.players.map((p) => p.name);
    return h('li', { key: x.id, class: 'room', 'data-testid': 'profile-match' },
      h('div', null, h('strong', null, gameName(x.game)), ' · ',
        x.players.map((p, i) => [i ? ' – ' : '', nameLink(p.name, { bot: p.bot })]), ' · ',
        x.outcome ? resultHead({ names, played: mine ? mine.seat : null }, x.outcome, viewer) : '', ' · ',
        fmtMs(x.duration_ms), ' · ', new Date(x.started_at_ms).toLocaleDateString()),
      h('div', { class: 'row' }, h('a', {
        href: replayLink(x.id, 0, as), class: 'button-link', 'data-testid': 'profile-replay',
        onclick: (ev) => { ev.preventDefault(); openReplay(x.id, x.game, viewer); },
      }, t('result.replay'))));
  }));
}

function deckRecords(d) {
  if (!d.decks.length) return h('p', { class: 'hint' }, t('profile.noDecks'));
  return h('table', { class: 'table-list', 'data-testid': 'profile-decks' },
    h('thead', null, h('tr', null, h('th', null, t('profile.game')), h('th', null, t('profile.deck')),
      h('th', null, t('profile.wins')), h('th', null, t('profile.losses')), h('th', null, t('profile.draws')))),
    h('tbody', null, d.decks.map((x) => h('tr', { key: `${x.game}/${x.name}`, 'data-testid': 'profile-deck', 'data-deck': x.name },
      h('td', null, gameName(x.game)), h('td', null, x.name),
      h('td', { class: 'num' }, String(x.wins)), h('td', { class: 'num' }, String(x.losses)), h('td', { class: 'num' }, String(x.draws))))));
}

export function profilePage() {
  const pg = S.page;
  load(pg);
  document.title = `Tavern · ${pg.name}`;
  const d = pg.data;
  let body;
  if (d === undefined) body = h('p', { class: 'hint' }, t('page.loading'));
  else if (d === null) body = h('p', { 'data-testid': 'no-profile' }, t('profile.none', { name: pg.name }));
  else if (d === false) body = h('p', { class: 'reason' }, t('page.failed'));
  else {
    body = [
      h('p', { key: 'since', class: 'hint' }, t('profile.since', { date: new Date(d.created_at_ms).toLocaleDateString() })),
      h('div', { key: 'cols', class: 'cols' },
        h('div', { class: 'col' },
          h('div', { class: 'box' }, h('h3', null, t('profile.ratings')), ratingsTable(d)),
          h('div', { class: 'box' }, h('h3', null, t('profile.decks')), deckRecords(d))),
        h('div', { class: 'col' },
          h('div', { class: 'box' }, h('h3', null, t('profile.recent')), recentList(d)))),
    ];
  }
  return h('section', { id: 'profile', key: 'profile', class: 'page', 'data-testid': 'profile', 'data-name': d ? d.name : pg.name },
    pageHead(d ? d.name : pg.name, 'profile-name'), body);
}
