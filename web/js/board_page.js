// One game's board drawn alone from fixed data, with no server behind it: `/board.html?game=gitcg
// &lang=en` loads the game's board module (`&status=1` draws the match's status bar above it), and `window.tavernBoard.show(frame)` draws a frame,
// which is what the replay API returns for a step (`{viewer, view, events, outcome}`; the outcome
// is the view's when the frame has none) or an
// update (`{view, decisions, legal_actions, unavailable}` and a `viewer`). A second `show` draws
// the change from the first (events, feedback, the board's own animations), as a live match does.
// The browser tests screenshot boards this way, from fixtures, at any size; a designer can too.
import { h, patch, $ } from './dom.js';
import { S, setDrawer, render } from './state.js';
import { setLang, addStrings } from './i18n.js';
import { STRINGS } from './strings.js';
import { loadGame, boardFor } from './games.js';
import { matchContext } from './context.js';
import { installTooltips } from './widgets/tooltip.js';
import { runFx, queueFx } from './widgets/fx.js';
import { statusBar } from './match.js';

addStrings(STRINGS);
const params = new URLSearchParams(location.search);
const game = params.get('game') || 'gitcg';
const withStatus = params.get('status') === '1';
if (params.get('lang')) setLang(params.get('lang'));

// The match being drawn: what a live match keeps between updates (the board's memory, the log,
// the previous view), without a connection.
let match = null;

function draw() {
  const board = boardFor(game);
  if (!board || !match) {
    patch($('app'), h('p', { class: 'hint', 'data-testid': 'board-loading' }, '…'));
    return;
  }
  const ctx = matchContext(match, { replay: !match.live });
  // With `status=1`, the match's status bar (round, phase, whose turn, every clock) above the
  // table, as in a match; without it, the table alone fills the window.
  patch($('app'), h('section', { id: 'match', class: `match game-${game}${withStatus ? ' with-status' : ''}`, 'data-game': game, 'data-testid': 'board-page', 'data-version': match.u.version },
    withStatus ? statusBar(match, ctx, board) : null,
    h('div', { class: 'table' }, board.render(ctx))));
  runFx();
}

// Draws `frame`: `names` are the seats' names, `live` draws it as the seat's own live match
// (its decision and legal actions offered, nothing sent anywhere), `version` numbers it.
function show(frame, { names = [], live = false, version } = {}) {
  const board = boardFor(game);
  const prev = match;
  const viewer = frame.viewer || frame.view?.viewer || { kind: 'seat', seat: 0 };
  match = {
    id: 'fixture', game, viewer, names, outcome: frame.outcome || frame.view?.outcome || null, log: prev?.log || [], at: performance.now(),
    board: prev?.board || {}, flow: null, live, played: viewer.kind === 'seat' ? viewer.seat : null,
    u: {
      version: version ?? (prev ? prev.u.version + 1 : 0),
      view: frame.view,
      events: frame.events || [],
      decisions: live ? frame.decisions || [] : [],
      legal_actions: live ? frame.legal_actions || [] : [],
      unavailable: live ? frame.unavailable || [] : [],
    },
  };
  if (board && board.events) {
    const { items, cues } = board.events({ match, view: frame.view, prevView: prev?.u.view || null, events: match.u.events, history: !prev });
    match.log = [...match.log, ...items];
    if (prev) queueFx(cues);
  }
  render();
  // Resolves once the page has drawn it (the render is a microtask away).
  return new Promise((resolve) => requestAnimationFrame(() => resolve(match.u.version)));
}

S.conn = 'fixture';
setDrawer(draw);
installTooltips();
window.tavernBoard = { show, ready: loadGame(game).then(() => render()), game };
