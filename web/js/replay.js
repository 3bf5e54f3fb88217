// The replay viewer: a finished match stepped through from any viewpoint, drawn by the game's
// own board module from the server's replay frames (`GET /api/matches/{id}/replay?step=N&
// viewer=…`). Arrow keys step; the viewpoint can change at any step.
import { h } from './dom.js';
import { S, render, showError } from './state.js';
import { t } from './i18n.js';
import { boardFor, loadGame } from './games.js';
import { matchContext } from './context.js';
import { logList } from './widgets/log.js';
import { logOpen, toggleLog } from './match.js';

const viewerParam = (v) => (v.kind === 'referee' ? 'referee' : `seat${v.kind === 'seat' ? v.seat : v.behind}`);

export function openReplay(id, game, viewer) {
  S.replay = { id, game, viewer: viewer ? viewerParam(viewer) : 'seat0', step: 0, steps: null, frame: null, names: [], loading: false };
  loadGame(game);
  fetch(`/api/matches/${encodeURIComponent(id)}/replay`).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json();
  }).then((rep) => {
    const R = S.replay;
    if (!R || R.id !== id) return;
    R.steps = rep.steps.length;
    for (const p of rep.players || []) R.names[p.seat] = p.name;
    goTo(0);
  }).catch((e) => { showError(t('replay.failed', { why: e.message }), 'replay'); S.replay = null; render(); });
  render();
}

export function closeReplay() { S.replay = null; render(); }

export function goTo(step, viewer) {
  const R = S.replay;
  if (!R || R.steps == null) return;
  const target = Math.max(0, Math.min(R.steps, step));
  const v = viewer || R.viewer;
  R.loading = true;
  const want = `${target}/${v}`;
  R.want = want;
  fetch(`/api/matches/${encodeURIComponent(R.id)}/replay?step=${target}&viewer=${v}`).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json();
  }).then((frame) => {
    if (S.replay !== R || R.want !== want) return;
    R.step = target;
    R.viewer = v;
    R.frame = frame;
    R.loading = false;
    render();
  }).catch((e) => { R.loading = false; showError(t('replay.failed', { why: e.message }), 'replay'); });
  render();
}

export function replayKey(ev) {
  const R = S.replay;
  if (!R || ev.target.closest('input, select, textarea')) return false;
  if (ev.key === 'ArrowRight') goTo(R.step + 1);
  else if (ev.key === 'ArrowLeft') goTo(R.step - 1);
  else if (ev.key === 'Home') goTo(0);
  else if (ev.key === 'End') goTo(R.steps);
  else return false;
  return true;
}

export function replayPage() {
  const R = S.replay;
  const board = boardFor(R.game);
  const head = h('div', { class: 'status replay-bar' },
    h('div', { class: 'status-main' },
      h('strong', null, t('replay.title')),
      R.steps != null ? h('span', { 'data-testid': 'replay-step' }, ` · ${t('replay.step', { n: R.step, of: R.steps })}`) : null,
      R.loading ? h('span', { class: 'hint' }, ` · ${t('replay.loading')}`) : null),
    h('div', { class: 'row replay-controls', role: 'group', 'aria-label': t('replay.controls') },
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'replay-first', 'aria-label': t('replay.first'), disabled: !R.steps || R.step === 0, onclick: () => goTo(0) }, '|◀'),
      h('button', { type: 'button', class: 'small', 'data-testid': 'replay-prev', 'aria-label': t('replay.prev'), disabled: !R.steps || R.step === 0, onclick: () => goTo(R.step - 1) }, '◀'),
      h('input', {
        type: 'range', min: 0, max: R.steps || 0, value: R.step, 'aria-label': t('replay.position'), 'data-testid': 'replay-range',
        onchange: (ev) => goTo(Number(ev.target.value)),
      }),
      h('button', { type: 'button', class: 'small', 'data-testid': 'replay-next', 'aria-label': t('replay.next'), disabled: !R.steps || R.step >= R.steps, onclick: () => goTo(R.step + 1) }, '▶'),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'replay-last', 'aria-label': t('replay.last'), disabled: !R.steps || R.step >= R.steps, onclick: () => goTo(R.steps) }, '▶|'),
      h('label', { for: 'replay-viewer', class: 'sr-only' }, t('replay.viewpoint')),
      h('select', { id: 'replay-viewer', 'data-testid': 'replay-viewer', value: R.viewer, onchange: (ev) => goTo(R.step, ev.target.value) },
        [...Array.from({ length: Math.max(2, R.names.length) }, (_, i) => `seat${i}`), 'referee'].map((v) => h('option', { key: v, value: v }, v === 'referee' ? t('viewer.refereeShort') : t('viewer.behindName', { name: R.names[Number(v.slice(4))] || t('seat.n', { n: Number(v.slice(4)) + 1 }) })))),
      h('button', { type: 'button', class: 'secondary log-button', 'aria-expanded': logOpen() ? 'true' : 'false', onclick: toggleLog }, t('log.title')),
      h('button', { type: 'button', class: 'secondary', 'data-testid': 'replay-close', onclick: closeReplay }, t('replay.close'))));
  if (!R.frame || !board) return h('section', { id: 'replay', key: 'replay', 'data-testid': 'replay-viewer-page' }, head, h('p', { class: 'hint' }, t('replay.loading')));
  const fake = {
    id: R.id, game: R.game, viewer: R.frame.viewer, names: R.names, outcome: R.frame.outcome, log: [], board: {},
    u: { version: R.step, view: R.frame.view, events: R.frame.events, decisions: [], legal_actions: [] },
  };
  const ctx = matchContext(fake, { replay: true });
  const { items } = board.events({ match: fake, view: R.frame.view, prevView: null, events: R.frame.events || [], history: true });
  items.forEach((it, i) => { it.n = i + 1; });
  const played = R.frame.played;
  return h('section', { id: 'replay', key: 'replay', 'data-testid': 'replay-viewer-page', 'data-step': R.step, class: `match replay game-${R.game}${logOpen() ? ' log-open' : ''}` },
    head,
    h('div', { class: 'table' },
      board.render(ctx),
      h('aside', { class: 'aside' },
        h('section', { class: 'box log-box open' },
          h('h3', null, played ? t('replay.played', { who: ctx.name(played.seat), kind: t(`step.${played.kind}`) }) : t('replay.opening')),
          played && played.action && board.actionText ? h('p', { 'data-testid': 'replay-action' }, board.actionText(played, ctx)) : null,
          logList(items, (it) => board.line(it, ctx), { testid: 'replay-log', live: false })))));
}
