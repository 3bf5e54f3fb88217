// The one icon set of the Genius Invokation TCG client: element symbols, dice faces, cost
// symbols, energy, HP, usages and the kinds of cards and equipment. Every die, element and cost
// on the board, in the panel, in tooltips and in the deck builder is drawn from here. The
// shapes are our own (the game's art is copyrighted): each element has its own outline, so a
// die or an aura is never told by colour alone, and every icon carries its name as alt text.
//
// Icons are small SVG documents used as images (`<img src="data:…">`): the page's `h()` makes
// HTML elements only, and an image keeps each icon one cached resource however often it shows.
import { h } from '../../js/dom.js';

// Each element's colour: the face of its die, and a darker ink for its symbol on light ground.
export const TONES = {
  cryo: { face: '#a8e1f2', ink: '#2f8fb8' },
  hydro: { face: '#6fa8f7', ink: '#1f63c6' },
  pyro: { face: '#f58b5c', ink: '#d44a14' },
  electro: { face: '#c79cec', ink: '#8a45c4' },
  anemo: { face: '#7fdcc1', ink: '#1f9a7f' },
  geo: { face: '#efc867', ink: '#b07d0c' },
  dendro: { face: '#a5d46f', ink: '#4d8a1e' },
  omni: { face: '#f7f3ea', ink: '#6d5a8e' },
  physical: { face: '#d9d4c8', ink: '#6b665c' },
  piercing: { face: '#d9d4c8', ink: '#4a463f' },
};

