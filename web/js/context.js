// What a board module is given to draw a match: the update, who looks at it, the names of the
// seats, the legal actions and unusable ones, the half-made choice and how to submit an action.
// The live match and the replay viewer build it the same way; a replay has no actions.
import { perspective } from './protocol.js';
import { t } from './i18n.js';
import { S, render } from './state.js';
import { submit } from './session.js';

export function matchContext(m, { replay = false } = {}) {
  const u = m.u;
  const view = u.view;
  const seen = perspective(view.viewer || m.viewer);
  // A player whose seat is out of a match that goes on watches from that seat: still "you".
  const out = !replay && m.played != null && !seen.player && !seen.referee && seen.me === m.played;
  const p = out ? { ...seen, out: true } : seen;
  const deciding = !replay && p.player && !m.outcome ? (u.decisions || []).find((d) => d.seat === p.me) || null : null;
  const pending = !replay && !!S.pending;
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
    unavailable: deciding && !pending ? (u.unavailable || []) : [],
    // How many seats the match has (the view's players, else the room's names; two by default).
    seats: (Array.isArray(view.players) && view.players.length) || (m.names || []).length || 2,
    flow: replay ? null : m.flow,
    setFlow(f) { if (!replay) { m.flow = f; render(); } },
    submit: replay ? () => {} : submit,
    name: (seat) => (m.names && m.names[seat]) || t('seat.n', { n: seat + 1 }),
    who: (seat) => ((p.player || p.out) && seat === p.me ? t('you') : ctx.name(seat)),
    whose: (seat) => ((p.player || p.out) && seat === p.me ? t('your') : t('whose', { name: ctx.name(seat) })),
  };
  return ctx;
}
