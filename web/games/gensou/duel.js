// The duel zone between the two halves: each player's HYPER character on their own side, and
// in the middle the battle in progress — the attacker's declared card standing, the counter
// card lying, each with its original and final power — or, once settled, how the last clash
// ended (who broke, the damage, whether it hit) until the next declaration. The turn's five
// phases run along its top, the current one marked in words.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { cardName } from './catalog.js';
import { tile } from './tiles.js';

const PHASES = ['pick', 'change', 'set', 'battle', 'end'];

function hyper(view, seat, where) {
  const c = view.players[seat].characters.find((x) => x.role === 'hyper');
  return h('div', { key: `hyper-${where}`, class: `gs-hyper ${where}`, 'data-testid': `hyper-${seat}` },
    c ? tile(c.card, { note: t('gs.role.hyper'), cls: 'role-hyper' }) : null);
}

// One card of the clash: live from the view, or as the last clash left it.
function clashCard(ctx, d, { counter, broken, live }) {
  const powers = live
    ? t('gs.powers', { p: d.power, o: d.original })
    : (d.power != null ? t('gs.powerN', { n: d.power }) : '');
  const note = [powers, broken ? t('gs.brokenMark') : ''].filter(Boolean).join(' · ');
  return h('div', { key: counter ? 'counter' : 'attack', class: `gs-clash-card${counter ? ' counter' : ' attack'}${broken ? ' broken' : ''}`, 'data-clash-seat': d.seat, 'data-testid': counter ? 'clash-counter' : 'clash-attack' },
    h('small', { class: 'zone-label' }, `${ctx.whose(d.seat)} ${t(counter ? 'gs.counterCard' : 'gs.attackCard')}`),
    tile(d.card, { note, sideways: counter }));
}

function clash(ctx) {
  const view = ctx.view;
  const last = ctx.match.board.last;
  if (view.attack) {
    const broken = (seat) => !!(last && last.broken.includes(seat));
    return h('div', { key: 'clash', class: 'gs-clash live', 'data-testid': 'clash' },
      clashCard(ctx, view.attack, { live: true, broken: broken(view.attack.seat) }),
      h('span', { class: 'vs', 'aria-hidden': 'true' }, 'vs'),
      view.counter
        ? clashCard(ctx, view.counter, { counter: true, live: true, broken: broken(view.counter.seat) })
        : h('div', { key: 'none', class: 'gs-clash-card empty', 'data-clash-seat': 1 - view.attack.seat }, h('small', { class: 'hint' }, t('gs.noCounterYet'))));
  }
  // A clash ends settled, or earlier when an effect breaks a card of it.
  if (last && (last.settled || last.broken.length)) {
    let outcome;
    if (last.hit) outcome = t('gs.outcome.hit', { n: last.damage });
    else if (last.damage) outcome = t('gs.outcome.damage', { n: last.damage });
    else if (last.counter) outcome = last.full ? t('gs.outcome.full') : t('gs.outcome.noDamage');
    else outcome = t('gs.outcome.noDamage');
    return h('div', { key: 'clash', class: 'gs-clash settled', 'data-testid': 'clash' },
      h('small', { class: 'zone-label' }, t('gs.lastClash')),
      clashCard(ctx, last.attack, { broken: last.broken.includes(last.attack.seat) }),
      h('span', { class: 'vs', 'aria-hidden': 'true' }, 'vs'),
      last.counter
        ? clashCard(ctx, last.counter, { counter: true, broken: last.broken.includes(last.counter.seat) })
        : h('div', { key: 'none', class: 'gs-clash-card empty', 'data-clash-seat': 1 - last.attack.seat }, h('small', { class: 'hint' }, t('gs.notCountered'))),
      h('p', { class: 'gs-outcome', 'data-testid': 'clash-outcome' }, outcome));
  }
  return h('div', { key: 'clash', class: 'gs-clash idle', 'data-testid': 'clash' },
    h('span', { class: 'hint' }, view.phase === 'search' ? t('gs.searching') : t('gs.noClash')));
}

function phases(view) {
  if (view.phase === 'search') return h('ol', { key: 'phases', class: 'gs-phases' }, h('li', { class: 'on', 'aria-current': 'step' }, t('gs.phase.search')));
  return h('ol', { key: 'phases', class: 'gs-phases', 'aria-label': t('gs.phases') },
    PHASES.map((p) => h('li', { key: p, class: view.phase === p ? 'on' : '', 'aria-current': view.phase === p ? 'step' : null }, t(`gs.phaseShort.${p}`))));
}

// How to read the table: the marks and words of the players' lines, in the chosen language. On a
// wide screen a strip under the clash gives each in a few words (the whole explanation on
// hover); on a narrow one it is folded under its title and explains each in full.
const LEGEND = ['orbs', 'power', 'flashiness', 'popularity', 'hp', 'release', 'final', 'items', 'roles'];

function legend() {
  return h('section', { key: 'legend', class: 'gs-legend', 'aria-label': t('gs.legend') },
    h('ul', { class: 'gs-legend-wide', 'data-testid': 'legend' }, LEGEND.map((key) => h('li', { key, 'data-legend': key, title: t(`gs.legendLong.${key}`) },
      h('strong', null, t(`gs.legend.mark.${key}`)), ' ', t(`gs.legend.${key}`)))),
    h('details', { class: 'gs-legend-narrow' }, h('summary', null, t('gs.legend')),
      h('dl', { class: 'gs-legend-list', 'data-testid': 'legend-narrow' }, LEGEND.map((key) => [
        h('dt', { key: `m-${key}` }, t(`gs.legend.mark.${key}`)),
        h('dd', { key: `d-${key}`, 'data-legend': key }, t(`gs.legendLong.${key}`)),
      ]))));
}

export function duel(ctx, top, bottom) {
  const view = ctx.view;
  return h('section', { key: 'duel', class: 'gs-duel', 'data-testid': 'duel', 'aria-label': t('gs.zone.duel') },
    h('div', { class: 'gs-duel-head' }, h('span', { class: 'zone-label' }, t('gs.zone.duel')), phases(view),
      view.attack ? h('span', { class: 'hint' }, t('gs.attackOf', { whose: ctx.whose(view.attack.seat), card: cardName(view.attack.card) })) : null),
    h('div', { class: 'gs-duel-body' }, hyper(view, top, 'top'), clash(ctx), hyper(view, bottom, 'bottom'), legend()));
}
