// The replay viewer, as lichess shows a game: the board of the move shown (drawn by the game's
// own module from the server's replay frames, `GET /api/matches/{id}/replay?step=N&viewer=…`),
// a list of every move grouped by round and turn (click one to jump there), arrow keys, play
// with a choice of speed, and a link to any move: the page's address names the match, the
// move and the viewpoint, and opening it shows that move.
import { h } from './dom.js';
import { S, render, showError } from './state.js';
import { t } from './i18n.js';
import { boardFor, loadGame } from './games.js';
import { matchContext } from './context.js';
import { logList } from './widgets/log.js';
import { logOpen, toggleLog } from './match.js';
import { moveList, moveWords, headingOf, scrollToCurrent } from './replay_moves.js';

const viewerParam = (v) => (v.kind === 'referee' ? 'referee' : `seat${v.kind === 'seat' ? v.seat : v.behind}`);
// Moves per second at each speed.
const SPEEDS = [0.5, 1, 2, 4];
const BASE_MS = 1200;
// How many frames the move list reads at once.
const PARALLEL = 4;

// The address of a move of a replay: this page, with the match, the move and the viewpoint.
export function replayLink(id, step, viewer) {
  const q = new URLSearchParams({ replay: id, move: String(step), as: viewer });
  return `${location.pathname}?${q}`;
}

// Opens a replay at a move (the first by default). `game` may be null (a link): the replay
// says which game it is.
export function openReplay(id, game, viewer, step = 0) {
  stopPlaying();
  S.replay = {
    id, game, viewer: typeof viewer === 'string' ? viewer : (viewer ? viewerParam(viewer) : 'seat0'),
    step, steps: null, list: [], frame: null, names: [], players: [], frames: new Map(), listViewer: null,
    playing: false, speed: 1, loading: false,
  };
  if (game) loadGame(game);
  fetch(`/api/matches/${encodeURIComponent(id)}/replay`).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json();
  }).then((rep) => {
    const R = S.replay;
    if (!R || R.id !== id) return;
    R.game = rep.game;
    loadGame(rep.game);
    R.list = rep.steps || [];
    R.steps = R.list.length;
    R.players = rep.players || [];
    for (const p of R.players) R.names[p.seat] = p.name;
    R.listViewer = R.viewer;
    goTo(step);
    readMoves(R);
  }).catch((e) => { showError(t('replay.failed', { why: e.message }), 'replay'); closeReplay(); });
  render();
}

export function closeReplay() {
  stopPlaying();
  S.replay = null;
  if (new URLSearchParams(location.search).has('replay')) history.replaceState(null, '', location.pathname);
  render();
}

// The replay a page's address asks for (`?replay=…&move=…&as=…`), opened; false if none.
export function openFromAddress() {
  const q = new URLSearchParams(location.search);
  const id = q.get('replay');
  if (!id) return false;
  const step = Math.max(0, Number.parseInt(q.get('move') || '0', 10) || 0);
  openReplay(id, null, q.get('as') || 'seat0', step);
  return true;
}

function frameUrl(R, step, viewer) {
  return `/api/matches/${encodeURIComponent(R.id)}/replay?step=${step}&viewer=${encodeURIComponent(viewer)}`;
}

// One frame, from the cache or the server.
function frame(R, step, viewer) {
  const key = `${step}/${viewer}`;
  if (R.frames.has(key)) return R.frames.get(key);
  const p = fetch(frameUrl(R, step, viewer)).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json();
  }).then((f) => { R.frames.set(key, f); return f; }, (e) => { R.frames.delete(key); throw e; });
  R.frames.set(key, p);
  return p;
}

// The frame of a move if it is already here (not a promise), else null.
export function frameHere(R, step, viewer = R.listViewer) {
  const f = R.frames.get(`${step}/${viewer}`);
  return f && !(f instanceof Promise) ? f : null;
}

// Reads every move's frame from one viewpoint, a few at a time, for the move list: the
// position each move was made in says its round and turn, and the game's words for it.
function readMoves(R) {
  let next = 0;
  let drawn = 0;
  const one = () => {
    if (S.replay !== R || next > R.steps) return null;
    const k = next;
    next += 1;
    return Promise.resolve(frame(R, k, R.listViewer)).catch(() => null).then(() => {
      // Redrawn now and then while the list fills, not once per frame.
      if (S.replay === R && (performance.now() - drawn > 150 || next > R.steps)) { drawn = performance.now(); render(); }
      return one();
    });
  };
  for (let i = 0; i < PARALLEL; i++) one();
}

