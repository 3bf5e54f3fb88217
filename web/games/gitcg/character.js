// A character as an upright card, as players know it from the game: its HP on a drop in the
// top corner, its energy as stars down the side, its element's symbol on the card, the
// elements applied to it over its top edge, its equipment down the other side and its statuses
// under it. The active character stands forward, towards the middle of the table; a defeated
// one is greyed and marked. Every icon carries its words (alt text, tooltip).
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { C, charName, entityName, elementName } from './catalog.js';
import { icon, energySrc, symbolSrc } from './icons.js';

// The first letter of a name, drawn on an icon that has no picture of its own.
const initial = (name) => [...String(name || '?').replace(/^[^\p{L}\p{N}]+/u, '')][0] || '?';

// An equipment's kind of icon: its card's kind (weapon, artifact, talent, technique).
function equipKind(id) {
  const card = C.cards.get(id);
  if (card && ['weapon', 'artifact', 'talent', 'technique'].includes(card.kind)) return card.kind;
  return 'status';
}

// The words of an entity's numbers: usages (or shield points), rounds left, what it stored.
export function entityNumbers(e) {
  const info = C.entities.get(e.id);
  const bits = [];
  if (e.usage != null) bits.push(info && info.shield != null ? t('g.shield', { n: e.usage }) : t('g.usages', { n: e.usage }));
  if (e.duration != null) bits.push(t('g.rounds', { n: e.duration }));
  if (e.counter != null) bits.push(t('g.stored', { n: e.counter }));
  return bits;
}

// The number shown on an entity's corner: usages or shield, else what it stored, else rounds.
export function entityCount(e) {
  if (e.usage != null) return e.usage;
  if (e.counter != null) return e.counter;
  if (e.duration != null) return e.duration;
  return null;
}

// A status, combat status or equipment as a small round icon with its number.
export function statusIcon(e, key, kind, fly = false) {
  const name = entityName(e.id, e.name);
  const info = C.entities.get(e.id);
  const shield = info && info.shield != null;
  const n = entityCount(e);
  const numbers = entityNumbers(e);
  const label = numbers.length ? `${name} (${numbers.join(', ')})` : name;
  const pic = kind === 'equipment' ? equipKind(e.id) : (shield ? 'shield' : null);
  return h('span', {
    key, class: `st st-${kind}${shield ? ' st-shield' : ''}`, tabindex: 0, role: 'img', 'aria-label': label,
    'data-tip': `gitcg:entity:${e.id}`, 'data-entity': e.id, 'data-key': `${key}`, 'data-fly': fly ? String(e.id) : null,
  },
  pic ? h('img', { class: 'st-pic', src: symbolSrc(pic, kind === 'equipment' ? '#5b4a22' : '#7a5a12'), alt: '' }) : h('span', { class: 'st-glyph', 'aria-hidden': 'true' }, initial(name)),
  n != null ? h('span', { class: 'st-n', 'aria-hidden': 'true' }, String(n)) : null);
}

