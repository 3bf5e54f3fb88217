// The Seven Square card list (`GET /api/games/seven_square/cards`): every unit (兵), mount (騎)
// and field (陣) with its printed numbers, abilities and English text; square names; and the
// tooltip of each card.
import { h } from '../../js/dom.js';
import { t, nameOf, lang } from '../../js/i18n.js';

export const SS = { cards: new Map(), size: 7, actionsPerTurn: 3 };

export async function loadCatalog() {
  const res = await fetch('/api/games/seven_square/cards');
  if (!res.ok) throw new Error(`card list: ${res.status}`);
  const list = await res.json();
  for (const c of list.cards || []) SS.cards.set(c.id, c);
  SS.size = list.board_size || 7;
  SS.actionsPerTurn = list.actions_per_turn || 3;
}

export const card = (id) => SS.cards.get(id) || null;
export const ssName = (id) => nameOf(card(id)) || (id == null ? t('ss.faceDown') : `#${id}`);

// The name on a crowded square: an English name without its epithet ("Celes" for "Celes,
// Azure Knight-Commander"); the full name stays in the tooltip and the label.
export function shortName(id) {
  const c = card(id);
  if (!c) return id == null ? t('ss.faceDownShort') : `#${id}`;
  if (lang() === 'zh') return c.name;
  return (c.english_name || c.name).split(',')[0];
}

// Whether a field card lets cards be deployed on its square (its printed 【出撃…】).
export const deploys = (id) => (card(id)?.abilities || []).some((a) => a.startsWith('【出撃'));

// Squares are named as on a chessboard, the same for every viewer: files a–g from seat 0's
// left, ranks 1–7 from seat 0's first rank.
export const sqKey = (s) => `${s.file},${s.rank}`;
export const sqName = (s) => (s ? `${'abcdefg'[s.file] || '?'}${s.rank + 1}` : '?');
export const sqSel = (s) => `[data-testid=square][data-sq="${sqKey(s)}"]`;

function numbers(c) {
  const out = [];
  if (c.cost != null && c.deckable) out.push(`${t('ss.cost')} ${c.cost} IP`);
  if (c.kind === 'unit') out.push(t('ss.unitStats', { a: c.attack, l: c.life, m: c.movement }));
  if (c.kind === 'mount') {
    out.push(t('ss.mountStats', { cap: c.capacity, a: modifier(c.attack_modifier), l: modifier(c.life_modifier), m: c.movement }));
  }
  if (c.kind === 'field') out.push(`${t('ss.life')} ${c.life}`);
  return out.join(' · ');
}

// A mount's modifier as printed: `+1`, `-1`, `【4】`.
export function modifier(m) {
  if (!m) return '';
  if (m.plus != null) return `+${m.plus}`;
  if (m.minus != null) return `-${m.minus}`;
  if (m.fixed != null) return `【${m.fixed}】`;
  return '';
}

// `seven_square:card:<id>` is a card's text; `seven_square:back:0` a face-down general.
export function tip(kind, idText) {
  if (kind === 'back') {
    return [h('div', { class: 'tip-head' }, h('strong', null, t('ss.faceDown'))), h('p', { class: 'tip-text' }, t('ss.faceDownText'))];
  }
  if (kind !== 'card') return null;
  const c = card(Number(idText));
  if (!c) return null;
  const other = lang() === 'zh' ? c.english_name : c.name;
  return [
    h('div', { class: 'tip-head' }, h('strong', null, nameOf(c)), other && other !== nameOf(c) ? ` · ${other}` : '', ` · ${t(`ss.kind.${c.kind}`)}`),
    h('p', { class: 'tip-meta' }, numbers(c)),
    c.abilities.length ? h('p', { class: 'tip-meta', lang: 'ja' }, c.abilities.join('')) : null,
    h('p', { class: 'tip-text' }, c.text || t('ss.noText')),
    c.remarks ? h('p', { class: 'tip-meta', lang: 'ja' }, `${t('ss.remarks')}: ${c.remarks}`) : null,
  ];
}
