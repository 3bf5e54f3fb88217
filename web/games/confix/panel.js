// The decision panel of Project Confix and what the board lets you click meanwhile. Every
// choice comes from the update's listed actions; what cannot be used now is greyed with the
// server's reason (`unavailable`), never judged here.
//
// `interaction(ctx)` returns the panel and how the board behaves: the state of each card in
// hand, which permanents and players can be clicked (and what a click does), and which are
// greyed with a reason.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { X, cardName, costChips, elementName, runeChip } from './catalog.js';
import { permName, permInfo, who, whose, cap } from './names.js';
import { actionLabel, endLabel, payWords } from './actions.js';
import { hasChoice, paymentPanel, startPayment } from './payment.js';

// The reason for a refused option in the interface's language: the server's words, or the
// board's own for a reason code it knows.
export function reasonText(x) {
  if (!x) return null;
  const key = `cfx.why.${x.code}`;
  const own = t(key);
  return own !== key && own !== 'cfx.why' ? own : x.reason;
}

// A half-made choice survives an update of the same version only (a new version may have
// changed what is listed).
export function keepFlow(flow, prev, u) {
  return !!prev && prev.version === u.version && flow.kind === 'cfx';
}

// Escape steps back one step: from paying to the card, from a card, creature or permanent to
// nothing.
export function escape(ctx) {
  const f = ctx.match.flow;
  if (!f || f.kind !== 'cfx') return false;
  ctx.match.flow = f.step === 'pay' && f.back ? f.back : null;
  return true;
}

export function interaction(ctx) {
  const ui = { hand: { mode: 'plain' }, perms: new Map(), seats: new Map(), panel: null };
  const { p, match: m } = ctx;
  if (ctx.replay) return ui;
  if (m.outcome) {
    ui.panel = panelBox('over', t('panel.over'), h('p', null, t('panel.over')));
    return ui;
  }
  if (!p.player || !ctx.mine || (!ctx.acts.length && !ctx.pending)) {
    ui.panel = waiting(ctx);
    return ui;
  }
  if (ctx.pending) {
    ui.panel = panelBox('sending', t('panel.sending'), h('p', { class: 'hint' }, t('panel.sending')));
    return ui;
  }
  switch (ctx.mine.kind) {
    case 'redraw': return redraw(ctx, ui);
    case 'choose_rune': return chooseRune(ctx, ui);
    case 'defend': return defend(ctx, ui);
    case 'choose_damage': return chooseDamage(ctx, ui);
    case 'choose_casualty': return chooseCasualty(ctx, ui);
    case 'may': return may(ctx, ui);
    default: return ctx.view.phase === 'combat' ? attack(ctx, ui) : cast(ctx, ui);
  }
}

// Who the match waits for, and for what.
function waiting(ctx) {
  const list = (ctx.update.decisions || []).map((d) => `${who(ctx, d.seat)} (${t(`decision.${d.kind}`)})`);
  const dead = (ctx.p.player || ctx.p.out) && ctx.view.players[ctx.p.me] && !ctx.view.players[ctx.p.me].alive;
  return panelBox(ctx.p.player ? 'wait' : 'watch', t('cfx.p.waiting'),
    dead ? h('p', { class: 'out-note', 'data-testid': 'out-note' }, t('cfx.p.youAreOut')) : null,
    h('p', { class: 'hint' }, list.length ? t('panel.wait', { list: list.join(' · ') }) : t('panel.resolving')));
}

const group = (key, title, kids) => h('div', { key, class: 'group' }, h('span', { class: 'zone-label' }, title), h('div', { class: 'choices' }, kids));
const back = (ctx, to = null) => h('button', { key: 'back', type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(to) }, t('panel.back'));
const endButton = (ctx, a) => (a ? choice({ key: 'end', label: endLabel(ctx), kind: 'end', testid: 'end-phase', onclick: () => ctx.submit(a) }) : null);

function redraw(ctx, ui) {
  const me = ctx.view.players[ctx.p.me];
  const size = (me.hand || []).length;
  // The first redraw draws as many cards again, each later one a card fewer.
  const next = me.redraws === 0 ? size : size - 1;
  ui.hand = { mode: 'plain' };
  const buttons = ctx.acts.map((a) => choice({
    key: a.action, label: actionLabel(a, ctx), kind: a.action,
    sub: a.action === 'redraw' ? t('cfx.p.redrawSub', { n: next }) : t('cfx.p.keepSub', { n: size }),
    onclick: () => ctx.submit(a),
  }));
  ui.panel = panelBox('decide', t('decision.redraw'),
    h('h3', null, t('cfx.p.opening', { n: size })),
    h('p', { class: 'hint' }, t('cfx.p.openingHint')),
    h('div', { class: 'choices' }, buttons));
  return ui;
}

