// What you can do in Seven Square now, from the listed actions only. A card in hand or on the
// board that appears in a listed action can be picked; the squares its actions lead to are
// highlighted; a square with several actions (two targets there, a 【補填】 choice, a battle
// with or without the field) leaves the choice to the panel. Cards no action uses are greyed
// with the server's reason (`unavailable`).
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { card, ssName, sqKey, sqName } from './catalog.js';
import { indexOf, placedName, ownedName, mid } from './pieces.js';

const push = (map, k, a) => { if (!map.has(k)) map.set(k, []); map.get(k).push(a); };
// A listed action's identity, so a test or a person can tell two buttons apart.
export const actionKey = (a) => JSON.stringify(a);

// The square an action of a selection leads to, if it has one.
function destination(a, where) {
  switch (a.action) {
    case 'deploy': return a.at;
    case 'move': return a.to;
    case 'shoot': case 'heal': case 'first_aid': return where.get(a.target)?.at || null;
    case 'mount': return where.get(a.mount)?.at || null;
    default: return null;
  }
}

// Sorts the listed actions by what a click starts from: a piece, a card in hand or temple, a
// battle square, or the setup.
export function choices(ctx) {
  const acts = ctx.acts;
  const where = indexOf(ctx.view);
  const byPiece = new Map();
  const byCard = new Map();
  const fightsAt = new Map();
  const fights = [];
  const generals = [];
  const redraws = [];
  let end = null;
  for (const a of acts) {
    switch (a.action) {
      case 'place_general': generals.push(a); break;
      case 'redraw': redraws.push(a); break;
      case 'deploy': push(byCard, `${a.from}:${a.card}`, a); break;
      case 'build': push(byCard, `hand:${a.card}`, a); push(byPiece, a.piece, a); break;
      case 'move': case 'shoot': case 'heal': case 'first_aid': push(byPiece, a.piece, a); break;
      case 'mount': push(byPiece, a.unit, a); break;
      case 'fight': fights.push(a); push(fightsAt, sqKey(a.at), a); break;
      case 'end_turn': end = a; break;
      default: break;
    }
  }
  let f = ctx.flow && ctx.flow.kind === 'ss' ? ctx.flow : null;
  let selected = [];
  if (f && f.piece != null) selected = byPiece.get(f.piece) || [];
  else if (f && f.card != null) selected = byCard.get(`${f.zone}:${f.card}`) || [];
  else if (f && f.fight) selected = fightsAt.get(f.fight) || [];
  // A selection nothing listed starts from any more (the update moved on) is dropped.
  if (f && !selected.length) { ctx.match.flow = null; f = null; }
  const targets = new Map();
  const loose = [];
  for (const a of selected) {
    // From a field card in hand, a build leads to its engineer's square.
    const to = f.card != null && a.action === 'build' ? where.get(a.piece)?.at : (f.fight ? a.at : destination(a, where));
    if (to) push(targets, sqKey(to), a);
    else loose.push(a);
  }
  const redrawFlow = ctx.flow && ctx.flow.kind === 'redraw' ? ctx.flow : null;
  return { acts, where, byPiece, byCard, fights, fightsAt, generals, redraws, redrawFlow, end, flow: f, targets, loose };
}

export function select(ctx, flow) {
  ctx.setFlow(flow ? { kind: 'ss', ...flow } : null);
}

// Which piece an action targets on its square (a shot's or heal's target, the mount mounted).
const targetOf = (a) => (['shoot', 'heal', 'first_aid'].includes(a.action) ? a.target : (a.action === 'mount' ? a.mount : null));

// A click on a square (or on a card standing there, `piece`).
export function clickSquare(ctx, ch, key, piece) {
  const f = ch.flow;
  let list = ch.targets.get(key);
  if (f && list) {
    // A card clicked among the targets of this square narrows the choice to the actions
    // aimed at it (and those aimed at no card, such as moving there).
    if (piece != null && list.some((a) => targetOf(a) === piece)) list = list.filter((a) => targetOf(a) == null || targetOf(a) === piece);
    if (list.length === 1) ctx.submit(list[0]);
    else select(ctx, { ...f, pick: key });
    return;
  }
  if (piece != null && ch.byPiece.has(piece)) {
    select(ctx, f && f.piece === piece ? null : { piece });
    return;
  }
  const here = [...ch.byPiece.keys()].filter((id) => ch.where.get(id) && sqKey(ch.where.get(id).at) === key);
  if (!f && ch.fightsAt.has(key) && (piece == null || !here.includes(piece))) {
    const fights = ch.fightsAt.get(key);
    if (fights.length === 1) ctx.submit(fights[0]);
    else select(ctx, { fight: key, pick: key });
    return;
  }
  if (here.length) {
    // Clicking a square again picks the next of your cards standing there.
    const i = f && f.piece != null ? here.indexOf(f.piece) : -1;
    select(ctx, i === here.length - 1 ? null : { piece: here[i + 1] });
    return;
  }
  if (f) select(ctx, null);
}