// One character. `seat` and `where` ('top' or 'bottom') place it; `onPick` makes it a choice;
// `combat` are its side's combat statuses, drawn by it when it is the active one.
export function characterCard(ctx, seat, c, { onPick, combat }) {
  const info = C.chars.get(c.id);
  const el = info ? info.element : null;
  const name = charName(c.id, c.name);
  const k = `${seat}:${c.slot}`;
  const cls = ['char', el ? `el-${el}` : '', c.active ? 'active' : '', c.alive ? '' : 'dead', onPick ? 'pickable' : ''].filter(Boolean).join(' ');
  const hpWords = `${c.hp}/${c.max_hp} ${t('g.hp')}`;
  const energyWords = t('g.energy', { n: c.energy, max: c.max_energy });
  const props = {
    key: `c${c.slot}`, class: cls, 'data-slot': c.slot, 'data-seat': seat,
    'data-tip': `gitcg:character:${c.id}`, tabindex: 0, 'data-testid': 'character', 'data-key': `char:${k}`,
    'aria-label': [name, el ? elementName(el) : '', hpWords, energyWords, c.active ? t('g.active') : '', c.alive ? '' : t('g.defeated')].filter(Boolean).join(', '),
  };
  if (onPick) {
    props.role = 'button';
    props.onclick = onPick;
    props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); onPick(); } };
  }
  // The card itself is where feedback lands (`[data-char]`: damage, healing, reactions).
  const card = h('div', { class: 'char-card gitcg-framed', 'data-char': k },
    el ? h('img', { class: 'char-art', src: symbolSrc(el), alt: '', 'aria-hidden': 'true' }) : null,
    h('span', { class: 'hp', title: hpWords },
      h('img', { class: 'hp-drop', src: symbolSrc('hp', '#c23b22'), alt: '' }),
      h('span', { class: 'hp-text', 'data-key': `hp:${k}`, 'data-count': c.hp, 'aria-hidden': 'true' }, String(c.hp))),
    el ? h('img', { class: 'char-el', src: symbolSrc(el), alt: elementName(el), title: elementName(el) }) : null,
    h('span', { class: 'energy', title: energyWords, role: 'img', 'aria-label': energyWords },
      Array.from({ length: c.max_energy }, (_, i) => h('img', { key: i, class: i < c.energy ? 'pip on' : 'pip', src: energySrc(i < c.energy), alt: '' }))),
    c.equipment.length ? h('span', { class: 'equip' }, c.equipment.map((e, i) => statusIcon(e, `eq:${k}:${e.id}:${i}`, 'equipment', true))) : null,
    h('strong', { class: 'char-name' }, name),
    c.alive ? null : h('span', { class: 'ko-mark' }, t('g.defeated')));
  return h('div', props,
    h('div', { class: 'aura', 'aria-label': c.aura.length ? t('g.aura', { list: c.aura.map(elementName).join(', ') }) : null },
      c.aura.map((a) => h('img', { key: a, class: 'aura-ico', src: symbolSrc(a), alt: elementName(a), title: t('g.aura', { list: elementName(a) }), 'data-aura': a }))),
    card,
    h('div', { class: 'statuses' },
      c.statuses.map((e, i) => statusIcon(e, `st:${k}:${e.id}:${i}`, 'status'))),
    c.active && combat && combat.length
      ? h('div', { class: 'combat', 'data-zone': `combat-${seat}`, 'aria-label': t('g.combat') },
        combat.map((e, i) => statusIcon(e, `cs:${seat}:${e.id}:${i}`, 'combat')))
      : null);
}

// A summon or a support as a token beside its side: its initial or kind, its name, its number.
export function token(e, key, kind) {
  const name = entityName(e.id, e.name);
  const n = entityCount(e);
  const numbers = entityNumbers(e);
  const card = C.cards.get(e.id);
  const pic = kind === 'support' && card && card.kind ? card.kind : null;
  return h('div', {
    key, class: `token token-${kind}`, tabindex: 0, role: 'img',
    'aria-label': numbers.length ? `${name} (${numbers.join(', ')})` : name,
    'data-tip': `gitcg:entity:${e.id}`, 'data-entity': e.id, 'data-key': key, 'data-fly': String(e.id), 'data-testid': kind,
  },
  pic ? h('img', { class: 'token-pic', src: symbolSrc(pic, '#5b4a22'), alt: '' }) : h('span', { class: 'token-glyph', 'aria-hidden': 'true' }, initial(name)),
  h('span', { class: 'token-name', 'aria-hidden': 'true' }, name),
  n != null ? h('span', { class: 'token-n', 'aria-hidden': 'true', 'data-key': `${key}:n`, 'data-count': n }, String(n)) : null,
  e.duration != null && e.usage != null ? h('span', { class: 'token-rounds', 'aria-hidden': 'true' }, icon('duration', ''), String(e.duration)) : null);
}
