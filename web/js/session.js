// What the client does with each message from the server, and how it submits a game action.
// The match itself (its log, its board's half-made choice) lives in `S.match`; a game's board
// module turns its events into log items and feedback.
import * as P from './protocol.js';
import * as C from './changes.js';
import { send, sayHello, reconnectNow } from './connection.js';
import { local, session, KEYS } from './store.js';
import { S, render, showError, clearError, notice } from './state.js';
import { t, lang } from './i18n.js';
import { boardFor, loadGame } from './games.js';
import { queueFx } from './widgets/fx.js';
import { errorText } from './reasons.js';
import { forget } from './account.js';
import { closePage } from './routes.js';

const LOG_LIMIT = 600;

// Which success clears an error answering each request: a room message clears a refused join,
// a deck taken clears a refused deck.
const ERROR_KIND = { join_room: 'room', create_room: 'room', quick_match: 'ready', ready: 'ready', spectate: 'spectate', action: 'action' };

export function handle(msg) {
  switch (msg.type) {
    case 'welcome': return onWelcome(msg);
    case 'rooms': S.rooms = msg.rooms || []; return undefined;
    case 'room': return onRoom(msg.room);
    case 'match_started': return onMatchStarted(msg);
    case 'update': return onUpdate(C.keep(msg));
    case 'update_changes': {
      const matchId = C.heldMatch();
      // Our action was accepted: its result comes with the update it made.
      if (msg.action_id != null && matchId) {
        onActionResult({ type: 'action_result', match_id: matchId, action_id: msg.action_id, ok: true, version: msg.version });
      }
      const whole = C.rebuild(msg);
      // Changes that do not fit what is held: ask for the state whole again. That is never
      // expected (the browser tests fail on this console error).
      if (!whole) {
        console.error(`update changes to version ${msg.version} did not fit; asking for the whole state`);
        return void (matchId && send(P.resync(matchId)));
      }
      return onUpdate(whole);
    }
    case 'action_result': return onActionResult(msg);
    case 'match_over': return onMatchOver(msg);
    case 'spectators':
      if (S.match && S.match.id === msg.match_id) S.match.spectators = msg.spectators || [];
      return undefined;
    case 'error': return onError(msg);
    case 'notice': return notice(noticeText(msg));
    default: return undefined; // pong, cards
  }
}

// A notice from the server in the interface's language: by its code where the client has
// words for it, else as the server says it.
function noticeText(msg) {
  const key = `notice.${msg.code}`;
  const words = t(key, { s: msg.within_secs ?? '' });
  return lang() === 'en' || words === key ? msg.message : words;
}

function onWelcome(msg) {
  S.me = { id: msg.player_id, name: msg.name, account: msg.account || null };
  S.conn = 'online';
  local.set(KEYS.token, msg.resume_token);
  local.set(KEYS.name, msg.name);
  clearError('offline');
  // What was shown before the connection dropped is confirmed (or not) by what follows.
  S.room = null;
  const m = S.match;
  if (m && !m.outcome) {
    if (m.viewer.kind !== 'seat') {
      // Spectators are not re-attached by the server: ask again.
      send(P.spectate(m.id, P.spectateAs(m.viewer)));
    } else if (!msg.resumed) {
      S.match = null;
      notice(t('notice.seatLost'));
    } else {
      m.stale = true;
      setTimeout(() => {
        if (S.match === m && m.stale) {
          S.match = null;
          notice(t('notice.matchGone'));
          render();
        }
      }, 3000);
    }
  }
  send(P.listRooms());
}

function onRoom(room) {
  const mine = room.seats.find((s) => S.me && s.player_id === S.me.id);
  S.quick = false;
  S.room = mine ? room : null;
  clearError('room');
  if (!mine) return;
  if (mine.ready) {
    // The server took the deck: an earlier refusal is stale.
    S.deckError = '';
    clearError('ready');
  }
  if (room.game !== S.game && S.games.some((g) => g.id === room.game)) S.game = room.game;
  if (S.rematch && S.rematch.game === room.game && !mine.ready && !room.match_id) {
    const deck = S.rematch.deck;
    S.rematch = null;
    send(P.ready(deck));
  }
}

