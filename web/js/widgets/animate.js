// The change from one drawing of a board to the next, animated (FLIP: first, last, invert,
// play). Elements carrying `data-key` are measured before a redraw and after it: one that moved
// glides from where it was, and one that is new grows in. One that is gone and marked
// `data-fly` flies to the new element with the same `data-fly` (a card from the hand to the
// table), else fades where it stood. An element with `data-count` counts from its old number
// to its new one (HP). Those who asked for less motion get the new drawing at once.
//
// A board calls `animateNextDraw(scope)` while it builds its tree; `scope` names its root
// element (`[data-anim-scope="…"]`), whose value says which match and viewpoint it draws, so a
// new match or another viewpoint is drawn at once rather than animated from the old one.

const reduced = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : { matches: true };
const MOVE_MS = 380;
const APPEAR_MS = 320;
const GONE_MS = 420;
// A count takes this long a step, and between these bounds in all.
const COUNT_STEP_MS = 120;
const COUNT_MIN_MS = 450;
const COUNT_MAX_MS = 1000;
const EASE = 'cubic-bezier(.2, .75, .25, 1)';
let pending = null;
// The properties a leaving element's copy takes from where it stood.
const LOOK = ['background-color', 'background-image', 'border-top', 'border-right', 'border-bottom', 'border-left',
  'border-radius', 'border-image', 'color', 'font-size', 'font-weight', 'line-height', 'padding', 'box-shadow', 'display', 'flex-direction', 'gap'];

const rootOf = (scope) => document.querySelector(`[data-anim-scope="${CSS.escape(scope)}"]`);

// Measures the board as it stands now and animates the change once the page is redrawn (the
// redraw runs in the same task: the measurement waits for it in a microtask).
export function animateNextDraw(scope) {
  if (pending || reduced.matches || typeof document === 'undefined') return;
  const root = rootOf(scope);
  const before = root ? measure(root) : null;
  pending = { scope, before };
  queueMicrotask(() => {
    const p = pending;
    pending = null;
    if (p.before && !document.hidden) play(p.scope, p.before);
  });
}

function measure(root) {
  const items = new Map();
  for (const el of root.querySelectorAll('[data-key]')) {
    const item = { el, rect: el.getBoundingClientRect(), count: el.dataset.count, fly: el.dataset.fly };
    // What may leave and be shown leaving keeps the look its place gives it (a copy shown
    // outside that place would lose it).
    if (item.fly != null) {
      const look = getComputedStyle(el);
      item.look = LOOK.map((prop) => [prop, look.getPropertyValue(prop)]);
    }
    items.set(el.dataset.key, item);
  }
  return items;
}

function play(scope, before) {
  const root = rootOf(scope);
  if (!root) return;
  const now = [...root.querySelectorAll('[data-key]')];
  // Measure where everything stands now, with no animation of ours still running on it.
  for (const el of now) for (const a of el.getAnimations()) if (a.id === 'flip') a.cancel();
  const rects = new Map(now.map((el) => [el, el.getBoundingClientRect()]));
  const shift = new Map();
  const arrived = [];
  for (const el of now) {
    const old = before.get(el.dataset.key);
    const r = rects.get(el);
    if (!old) {
      arrived.push(el);
      continue;
    }
    // A keyed element inside another moves with it already: only its own move is played.
    const outer = el.parentElement && el.parentElement.closest('[data-key]');
    const carried = (outer && shift.get(outer)) || { dx: 0, dy: 0 };
    const dx = old.rect.left - r.left;
    const dy = old.rect.top - r.top;
    shift.set(el, { dx, dy });
    const mx = dx - carried.dx;
    const my = dy - carried.dy;
    if (Math.abs(mx) + Math.abs(my) > 1.5 && r.width > 0) {
      run(el, [{ transform: `translate(${mx}px, ${my}px)` }, { transform: 'translate(0, 0)' }], MOVE_MS);
    }
    if (old.count != null && el.dataset.count != null && old.count !== el.dataset.count) count(el, Number(old.count), Number(el.dataset.count));
  }
  const flyTo = new Map();
  for (const el of arrived) {
    if (el.dataset.fly) flyTo.set(el.dataset.fly, el);
    const outer = el.parentElement && el.parentElement.closest('[data-key]');
    if (outer && arrived.includes(outer)) continue;
    run(el, [{ transform: 'scale(.6)' }, { transform: 'scale(1)' }], APPEAR_MS);
    run(el, [{ opacity: 0 }, { opacity: 1 }], APPEAR_MS, 'replace');
  }
  const keys = new Set(now.map((el) => el.dataset.key));
  for (const [key, old] of before) {
    if (keys.has(key) || old.el.isConnected || old.fly == null) continue;
    const outer = old.el.parentElement && old.el.parentElement.closest('[data-key]');
    if (outer && !outer.isConnected && before.has(outer.dataset.key) && !keys.has(outer.dataset.key)) continue;
    ghost(old, old.fly ? flyTo.get(old.fly) : null);
  }
}

