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
let touchStarted = -Infinity;
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

// Beside the element, where it covers neither the decision panel (its prompt and choices)
// nor the element itself: below, above, right or left of it, or above the panel for an element
// inside it; always inside the window. Where every place covers something, the one covering
// least.
function place(tip, target) {
  const r = target.getBoundingClientRect();
  tip.style.left = '0px';
  tip.style.top = '0px';
  const w = tip.offsetWidth;
  const th = tip.offsetHeight;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const panelEl = document.querySelector('[data-testid=panel]');
  const panel = panelEl ? panelEl.getBoundingClientRect() : null;
  const clampX = (x) => Math.max(4, Math.min(vw - w - 4, x));
  const clampY = (y) => Math.max(4, Math.min(vh - th - 4, y));
  const midX = r.left + r.width / 2 - w / 2;
  const midY = r.top + r.height / 2 - th / 2;
  const spots = [
    { x: clampX(midX), y: r.bottom + 6, fits: r.bottom + 6 + th <= vh - 4 },
    { x: clampX(midX), y: r.top - th - 6, fits: r.top - th - 6 >= 4 },
    { x: r.right + 8, y: clampY(midY), fits: r.right + 8 + w <= vw - 4 },
    { x: r.left - w - 8, y: clampY(midY), fits: r.left - w - 8 >= 4 },
  ];
  if (panel) spots.push({ x: clampX(midX), y: panel.top - th - 6, fits: panel.top - th - 6 >= 4 });
  const area = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  let best = null;
  for (const s of spots) {
    const y = clampY(s.y);
    const box = { left: s.x, top: y, right: s.x + w, bottom: y + th };
    const covers = (panel ? area(box, panel) : 0) + area(box, r) + (s.fits ? 0 : 1);
    if (!best || covers < best.covers) best = { x: s.x, y, covers };
    if (covers === 0) break;
  }
  tip.style.left = `${Math.round(best.x)}px`;
  tip.style.top = `${Math.round(best.y)}px`;
}

const tipTarget = (ev) => (ev.target instanceof Element ? ev.target.closest('[data-tip]') : null);

export function installTooltips() {
  // Hover is a mouse's (or a pen's): a tap makes up mouse events after it, never pointer
  // events of a mouse, so a tap opens no hover text (it opens the card's detail instead).
  document.addEventListener('pointerover', (ev) => {
    if (ev.pointerType === 'touch' || performance.now() - touchEnded < AFTER_TOUCH_MS) return;
    const el = tipTarget(ev);
    if (el && el !== shownFor) showTip(el);
    else if (!el && shownFor && !(ev.target instanceof Element && ev.target.closest('#tip'))) hideTip();
  });
  // Focus shows the text, except the focus a tap gives: its text would cover what the tap
  // opened (a long press shows the text instead).
  document.addEventListener('focusin', (ev) => {
    const el = tipTarget(ev);
    if (el && performance.now() - touchStarted > AFTER_TOUCH_MS) showTip(el);
    else if (!el || el !== shownFor) hideTip();
  });
  // Touch: a long press shows the text, which stays after the finger lifts until the next
  // touch elsewhere, and the click it would have made is dropped.
  document.addEventListener('pointerdown', (ev) => {
    pressed = false;
    if (ev.pointerType !== 'touch') return;
    touchStarted = performance.now();
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
