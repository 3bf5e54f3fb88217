// The client's state, in one object, and the one way to redraw the page after it changes.
//
// Modules change `S` and call `render()`; the page is redrawn once after the current message
// or click is handled (a microtask), so it never shows a choice that was already made.

export const S = {
  conn: 'connecting', // 'online', 'connecting', 'offline', 'replaced'
  retryIn: 0, // seconds until the next reconnection attempt, while offline
  me: null, // {id, name}
  games: [], // GET /api/games
  game: 'gitcg', // the game chosen in the lobby
  modules: new Map(), // game id -> its loaded board module
  rooms: [],
  room: null, // the RoomInfo of the room we sit in
  quick: false, // waiting for a quick match
  match: null, // see match.js
  pending: null, // {id, version, at, accepted} of the action in flight
  error: null, // {text, kind}: the banner; `kind` says which success clears it
  notice: '',
  replay: null, // see replay.js
  page: null, // a page the address names: {kind: 'player', name} or {kind: 'leaderboard', game, setup}
  saved: {}, // game id -> the account's saved decks (see saved_decks.js)
  recent: null, // the player's finished matches, for replays
  rematch: null, // {game, options, deck} to ready with once the new room exists
  ws: null, // the open WebSocket (the browser tests close it to simulate a dropped line)
  lastSent: '', // the type of the last request, to know which success clears its error
};
// For the console and the browser tests.
window.tavern = S;

let drawer = () => {};
let queued = false;

export function setDrawer(f) { drawer = f; }

export function render() {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    drawer();
  });
}

// Shows an error until it is dismissed or the next success of the same kind ('ready',
// 'action', 'room', …) clears it: a refused share code does not linger once a deck is taken.
export function showError(text, kind = 'other') {
  S.error = { text, kind };
  render();
}

export function clearError(kind) {
  if (S.error && (kind === undefined || S.error.kind === kind)) {
    S.error = null;
    render();
  }
}

let noticeTimer = 0;
export function notice(text) {
  S.notice = text;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { S.notice = ''; render(); }, 12000);
  render();
}