export function goTo(step, viewer) {
  const R = S.replay;
  if (!R || R.steps == null) return;
  const target = Math.max(0, Math.min(R.steps, step));
  const v = viewer || R.viewer;
  R.step = target;
  R.viewer = v;
  R.loading = true;
  const want = `${target}/${v}`;
  R.want = want;
  history.replaceState(null, '', replayLink(R.id, target, v));
  const show = (f) => {
    if (S.replay !== R || R.want !== want) return;
    R.frame = f;
    R.loading = false;
    render();
  };
  const f = frame(R, target, v);
  if (f instanceof Promise) {
    f.then(show).catch((e) => { R.loading = false; showError(t('replay.failed', { why: e.message }), 'replay'); });
    render();
  } else show(f);
  // The next move is fetched ahead, so stepping forward (and playing) does not wait.
  if (target < R.steps) Promise.resolve(frame(R, target + 1, v)).catch(() => {});
}

function stopPlaying() {
  const R = S.replay;
  if (R && R.timer) clearInterval(R.timer);
  if (R) { R.timer = 0; R.playing = false; }
}

// Plays the moves one after another at the chosen speed, until the end or a pause.
function play() {
  const R = S.replay;
  if (!R) return;
  if (R.playing) { stopPlaying(); render(); return; }
  if (R.step >= R.steps) goTo(0);
  R.playing = true;
  restartTimer(R);
  render();
}

function restartTimer(R) {
  if (R.timer) clearInterval(R.timer);
  R.timer = setInterval(() => {
    if (S.replay !== R) { clearInterval(R.timer); return; }
    if (R.loading) return;
    if (R.step >= R.steps) { stopPlaying(); render(); return; }
    goTo(R.step + 1);
  }, BASE_MS / R.speed);
}

function setSpeed(speed) {
  const R = S.replay;
  R.speed = speed;
  if (R.playing) restartTimer(R);
  render();
}

export function replayKey(ev) {
  const R = S.replay;
  if (!R || ev.target.closest('input, select, textarea')) return false;
  if (ev.key === 'ArrowRight') goTo(R.step + 1);
  else if (ev.key === 'ArrowLeft') goTo(R.step - 1);
  else if (ev.key === 'Home' || ev.key === 'ArrowUp') goTo(0);
  else if (ev.key === 'End' || ev.key === 'ArrowDown') goTo(R.steps);
  else if (ev.key === ' ' && !ev.target.closest('button, a')) play();
  else return false;
  return true;
}

// Redraws keep the move shown in view in the list.
export function afterReplayDraw() { if (S.replay) scrollToCurrent(); }