function onMatchStarted(msg) {
  S.quick = false;
  S.switching = false;
  S.deckError = '';
  clearError();
  const m = S.match;
  if (m && m.id === msg.match_id) {
    const switched = JSON.stringify(m.viewer) !== JSON.stringify(msg.viewer);
    m.viewer = msg.viewer;
    S.switching = false;
    m.stale = false;
    m.rejoined = true;
    // A spectator's first update carries the match's events so far (from this viewpoint).
    m.expectHistory = msg.viewer.kind !== 'seat';
    if (switched) { m.flow = null; m.board = {}; }
    return;
  }
  // A match of yours starting takes the page, from a profile or the leaderboard too.
  if (S.page && msg.viewer.kind === 'seat') closePage();
  // The room this seat readied in (its last `room` message may precede the match id).
  const room = S.room && S.room.game === msg.game && msg.viewer.kind === 'seat' ? S.room : null;
  const saved = restoreLog(msg.match_id);
  S.match = {
    id: msg.match_id,
    game: msg.game,
    viewer: msg.viewer,
    // The seat this page plays, kept when the seat is out and watches on (a spectator behind it).
    played: msg.viewer.kind === 'seat' ? msg.viewer.seat : null,
    // The team of each seat (seats playing alone: their own number).
    teams: msg.teams || [],
    // The game version it is played at (games with versions).
    gameVersion: msg.game_version || null,
    u: null,
    at: 0,
    log: saved.log,
    spectators: [],
    outcome: null,
    stale: false,
    rejoined: true,
    expectHistory: msg.viewer.kind !== 'seat',
    conceding: false,
    flow: null,
    board: saved.stats ? { stats: saved.stats } : {},
    names: room ? room.seats.map((s) => s.player || '') : [],
    // The seats the server's bots play (their names open no profile).
    bots: room ? room.seats.filter((s) => s.bot).map((s) => s.seat) : [],
    // What a rematch needs: the same room options and deck.
    rematch: room && S.lastReady ? { game: room.game, options: room.options, deck: S.lastReady } : null,
    // The room as the lobby listed it: what views it lets spectators take.
    room: S.rooms.find((r) => r.match_id === msg.match_id) || null,
    // Views the server refused this spectator, each with its reason.
    refused: {},
    firstSeen: Date.now(),
  };
  S.pending = null;
}

function onUpdate(msg) {
  const m = S.match;
  if (!m || m.id !== msg.match_id) return;
  const board = boardFor(m.game);
  if (!board) {
    // The game's module is still loading (a reload straight into a match): take this update,
    // and any after it, in order once it is there, so no event is lost.
    loadGame(m.game).then((mod) => { if (mod) { onUpdate(msg); render(); } });
    return;
  }
  const prev = m.u;
  m.u = msg;
  m.at = performance.now();
  m.stale = false;
  const history = m.expectHistory;
  m.expectHistory = false;
  if (history) {
    m.log = [];
    m.board = {};
  }
  if (m.rejoined) {
    m.rejoined = false;
    if (!history) addLog(m, [{ sys: 'joined', v: msg.version }]);
  }
  const { items, cues } = board.events({ match: m, view: msg.view, prevView: prev && prev.view, events: msg.events || [], history });
  if (history) addLog(m, [{ sys: 'history', n: (msg.events || []).length, v: msg.version }]);
  addLog(m, items);
  if (!history && prev) queueFx(cues);
  saveLog(m);
  if (msg.view.outcome) m.outcome = msg.view.outcome;
  // The choice in flight is done once the update it produced (or a later one) is here.
  if (S.pending && S.pending.accepted != null && msg.version >= S.pending.accepted) S.pending = null;
  // A half-made choice stays only while the board says it still fits.
  if (m.flow && !(board.keepFlow && board.keepFlow(m.flow, prev, msg))) m.flow = null;
}

function onActionResult(msg) {
  if (!S.pending || S.pending.id !== msg.action_id) return;
  if (msg.ok) {
    clearError('action');
    S.pending.accepted = msg.version;
    if (S.match && S.match.u && S.match.u.version >= msg.version) S.pending = null;
  } else {
    S.pending = null;
    if (S.match) S.match.flow = null;
    const e = msg.error || {};
    if (e.code === 'match_moved') return matchMoved(e.message);
    showError(t('error.refused', { why: errorText(S.match && S.match.game, e) }), 'action');
  }
}

// Cluster mode: the match (or this session) moved to another server while a message was on
// its way, and it did not count. Nothing is wrong with the move: we connect again with our
// token at once, the server shows the match afresh, and the player decides again from there.
function matchMoved(text) {
  S.pending = null;
  if (S.match) S.match.flow = null;
  notice(text);
  reconnectNow();
}

