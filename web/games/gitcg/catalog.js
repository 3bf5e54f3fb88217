// The Genius Invokation TCG card list (`GET /api/games/gitcg/cards`): characters with their
// skills, action cards and the entities cards create (summons, statuses, supports), each with
// both names and its text. Lookups by id, names in the current language, and the tooltip of
// every card, skill and entity.
import { h } from '../../js/dom.js';
import { t, nameOf } from '../../js/i18n.js';
import { costIcons } from './costs.js';
import { ELEMENTS, symbolSrc } from './icons.js';

export { ELEMENTS };

export const C = {
  list: null,
  chars: new Map(),
  cards: new Map(),
  skills: new Map(), // skill id -> {skill, char}
  entities: new Map(), // entity id -> {id, name, english_name, kind, text, usages?, duration?, shield?}
  seen: new Map(), // entity id -> name, from views (for entities the list does not name)
  byShare: new Map(), // share id -> {char} or {card}
  version: null, // the game version of the list (null: the newest)
  named: new Map(), // id -> a character or card of any version loaded, for its name
};

// Loads the card list at a game version (`GET /api/games/gitcg/cards?version=5.3`; none: the
// newest): only the cards that had arrived by then, with their facts there. The names of
// every card seen in any version stay known, so a deck's cards of a later version are named.
export async function loadCatalog(version) {
  const url = version ? `/api/games/gitcg/cards?version=${encodeURIComponent(version)}` : '/api/games/gitcg/cards';
  const res = await fetch(url);
  if (!res.ok) throw new Error(`card list: ${res.status}`);
  const list = await res.json();
  for (const m of [C.chars, C.cards, C.skills, C.entities, C.byShare]) m.clear();
  C.list = list;
  C.version = version || null;
  for (const c of [...list.characters, ...list.action_cards]) C.named.set(c.id, c);
  for (const c of list.characters) {
    C.chars.set(c.id, c);
    C.byShare.set(c.share_id, { char: c });
    for (const s of c.skills) C.skills.set(s.id, { skill: s, char: c });
  }
  for (const c of list.action_cards) {
    C.cards.set(c.id, c);
    if (c.share_id) C.byShare.set(c.share_id, { card: c });
  }
  for (const e of list.entities || []) C.entities.set(e.id, e);
}

export const charName = (id, fallback) => nameOf(C.chars.get(id) || C.named.get(id)) || fallback || `#${id}`;
export const cardName = (id) => nameOf(C.cards.get(id) || C.named.get(id)) || `#${id}`;
export function skillName(id) {
  const s = C.skills.get(id);
  return s ? (nameOf(s.skill) || s.skill.name) : `#${id}`;
}
export function entityName(id, fallback) {
  return nameOf(C.entities.get(id)) || (C.cards.get(id) && nameOf(C.cards.get(id))) || C.seen.get(id) || fallback || `#${id}`;
}
export const elementName = (e) => t(`el.${e}`);

// The words of one of the card list's values (a kind, weapon, nation or entity kind): from
// the word tables, else the value itself in plain letters, so a value added to the card list
// before its words never shows as a raw key.
export function wordOf(group, value) {
  const key = `${group}.${value}`;
  const words = t(key);
  return words === key ? String(value).replace(/_/g, ' ') : words;
}
export const damageName = (d) => (d && d.elemental ? elementName(d.elemental) : elementName(d));

// Remembers the names of entities as views show them, for any the card list does not give.
export function learnEntities(view) {
  for (const p of view.players || []) {
    const all = [...p.combat_statuses, ...p.summons, ...p.supports];
    for (const c of p.characters) all.push(...c.equipment, ...c.statuses);
    for (const e of all) if (!C.seen.has(e.id)) C.seen.set(e.id, e.name);
  }
}

// An element as its symbol and its name ("never only coloured").
export function elementTag(e, key) {
  if (!e) return null;
  return h('span', { key, class: `el-tag el-${e}` }, h('img', { class: 'el-ico', src: symbolSrc(e), alt: '' }), elementName(e));
}

const text = (s) => h('p', { class: 'tip-text' }, s || t('g.noText'));

function skillBlock(s) {
  return h('div', { key: s.id, class: 'tip-skill' },
    h('div', { class: 'tip-line' }, h('strong', null, nameOf(s) || s.name), ' · ', t(`skill.${s.kind}`), ' · ', costIcons(s.cost)),
    text(s.text));
}

// The tooltip of `gitcg:<kind>:<id>`.
export function tip(kind, idText) {
  const id = Number(idText);
  if (kind === 'character') {
    const c = C.chars.get(id);
    if (!c) return null;
    return [
      h('div', { class: 'tip-head' }, h('strong', { class: `el-text-${c.element}` }, nameOf(c)), ' · ', elementTag(c.element), ` · ${wordOf('weapon', c.weapon)}`),
      h('p', { class: 'tip-meta' }, `${c.hp} ${t('g.hp')} · ${t('g.maxEnergy')} ${c.max_energy}${c.nations.length ? ` · ${c.nations.map((x) => wordOf('nation', x)).join(', ')}` : ''}`),
      c.text ? text(c.text) : null,
      h('div', { class: 'tip-skills' }, c.skills.map(skillBlock)),
    ];
  }
  if (kind === 'skill') {
    const s = C.skills.get(id);
    if (!s) return null;
    return [h('div', { class: 'tip-head' }, nameOf(s.char)), skillBlock(s.skill)];
  }
  if (kind === 'card') {
    const c = C.cards.get(id);
    if (!c) return null;
    return [
      h('div', { class: 'tip-head' }, h('strong', null, nameOf(c)), ` · ${wordOf('kind', c.kind)}`),
      h('div', { class: 'tip-line' }, costIcons(c.cost), c.element ? [' · ', elementTag(c.element)] : null,
        c.talent_of ? ` · ${t('g.talentOf', { name: charName(c.talent_of) })}` : '',
        c.weapon ? ` · ${wordOf('weapon', c.weapon)}` : ''),
      text(c.text),
    ];
  }
  if (kind === 'entity') {
    const e = C.entities.get(id);
    const card = C.cards.get(id);
    if (!e && !card) return [h('div', { class: 'tip-head' }, h('strong', null, entityName(id))), text('')];
    const bits = [];
    if (e && e.kind) bits.push(wordOf('entity', e.kind));
    if (e && e.usages != null) bits.push(t('g.usages', { n: e.usages }));
    if (e && e.duration != null) bits.push(t('g.rounds', { n: e.duration }));
    if (e && e.shield != null) bits.push(t('g.shield', { n: e.shield }));
    return [
      h('div', { class: 'tip-head' }, h('strong', null, entityName(id)), bits.length ? ` · ${bits.join(' · ')}` : ''),
      text((e && e.text) || (card && card.text)),
    ];
  }
  return null;
}
