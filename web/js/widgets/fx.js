// Feedback where things happen: a brief highlight of the card or character concerned and a
// floating label ("−3", "+2", "Melt", "Knocked out"). Under `prefers-reduced-motion` nothing
// moves: the label appears in place and fades, and the highlight is a steady outline.
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
const COLORS = {
  damage: '#e5484d', heal: '#30a46c', reaction: '#f5a524', ko: '#8b8d98', summon: '#8e4ec6',
  play: '#0090ff', roll: '#f5a524',
};
const DURATION_MS = 1300;
let queue = [];

// A cue: {at: CSS selector of the element, kind: a key of COLORS, text?: the label}.
export function queueFx(cues) { if (cues && cues.length) queue.push(...cues); }

// Plays what was queued; called after the page is redrawn, so the elements are in place.
export function runFx() {
  const cues = queue;
  queue = [];
  const stacked = new Map();
  for (const c of cues) {
    const target = document.querySelector(c.at);
    if (!target) continue;
    const n = stacked.get(target) || 0;
    stacked.set(target, n + 1);
    highlight(target, COLORS[c.kind] || COLORS.play);
    if (c.text) label(target, c, n);
  }
}

function highlight(target, color) {
  if (!target.animate) return;
  const ring = [{ outline: `3px solid ${color}`, outlineOffset: '1px' }, { outline: '3px solid transparent', outlineOffset: '1px' }];
  target.animate(reduced.matches ? [ring[0], ring[0], ring[1]] : ring, { duration: DURATION_MS, easing: 'ease-out' });
}

function label(target, cue, n) {
  const layer = document.getElementById('fx');
  if (!layer) return;
  const r = target.getBoundingClientRect();
  const d = document.createElement('div');
  d.className = `fx fx-${cue.kind}`;
  d.dataset.testid = 'fx';
  d.dataset.kind = cue.kind;
  d.textContent = cue.text;
  d.style.left = `${Math.round(r.left + r.width / 2)}px`;
  d.style.top = `${Math.round(r.top + Math.min(r.height / 2, 40) + n * 22)}px`;
  layer.append(d);
  const frames = reduced.matches
    ? [{ opacity: 1 }, { opacity: 1, offset: 0.7 }, { opacity: 0 }]
    : [{ opacity: 0, transform: 'translate(-50%, 0) scale(0.8)' }, { opacity: 1, transform: 'translate(-50%, -12px) scale(1.1)', offset: 0.2 }, { opacity: 0, transform: 'translate(-50%, -40px) scale(1)' }];
  const anim = d.animate ? d.animate(frames, { duration: DURATION_MS, easing: 'ease-out', fill: 'forwards' }) : null;
  const done = () => d.remove();
  if (anim) anim.onfinish = done;
  else setTimeout(done, DURATION_MS);
}