function chooseRune(ctx, ui) {
  const me = ctx.view.players[ctx.p.me];
  const buttons = ctx.acts.filter((a) => a.action === 'choose_rune').map((a) => choice({
    key: a.element, label: [runeChip(a.element), ' ', actionLabel(a, ctx)], kind: `rune-${a.element}`,
    sub: t('cfx.p.runeHave', { n: me.runes[a.element] || 0 }), data: { 'data-element': a.element }, onclick: () => ctx.submit(a),
  }));
  ui.panel = panelBox('decide', t('decision.choose_rune'),
    h('h3', null, t('cfx.p.chooseRune')),
    h('div', { class: 'choices' }, buttons));
  return ui;
}

// Chooses one of the options of a card or ability (one per target): pays, or asks how to pay.
function go(ctx, option, from) {
  if (option.action === 'play_card' && hasChoice(ctx, option)) ctx.setFlow({ ...startPayment(ctx, option), back: from });
  else ctx.submit(option);
}

// Marks the players and permanents the options aim at as clickable, and returns their buttons.
function targetChoices(ctx, ui, options, from) {
  return options.map((a, i) => {
    const run = () => go(ctx, a, from);
    const tg = a.target;
    if (tg && tg.kind === 'player') ui.seats.set(tg.seat, { run, label: actionLabel(a, ctx) });
    if (tg && tg.kind === 'permanent') ui.perms.set(tg.uid, { ...(ui.perms.get(tg.uid) || {}), target: run, label: actionLabel(a, ctx) });
    return choice({ key: `o${i}`, label: actionLabel(a, ctx), sub: a.pay ? payWords(ctx, a.pay) : null, kind: 'target', onclick: run });
  });
}

// The turn's cast phases: cards in hand, tap abilities, Summon Guards, the plane die.
function cast(ctx, ui) {
  const f = ctx.flow && ctx.flow.kind === 'cfx' ? ctx.flow : null;
  if (f && f.step === 'pay') {
    ui.panel = paymentPanel(ctx, f, f.back || null);
    return ui;
  }
  const acts = ctx.acts;
  const me = ctx.view.players[ctx.p.me];
  const hand = me.hand || [];
  const plays = (card) => acts.filter((a) => a.action === 'play_card' && a.card === card);
  const refusedCard = (card) => ctx.unavailable.find((x) => x.action.action === 'play_card' && x.action.card === card);
  const sel = f && f.step === 'card' && hand[f.index] === f.card ? f.index : null;
  const states = hand.map((id) => {
    const ok = plays(id).length > 0;
    return { playable: ok, reason: ok ? null : reasonText(refusedCard(id)) };
  });
  ui.hand = { mode: 'act', states, selected: sel, onSelect: (i) => ctx.setFlow(sel === i ? null : { kind: 'cfx', step: 'card', index: i, card: hand[i] }) };
  // Your permanents with a tap ability: usable ones clickable, the others greyed with why.
  const selPerm = f && f.step === 'perm' ? f.uid : null;
  for (const a of acts.filter((x) => x.action === 'activate')) {
    ui.perms.set(a.permanent, { ...(ui.perms.get(a.permanent) || {}), own: () => ctx.setFlow(selPerm === a.permanent ? null : { kind: 'cfx', step: 'perm', uid: a.permanent }), acts: 'activate', selected: selPerm === a.permanent });
  }
  for (const x of ctx.unavailable.filter((y) => y.action.action === 'activate')) {
    if (!ui.perms.has(x.action.permanent)) ui.perms.set(x.action.permanent, { reason: reasonText(x) });
  }
  const rows = [];
  if (sel != null) {
    const id = hand[sel];
    const c = X.cards.get(id);
    const options = plays(id);
    rows.push(h('div', { key: 'card', class: 'card-detail', 'data-testid': 'card-detail' },
      h('h3', null, cardName(id), ' ', c ? costChips(c.runes) : null),
      c ? h('p', { class: 'card-text' }, c.text) : null,
      states[sel].reason ? h('p', { class: 'reason', 'data-testid': 'card-reason' }, t('cfx.p.cannot', { reason: states[sel].reason })) : null,
      options.length > 1 ? h('p', { class: 'hint' }, t('cfx.p.pickTarget')) : null,
      h('div', { class: 'choices' }, targetChoices(ctx, ui, options, f), back(ctx))));
  } else if (selPerm != null) {
    const options = acts.filter((a) => a.action === 'activate' && a.permanent === selPerm);
    const pi = permInfo(ctx, selPerm);
    rows.push(h('div', { key: 'perm', class: 'card-detail', 'data-testid': 'card-detail' },
      h('h3', null, permName(ctx, selPerm)),
      pi && X.cards.get(pi.card) ? h('p', { class: 'card-text' }, X.cards.get(pi.card).text) : null,
      h('div', { class: 'choices' }, targetChoices(ctx, ui, options, f), back(ctx))));
  } else {
    rows.push(h('p', { key: 'hint', class: 'hint' }, t('cfx.p.castHint')));
  }
  const extra = [];
  const guards = acts.filter((a) => a.action === 'summon_guards');
  const guardsNo = ctx.unavailable.find((x) => x.action.action === 'summon_guards');
  if (guards.length || guardsNo) {
    extra.push(group('guards', t('cfx.p.guards'), guards.length
      ? guards.map((a) => choice({ key: `g${a.count}`, label: actionLabel(a, ctx), sub: payWords(ctx, a.pay), kind: 'guards', onclick: () => ctx.submit(a) }))
      : choice({ key: 'g', label: t('cfx.a.guards', { n: 1 }), kind: 'guards', reason: reasonText(guardsNo) })));
  }
  const roll = acts.find((a) => a.action === 'roll_plane_die');
  const rollNo = ctx.unavailable.find((x) => x.action.action === 'roll_plane_die');
  ui.roll = roll ? () => ctx.submit(roll) : null;
  const rollCost = ctx.view.plane_rolls;
  extra.push(group('die', t('cfx.p.planeDie'), choice({
    key: 'roll', label: actionLabel({ action: 'roll_plane_die' }, ctx), kind: 'roll', testid: roll ? 'roll-die' : null,
    sub: rollCost ? t('cfx.p.rollCost', { n: rollCost }) : t('cfx.p.rollFree'),
    reason: roll ? null : reasonText(rollNo) || t('cfx.p.unavailable'),
    onclick: ui.roll,
  })));
  rows.push(...extra);
  rows.push(h('div', { key: 'end', class: 'row end-row' }, endButton(ctx, acts.find((a) => a.action === 'end_phase'))));
  ui.panel = panelBox('decide', t(`cfx.phase.${ctx.view.phase}`), h('h3', null, t('cfx.p.yourPhase', { phase: t(`cfx.phase.${ctx.view.phase}`) })), rows);
  return ui;
}

