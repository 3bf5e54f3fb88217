// Dice: a face is shown by its colour, a short written mark and its full name (in the title and
// for screen readers), so no face is told by colour alone. Games give the marks and names.
import { h } from '../dom.js';

// One die. `face` picks the colour class; `mark` is the short text on the die; `name` the full
// name. With `onclick` the die is a toggle button (`pressed`), else a plain mark.
export function die({ face, mark, name, key, pressed, counts, disabled, onclick, testid, extra }) {
  const cls = `die face-${face}${counts === true ? ' counts' : ''}${counts === false ? ' spare' : ''}${extra ? ` ${extra}` : ''}`;
  if (!onclick) {
    return h('span', { key, class: cls, title: name, role: 'img', 'aria-label': name, 'data-face': face }, mark);
  }
  return h('button', {
    key, type: 'button', class: cls, title: name, 'aria-label': name, 'aria-pressed': pressed ? 'true' : 'false',
    'data-testid': testid || 'die', 'data-face': face, disabled, onclick,
  }, mark, counts === true ? h('span', { class: 'die-tick', 'aria-hidden': 'true' }, '✓') : null);
}
