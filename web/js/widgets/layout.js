// The shape every board shares, so the decision panel and your hand stay on screen: the field
// (both sides, or a battlefield) takes the room that is left and scrolls inside itself if it
// must; the panel and the dock (your dice and hand) sit below it at their natural height.
import { h } from '../dom.js';

export function playArea({ field, panel, dock, cls }) {
  return h('div', { class: `play${cls ? ` ${cls}` : ''}`, 'data-testid': 'play' },
    h('div', { class: 'field', 'data-testid': 'field' }, field),
    panel,
    dock ? h('div', { class: 'dock', 'data-testid': 'dock' }, dock) : null);
}

// The decision panel: `state` is `decide` (your choice), `wait`, `watch`, `sending` or `over`.
export function panelBox(state, label, ...kids) {
  return h('section', { class: 'panel', 'data-testid': 'panel', 'data-state': state, 'aria-label': label }, kids);
}

// The panel's main buttons (confirm, end the turn): a row pinned to the panel's bottom, so it
// stays in view even when a long decision makes the panel scroll.
export function panelActions(...kids) {
  return h('div', { class: 'row panel-actions', 'data-testid': 'panel-actions' }, kids);
}

// A choice button; greyed choices stay focusable and say why they cannot be used.
export function choice({ key, label, sub, onclick, kind, reason, tip, testid, data }) {
  const greyed = reason != null;
  return h('button', {
    key, type: 'button', class: `choice${kind ? ` kind-${kind}` : ''}${greyed ? ' greyed' : ''}`,
    'data-testid': greyed ? 'unavailable' : (testid || 'choice'), 'aria-disabled': greyed ? 'true' : null,
    'data-reason': greyed ? reason : null, 'data-tip': tip || null, ...(data || {}),
    onclick: greyed ? null : onclick,
  }, h('span', { class: 'choice-label' }, label), sub ? h('small', { class: 'choice-sub' }, sub) : null,
  greyed ? h('small', { class: 'reason' }, reason) : null);
}

// The other seats as they sit around the table from `me`'s point of view, from the left-hand
// seat to the right-hand one. Seats sit in number order with seat i + 1 at seat i's right (the
// next player is the right-hand one), so the row ends with `me + 1` on the right and starts with
// `me − 1` on the left; with two seats the other sits opposite.
export function aroundTable(me, seats) {
  const out = [];
  for (let k = seats - 1; k >= 1; k--) out.push((me + k) % seats);
  return out;
}
