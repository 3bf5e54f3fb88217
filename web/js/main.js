// Tavern's browser client: starts the connection, loads the games' board modules and draws the
// page (lobby, match or replay) whenever the state changes. Plain ES modules, no build step.
import { h, patch, $ } from './dom.js';
import { S, setDrawer, render, clearError } from './state.js';
import { local, KEYS } from './store.js';
import { t, lang, setLang, onLangChange, addStrings, LANGS } from './i18n.js';
import { STRINGS } from './strings.js';
import { ACCOUNT_STRINGS } from './strings_accounts.js';
import { connect, setMessageHandler, reconnectNow, send } from './connection.js';
import { handle } from './session.js';
import { listRooms } from './protocol.js';
import { loadGame, boardFor } from './games.js';
import { lobbyPage } from './lobby.js';
import { matchPage, logOpen, toggleLog } from './match.js';
import { replayPage, replayKey, closeReplay, openFromAddress, afterReplayDraw } from './replay.js';
import { matchContext } from './context.js';
import { installTooltips, hideTip, tipShown, refreshTip } from './widgets/tooltip.js';
import { runFx } from './widgets/fx.js';
import { accountBox } from './account_panel.js';
import { installRoutes, leaderboardHref } from './routes.js';
import { profilePage } from './profile.js';
import { leaderboardPage } from './leaderboard.js';
import { installScrollRows, markScrollRows } from './widgets/scroll_row.js';

addStrings(STRINGS);
addStrings(ACCOUNT_STRINGS);

// Whether this page watches a match it does not play in (a seat that is out still plays it).
const watching = () => !!(S.match && S.match.played == null && S.match.viewer.kind !== 'seat');

function topbar() {
  const conn = S.conn === 'offline' ? t('conn.offlineRetry', { s: S.retryIn }) : t(`conn.${S.conn}`);
  return [
    h('h1', null, 'Tavern'),
    h('span', { id: 'conn', class: 'conn', 'data-testid': 'conn', 'data-state': S.conn === 'online' ? 'online' : 'offline' }, conn),
    h('span', { id: 'who', class: 'who' }, S.me ? t(watching() ? 'conn.watchingAs' : 'conn.playingAs', { name: S.me.name }) : ''),
    h('a', { class: 'top-link', href: leaderboardHref(S.game), 'data-testid': 'leaderboard-link', title: t('board.title') },
      h('span', { class: 'top-icon', 'aria-hidden': 'true' }, '★'), h('span', { class: 'top-text' }, t('board.title'))),
    accountBox(),
    h('label', { class: 'lang', for: 'lang' }, h('span', { class: 'sr-only' }, t('lang.label')),
      h('select', { id: 'lang', 'data-testid': 'lang', value: lang(), onchange: (ev) => setLang(ev.target.value) },
        Object.entries(LANGS).map(([k, v]) => h('option', { key: k, value: k, lang: k === 'zh' ? 'zh-Hans' : 'en' }, v)))),
  ];
}

function banner() {
  if (!S.error) return [];
  return h('div', { id: 'banner', class: 'banner', role: 'alert', 'data-testid': 'error', 'data-kind': S.error.kind },
    h('span', { id: 'banner-text' }, S.error.text),
    S.conn === 'replaced' ? h('button', { type: 'button', id: 'take-back', onclick: () => { clearError(); reconnectNow(); } }, t('error.takeBack')) : null,
    h('button', { type: 'button', id: 'banner-close', class: 'link', 'aria-label': t('error.dismiss'), onclick: () => clearError() }, '✕'));
}

let resultShown = null;
function draw() {
  patch($('top'), topbar());
  patch($('banner-slot'), banner());
  patch($('notice-slot'), S.notice ? h('div', { id: 'notice', class: 'notice', role: 'status', 'data-testid': 'notice' }, S.notice) : []);
  // A profile or the leaderboard shows over the lobby or the match (which goes on meanwhile).
  const other = S.page ? (S.page.kind === 'player' ? profilePage : leaderboardPage) : null;
  const page = S.replay ? replayPage() : (other ? other() : (S.match ? matchPage() : lobbyPage()));
  patch($('app'), page);
  document.body.dataset.page = S.replay ? 'replay' : (other ? S.page.kind : (S.match ? 'match' : 'lobby'));
  // Errors and notices on the match page lie just under the status bar.
  const bar = document.querySelector('#app .status');
  if (bar) document.documentElement.style.setProperty('--status-h', `${bar.offsetHeight}px`);
  runFx();
  refreshTip();
  afterReplayDraw();
  markScrollRows();
  // The result dialog takes the focus once, so a keyboard user lands on its buttons.
  const result = document.querySelector('[data-testid=result] button');
  const m = S.match;
  if (result && m && resultShown !== m.id) {
    resultShown = m.id;
    result.focus();
  }
}

// Escape closes what is open, innermost first: the card text, then a half-made choice, then
// the log drawer on a small screen, then the replay viewer.
function onKey(ev) {
  if (ev.key === 'Escape') {
    if (tipShown()) { hideTip(); return; }
    const m = S.match;
    if (m && m.u && !S.replay) {
      const board = boardFor(m.game);
      if (board && board.escape && board.escape(matchContext(m))) { render(); return; }
      if (m.flow) { m.flow = null; render(); return; }
      if (logOpen() && window.innerWidth < 900) { toggleLog(); return; }
    }
    if (S.replay) closeReplay();
    return;
  }
  if (S.replay && replayKey(ev)) ev.preventDefault();
}

async function boot() {
  setDrawer(draw);
  setMessageHandler(handle);
  onLangChange(() => render());
  installTooltips();
  installScrollRows();
  document.addEventListener('keydown', onKey);
  const saved = local.get(KEYS.game);
  if (saved) S.game = saved;
  // A link to a replay's move opens it.
  openFromAddress();
  installRoutes();
  render();
  connect();
  try {
    // Only games this client has a board for are offered; the others are played from other
    // clients (the terminal client, bots) until their board module is added.
    S.games = (await (await fetch('/api/games')).json()).filter((g) => g.web_board);
  } catch (e) {
    S.games = [];
  }
  if (!S.games.some((g) => g.id === S.game) && S.games.length) S.game = S.games[0].id;
  await Promise.all(S.games.map((g) => loadGame(g.id)));
  render();
}

setInterval(() => {
  if (!S.match && !S.replay && S.me && document.visibilityState !== 'hidden') send(listRooms());
}, 5000);

boot();