// An action in words (the panel's buttons, the replay's account of a step).
export function actionLabel(a, ctx, where = indexOf(ctx.view)) {
  const unit = (id) => placedName(where.get(id), ctx);
  const fieldAt = (s) => {
    const fl = (ctx.view.fields || []).find((x) => sqKey(x.at) === sqKey(s));
    return fl ? ssName(fl.card) : '';
  };
  switch (a.action) {
    case 'place_general': return t('ss.a.place_general', { card: ssName(a.card) });
    case 'redraw': return t('ss.a.redraw', { n: a.cards.length });
    case 'deploy': return t(a.from === 'temple' ? 'ss.a.deployTemple' : 'ss.a.deploy', { card: ssName(a.card), sq: sqName(a.at) });
    case 'move': return t('ss.a.move', { unit: ownedName(where.get(a.piece), ctx), from: sqName(where.get(a.piece)?.at), to: sqName(a.to) });
    case 'shoot': return t('ss.a.shoot', { unit: unit(a.piece), target: mid(unit(a.target)) });
    case 'heal': return t('ss.a.heal', { unit: unit(a.piece), target: mid(unit(a.target)) });
    case 'first_aid': return t('ss.a.first_aid', { unit: unit(a.piece), target: mid(unit(a.target)) });
    case 'build': {
      const x = where.get(a.piece);
      const base = t('ss.a.build', { unit: ownedName(x, ctx), card: ssName(a.card), sq: sqName(x?.at) });
      if (a.refill === 'search') return `${base} ${t('ss.a.search', { card: ssName(a.card) })}`;
      if (a.refill === 'draw') return `${base} ${t('ss.a.draw')}`;
      // 【補填】 may be declined: say so, beside the two ways of taking a card.
      if ((card(a.card)?.abilities || []).some((x) => x.includes('補填'))) return `${base} ${t('ss.a.noRefill')}`;
      return base;
    }
    case 'fight': {
      const due = (ctx.view.battles || []).some((s) => sqKey(s) === sqKey(a.at));
      if (!a.field) return t('ss.a.fight', { sq: sqName(a.at) });
      return t(due ? 'ss.a.fightField' : 'ss.a.fightOnlyField', { sq: sqName(a.at), field: fieldAt(a.at) });
    }
    case 'mount': return t('ss.a.mount', { unit: unit(a.unit), mount: mid(unit(a.mount)) });
    case 'end_turn': return t('ss.a.end_turn');
    default: return a.action;
  }
}

// The server's reason for a card that cannot be used, in the interface's language: worded
// here from the engine's reason code and the action it names; any other code keeps the
// server's own words.
export function reasonText(u, ctx) {
  const a = u.action || {};
  const me = ctx.view.players[ctx.p.me];
  // Short of IP: the card's printed cost against the IP the view shows, the numbers the
  // engine compared.
  const vars = { sq: a.at ? sqName(a.at) : '', need: card(a.card)?.cost ?? '', have: me ? me.ip : '' };
  const key = `ss.no.${u.code}.${a.action}`;
  const s = t(key, vars);
  return s === key ? u.reason : s;
}

// Card id → why it cannot be used now, for the cards in hand.
export function reasons(ctx) {
  const map = new Map();
  for (const u of ctx.unavailable || []) if (u.action && u.action.card != null) map.set(u.action.card, reasonText(u, ctx));
  return map;
}

function setupPanel(ctx, ch, label) {
  const kind = ctx.mine.kind;
  const rows = [h('h3', { key: 'h' }, t(`ss.decide.${kind}`)), h('p', { key: 'hint', class: 'hint' }, t(`ss.hint.${kind}`))];
  if (kind === 'place_general') {
    rows.push(h('div', { key: 'gens', class: 'choices' }, ch.generals.map((a) => choice({
      key: a.card, label: ssName(a.card), kind: 'general', tip: `seven_square:card:${a.card}`,
      data: { 'data-card': a.card, 'data-key': actionKey(a) }, onclick: () => ctx.submit(a),
    }))));
  } else if (kind === 'redraw') {
    const picks = (ch.redrawFlow && ch.redrawFlow.picks) || [];
    const want = [...picks].sort((x, y) => x - y).join(',');
    const a = ch.redraws.find((r) => [...r.cards].sort((x, y) => x - y).join(',') === want);
    rows.push(h('div', { key: 'row', class: 'row' },
      h('button', {
        type: 'button', 'data-testid': 'confirm', disabled: !a, onclick: () => a && ctx.submit(a),
      }, picks.length ? t('ss.redrawN', { n: picks.length }) : t('ss.keep')),
      picks.length ? h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(null) }, t('panel.back')) : null));
  }
  return panelBox('decide', label, rows);
}

