// One player's half of the 幻想梦斗符 table, as the rulebook lays it out: the character zone
// (SUPPORT characters lying, the CENTER standing), the declaration zone (the stack of cards
// that hit, the top one showing, with its total flashiness), the spell-power zone (face-down
// cards: faces for their owner and the referee, backs for the others), the equipment zone
// (two slots; traps face down), the state cards in effect, and above or below them the
// player's line: HP, orbs, deck, hand and discard counts, the browsable discard pile.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { G, cardName } from './catalog.js';
import { tile, back, orbs, hp } from './tiles.js';

// A zone is as wide as what it holds (`n` cards): an empty one stays as narrow as its label.
function zone(name, seat, label, kids, extra = {}, n = 0) {
  return h('div', {
    key: name, class: `gs-zone zone-${name}${n ? '' : ' empty'}`, 'data-zone': `${name}-${seat}`, 'data-testid': `${name}-${seat}`,
    role: 'group', 'aria-label': label, ...extra,
  },
    h('span', { class: 'zone-label' }, label), h('div', { class: 'zone-cards' }, kids));
}

function characters(ctx, pl, seat, ui) {
  const list = pl.characters.filter((c) => c.role !== 'hyper');
  // Only your own characters answer your own changes (both sides may hold the same card).
  const mine = ctx.p.player && seat === ctx.p.me;
  const kids = list.map((c) => {
    const pick = mine && ui.pickChar ? ui.pickChar[c.card] : null;
    const role = t(`gs.role.${c.role}`);
    const el = tile(c.card, { key: c.card, note: role, sideways: c.role === 'support', cls: `role-${c.role}${pick ? ' pickable' : ''}`, data: { 'data-role': c.role } });
    if (!pick) return el;
    el.props.role = 'button';
    el.props['aria-label'] = `${cardName(c.card)} — ${pick.label}`;
    el.props.onclick = pick.go;
    el.props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); pick.go(); } };
    return el;
  });
  return zone('chars', seat, t('gs.zone.chars'), kids.length ? kids : h('span', { class: 'hint' }, t('gs.empty')), {}, kids.length * 1.2);
}

// The declaration zone: its top card, how many lie there and their total flashiness; the
// whole stack opens below.
function declaration(pl, seat) {
  const top = pl.declaration.length ? pl.declaration[pl.declaration.length - 1] : null;
  const kids = [
    top != null ? tile(top, { key: 'top', testid: `decl-top-${seat}` }) : h('span', { key: 'none', class: 'hint' }, t('gs.empty')),
    h('small', { key: 'n', class: 'decl-count', 'data-testid': `popularity-${seat}`, title: t('gs.legend.popularity') }, t('gs.declCount', { n: pl.declaration.length, f: pl.popularity })),
  ];
  if (pl.declaration.length > 1) {
    kids.push(h('details', { key: 'all', class: 'pile' },
      h('summary', null, t('gs.showAll')),
      h('ol', { class: 'pile-list' }, pl.declaration.slice().reverse().map((id, i) => h('li', { key: `${i}:${id}` }, tile(id, {}))))));
  }
  return zone('decl', seat, t('gs.zone.decl'), kids, {}, top != null ? 1.6 : 0);
}

function power(pl, seat) {
  const faces = Array.isArray(pl.power) ? pl.power : null;
  const kids = faces
    ? faces.map((id, i) => tile(id, { key: `${i}:${id}`, cls: 'mini face-down-own', note: t('gs.faceDown') }))
    : Array.from({ length: pl.power_count }, (_, i) => back({ key: i }));
  return zone('power', seat, t('gs.zone.power', { n: pl.power_count, max: G.facts ? G.facts.power_zone : 5 }),
    kids.length ? kids : h('span', { class: 'hint' }, t('gs.empty')), { 'data-count': pl.power_count }, faces ? pl.power_count : pl.power_count * 0.4);
}