// Declaring attackers: a creature, then the enemy it attacks (at once when there is one).
function attack(ctx, ui) {
  const f = ctx.flow && ctx.flow.kind === 'cfx' && ctx.flow.step === 'attacker' ? ctx.flow : null;
  const acts = ctx.acts;
  const byCreature = new Map();
  for (const a of acts.filter((x) => x.action === 'attack')) {
    if (!byCreature.has(a.creature)) byCreature.set(a.creature, []);
    byCreature.get(a.creature).push(a);
  }
  const sel = f && byCreature.has(f.uid) ? f.uid : null;
  const pick = (uid) => {
    const options = byCreature.get(uid);
    if (options.length === 1) ctx.submit(options[0]);
    else ctx.setFlow(sel === uid ? null : { kind: 'cfx', step: 'attacker', uid });
  };
  for (const uid of byCreature.keys()) ui.perms.set(uid, { own: () => pick(uid), acts: 'attack', selected: sel === uid });
  for (const x of ctx.unavailable.filter((y) => y.action.action === 'attack')) ui.perms.set(x.action.creature, { reason: reasonText(x) });
  const hand = ctx.view.players[ctx.p.me].hand || [];
  const refusedCard = (card) => ctx.unavailable.find((x) => x.action.action === 'play_card' && x.action.card === card);
  ui.hand = { mode: 'act', states: hand.map((id) => ({ playable: false, reason: reasonText(refusedCard(id)) })), selected: null, onSelect: () => {} };
  const rows = [h('h3', { key: 'h' }, t('cfx.p.declareAttackers'))];
  if (sel != null) {
    rows.push(h('p', { key: 'sel', class: 'sel', 'data-testid': 'selection' }, t('cfx.p.attackWho', { perm: permName(ctx, sel) })));
    const options = byCreature.get(sel);
    for (const a of options) ui.seats.set(a.target, { run: () => ctx.submit(a), label: actionLabel(a, ctx) });
    rows.push(h('div', { key: 'targets', class: 'choices' }, options.map((a, i) => choice({ key: i, label: actionLabel(a, ctx), kind: 'attack', onclick: () => ctx.submit(a) })), back(ctx)));
  } else {
    rows.push(h('p', { key: 'hint', class: 'hint' }, t('cfx.p.attackHint')));
    rows.push(h('div', { key: 'creatures', class: 'choices' }, [...byCreature.keys()].map((uid) => {
      const options = byCreature.get(uid);
      const p = permInfo(ctx, uid);
      const label = options.length === 1 ? actionLabel(options[0], ctx) : t('cfx.p.attackWith', { perm: permName(ctx, uid) });
      return choice({ key: uid, label, sub: p && p.power != null ? t('cfx.powerN', { n: p.power }) : null, kind: 'attack', data: { 'data-uid': uid }, onclick: () => pick(uid) });
    })));
  }
  rows.push(h('div', { key: 'end', class: 'row end-row' }, endButton(ctx, acts.find((a) => a.action === 'end_phase'))));
  ui.panel = panelBox('decide', t('decision.act'), rows);
  return ui;
}

