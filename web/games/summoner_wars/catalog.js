// The Summoner Wars card list (`GET /api/games/summoner_wars/cards`): every faction's cards
// with their stats and ability or event text, and the tooltip of each card.
import { h } from '../../js/dom.js';
import { t, nameOf } from '../../js/i18n.js';

export const SW = { cards: new Map() };

export async function loadCatalog() {
  const res = await fetch('/api/games/summoner_wars/cards');
  if (!res.ok) throw new Error(`card list: ${res.status}`);
  const list = await res.json();
  for (const f of list.factions || []) for (const c of f.cards) SW.cards.set(c.id, { ...c, faction: f.faction });
}

export const swName = (id) => nameOf(SW.cards.get(id)) || `#${id}`;
export const cellName = (c) => `${'ABCDEF'[c.col] || '?'}${c.row + 1}`;
export const swKey = (c) => `${c.col},${c.row}`;
export const FACE_MARK = { melee: '⚔', ranged: '➶', special: '✦' };

export function tip(kind, idText) {
  if (kind !== 'card') return null;
  const c = SW.cards.get(Number(idText));
  if (!c) return null;
  const unit = c.strength != null;
  const stats = [];
  if (c.cost != null) stats.push(`${t('sw.cost')} ${t('sw.magicCost', { n: c.cost })}`);
  if (c.life) stats.push(`${t('sw.life')} ${c.life}`);
  if (unit) stats.push(`${t('sw.strength')} ${c.strength} · ${c.attack === 'ranged' ? t('sw.rangedN', { r: c.range }) : t('sw.melee')}`);
  if (c.phase) stats.push(t('sw.phaseOf', { phase: t(`sw.phase.${c.phase}`) }));
  return [
    h('div', { class: 'tip-head' }, h('strong', null, swName(c.id)), ` · ${t(`sw.class.${c.class}`)} · ${t(`sw.faction.${c.faction}`)}`),
    h('p', { class: 'tip-meta' }, stats.join(' · ')),
    h('p', { class: 'tip-text' }, c.text || t('sw.noText')),
  ];
}