function equipment(ctx, pl, seat, ui) {
  const kids = pl.equipment.map((e, slot) => {
    const key = `slot${slot}`;
    const label = t('gs.slot', { n: slot + 1 });
    let el;
    if (!e) el = h('span', { key, class: 'gs-card empty-slot', 'data-slot': slot }, h('span', { class: 'card-name' }, label), h('small', null, t('gs.empty')));
    else if (e.card == null) el = back({ key, label: `${label}: ${t('gs.faceDownTrap')}` });
    else el = tile(e.card, { key, note: `${label}${e.face_down ? ` · ${t('gs.faceDown')}` : ''}`, cls: e.face_down ? 'face-down-own' : '' });
    const pick = ui.pickSlot && seat === ctx.p.me ? ui.pickSlot[slot] : null;
    if (pick) {
      el.props.class += ' pickable';
      el.props.role = 'button';
      el.props.tabindex = 0;
      el.props['aria-label'] = pick.label;
      el.props.onclick = pick.go;
      el.props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); pick.go(); } };
    }
    el.props['data-slot'] = slot;
    return el;
  });
  return zone('equip', seat, t('gs.zone.equip'), kids, {}, pl.equipment.filter(Boolean).length + 0.6);
}

function states(pl, seat) {
  if (!pl.states.length) return null;
  return zone('states', seat, t('gs.zone.states'),
    pl.states.map((s, i) => tile(s.card, { key: `${i}:${s.card}`, cls: 'mini', note: t(s.until_next_turn ? 'gs.untilNext' : 'gs.thisTurn') })), {}, pl.states.length);
}

// The discard pile: its count, and every card in it (face up, public) on opening.
function discard(pl, seat) {
  return h('details', { key: 'discard', class: 'pile discard', 'data-testid': `discard-${seat}` },
    h('summary', null, t('gs.discardN', { n: pl.discard.length })),
    pl.discard.length
      ? h('ol', { class: 'pile-list' }, pl.discard.slice().reverse().map((id, i) => h('li', { key: `${i}:${id}` }, tile(id, {}))))
      : h('p', { class: 'hint' }, t('gs.empty')));
}

// A hand seen from across the table: backs and a count, or the faces for a referee.
export function otherHand(pl, where, seat) {
  const faces = Array.isArray(pl.hand) ? pl.hand : null;
  return h('div', { key: 'hand', class: 'hand gs-hand', 'data-testid': `hand-${where}`, 'data-hand-seat': seat, 'aria-label': t('gs.hand') },
    h('span', { class: 'zone-label' }, t('gs.handN', { n: pl.hand_count })),
    faces
      ? faces.map((id, i) => tile(id, { key: `${i}:${id}`, cls: 'card' }))
      : h('span', { class: 'backs' }, Array.from({ length: Math.min(pl.hand_count, 12) }, (_, i) => h('span', { key: i, class: 'card back', title: t('gs.hidden') }))));
}

export function side(ctx, seat, where, ui) {
  const view = ctx.view;
  const pl = view.players[seat];
  const me = ctx.p.player && seat === ctx.p.me;
  const role = view.phase === 'search' ? null : (view.attacker === seat ? 'attacking' : 'defending');
  const head = h('div', { key: 'head', class: 'side-head gs-head' },
    h('strong', { class: 'side-name' }, ctx.name(seat), me ? ` (${t('you')})` : ''),
    role ? h('span', { class: `badge ${role}` }, t(`gs.${role}`)) : null,
    hp(pl, seat, G.facts && G.facts.hp),
    orbs(pl, seat),
    h('span', { class: 'hint counts' }, t('gs.counts', { deck: pl.deck, hand: pl.hand_count })),
    discard(pl, seat),
    pl.final_used ? h('span', { class: 'badge dim' }, t('gs.finalUsed')) : null,
    h('span', { class: `badge release-${pl.release}`, 'data-testid': `release-${seat}`, title: t(`gs.releaseHint.${pl.release}`) }, t(`gs.release.${pl.release}`)));
  const zones = h('div', { key: 'zones', class: 'gs-zones' },
    characters(ctx, pl, seat, ui), declaration(pl, seat), power(pl, seat), equipment(ctx, pl, seat, ui), states(pl, seat));
  // The top side shows its hand (backs, or faces for a referee); the bottom one's is docked.
  const parts = where === 'top' ? [head, otherHand(pl, 'top', seat), zones] : [zones, head];
  return h('section', {
    key: where, class: `side ${where} gs-side`, 'data-seat': seat, 'data-side-seat': seat, 'data-testid': `side-${where}`, 'aria-label': ctx.name(seat),
  }, parts);
}

