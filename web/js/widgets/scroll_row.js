// Rows that scroll sideways (a hand of cards on a phone) say so: the edge where more is hidden
// fades, and "swipe for more" shows there until the row is scrolled to its end. A board opts
// a row in with the class `swipe-row` (the docked hand, `.dock .hand`, gets it without asking);
// the row must scroll itself (`overflow-x: auto`). `markScrollRows()` runs after every redraw;
// scrolling and resizing update the marks.
import { t } from '../i18n.js';

const ROWS = '.swipe-row, .dock .hand';
const coarse = window.matchMedia('(pointer: coarse)');

function mark(el) {
  const left = el.scrollLeft;
  const more = el.scrollWidth - el.clientWidth - left > 4;
  const less = left > 4;
  const word = coarse.matches ? t('hint.swipe') : t('hint.scroll');
  if (el.dataset.more !== (more ? '1' : '0')) el.dataset.more = more ? '1' : '0';
  if (el.dataset.less !== (less ? '1' : '0')) el.dataset.less = less ? '1' : '0';
  if (el.dataset.swipe !== word) el.dataset.swipe = word;
}

export function markScrollRows() {
  for (const el of document.querySelectorAll(ROWS)) mark(el);
}

export function installScrollRows() {
  document.addEventListener('scroll', (ev) => {
    if (ev.target instanceof Element && ev.target.matches(ROWS)) mark(ev.target);
  }, true);
  window.addEventListener('resize', markScrollRows);
}
