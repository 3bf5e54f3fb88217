// The change from one update to the next, drawn as movement: a card slides from where it was to
// where it is now (a unit from square to square, a card from the hand into play), a card that
// left the table fades where it stood, a number counts to its new value. Summoner Wars,
// 幻想梦斗符 and セブンスクエア use it until the shared `js/widgets/animate.js` is there.
//
// A board's `events` notes what changed for the update (`note(match, steps)`), and its `render`
// calls `play(ctx)`: render runs before the page is patched, so the places things leave are
// measured then, in the page as it still is; the movement starts once the new page is drawn.
// Moving copies fly in the feedback layer (`#fx`, fixed, never clickable), so a square's edge
// never clips them and nothing under them changes; the card itself is hidden until its copy
// lands. Under `prefers-reduced-motion`, in a replay and for a spectator's history, nothing moves.
//
// A step is one of (a selector may be a list, tried in order for the first element drawn):
// - `{kind: 'slide', at, from}`: the element at selector `at` comes from where `from` (a selector
//   in the page before the patch) stood; without `from` found, it enters in place.
// - `{kind: 'enter', at}`: the element appears in place, growing.
// - `{kind: 'leave', from, place}`: the element at `from` in the page before fades where it
//   stood; when it was out of sight (under a stack), where `place` stood.
// - `{kind: 'count', at, from, to}`: the number written in the element at `at` counts from
//   `from` to `to`.

const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
export const MOTION_MS = 450;
const COUNT_MS = 600;

// Notes the steps of the update being taken (its version is the match's current one); `play`
// runs them when that update is drawn.
export function note(match, steps) {
  if (!steps.length) return;
  match.board.motion = { version: match.u.version, steps };
}

// Called from a board's render: measures what the update's steps leave from, in the page as it
// is, then moves things once the page shows the update. Each update moves once.
export function play(ctx) {
  const b = ctx.match.board;
  const m = b.motion;
  if (!m || m.version !== ctx.update.version || m.played) return;
  m.played = true;
  if (ctx.replay || reduced.matches) return;
  const before = m.steps.map((s) => {
    if (s.kind === 'count') return null;
    const el = find(s.from);
    if (el) return { rect: el.getBoundingClientRect(), copy: s.kind === 'leave' ? el.cloneNode(true) : null };
    if (s.kind !== 'leave' || !s.place) return null;
    const hidden = find(s.from, true);
    const place = find(s.place);
    return hidden && place ? { rect: place.getBoundingClientRect(), copy: hidden.cloneNode(true) } : null;
  });
  // The new page is patched in the same task, right after this render returns.
  queueMicrotask(() => m.steps.forEach((s, i) => run(s, before[i])));
}

// The first element in sight (drawn, with a size, not hidden; with `any`, hidden too) that one
// of the selectors names.
function find(sel, any = false) {
  for (const one of Array.isArray(sel) ? sel : [sel]) {
    if (typeof one !== 'string') continue;
    for (const el of document.querySelectorAll(one)) {
      const seen = any || (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : getComputedStyle(el).visibility !== 'hidden');
      if (seen && (any || el.getBoundingClientRect().width)) return el;
    }
  }
  return null;
}

function run(s, was) {
  switch (s.kind) {
    case 'slide': {
      const el = find(s.at);
      if (!el) return;
      if (was) fly(el, was.rect);
      else grow(el);
      return;
    }
    case 'enter': {
      const el = find(s.at);
      if (el) grow(el);
      return;
    }
    case 'leave':
      if (was && was.copy) fade(was.copy, was.rect);
      return;
    case 'count': {
      const el = find(s.at);
      if (el && s.from !== s.to) count(el, s.from, s.to);
      return;
    }
    default:
  }
}

// A copy of the element flies from `from` to where the element is now; the element shows
// again when it lands.
function fly(el, from) {
  const to = el.getBoundingClientRect();
  const layer = document.getElementById('fx');
  if (!layer || !to.width || !el.animate) return;
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const ghost = copyAt(el.cloneNode(true), to);
  ghost.dataset.motion = 'slide';
  // Scaled from its corner, so the copy starts exactly over what it leaves.
  ghost.style.transformOrigin = '0 0';
  layer.append(ghost);
  const sx = from.width / to.width;
  const sy = from.height / to.height;
  const timing = { duration: MOTION_MS, easing: 'cubic-bezier(.2, .7, .3, 1)' };
  const anim = ghost.animate([
    { transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})` },
    { transform: 'none' },
  ], timing);
  el.animate([{ opacity: 0 }, { opacity: 0 }], timing);
  anim.onfinish = () => ghost.remove();
  anim.oncancel = () => ghost.remove();
}

function grow(el) {
  if (!el.animate) return;
  el.animate([{ opacity: 0, transform: 'scale(.6)' }, { opacity: 1, transform: 'none' }], { duration: MOTION_MS, easing: 'ease-out' });
}

// A copy of what left fades and shrinks where it stood.
function fade(copy, rect) {
  const layer = document.getElementById('fx');
  if (!layer || !copy || !copy.animate) return;
  const ghost = copyAt(copy, rect);
  ghost.dataset.motion = 'leave';
  layer.append(ghost);
  const anim = ghost.animate([{ opacity: 1, transform: 'none' }, { opacity: 0, transform: 'scale(.7) rotate(-6deg)' }], { duration: MOTION_MS * 1.6, easing: 'ease-in' });
  anim.onfinish = () => ghost.remove();
  anim.oncancel = () => ghost.remove();
}

function copyAt(node, rect) {
  node.removeAttribute('data-testid');
  node.removeAttribute('id');
  node.querySelectorAll('[data-testid]').forEach((x) => x.removeAttribute('data-testid'));
  node.setAttribute('aria-hidden', 'true');
  node.classList.add('motion-copy');
  Object.assign(node.style, {
    position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`,
    margin: '0', boxSizing: 'border-box', pointerEvents: 'none', zIndex: '44',
  });
  return node;
}

// The number in `el` counts from `from` to `to`. Any redraw of the page meanwhile writes its
// own value, and the count stops there, so it never leaves a stale number behind.
function count(el, from, to) {
  const text = el.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return;
  // The count starts at its first frame, from the old value, however late that frame comes.
  let start = null;
  let written = text.data;
  el.dataset.counting = 'true';
  const tick = (now) => {
    if (text.data !== written || !el.isConnected) { delete el.dataset.counting; return; }
    if (start === null) start = now;
    const k = Math.min(1, (now - start) / COUNT_MS);
    const eased = 1 - (1 - k) ** 3;
    written = String(k >= 1 ? to : Math.round(from + (to - from) * eased));
    text.data = written;
    if (k < 1) requestAnimationFrame(tick);
    else delete el.dataset.counting;
  };
  requestAnimationFrame(tick);
}
