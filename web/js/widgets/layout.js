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
