// One elementalist's place at the table: who they are (name, team, ally or enemy in words as
// well as colour), life, runes (active of owned, by colour), hand, deck and graveyard counts,
// class, and the permanents in front of them with power, tapped state and summoning sickness.
// Whose turn it is and who is deciding are written on the seat; a dead player is greyed as out.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { ELEMENTS, LETTER, X, cardName, className, costChips, elementName, runeChip } from './catalog.js';
import { teamName, teamMark, relation, bottomSeat, tableOf, who, whose } from './names.js';

const onKeys = (run) => (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); run(); } };

// The runes of a player: one chip per colour they own, "active/owned".
export function runesRow(pl, key = 'runes') {
  const owned = ELEMENTS.filter((e) => (pl.runes[e] || 0) > 0);
  return h('span', { key, class: 'cfx-runes', 'data-testid': `runes-${pl.seat}`, 'aria-label': t('cfx.runesOf', { list: owned.map((e) => t('cfx.runeCount', { el: t(`cfx.el.${e}`), a: pl.active_runes[e] || 0, n: pl.runes[e] })).join(', ') || t('cfx.noRunes') }) },
    owned.length
      ? owned.map((e) => runeChip(e, `${pl.active_runes[e] || 0}/${pl.runes[e]}`, (pl.active_runes[e] || 0) ? '' : 'spent'))
      : h('span', { class: 'hint' }, t('cfx.noRunes')));
}

export function seatBox(ctx, seat, where, ui) {
  const v = ctx.view;
  const pl = v.players[seat];
  const rel = relation(ctx, seat);
  const deciding = (ctx.update.decisions || []).find((d) => d.seat === seat);
  const turn = v.current === seat && !v.outcome && v.phase !== 'opening';
  const target = ui.seats.get(seat);
  const cls = ['side', 'cfx-seat', where, `rel-${rel}`, `team-${pl.team}`, turn ? 'turn' : '', pl.alive ? '' : 'out', target ? 'target' : ''].filter(Boolean).join(' ');
  const badges = [
    h('span', { key: 'team', class: `badge team team-${pl.team}`, 'data-testid': 'team' }, teamName(pl.team)),
    rel === 'ally' ? h('span', { key: 'rel', class: 'badge rel ally', 'data-testid': 'relation' }, t('cfx.ally')) : null,
    rel === 'enemy' ? h('span', { key: 'rel', class: 'badge rel enemy', 'data-testid': 'relation' }, t('cfx.enemy')) : null,
    turn ? h('span', { key: 'turn', class: 'badge turn', 'data-testid': 'turn-badge' }, rel === 'me' ? t('cfx.yourTurnBadge') : t('cfx.turnBadge')) : null,
    deciding && !turn ? h('span', { key: 'dec', class: 'badge deciding', 'data-testid': 'deciding' }, t('cfx.deciding', { what: t(`decision.${deciding.kind}`) })) : null,
    !pl.alive ? h('span', { key: 'out', class: 'badge out', 'data-testid': 'out' }, t('cfx.out')) : null,
    pl.alive && !turn && nextSeat(v) === seat ? h('span', { key: 'next', class: 'badge dim' }, t('cfx.next')) : null,
  ];
  // The plate: the team's mark on the elementalist's life, then who they are and what they hold.
  const plate = h('div', { key: 'plate', class: 'seat-plate' },
    h('span', { class: `life-orb team-${pl.team}`, 'data-testid': `life-${seat}`, 'data-cfx-life': seat, 'data-life': pl.life, title: t('cfx.lifeN', { n: pl.life }), 'aria-label': t('cfx.lifeN', { n: pl.life }) },
      h('span', { class: 'orb-mark', 'aria-hidden': 'true' }, teamMark(pl.team)),
      h('span', { class: 'orb-n', 'aria-hidden': 'true' }, String(pl.life))),
    h('div', { class: 'seat-id' },
      h('div', { class: 'side-head' },
        h('strong', { class: 'side-name' }, ctx.name(seat), rel === 'me' ? ` (${t('you')})` : ''),
        badges),
      h('div', { class: 'cfx-stats' },
        h('span', { class: 'chip class', tabindex: 0, 'data-tip': `confix:class:${pl.class}`, 'data-testid': 'class' }, className(pl.class)),
        where === 'bottom' ? null : runesRow(pl),
        piles(pl))));
  // A referee sees every hand: the others' cards are listed by name.
  const hand = where !== 'bottom' && Array.isArray(pl.hand) ? h('div', { key: 'hand', class: 'cfx-peek', 'data-testid': `peek-${seat}` },
    h('span', { class: 'zone-label' }, t('cfx.hand')),
    pl.hand.map((id, i) => h('span', { key: `${i}:${id}`, class: 'chip', tabindex: 0, 'data-tip': `confix:card:${id}` }, cardName(id)))) : null;
  const props = {
    key: `seat${seat}`, class: cls, 'data-seat': seat, 'data-side-seat': seat, 'data-testid': `seat-${seat}`, 'data-relation': rel,
    'data-team': pl.team, 'data-turn': turn ? 'true' : null, 'data-out': pl.alive ? null : 'true', 'aria-label': `${ctx.name(seat)} · ${teamName(pl.team)}`,
  };
  if (target) {
    props.role = 'button';
    props.tabindex = 0;
    props['data-target'] = 'true';
    props.title = target.label;
    props.onclick = (ev) => { if (!ev.target.closest('[data-uid]')) target.run(); };
    props.onkeydown = (ev) => { if (ev.target === ev.currentTarget) onKeys(target.run)(ev); };
  }
  return h('section', props, plate, hand, battlefield(ctx, seat, ui));
}