// The symbols, on a 24 × 24 grid. `f` paths are filled, `s` paths stroked.
const SYMBOLS = {
  cryo: { s: 'M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5M9.6 3.8 12 6.2l2.4-2.4M9.6 20.2 12 17.8l2.4 2.4M3.3 10.6l3.3.9-.9-3.3M20.7 13.4l-3.3-.9.9 3.3M5.7 16.1l.9-3.3-3.3.9M18.3 7.9l-.9 3.3 3.3-.9' },
  hydro: { f: 'M12 2.2C8.2 7.6 5.4 11.2 5.4 15a6.6 6.6 0 0 0 13.2 0c0-3.8-2.8-7.4-6.6-12.8z', s: 'M9 15.3a3 3 0 0 0 3 3' },
  pyro: { f: 'M12 1.8c.8 3.7 6.2 6.3 6.2 12.4a6.2 6.2 0 0 1-12.4 0c0-2.9 1.5-4.8 2.9-5.8-.1 2.3.8 3.7 2.1 4-.6-3.7 1.7-6.7 1.2-10.6z', s: 'M12 20.2a2.3 2.3 0 0 1-2.3-2.3c0-1.5 1.3-2.5 2.3-3.8 1 1.3 2.3 2.3 2.3 3.8a2.3 2.3 0 0 1-2.3 2.3z' },
  electro: { f: 'M14 1.8 4.8 13.4h6.1L9.3 22.2l9.9-12.6h-6.3z' },
  anemo: { s: 'M11.2 12.2a1.6 1.6 0 0 1 3.2 0a3.2 3.2 0 0 1-6.4 0a4.8 4.8 0 0 1 9.6 0a6.4 6.4 0 0 1-12.8 0c0-2 .8-3.6 2-4.8' },
  geo: { f: 'M12 2 20.5 9 12 22 3.5 9z', s: 'M3.5 9h17M8.6 9 12 2l3.4 7L12 22z' },
  dendro: { f: 'M4.5 19.5C4.5 9.8 9.6 4.5 19.8 4.2c-.2 10.2-5.5 15.3-15.3 15.3z', s: 'M4.5 19.5 15 9M9 15h4.2M11.5 12.5V8.6' },
  omni: { f: 'M12 1.8l2.2 5.9 5-3.2-2.9 5.2 5.9 2.3-5.9 2.3 2.9 5.2-5-3.2-2.2 5.9-2.2-5.9-5 3.2 2.9-5.2L1.8 12l5.9-2.3-2.9-5.2 5 3.2z' },
  physical: { f: 'M12 2l2.6 7.4L22 12l-7.4 2.6L12 22l-2.6-7.4L2 12l7.4-2.6z' },
  piercing: { s: 'M3 12h16M13.5 6.5 19 12l-5.5 5.5M3 8.5v7' },
  // Cost and board symbols.
  any: { s: 'M12 8.5v7M8.5 12h7' },
  same: { s: 'M8 10h8M8 14h8' },
  energy: { f: 'M12 2.5 15 9l6.5 3-6.5 3-3 6.5L9 15l-6.5-3L9 9z' },
  hp: { f: 'M12 2.5c-3.6 5-7 8.6-7 12.3a7 7 0 0 0 14 0c0-3.7-3.4-7.3-7-12.3z' },
  duration: { s: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9' },
  shield: { f: 'M12 2.5 19.5 5v6.5c0 4.8-3.2 8.4-7.5 10-4.3-1.6-7.5-5.2-7.5-10V5z' },
  // Kinds of cards and equipment.
  weapon: { s: 'M19.5 4.5 9 15M15.5 4.5h4v4M6.5 12.5l5 5M4 20l3.5-3.5' },
  artifact: { s: 'M6.5 4h11c0 5.5-2.4 8.5-5.5 8.5S6.5 9.5 6.5 4zM12 12.5v6M8 20.5h8' },
  talent: { f: 'M12 2.8l2.7 6 6.5.6-4.9 4.4 1.4 6.4L12 17l-5.7 3.2 1.4-6.4-4.9-4.4 6.5-.6z' },
  technique: { s: 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1' },
  event: { s: 'M6 3.5h9l3 3v14H6zM9 10h6M9 13.5h6M9 17h4' },
  food: { s: 'M3.5 11.5h17c0 5-3.8 8.5-8.5 8.5s-8.5-3.5-8.5-8.5zM9 8c0-1.5 1-1.5 1-3M13.5 8c0-1.5 1-1.5 1-3' },
  companion: { s: 'M12 3.5a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM4.5 21c0-4.2 3.4-7 7.5-7s7.5 2.8 7.5 7' },
  location: { s: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5' },
  item: { s: 'M6 8h12l-1 12.5H7zM9 8V6.5a3 3 0 0 1 6 0V8' },
  arcane_legend: { s: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z' },
  status: { s: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 1 0 0-17zM12 8v4.5l3 2' },
  summon: { s: 'M12 2.5v4M12 17.5v4M2.5 12h4M17.5 12h4M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z' },
  support: { s: 'M4 20V9l8-5 8 5v11zM9 20v-6h6v6' },
};

// The seven elements, in the game's order.
export const ELEMENTS = ['cryo', 'hydro', 'pyro', 'electro', 'anemo', 'geo', 'dendro'];

const uri = (svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

function paths(sym, ink, width = 2) {
  let out = '';
  if (sym.f) out += `<path d="${sym.f}" fill="${ink}"/>`;
  if (sym.s) out += `<path d="${sym.s}" fill="none" stroke="${sym.f ? '#fff' : ink}" stroke-width="${sym.f ? 1.3 : width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return out;
}

const cache = new Map();
function cached(key, make) {
  if (!cache.has(key)) cache.set(key, uri(make()));
  return cache.get(key);
}

// A symbol alone, in its element's ink (or `ink`).
export function symbolSrc(name, ink) {
  return cached(`sym:${name}:${ink || ''}`, () => {
    const sym = SYMBOLS[name] || SYMBOLS.status;
    const colour = ink || (TONES[name] ? TONES[name].ink : '#4a463f');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${paths(sym, colour)}</svg>`;
  });
}

// The outline of a die: an upright hexagon, as if the die stood on one corner.
const DIE = 'M16 1.6 29 9v14L16 30.4 3 23V9z';

// A die's face: its element's colour with its symbol in white. `any` is an unaligned die (a
// pale die with a cross), `same` a die of one element (dark, with an equals sign).
export function dieSrc(face) {
  return cached(`die:${face}`, () => {
    let fill;
    let body;
    if (face === 'omni') {
      fill = '#fbf8f0';
      body = `<defs><linearGradient id="o" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d44a14"/><stop offset=".33" stop-color="#b07d0c"/><stop offset=".66" stop-color="#1f9a7f"/><stop offset="1" stop-color="#8a45c4"/></linearGradient></defs><g transform="translate(5 5) scale(.92)"><path d="${SYMBOLS.omni.f}" fill="url(#o)"/></g>`;
    } else if (face === 'any') {
      fill = '#f4f1ea';
      body = `<g transform="translate(4 4)">${paths(SYMBOLS.any, '#6b665c', 2.4)}</g>`;
    } else if (face === 'same') {
      fill = '#4a463f';
      body = `<g transform="translate(4 4)">${paths(SYMBOLS.same, '#f4f1ea', 2.4)}</g>`;
    } else {
      const tone = TONES[face] || TONES.physical;
      fill = tone.face;
      body = `<g transform="translate(5.5 5.5) scale(.875)">${paths(SYMBOLS[face] || SYMBOLS.physical, tone.ink, 2.2)}</g>`;
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${DIE}" fill="${fill}" stroke="#3b362c" stroke-opacity=".55" stroke-width="1.4" stroke-linejoin="round"/><path d="M16 3.6 27 9.9" stroke="#fff" stroke-opacity=".6" stroke-width="1.2" fill="none"/>${body}</svg>`;
  });
}

// An energy point: a star, gold when charged, hollow when not.
export function energySrc(on) {
  return cached(`energy:${on}`, () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${SYMBOLS.energy.f}" fill="${on ? '#f2c14e' : '#fffdf8'}" stroke="#8a6a1e" stroke-width="1.4" stroke-linejoin="round"/></svg>`);
}

// A picture: `name` is an icon of this set, `label` its words (alt text and title).
export function icon(name, label, cls = '') {
  return h('img', { class: `ico ico-${name}${cls ? ` ${cls}` : ''}`, src: symbolSrc(name), alt: label, title: label, draggable: 'false' });
}

// A die face as a picture.
export function dieIcon(face, label, cls = '') {
  return h('img', { class: `ico die-ico${cls ? ` ${cls}` : ''}`, src: dieSrc(face), alt: label, title: label, draggable: 'false' });
}

// The card frame: gold lines with diamond corners, sliced by CSS `border-image` so its corners
// keep their shape at any size.
export const FRAME = uri('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30"><rect x="1" y="1" width="28" height="28" rx="4" fill="#4a3c22" stroke="#c9a55a" stroke-width="1.6"/><rect x="4.5" y="4.5" width="21" height="21" rx="1.5" fill="none" stroke="#e3c77f" stroke-width="1"/><path d="M4.5 1.4 7.6 4.5 4.5 7.6 1.4 4.5zM25.5 1.4 28.6 4.5 25.5 7.6 22.4 4.5zM4.5 22.4 7.6 25.5 4.5 28.6 1.4 25.5zM25.5 22.4 28.6 25.5 25.5 28.6 22.4 25.5z" fill="#f0d890" stroke="#7a5a22" stroke-width=".8"/></svg>');

// The stylesheet rules that need the icons (the frames), added once to the page.
let styled = false;
export function installIconStyles() {
  if (styled || typeof document === 'undefined') return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.gitcgIcons = '';
  style.textContent = `.gitcg-framed { border-image: url("${FRAME}") 10 / 8px stretch; }`;
  document.head.append(style);
}