export function panel(ctx, ch) {
  const { p, match: m, view } = ctx;
  const label = t(`ss.phase.${view.phase}`);
  if (ctx.replay) return null;
  if (m.outcome || view.outcome) return panelBox('over', label, h('p', null, t('panel.over')));
  if (!p.player || !ctx.mine || (!ctx.acts.length && !ctx.pending)) {
    const waiting = (ctx.update.decisions || []).map((d) => ctx.who(d.seat));
    return panelBox(p.player ? 'wait' : 'watch', label, h('p', { class: 'hint' }, waiting.length ? t('panel.wait', { list: waiting.join(' · ') }) : t('panel.resolving')));
  }
  if (ctx.pending) return panelBox('sending', label, h('p', { class: 'hint' }, t('panel.sending')));
  if (ctx.mine.kind !== 'act') return setupPanel(ctx, ch, label);
  const f = ch.flow;
  const rows = [];
  const head = h('h3', { key: 'h' }, t('ss.decide.act', { phase: label.toLowerCase() }));
  const button = (a, i) => choice({ key: `${i}:${actionKey(a)}`, label: actionLabel(a, ctx, ch.where), kind: a.action, data: { 'data-key': actionKey(a) }, onclick: () => ctx.submit(a) });
  if (f) {
    let what;
    if (f.piece != null) what = placedName(ch.where.get(f.piece), ctx);
    else if (f.card != null) what = ssName(f.card);
    else what = sqName(ch.fightsAt.get(f.fight)[0].at);
    rows.push(h('div', { key: 'top', class: 'ss-panel-head' }, head,
      h('p', { class: 'sel', 'data-testid': 'selection' }, t('ss.selected', { what }), ch.targets.size && !f.pick ? t('ss.clickOne', { n: ch.targets.size }) : '')));
    const picks = f.pick ? (ch.targets.get(f.pick) || []) : [];
    if (picks.length) {
      const [file, rank] = f.pick.split(',').map(Number);
      rows.push(h('p', { key: 'on', class: 'hint' }, t('ss.pickOne', { sq: sqName({ file, rank }) })));
      rows.push(h('div', { key: 'picks', class: 'choices', 'data-testid': 'picks' }, picks.map(button)));
    }
  } else {
    const bits = [];
    if (ch.byPiece.size) bits.push(t('ss.canAct', { n: ch.byPiece.size }));
    const inHand = [...ch.byCard.keys()].filter((k) => k.startsWith('hand:')).length;
    if (inHand) bits.push(t('ss.canDeploy', { n: inHand }));
    rows.push(h('div', { key: 'top', class: 'ss-panel-head' }, head,
      h('p', { class: 'hint' }, t(`ss.hint.${view.phase}`), bits.length ? h('span', { class: 'ss-bits' }, ` ${bits.join(' · ')}.`) : null)));
  }
  // The buttons of the turn sit in one row: the battles to fight (in the order you click
  // them) or what the selection leaves to choose, then ending the turn, then stepping back.
  const due = (view.battles || []).length;
  const buttons = f ? ch.loose.map(button) : ch.fights.map(button);
  rows.push(h('div', { key: 'row', class: 'choices ss-buttons ss-foot', role: 'group', 'aria-label': f ? null : t('ss.fights') },
    buttons,
    ch.end ? h('button', { key: 'end', type: 'button', class: 'end-turn', 'data-testid': 'end-turn', onclick: () => ctx.submit(ch.end) }, due ? t('ss.endTurnDue', { n: due }) : t('ss.endTurn')) : null,
    f ? h('button', { key: 'back', type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => escape(ctx) && ctx.setFlow(ctx.match.flow) }, t('panel.back')) : null));
  return panelBox('decide', label, rows);
}

// Escape steps back one step: from a square's choices to the selection, from the selection
// to nothing; the cards marked to return at setup are unmarked.
export function escape(ctx) {
  // An opened stack closes first (the redraw that follows draws it closed).
  if (document.querySelector('[data-testid=square].open')) {
    ctx.match.openStack = null;
    return true;
  }
  const f = ctx.match.flow;
  if (!f) return false;
  if (f.kind === 'ss' && f.pick && !f.fight) {
    const { pick, ...rest } = f;
    ctx.match.flow = rest;
  } else {
    ctx.match.flow = null;
  }
  return true;
}

// A half-made choice survives an update that changes nothing for it: the opponent's setup
// while you mark cards to return, or the same version again after a reconnection.
export function keepFlow(flow, prev, u) {
  const seat = u.view.viewer.kind === 'seat' ? u.view.viewer.seat : null;
  const d = (u.decisions || []).find((x) => x.seat === seat);
  if (!d) return false;
  if (flow.kind === 'redraw') return d.kind === 'redraw';
  return d.kind === 'act' && !!prev && prev.version === u.version;
}