// What an elementalist holds, drawn: the hand (the backs the others see, in their elements'
// colours), the deck as a stack, the graveyard and the exiled cards, each with its count in
// words for screen readers and the title.
function piles(pl) {
  const counts = t('cfx.counts', { hand: pl.hand_size, deck: pl.deck_size, grave: pl.graveyard.length });
  return h('span', { class: 'piles', 'data-testid': `counts-${pl.seat}`, 'aria-label': counts, title: counts },
    h('span', { class: 'pile hand-pile', 'data-testid': `hand-size-${pl.seat}`, 'data-n': pl.hand_size },
      Array.isArray(pl.hand) ? h('span', { class: 'pile-ico hand-ico', 'aria-hidden': 'true' }) : backsRow(pl) || h('span', { class: 'pile-ico hand-ico', 'aria-hidden': 'true' }),
      h('span', { class: 'pile-n', 'aria-hidden': 'true' }, String(pl.hand_size))),
    h('span', { class: `pile deck-pile${pl.deck_top ? ` el-${pl.deck_top}` : ''}`, 'data-testid': `deck-${pl.seat}`, 'data-n': pl.deck_size },
      h('span', { class: 'pile-ico deck-ico', 'aria-hidden': 'true' }),
      h('span', { class: 'pile-n', 'aria-hidden': 'true' }, String(pl.deck_size))),
    h('span', { class: 'pile grave-pile', 'data-testid': `grave-${pl.seat}`, 'data-n': pl.graveyard.length },
      h('span', { class: 'pile-ico grave-ico', 'aria-hidden': 'true' }),
      h('span', { class: 'pile-n', 'aria-hidden': 'true' }, String(pl.graveyard.length))),
    pl.deck_top ? h('span', { class: `hint deck-top el-${pl.deck_top}`, 'data-testid': `deck-top-${pl.seat}` }, t('cfx.deckTop', { el: elementName(pl.deck_top) })) : null,
    pl.exile.length ? h('span', { class: 'hint' }, t('cfx.exiledN', { n: pl.exile.length })) : null);
}

// The backs of a hand the viewer cannot see: their colours are the cards' elements, which
// everyone sees at the table.
function backsRow(pl) {
  const backs = pl.hand_backs || [];
  if (!backs.length) return null;
  return h('span', { class: 'cfx-backs', 'data-testid': `backs-${pl.seat}`, 'aria-label': t('cfx.backsOf', { list: backs.map(elementName).join(', ') }) },
    backs.map((e, i) => h('span', { key: i, class: `back el-${e}`, title: elementName(e) })));
}

// The next living seat round the table after the one whose turn it is (the right-hand one).
function nextSeat(v) {
  const table = tableOf(v);
  const n = table.length;
  const at = table.indexOf(v.current);
  for (let k = 1; k < n; k++) {
    const s = table[(at + k) % n];
    if (v.players[s].alive) return s;
  }
  return null;
}

function battlefield(ctx, seat, ui) {
  const list = (ctx.view.battlefield || []).filter((p) => p.side === seat);
  const creatures = list.filter((p) => X.cards.get(p.card)?.kind === 'creature');
  const objects = list.filter((p) => X.cards.get(p.card)?.kind !== 'creature');
  return h('div', { key: 'bf', class: 'cfx-bf', 'data-testid': `battlefield-${seat}`, 'aria-label': t('cfx.battlefieldOf', { whose: whose(ctx, seat) }) },
    list.length ? null : h('span', { class: 'hint empty' }, t('cfx.nothingInPlay')),
    creatures.length ? h('div', { key: 'c', class: 'cfx-zone creatures' }, creatures.map((p) => permanent(ctx, p, ui))) : null,
    objects.length ? h('div', { key: 'o', class: 'cfx-zone objects' }, objects.map((p) => permanent(ctx, p, ui))) : null);
}

