// The match log: what happened, newest turn first, each turn's lines in the order they
// happened. Screen readers hear new lines politely; collapsed, the list is hidden from sight but
// still read. Each item is kept as data and worded when drawn, so switching the language rewords
// the whole log.
import { h } from '../dom.js';
import { t } from '../i18n.js';

function sysLine(it) {
  if (it.sys === 'joined') return { text: t('log.joined', { v: it.v }), cls: 'sys' };
  if (it.sys === 'history') return { text: t('log.history', { n: it.n, v: it.v }), cls: 'sys' };
  return { text: it.sys, cls: 'sys' };
}

// Groups the log into turns: a line with `head` starts a new group and names it.
export function logGroups(items, line) {
  const groups = [];
  let g = null;
  for (const it of items) {
    const l = it.sys ? sysLine(it) : line(it);
    if (!l) continue;
    if (l.head || !g) {
      g = { key: it.n, title: l.head ? l.text : '', cls: l.cls, lines: [] };
      groups.push(g);
      if (l.head) continue;
    }
    g.lines.push({ key: it.n, ...l });
  }
  return groups;
}

export function logList(items, line, { testid = 'log', live = true } = {}) {
  const groups = logGroups(items, line).reverse();
  return h('ol', { class: 'log', 'data-testid': testid, 'aria-live': live ? 'polite' : null, 'aria-relevant': 'additions', 'aria-label': t('log.title') },
    groups.map((g) => h('li', { key: g.key, class: `group ${g.cls || ''}` },
      g.title ? h('h4', { class: 'group-title' }, g.title) : null,
      h('ul', { class: 'lines' }, g.lines.map((l) => h('li', { key: l.key, class: `line ${l.cls || ''}` }, l.text))))));
}

export function logPanel(items, line, open, toggle) {
  return h('section', { class: `box log-box${open ? ' open' : ' closed'}`, 'data-testid': 'log-box' },
    h('div', { class: 'log-head' },
      h('h3', { id: 'log-title' }, t('log.title')),
      h('button', { type: 'button', class: 'small secondary', 'aria-expanded': open ? 'true' : 'false', 'aria-controls': 'log-body', 'data-testid': 'log-toggle', onclick: toggle }, open ? t('log.hide') : t('log.show'))),
    h('div', { id: 'log-body', class: 'log-body' }, logList(items, line)));
}