function controls(R) {
  const none = !R.steps;
  return h('div', { class: 'row replay-controls', role: 'group', 'aria-label': t('replay.controls') },
    h('button', { type: 'button', class: 'small secondary', 'data-testid': 'replay-first', 'aria-label': t('replay.first'), title: t('replay.first'), disabled: none || R.step === 0, onclick: () => goTo(0) }, '|◀'),
    h('button', { type: 'button', class: 'small', 'data-testid': 'replay-prev', 'aria-label': t('replay.prev'), title: t('replay.prev'), disabled: none || R.step === 0, onclick: () => goTo(R.step - 1) }, '◀'),
    h('button', {
      type: 'button', class: 'small play', 'data-testid': 'replay-play', 'aria-pressed': R.playing ? 'true' : 'false', disabled: none,
      'aria-label': R.playing ? t('replay.pause') : t('replay.play'), title: R.playing ? t('replay.pause') : t('replay.play'), onclick: play,
    }, R.playing ? `❚❚ ${t('replay.pause')}` : `▷ ${t('replay.play')}`),
    h('button', { type: 'button', class: 'small', 'data-testid': 'replay-next', 'aria-label': t('replay.next'), title: t('replay.next'), disabled: none || R.step >= R.steps, onclick: () => goTo(R.step + 1) }, '▶'),
    h('button', { type: 'button', class: 'small secondary', 'data-testid': 'replay-last', 'aria-label': t('replay.last'), title: t('replay.last'), disabled: none || R.step >= R.steps, onclick: () => goTo(R.steps) }, '▶|'),
    h('label', { for: 'replay-speed', class: 'sr-only' }, t('replay.speed')),
    h('select', { id: 'replay-speed', 'data-testid': 'replay-speed', value: String(R.speed), title: t('replay.speed'), onchange: (ev) => setSpeed(Number(ev.target.value)) },
      SPEEDS.map((x) => h('option', { key: x, value: String(x) }, `${x}×`))),
    h('input', {
      type: 'range', min: 0, max: R.steps || 0, value: R.step, 'aria-label': t('replay.position'), 'data-testid': 'replay-range',
      onchange: (ev) => goTo(Number(ev.target.value)),
    }),
    h('label', { for: 'replay-viewer', class: 'sr-only' }, t('replay.viewpoint')),
    h('select', { id: 'replay-viewer', 'data-testid': 'replay-viewer', value: R.viewer, onchange: (ev) => goTo(R.step, ev.target.value) },
      [...Array.from({ length: Math.max(2, R.names.length) }, (_, i) => `seat${i}`), 'referee'].map((v) => h('option', { key: v, value: v }, v === 'referee' ? t('viewer.refereeShort') : t('viewer.behindName', { name: R.names[Number(v.slice(4))] || t('seat.n', { n: Number(v.slice(4)) + 1 }) })))),
    h('button', { type: 'button', class: 'secondary log-button', 'aria-expanded': logOpen() ? 'true' : 'false', onclick: toggleLog }, t('replay.moves')),
    h('button', { type: 'button', class: 'secondary', 'data-testid': 'replay-close', 'aria-label': t('replay.close'), onclick: closeReplay }, t('replay.closeShort')));
}

// The match as a board module expects it, at a frame.
export function frameMatch(R, f) {
  // The seat this player played, if they did: "you" in the replay's words.
  const mine = S.me ? R.players.find((p) => p.player_id === S.me.id) : null;
  return {
    id: R.id, game: R.game, viewer: f.viewer, names: R.names, mySeat: mine ? mine.seat : null, outcome: f.outcome, log: [], board: {},
    u: { version: f.step, view: f.view, events: f.events, decisions: [], legal_actions: [] },
  };
}

export function replayPage() {
  const R = S.replay;
  const board = boardFor(R.game);
  const ready = R.frame && board;
  const shown = ready ? R.frame.step : R.step;
  const head = h('div', { class: 'status replay-bar' },
    h('div', { class: 'status-main' },
      h('strong', null, t('replay.title')),
      R.steps != null ? h('span', { class: 'replay-count', 'data-testid': 'replay-step' }, ` · ${t('replay.step', { n: shown, of: R.steps })}`) : null,
      ready ? h('span', { class: 'replay-heading', 'data-testid': 'replay-heading' }, ` · ${headingOf(R, board, shown)}`) : null,
      R.loading ? h('span', { class: 'hint' }, ` · ${t('replay.loading')}`) : null),
    controls(R));
  if (!ready) return h('section', { id: 'replay', key: 'replay', 'data-testid': 'replay-viewer-page' }, head, h('p', { class: 'hint' }, t('replay.loading')));
  const fake = frameMatch(R, R.frame);
  const ctx = matchContext(fake, { replay: true });
  const { items } = board.events({ match: fake, view: R.frame.view, prevView: null, events: R.frame.events || [], history: true });
  items.forEach((it, i) => { it.n = i + 1; });
  const played = R.frame.played;
  const words = played ? moveWords(R, board, shown) : null;
  return h('section', { id: 'replay', key: 'replay', 'data-testid': 'replay-viewer-page', 'data-step': shown, class: `match replay game-${R.game}${logOpen() ? ' log-open' : ''}` },
    head,
    h('div', { class: 'table' },
      board.render(ctx),
      h('aside', { class: 'aside' },
        moveList(R, board),
        h('section', { class: 'box log-box open replay-events' },
          h('h3', { class: 'replay-events-title' }, played ? [t('replay.who', { who: words.who }), h('span', { 'data-testid': words.action ? 'replay-action' : 'replay-kind' }, words.text)] : t('replay.opening')),
          items.length ? logList(items, (it) => board.line(it, ctx), { testid: 'replay-log', live: false }) : h('p', { class: 'hint' }, t('replay.nothing'))))));
}