function permanent(ctx, p, ui) {
  const c = X.cards.get(p.card);
  const combat = ctx.view.combat;
  const attacking = combat && combat.attacks.find((a) => a.creature === p.uid);
  const defending = combat && combat.defenders.find((d) => d.creature === p.uid);
  const st = ui.perms.get(p.uid) || {};
  const run = st.target || st.own || null;
  const flags = [];
  if (p.tapped) flags.push(h('span', { key: 'tap', class: 'flag tapped' }, t('cfx.tapped')));
  if (p.sick) flags.push(h('span', { key: 'sick', class: 'flag sick' }, t('cfx.sick')));
  if (p.morphed) flags.push(h('span', { key: 'morph', class: 'flag' }, t('cfx.morphed')));
  if (attacking) flags.push(h('span', { key: 'att', class: 'flag attacking' }, t('cfx.attacking', { who: who(ctx, attacking.target) })));
  if (defending) flags.push(h('span', { key: 'def', class: 'flag defending' }, t('cfx.defending')));
  if (p.owner !== p.side) flags.push(h('span', { key: 'own', class: 'flag' }, t('cfx.ownedBy', { who: who(ctx, p.owner) })));
  const cls = ['cfx-perm', c ? `el-${c.element} kind-${c.kind}` : '', p.tapped ? 'tapped' : '', p.sick ? 'sick' : '', attacking ? 'attacking' : '', defending ? 'defending' : '',
    st.acts ? `can-${st.acts}` : '', st.target ? 'target' : '', st.selected ? 'selected' : '', st.reason ? 'greyed' : ''].filter(Boolean).join(' ');
  const props = {
    key: `p${p.uid}`, class: cls, 'data-uid': p.uid, 'data-card': p.card, 'data-testid': 'permanent', 'data-tip': `confix:card:${p.card}`, tabindex: 0,
    'data-acts': st.acts || null, 'data-target': st.target ? 'true' : null, 'data-reason': st.reason || null,
    'aria-label': t('cfx.of', { whose: whose(ctx, p.side), what: cardName(p.card) }),
  };
  if (run) {
    props.role = 'button';
    props['aria-pressed'] = st.selected ? 'true' : 'false';
    props.onclick = run;
    props.onkeydown = onKeys(run);
  }
  return h('div', props,
    c ? h('span', { class: `perm-el rune rune-${c.element}`, 'aria-hidden': 'true' }, LETTER[c.element]) : null,
    h('span', { class: 'perm-name' }, cardName(p.card)),
    p.power != null ? h('span', { class: 'perm-power', 'data-testid': 'power', title: t('cfx.power') }, String(p.power)) : null,
    flags.length ? h('span', { class: 'perm-flags' }, flags) : null,
    st.reason ? h('span', { class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null);
}

// Your seat's runes and hand, docked at the bottom of the page.
export function dock(ctx, ui) {
  const seat = bottomSeat(ctx);
  const pl = ctx.view.players[seat];
  const cards = Array.isArray(pl.hand) ? pl.hand : null;
  const body = cards
    ? (cards.length ? cards.map((id, i) => handCard(ctx, id, i, ui.hand)) : h('span', { class: 'hint' }, t('cfx.emptyHand')))
    : [h('span', { key: 'backs', class: 'backs' }, Array.from({ length: Math.min(pl.hand_size, 12) }, (_, i) => {
      const e = (pl.hand_backs || [])[i];
      return h('span', { key: i, class: `card back${e ? ` el-${e}` : ''}`, title: e ? elementName(e) : t('cfx.hidden') });
    })),
      h('span', { key: 'n', class: 'hint' }, ` ${t('cfx.cardsN', { n: pl.hand_size })}`)];
  return [
    h('div', { key: 'runes', class: 'cfx-dock-runes', 'data-testid': 'dock-runes' }, h('span', { class: 'zone-label' }, t('cfx.runes')), runesRow(pl, 'r')),
    h('div', { key: 'hand', class: `hand hand-${ui.hand.mode}`, 'data-testid': 'hand-bottom', 'aria-label': t('cfx.hand') },
      h('span', { class: 'zone-label' }, t('cfx.handN', { n: pl.hand_size })), body),
  ];
}

function handCard(ctx, id, i, mode) {
  const c = X.cards.get(id);
  const inner = [
    h('span', { class: 'card-name' }, cardName(id)),
    h('span', { class: 'card-meta' }, c ? [costChips(c.runes), c.power != null ? h('span', { class: 'card-power', title: t('cfx.power') }, h('span', { class: 'sr-only' }, `${t('cfx.power')} `), String(c.power)) : null] : null),
  ];
  const base = { key: `${i}:${id}`, 'data-tip': `confix:card:${id}`, 'data-card': id, 'data-testid': 'hand-card' };
  const elCls = c ? ` el-${c.element}` : '';
  if (mode.mode === 'act') {
    const st = mode.states[i] || {};
    return h('button', {
      ...base, type: 'button', class: `card${elCls}${st.playable ? ' playable' : ''}${st.reason ? ' greyed' : ''}`,
      'aria-pressed': mode.selected === i ? 'true' : 'false', 'aria-disabled': st.playable ? null : 'true',
      'data-playable': st.playable ? 'true' : null, 'data-reason': st.reason || null,
      onclick: st.playable ? () => mode.onSelect(i) : null,
    }, inner, st.reason ? h('span', { class: 'card-flag', 'aria-hidden': 'true' }, '⚠') : null);
  }
  return h('span', { ...base, class: `card${elCls}`, tabindex: 0 }, inner);
}
