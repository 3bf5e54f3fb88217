// Paying a cost with dice: which selected dice pay which part of the cost, and whether the
// choice is exact. This is the rulebook's payment rule, used only to guide the choice (the
// server checks every payment): an element part takes dice of that element or Omni, a "same"
// part dice of one element (Omni counts as any), an "any" part whatever is left.
import { ELEMENTS } from './catalog.js';

const sum = (parts) => parts.reduce((a, p) => a + p.count, 0);

// The cost as it stands now. The card list gives the printed cost; effects may lower or raise
// it, and the listed action's suggested payment has the current number of dice. The difference
// is taken from (or added to) the unaligned part first, then the "same" part, then the element
// part; if the suggestion does not pay the result, the count alone is checked.
export function currentCost(printed, suggested) {
  const parts = (printed || []).filter((p) => p.kind !== 'energy').map((p) => ({ ...p }));
  let diff = suggested.length - sum(parts);
  if (diff > 0) {
    const any = parts.find((p) => p.kind === 'any');
    if (any) any.count += diff;
    else parts.push({ kind: 'any', count: diff });
    diff = 0;
  }
  for (const kind of ['any', 'same', null]) {
    for (const p of parts) {
      if (diff >= 0) break;
      if (kind ? p.kind !== kind : !ELEMENTS.includes(p.kind)) continue;
      const take = Math.min(p.count, -diff);
      p.count -= take;
      diff += take;
    }
  }
  const result = parts.filter((p) => p.count > 0);
  if (match(result, suggested).exact) return result;
  return suggested.length ? [{ kind: 'any', count: suggested.length }] : [];
}

// Assigns each of `faces` (the selected dice) to a part of `parts`. Returns for each die the
// part it pays (-1: it pays nothing), how much of each part is paid, and whether the choice
// pays the cost exactly.
export function match(parts, faces) {
  const assign = faces.map(() => -1);
  const paid = parts.map(() => 0);
  const take = (pi, test) => {
    for (let i = 0; i < faces.length && paid[pi] < parts[pi].count; i++) {
      if (assign[i] < 0 && test(faces[i])) { assign[i] = pi; paid[pi] += 1; }
    }
  };
  parts.forEach((p, pi) => { if (ELEMENTS.includes(p.kind)) take(pi, (f) => f === p.kind); });
  parts.forEach((p, pi) => { if (ELEMENTS.includes(p.kind)) take(pi, (f) => f === 'omni'); });
  parts.forEach((p, pi) => {
    if (p.kind !== 'same') return;
    // The element with the most free dice, topped up with Omni.
    const counts = new Map();
    faces.forEach((f, i) => { if (assign[i] < 0 && f !== 'omni') counts.set(f, (counts.get(f) || 0) + 1); });
    let best = null;
    for (const [f, k] of counts) if (!best || k > counts.get(best)) best = f;
    if (best) take(pi, (f) => f === best);
    take(pi, (f) => f === 'omni');
  });
  parts.forEach((p, pi) => { if (p.kind === 'any') take(pi, () => true); });
  const exact = parts.every((p, pi) => paid[pi] === p.count) && assign.every((a) => a >= 0);
  return { assign, paid, exact };
}

// The positions in `held` of the dice named by `faces` (a suggested payment or reroll).
export function pickDice(held, faces) {
  const used = new Set();
  for (const f of faces) {
    const i = held.findIndex((x, j) => x === f && !used.has(j));
    if (i >= 0) used.add(i);
  }
  return used;
}
