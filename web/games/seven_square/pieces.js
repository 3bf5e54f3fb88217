// The cards on the board as the log and the panel name them: every unit, mount, rider and
// field by its piece id, with its card, side and square, followed through a turn's events.
import { t } from '../../js/i18n.js';
import { ssName, sqName } from './catalog.js';

// Piece id → `{card, controller, owner, at, general, field?, riders?, mount?}` for a view.
export function indexOf(view) {
  const map = new Map();
  for (const p of view.pieces || []) {
    map.set(p.piece, {
      card: p.card, kind: p.kind, controller: p.controller, owner: p.owner, at: p.at, general: p.general,
      riders: p.riders.map((r) => r.card),
    });
    for (const r of p.riders) map.set(r.piece, { card: r.card, kind: 'unit', controller: r.owner, owner: r.owner, at: p.at, general: r.general, mount: p.piece });
  }
  for (const f of view.fields || []) map.set(f.piece, { card: f.card, kind: 'field', field: true, owner: f.owner, controller: f.owner, at: f.at });
  return map;
}

// A card's name: a mount carrying riders is "Warrior on Warhorse"; a face-down general has none.
export function plainName(x) {
  if (!x) return t('ss.l.aCard');
  if (x.riders && x.riders.length) return t('ss.on', { rider: x.riders.map(ssName).join(' & '), mount: ssName(x.card) });
  return ssName(x.card);
}

// "your Warrior", "Bot's Scout", "the Sortie Camp": whose it is, then its name.
export function ownedName(x, ctx) {
  if (!x) return t('ss.l.aCard');
  if (x.field) return t('ss.the', { name: ssName(x.card) });
  return `${ctx.whose(x.controller)} ${plainName(x)}`.trim();
}

// With its square: "Your Warrior (d2)".
export const placedName = (x, ctx) => (x ? `${ownedName(x, ctx)} (${sqName(x.at)})` : t('ss.l.aCard'));

// "your Scout" in the middle of a sentence, "Your Scout" at its start.
export const mid = (s) => s.replace(/^Your /, 'your ');
