// Interface language: English or Chinese, switchable at any time. Every visible string goes
// through `t(key, vars)`; each part of the client adds its own table with `addStrings`, so a
// game's board module brings its words along. Card names come from the card lists, which give
// each card in both languages (`name` in the rulebook's language, `english_name`).
import { local, KEYS } from './store.js';

export const LANGS = { en: 'English', zh: '中文' };
const tables = { en: {}, zh: {} };
const listeners = new Set();

function initial() {
  const saved = local.get(KEYS.lang);
  if (saved && LANGS[saved]) return saved;
  return (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
let current = initial();

export function lang() { return current; }

export function setLang(l) {
  if (!LANGS[l] || l === current) return;
  current = l;
  local.set(KEYS.lang, l);
  document.documentElement.lang = l === 'zh' ? 'zh-Hans' : 'en';
  for (const f of listeners) f(l);
}
export function onLangChange(f) { listeners.add(f); }

// Adds strings: `{ en: { key: 'text {name}' | (vars) => text }, zh: { … } }`. A key missing
// in Chinese falls back to English.
export function addStrings(table) {
  for (const [l, entries] of Object.entries(table)) Object.assign(tables[l] || (tables[l] = {}), entries);
}

// A key missing everywhere falls back to its parent (`deck.title.newgame` to `deck.title`), so a
// new game reads sensibly before it words its own variants.
export function t(key, vars) {
  let k = key;
  let s = tables[current][k] ?? tables.en[k];
  while (s === undefined && k.includes('.')) {
    k = k.slice(0, k.lastIndexOf('.'));
    s = tables[current][k] ?? tables.en[k];
  }
  if (s === undefined) return key;
  if (typeof s === 'function') return s(vars || {});
  return vars ? s.replace(/\{(\w+)\}/g, (_, k) => (vars[k] ?? '')) : s;
}

// The words of exactly `key` (no parent) in the current language or English, else `fallback`:
// for names the server gives in one language and the client may word in another.
export function tOr(key, fallback, vars) {
  const s = tables[current][key] ?? tables.en[key];
  if (s === undefined) return fallback;
  return t(key, vars);
}

// A card's name in the current language.
export function nameOf(info) {
  if (!info) return '';
  if (current === 'zh') return info.name || info.english_name || '';
  return info.english_name || info.name || '';
}

// A count with its noun, for tables: `n(1, 'card', 'cards')` is "1 card".
export const n = (k, one, many) => `${k} ${k === 1 ? one : (many || `${one}s`)}`;

document.documentElement.lang = current === 'zh' ? 'zh-Hans' : 'en';
