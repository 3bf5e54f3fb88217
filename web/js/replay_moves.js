// The replay's list of moves: every move in words (the game module's `actionText`), grouped
// by what the position it was made in says (the board's `status`: the round, then whose turn
// or which phase), each a link to that move. Words are made when drawn, so switching the
// language rewords the list.
import { h } from './dom.js';
import { t } from './i18n.js';
import { matchContext } from './context.js';
import { replayLink, frameHere, frameMatch, goTo } from './replay.js';
import { logOpen, toggleLog } from './match.js';

// On a small screen the list is a drawer over the board: choosing a move closes it, to show
// the board at that move.
const narrow = () => window.innerWidth < 900;

// A context for the position of frame `step` (from the move list's viewpoint, else the one
// shown), or null while it is not here.
function ctxAt(R, step) {
  const f = frameHere(R, step) || frameHere(R, step, R.viewer) || (R.frame && R.frame.step === step ? R.frame : null);
  return f ? matchContext(frameMatch(R, f), { replay: true }) : null;
}

// Move `k` (1-based: the k-th action of the match) in words: who made it, the game's words for
// the action, and the whole line. The action is worded in the position it was made in.
export function moveWords(R, board, k) {
  const step = R.list[k - 1];
  const ctx = ctxAt(R, k - 1) || ctxAt(R, k);
  if (!step) return { who: '', action: '', text: '', ctx };
  const who = ctx ? ctx.who(step.seat) : (R.names[step.seat] || t('seat.n', { n: step.seat + 1 }));
  let action = '';
  if (step.action && ctx && board.actionText) {
    try {
      action = board.actionText(step, ctx) || '';
    } catch {
      // A module that cannot word this action in this position: its tag is better than nothing.
      action = step.action.action || '';
    }
  }
  let text = action || t(`step.${step.kind}`);
  if (step.kind === 'forfeit') text = t('step.forfeit');
  else if (step.kind === 'timeout') text = action ? `${action} (${t('step.timeout')})` : t('step.timeout');
  return { who, action, text, ctx };
}

// Where move `k` was made: the board's round and turn (or phase) before it.
function placeOf(R, board, k) {
  const ctx = ctxAt(R, k - 1);
  if (!ctx) return null;
  let st;
  try {
    st = board.status(ctx);
  } catch {
    return null;
  }
  return { round: st.round || '', turn: st.turn || st.phase || '' };
}

// The heading of the move shown: where it was made and what it was.
export function headingOf(R, board, k) {
  if (k === 0) return t('replay.opening');
  const place = placeOf(R, board, k);
  const w = moveWords(R, board, k);
  const where = place ? [place.round, place.turn].filter(Boolean).join(' · ') : '';
  const what = t('replay.said', { who: w.who, what: w.text });
  const end = k === R.steps ? ` · ${t('replay.end')}` : '';
  return `${where ? `${where} — ` : ''}${what}${end}`;
}

// The list: the opening deal, then the moves by round and turn, as far as their positions are
// read; the move shown is marked.
export function moveList(R, board) {
  const rounds = [];
  let round = null;
  let turn = null;
  let read = 0;
  for (let k = 1; k <= R.steps; k++) {
    const place = placeOf(R, board, k);
    if (!place) break;
    read = k;
    if (!round || round.title !== place.round) {
      round = { key: `r${k}`, title: place.round, turns: [] };
      rounds.push(round);
      turn = null;
    }
    if (!turn || turn.title !== place.turn) {
      turn = { key: `t${k}`, title: place.turn, moves: [] };
      round.turns.push(turn);
    }
    turn.moves.push(k);
  }
  const item = (k, words) => h('li', { key: `m${k}` }, h('a', {
    href: replayLink(R.id, k, R.viewer), class: 'move', 'data-testid': 'move', 'data-step': k,
    'aria-current': k === R.step ? 'step' : null,
    onclick: (ev) => {
      if (ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
      ev.preventDefault();
      goTo(k);
      if (narrow() && logOpen()) toggleLog();
    },
  }, h('span', { class: 'move-n' }, String(k)), words));
  return h('section', { class: 'box moves-box', 'data-testid': 'moves-box', 'aria-labelledby': 'moves-title' },
    h('div', { class: 'log-head' },
      h('h3', { id: 'moves-title' }, t('replay.moves')),
      h('button', { type: 'button', class: 'small secondary drawer-close', 'data-testid': 'moves-hide', onclick: toggleLog }, t('log.hide'))),
    h('div', { class: 'moves-body' },
      h('ol', { class: 'moves', 'data-testid': 'moves' },
        h('li', { key: 'opening', class: 'move-round' }, h('ol', { class: 'move-items' }, item(0, t('replay.opening')))),
        rounds.map((r) => h('li', { key: r.key, class: 'move-round', 'data-testid': 'move-round' },
          h('h4', { class: 'round-title' }, r.title),
          h('ol', { class: 'move-turns' }, r.turns.map((tu) => h('li', { key: tu.key, class: 'move-turn', 'data-testid': 'move-turn' },
            h('div', { class: 'turn-title' }, tu.title),
            h('ol', { class: 'move-items' }, tu.moves.map((k) => {
              const w = moveWords(R, board, k);
              return item(k, [h('span', { class: 'move-who' }, t('replay.who', { who: w.who })), w.text]);
            })))))))),
      read < R.steps ? h('p', { class: 'hint', 'data-testid': 'moves-loading' }, t('replay.movesLoading')) : null));
}

let scrolledTo = null;

// Keeps the move shown visible in the list when it changes (not when the player scrolls).
export function scrollToCurrent() {
  const cur = document.querySelector('.moves a[aria-current]');
  const box = document.querySelector('.moves-body');
  if (!cur || !box) return;
  const step = cur.dataset.step;
  if (scrolledTo === step) return;
  scrolledTo = step;
  const c = cur.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  if (c.top < b.top || c.bottom > b.bottom) box.scrollTop += c.top - b.top - b.height / 2 + c.height / 2;
}