// The attacks on you, in words: "Bob's Raging Imp (2), Bob's Wind Sprite (1)".
function attacksOn(ctx, seat) {
  const c = ctx.view.combat;
  if (!c) return [];
  return c.attacks.filter((a) => a.target === seat).map((a) => {
    const p = permInfo(ctx, a.creature);
    return `${permName(ctx, a.creature)}${p && p.power != null ? ` (${p.power})` : ''}`;
  });
}

function defend(ctx, ui) {
  const acts = ctx.acts;
  for (const a of acts.filter((x) => x.action === 'defend')) ui.perms.set(a.creature, { own: () => ctx.submit(a), acts: 'defend' });
  const incoming = attacksOn(ctx, ctx.p.me);
  ui.panel = panelBox('decide', t('decision.defend'),
    h('h3', null, t('cfx.p.defendTitle')),
    h('p', { 'data-testid': 'incoming' }, t('cfx.p.incoming', { list: incoming.join(', ') || '—' })),
    h('p', { class: 'hint' }, t('cfx.p.defendHint')),
    h('div', { class: 'choices' }, acts.filter((a) => a.action === 'defend').map((a) => {
      const p = permInfo(ctx, a.creature);
      return choice({ key: a.creature, label: actionLabel(a, ctx), sub: p && p.power != null ? t('cfx.powerN', { n: p.power }) : null, kind: 'defend', onclick: () => ctx.submit(a) });
    })),
    h('div', { class: 'row end-row' }, endButton(ctx, acts.find((a) => a.action === 'end_phase'))));
  return ui;
}

function chooseDamage(ctx, ui) {
  const c = ctx.view.combat;
  const n = c && c.choosing ? c.choosing[1] : 1;
  const me = ctx.view.players[ctx.p.me];
  const buttons = ctx.acts.map((a) => choice({
    key: a.action, kind: a.action,
    label: a.action === 'take_damage' ? t('cfx.p.takeN', { n }) : t('cfx.p.loseN', { n }),
    sub: a.action === 'take_damage' ? t('cfx.p.lifeNow', { n: me.life }) : t('cfx.p.youChoose'),
    onclick: () => ctx.submit(a),
  }));
  ui.panel = panelBox('decide', t('decision.choose_damage'),
    h('h3', null, t('cfx.p.lostCombat', { n })),
    h('div', { class: 'choices' }, buttons));
  return ui;
}

// Choosing the creatures that die, one at a time: your defenders, or the attackers of a failed
// attack on you. Each is a button, and clickable on the board.
function chooseCasualty(ctx, ui) {
  const c = ctx.view.combat;
  const cas = c && c.casualties;
  const n = cas ? cas.count : 1;
  const options = ctx.acts.filter((a) => a.action === 'choose_casualty');
  for (const a of options) ui.perms.set(a.creature, { own: () => ctx.submit(a), acts: 'casualty' });
  ui.panel = panelBox('decide', t('decision.choose_casualty'),
    h('h3', null, t(cas && cas.attackers ? 'cfx.p.killAttackers' : 'cfx.p.loseDefenders', { n })),
    h('p', { class: 'hint' }, t('cfx.p.casualtyHint')),
    h('div', { class: 'choices' }, options.map((a) => {
      const p = permInfo(ctx, a.creature);
      return choice({
        key: a.creature, label: actionLabel(a, ctx), sub: p && p.power != null ? t('cfx.powerN', { n: p.power }) : null,
        kind: 'casualty', data: { 'data-uid': a.creature }, onclick: () => ctx.submit(a),
      });
    })));
  return ui;
}

function may(ctx, ui) {
  const m = ctx.view.may;
  const c = m ? X.cards.get(m.card) : null;
  ui.panel = panelBox('decide', t('decision.may'),
    h('h3', null, t('cfx.p.mayTitle', { card: m ? cardName(m.card) : '' })),
    c ? h('p', { class: 'card-text', 'data-tip': `confix:card:${c.id}`, tabindex: 0 }, c.text) : null,
    h('div', { class: 'choices' }, ctx.acts.map((a) => choice({ key: a.action, label: actionLabel(a, ctx), kind: a.action, onclick: () => ctx.submit(a) }))));
  return ui;
}