// Transforms are added to the element's own (a character stepped forward stays forward).
function run(el, frames, duration, composite = 'add') {
  const a = el.animate(frames, { duration, easing: EASE, composite });
  a.id = 'flip';
  return a;
}

// A copy of what left, where it stood, fading out; or flying to `to` (its new place).
function ghost(old, to) {
  const layer = document.getElementById('fx') || document.body;
  const copy = old.el.cloneNode(true);
  copy.removeAttribute('data-key');
  copy.removeAttribute('data-testid');
  for (const x of copy.querySelectorAll('[data-key], [data-testid]')) { x.removeAttribute('data-key'); x.removeAttribute('data-testid'); }
  copy.setAttribute('aria-hidden', 'true');
  copy.classList.add('anim-ghost');
  for (const [prop, value] of old.look || []) copy.style.setProperty(prop, value);
  const r = old.rect;
  Object.assign(copy.style, {
    position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px`,
    margin: '0', pointerEvents: 'none', zIndex: '44', transform: 'none',
  });
  layer.append(copy);
  let frames;
  if (to) {
    const t = to.getBoundingClientRect();
    const sx = t.width && r.width ? t.width / r.width : 1;
    const sy = t.height && r.height ? t.height / r.height : 1;
    const dx = t.left + t.width / 2 - (r.left + r.width / 2);
    const dy = t.top + t.height / 2 - (r.top + r.height / 2);
    frames = [
      { opacity: 1, transform: 'translate(0, 0) scale(1)' },
      { opacity: 1, transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 30}px) scale(1.1)`, offset: 0.45 },
      { opacity: 0, transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})` },
    ];
  } else {
    frames = [{ opacity: 1, transform: 'scale(1)' }, { opacity: 0, transform: 'scale(.7)' }];
  }
  const a = copy.animate(frames, { duration: to ? GONE_MS + 200 : GONE_MS, easing: EASE, fill: 'forwards' });
  a.onfinish = () => copy.remove();
  a.oncancel = () => copy.remove();
}

// Counts the element's number from `from` to `to`, a step at a time, and marks which way it
// went (`counting-down` or `counting-up`) while it counts.
function count(el, from, to) {
  const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
  if (!text || Number.isNaN(from) || Number.isNaN(to)) return;
  const cls = to < from ? 'counting-down' : 'counting-up';
  el.classList.add(cls);
  const started = performance.now();
  const total = Math.max(COUNT_MIN_MS, Math.min(COUNT_MAX_MS, Math.abs(to - from) * COUNT_STEP_MS));
  const frame = (now) => {
    // The page may have drawn another number meanwhile: that one wins.
    if (el.dataset.count !== String(to) || !el.isConnected) { el.classList.remove(cls); return; }
    const k = Math.min(1, (now - started) / total);
    const shown = Math.round(from + (to - from) * k);
    if (text.data !== String(shown)) text.data = String(shown);
    if (k < 1) requestAnimationFrame(frame);
    else setTimeout(() => el.classList.remove(cls), 250);
  };
  text.data = String(from);
  requestAnimationFrame(frame);
}