function onMatchOver(msg) {
  const m = S.match;
  if (!m || m.id !== msg.match_id) return;
  m.outcome = msg.outcome;
  m.ratings = Array.isArray(msg.ratings) ? msg.ratings : null;
  m.finalVersion = msg.version;
  m.endedAt = Date.now();
  m.flow = null;
  S.room = null;
  S.pending = null;
  const viewer = m.played != null ? { kind: 'seat', seat: m.played } : m.viewer;
  local.set(KEYS.last, JSON.stringify({ outcome: msg.outcome, viewer, game: m.game, at: Date.now() }));
  S.recent = null; // the lobby's list of finished matches is out of date
}

function onError(msg) {
  const text = errorText(S.match ? S.match.game : S.game, msg);
  if (msg.action_id && S.pending && S.pending.id === msg.action_id) {
    S.pending = null;
    if (S.match) S.match.flow = null;
  }
  switch (msg.code) {
    case 'bad_token':
      // The old session expired: start a new one on this connection.
      local.del(KEYS.token);
      if (S.match && S.match.viewer.kind === 'seat') {
        S.match = null;
        notice(t('notice.sessionExpired'));
      }
      sayHello();
      return;
    case 'bad_session':
      // The account's session ended (logged out elsewhere, expired, password changed): play
      // on as a guest, and say so.
      forget();
      notice(t('account.sessionEnded'));
      sayHello();
      return;
    case 'name_taken':
      if (!S.me) {
        // A guest's hello under a registered name: come in under a name of the server's, and
        // say why, so the player can log in or choose another.
        local.del(KEYS.name);
        local.del(KEYS.token);
        showError(text, 'other');
        sayHello();
        return;
      }
      break;
    case 'replaced':
      S.conn = 'replaced';
      showError(t('error.replaced'), 'replaced');
      return;
    case 'kicked':
    case 'spectating_forbidden':
      if (S.match && S.match.viewer.kind !== 'seat') {
        const m = S.match;
        if (msg.code === 'spectating_forbidden' && S.switching && m.u) {
          // Asking for another view was refused. The server let go of the view we had when we
          // asked, so we ask for it again and keep watching from there; the refused view is
          // greyed with the reason, and a notice says so without covering anything.
          m.refused[S.switching.to] = text;
          S.switching = false;
          send(P.spectate(m.id, P.spectateAs(m.viewer)));
          notice(t('viewer.refused', { why: text }));
          return;
        }
        S.switching = false;
        S.match = null;
        notice(text);
        return;
      }
      break;
    case 'bad_deck':
      S.deckError = text;
      S.quick = false;
      showError(text, 'ready');
      return;
    case 'shutting_down':
      notice(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
      return;
    case 'match_moved':
      matchMoved(text);
      return;
    default:
      break;
  }
  // A refused quick match (a guest asking for the rated queue, a saved deck not found) waits
  // for nothing.
  if (!msg.action_id && S.lastSent === 'quick_match') S.quick = false;
  showError(text, msg.action_id ? 'action' : (ERROR_KIND[S.lastSent] || 'other'));
}

// Sends one game action decided on the update shown.
let seq = 0;
export function submit(act) {
  const m = S.match;
  if (!m || !m.u || S.pending) return;
  seq += 1;
  const id = `a${seq}-${Date.now().toString(36)}`;
  if (send(P.action(m.id, m.u.version, id, act))) {
    S.pending = { id, version: m.u.version, at: Date.now() };
    m.flow = null;
  }
  render();
}

// A request in flight that never got its answer (a lost connection) stops blocking choices.
setInterval(() => {
  if (S.pending && Date.now() - S.pending.at > 15000) { S.pending = null; render(); }
}, 5000);

export function addLog(m, items) {
  let seq = m.log.length ? (m.log[m.log.length - 1].n || 0) : 0;
  for (const it of items) {
    seq += 1;
    it.n = seq;
    m.log.push(it);
  }
  if (m.log.length > LOG_LIMIT) m.log.splice(0, m.log.length - LOG_LIMIT);
}

function saveLog(m) {
  session.set(KEYS.log + m.id, JSON.stringify({ log: m.log, stats: m.board.stats || null }));
}

function restoreLog(id) {
  for (const k of session.keys()) if (k && k.startsWith(KEYS.log) && k !== KEYS.log + id) session.del(k);
  const saved = session.json(KEYS.log + id, null);
  return saved && Array.isArray(saved.log) ? saved : { log: [], stats: null };
}
