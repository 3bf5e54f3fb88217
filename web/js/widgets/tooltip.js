// Card text on hover, keyboard focus or a long press. Any element with
// `data-tip="<game>:<kind>:<id>"` gets the tooltip its game module draws for it; the page has
// one tooltip element, positioned beside the element and linked to it by aria-describedby.
import { h, patch, $ } from '../dom.js';

const providers = new Map();
const LONG_PRESS_MS = 450;
let shownFor = null;
let pressTimer = 0;
let pressed = false;
// When a finger last left the screen: the mouse events a browser makes up after a touch come
// within this long, and must not close the text a long press has just shown.
let touchEnded = -Infinity;
const AFTER_TOUCH_MS = 800;

export function registerTips(game, provider) { providers.set(game, provider); }

function content(spec) {
  const [game, kind, ...rest] = spec.split(':');
  const f = providers.get(game);
  return f ? f(kind, rest.join(':')) : null;
}

export function showTip(target) {
  const spec = target.dataset.tip;
  const body = spec && content(spec);
  const tip = $('tip');
  if (!body) { hideTip(); return; }
  // An element that cannot be used now says why, under its text.
  const reason = target.dataset.reason;
  patch(tip, h('div', { class: 'tip-body', 'data-tip-for': spec }, body,
    reason ? h('p', { class: 'tip-reason', 'data-testid': 'tip-reason' }, reason) : null));
  tip.hidden = false;
  if (shownFor && shownFor !== target) shownFor.removeAttribute('aria-describedby');
  shownFor = target;
  target.setAttribute('aria-describedby', 'tip');
  place(tip, target);
}

export function hideTip() {
  const tip = $('tip');
  if (tip) tip.hidden = true;
  if (shownFor) shownFor.removeAttribute('aria-describedby');
  shownFor = null;
}

// Below the element when it fits, else above; always inside the window.
function place(tip, target) {
  const r = target.getBoundingClientRect();
  tip.style.left = '0px';
  tip.style.top = '0px';
  const w = tip.offsetWidth;
  const th = tip.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const left = Math.max(4, Math.min(vw - w - 4, r.left + r.width / 2 - w / 2));
  let top = r.bottom + 6;
  if (top + th > vh - 4) top = Math.max(4, r.top - th - 6);
  tip.style.left = `${Math.round(left)}px`;
  tip.style.top = `${Math.round(top)}px`;
}

const tipTarget = (ev) => (ev.target instanceof Element ? ev.target.closest('[data-tip]') : null);

export function installTooltips() {
  document.addEventListener('mouseover', (ev) => {
    if (performance.now() - touchEnded < AFTER_TOUCH_MS) return;
    const el = tipTarget(ev);
    if (el && el !== shownFor) showTip(el);
    else if (!el && shownFor && !(ev.target instanceof Element && ev.target.closest('#tip'))) hideTip();
  });
  document.addEventListener('focusin', (ev) => {
    const el = tipTarget(ev);
    if (el) showTip(el);
    else hideTip();
  });
  // Touch: a long press shows the text, which stays after the finger lifts until the next
  // touch elsewhere, and the click it would have made is dropped.
  document.addEventListener('pointerdown', (ev) => {
    pressed = false;
    if (ev.pointerType !== 'touch') return;
    const el = tipTarget(ev);
    if (el !== shownFor && !(ev.target instanceof Element && ev.target.closest('#tip'))) hideTip();
    if (!el) return;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => { pressed = true; showTip(el); }, LONG_PRESS_MS);
  });
  const cancel = (ev) => {
    clearTimeout(pressTimer);
    if (ev.pointerType === 'touch') touchEnded = performance.now();
  };
  document.addEventListener('pointerup', cancel);
  document.addEventListener('pointercancel', cancel);
  document.addEventListener('click', (ev) => {
    if (pressed) { pressed = false; ev.preventDefault(); ev.stopPropagation(); }
  }, true);
  document.addEventListener('contextmenu', (ev) => { if (tipTarget(ev)) ev.preventDefault(); });
  document.addEventListener('scroll', () => { if (shownFor) place($('tip'), shownFor); }, true);
}

// Whether a tooltip is showing (Escape closes it first).
export function tipShown() { return !!shownFor; }

// The page was redrawn: a tooltip whose element is gone closes; one that stays is refreshed
// (its card's state, such as usages, may have changed).
export function refreshTip() {
  if (!shownFor) return;
  if (!shownFor.isConnected) hideTip();
  else showTip(shownFor);
}
