// The small pieces the 幻想梦斗符 table is drawn with: a card tile (its name and printed
// numbers, its text as a tooltip), a face-down card, the orbs and the HP. Nothing is told by
// colour alone: orbs are drawn by shape and counted in words, a face-down card says so.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { card, cardName, numbers } from './catalog.js';

// A face-up card. `sideways` draws it lying (a SUPPORT, a counter card), as the rulebook lays
// them; `note` is a short line under the name (a role, "face down").
export function tile(id, { key, cls = '', note, sideways, testid, data } = {}) {
  const c = card(id);
  return h('span', {
    key, class: `gs-card kind-${c ? c.kind : 'unknown'}${c && c.final_spell ? ' final' : ''}${sideways ? ' sideways' : ''}${cls ? ` ${cls}` : ''}`,
    tabindex: 0, 'data-tip': `gensou:card:${id}`, 'data-card': id, 'data-testid': testid || null, ...(data || {}),
  },
  h('span', { class: 'card-name' }, cardName(id)),
  h('small', { class: 'card-nums' }, note || numbers(c)));
}

// A card lying face down whose face this viewer may not see.
export function back({ key, label } = {}) {
  return h('span', { key, class: 'gs-card back', role: 'img', 'aria-label': label || t('gs.faceDown'), title: label || t('gs.faceDown') },
    h('span', { class: 'back-mark', 'aria-hidden': 'true' }, '符'));
}

// The five orbs: ready ones stand (◆), spent ones are turned (◇ lying), broken ones are
// cracked (✕); the counts are also written out for everyone and read to screen readers.
export function orbs(pl, seat) {
  const list = [
    ...Array.from({ length: pl.orbs_ready }, () => 'ready'),
    ...Array.from({ length: pl.orbs_spent }, () => 'spent'),
    ...Array.from({ length: pl.orbs_broken }, () => 'broken'),
  ];
  const mark = { ready: '◆', spent: '◇', broken: '✕' };
  const words = t('gs.orbsWords', { r: pl.orbs_ready, s: pl.orbs_spent, b: pl.orbs_broken });
  return h('span', { key: 'orbs', class: 'gs-orbs', 'data-zone': `orbs-${seat}`, 'data-testid': `orbs-${seat}`, role: 'img', 'aria-label': `${t('gs.orbs')}: ${words}`, title: `${t('gs.orbs')}: ${words}` },
    h('span', { class: 'orbs-label', 'aria-hidden': 'true' }, t('gs.orbs')),
    list.map((k, i) => h('span', { key: i, class: `orb ${k}`, 'data-orb': k }, mark[k])));
}

// HP with a bar; at exactly 0 the player is in 决死 (not shot down), below 0 shot down.
export function hp(pl, seat, max) {
  const pct = Math.max(0, Math.min(100, Math.round((100 * pl.hp) / (max || 10000))));
  let state = null;
  if (pl.hp === 0) state = h('span', { class: 'badge kesshi', 'data-testid': `kesshi-${seat}`, title: t('gs.kesshiHint') }, t('gs.kesshi'));
  else if (pl.hp < 0) state = h('span', { class: 'badge ko' }, t('gs.shotDown'));
  return h('span', { key: 'hp', class: 'gs-hp', 'data-hp-seat': seat, 'data-testid': `hp-${seat}` },
    h('span', { class: 'hp-label' }, t('gs.hp')), ' ',
    h('strong', { class: 'hp-value', 'data-testid': `hp-value-${seat}` }, String(pl.hp)),
    h('span', { class: 'hp-bar', 'aria-hidden': 'true' }, h('span', { class: 'hp-fill', style: `width:${pct}%` })),
    state);
}
