// The match log: what happened, newest turn first, each turn's lines in the order they
// happened. Screen readers hear new lines politely; collapsed, the list is hidden from sight but
// still read. Each item is kept as data and worded when drawn, so switching the language rewords
// the whole log.
import { h } from '../dom.js';
import { t } from '../i18n.js';

function sysLine(it) {
  // A page that sees a match from its first move says it began; one that joins later (a
  // reload, a reconnection) says it is back.
  if (it.sys === 'joined') return { text: it.v ? t('log.back') : t('log.started'), cls: 'sys' };
  if (it.sys === 'history') return { text: t('log.history'), cls: 'sys' };
  return { text: it.sys, cls: 'sys' };
}

// Groups the log into turns: a line with `head` starts a new group and names it. Repeats
// are told once: a line with the same `same` key as the line before it (a board's way to say
// "these belong together") is merged into it and worded by its `many(n)`; a line whose words
// and style equal the line before's is merged and counted ("Bot 2 drew a card ×5").
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
    const last = g.lines[g.lines.length - 1];
    if (last && repeats(last, l)) {
      last.count += 1;
      last.text = last.many ? last.many(last.count) : `${last.first} ×${last.count}`;
      continue;
    }
    g.lines.push({ key: it.n, ...l, first: l.text, count: 1 });
  }
  return groups;
}

// Whether line `l` repeats `last`. The page's own lines (the match began, you are back) each
// mark a moment and are never merged.
function repeats(last, l) {
  if (l.cls === 'sys' || last.cls === 'sys') return false;
  if (l.same != null || last.same != null) return l.same === last.same && typeof last.many === 'function';
  return last.first === l.text && (last.cls || '') === (l.cls || '');
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
