// What a board module is given to draw a match: the update, who looks at it, the names of the
// seats, the legal actions and unusable ones, the half-made choice and how to submit an action.
// The live match and the replay viewer build it the same way; a replay has no actions.
import { perspective } from './protocol.js';
import { t } from './i18n.js';
import { S, render } from './state.js';
import { submit } from './session.js';
import { translateUnavailable } from './reasons.js';

export function matchContext(m, { replay = false } = {}) {
  const u = m.u;
  const view = u.view;
  const seen = perspective(view.viewer || m.viewer);
  // A player whose seat is out of a match that goes on watches from that seat: still "you".
  const out = !replay && m.played != null && !seen.player && !seen.referee && seen.me === m.played;
  const p = out ? { ...seen, out: true } : seen;
  const deciding = !replay && p.player && !m.outcome ? (u.decisions || []).find((d) => d.seat === p.me) || null : null;
  const pending = !replay && !!S.pending;
  const board = S.modules.get(m.game);
  const ownReasons = !!(board && board.ownReasons);
  // The seat called "you": this page's seat; in a replay, the seat this player played (a
  // replay watched from another seat names that seat by its name; a board drawn alone from a
  // fixture names its `played` seat "you").
  const yours = replay ? (m.mySeat ?? m.played ?? null) : ((p.player || p.out) ? p.me : null);
  const ctx = {
    match: m,
    update: u,
    view,
    p,
    replay,
    mine: deciding,
    pending,
    // Only the actions the server listed, and only while this seat decides and nothing is in flight.
    acts: deciding && !pending ? (u.legal_actions || []) : [],
    // Each with its reason in the interface's language (the server's words stay in `said`),
    // unless the board words reasons itself (`ownReasons` in its module): then as the server
    // gave them.
    unavailable: deciding && !pending ? (u.unavailable || []).map((x) => (ownReasons ? x : translateUnavailable(m.game, x))) : [],
    // How many seats the match has (the view's players, else the room's names; two by default).
    seats: (Array.isArray(view.players) && view.players.length) || (m.names || []).length || 2,
    flow: replay ? null : m.flow,
    setFlow(f) { if (!replay) { m.flow = f; render(); } },
    submit: replay ? () => {} : submit,
    name: (seat) => (m.names && m.names[seat]) || t('seat.n', { n: seat + 1 }),
    who: (seat) => (seat === yours ? t('you') : ctx.name(seat)),
    whose: (seat) => (seat === yours ? t('your') : t('whose', { name: ctx.name(seat) })),
  };
  return ctx;
}
