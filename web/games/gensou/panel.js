// The decision panel of 幻想梦斗符 and what the table lets you click meanwhile. Every choice
// comes from the update's listed actions; what cannot be used now is greyed with the server's
// reason (`unavailable`), never judged here.
//
// `interaction(ctx)` returns the panel, the state of each card in your hand, and the
// characters and equipment slots that can be clicked. A half-made choice (`ctx.flow`) is a
// card picked from the deck (`pick`), a card selected in the hand (`card`), or a payment being
// chosen (`pay`); Escape steps back from each.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { G, card, cardName, kindText, numbers } from './catalog.js';
import { actionLabel } from './actions.js';
import { reasonText, refusedFor } from './reasons.js';
import { pickPanel } from './picker.js';
import { payStep, payChoices } from './payment.js';

// The actions that use a card from the hand.
const FROM_HAND = new Set(['place_support', 'set_power', 'set_trap', 'play_state', 'declare', 'set_item', 'use_item', 'counter', 'discard']);

// The rules' passive answers (what a clock running out plays).
const PASSIVE = new Set(['skip_change', 'end_set', 'end_battle', 'no_counter', 'no_trap', 'no_release']);

const own = (ctx) => ctx.view.players[ctx.p.me];

// A half-made choice survives an update only while it still fits: a card picked from the deck
// while the same decision is open, anything else while the version is the same.
export function keepFlow(flow, prev, u) {
  const seat = u.view.viewer.kind === 'seat' ? u.view.viewer.seat : null;
  const d = (u.decisions || []).find((x) => x.seat === seat);
  if (!d) return false;
  if (flow.kind === 'pick') return d.kind === flow.decision;
  return !!prev && prev.version === u.version;
}

// Escape steps back: from a payment to its card, from a card or a pick to nothing.
export function escape(ctx) {
  const f = ctx.match.flow;
  if (!f) return false;
  ctx.match.flow = f.kind === 'pay' ? f.back : null;
  return true;
}

// Starts an action: a payment to choose first when it could be paid more than one way.
function start(ctx, a, back) {
  const choices = payChoices(ctx, a);
  if (choices.length > 1) ctx.setFlow({ kind: 'pay', act: a, choices, back });
  else ctx.submit(a);
}

// What the other seats are deciding, in words.
function waitingText(ctx) {
  const v = ctx.view;
  const list = (ctx.update.decisions || []).map((d) => t(`gs.wait.${d.kind}`, {
    who: ctx.who(d.seat), phase: t(`gs.phase.${v.phase}`), card: v.attack ? cardName(v.attack.card) : '',
  }));
  return list.length ? list.join(' · ') : t('panel.resolving');
}

export function interaction(ctx) {
  const ui = { panel: null, hand: { mode: 'plain' }, pickChar: {}, pickSlot: {} };
  const { p, match: m } = ctx;
  if (ctx.replay) return ui;
  if (m.outcome || ctx.view.outcome) {
    ui.panel = panelBox('over', t('panel.over'), h('p', null, t('panel.over')));
    return ui;
  }
  if (!p.player || !ctx.mine || (!ctx.acts.length && !ctx.pending)) {
    const label = t('gs.d.waiting');
    ui.panel = panelBox(p.player ? 'wait' : 'watch', label, h('p', { class: 'hint', 'data-testid': 'waiting' }, waitingText(ctx)));
    return ui;
  }
  if (ctx.pending) {
    ui.panel = panelBox('sending', t('panel.sending'), h('p', { class: 'hint' }, t('panel.sending')));
    return ui;
  }
  switch (ctx.mine.kind) {
    case 'search':
    case 'release':
      ui.panel = pickPanel(ctx, ctx.mine.kind);
      return ui;
    case 'trap': return trap(ctx, ui);
    case 'counter': return handDecision(ctx, ui, 'counter');
    default: return handDecision(ctx, ui, 'act');
  }
}

// The trap window: each face-down trap that can fire now (also by clicking its slot), the
// others greyed, and not triggering.
function trap(ctx, ui) {
  const pl = own(ctx);
  const fires = new Map(ctx.acts.filter((a) => a.action === 'trigger').map((a) => [a.slot, a]));
  const buttons = pl.equipment.map((e, slot) => {
    if (!e || !e.face_down) return null;
    const a = fires.get(slot);
    const label = t('gs.a.triggerCard', { card: e.card != null ? cardName(e.card) : t('gs.faceDownTrap'), slot: slot + 1 });
    const tip = e.card != null ? `gensou:card:${e.card}` : null;
    if (!a) return choice({ key: slot, label, tip, reason: t('gs.why.trapNotNow') });
    ui.pickSlot[slot] = { label, go: () => ctx.submit(a) };
    return choice({ key: slot, label, tip, kind: 'trigger', onclick: () => ctx.submit(a) });
  });
  const pass = ctx.acts.find((a) => a.action === 'no_trap');
  const title = t('gs.d.trap');
  ui.panel = panelBox('decide', title,
    h('h3', { 'data-testid': 'decision', 'data-kind': 'trap' }, title),
    h('p', null, t(`gs.trapWhen.${ctx.view.window}`, clashWords(ctx))),
    h('div', { class: 'choices' }, buttons, pass ? choice({ key: 'pass', label: actionLabel(pass), kind: 'pass', testid: 'pass', onclick: () => ctx.submit(pass) }) : null));
  return ui;
}

function clashWords(ctx) {
  const v = ctx.view;
  const a = v.attack;
  return { whose: a ? ctx.whose(a.seat) : '', card: a ? cardName(a.card) : '', p: a ? a.power : '' };
}

// The decisions made with the cards in your hand: your turn's phases (and the END discard) or
// the counter. A card selected in the hand shows its options here; the others are the
// phase's own (the character changes, ending the phase, not countering).
function handDecision(ctx, ui, kind) {
  const f = ctx.flow;
  if (f && f.kind === 'pay') {
    ui.hand = handStates(ctx, kind, f.back && f.back.kind === 'card' ? f.back.index : null);
    ui.panel = payStep(ctx, f);
    return ui;
  }
  const pl = own(ctx);
  const hand = pl.hand || [];
  const selected = f && f.kind === 'card' && hand[f.index] === f.card ? f.index : null;
  ui.hand = handStates(ctx, kind, selected);
  const view = ctx.view;
  const what = kind === 'counter' ? 'counter' : (view.window === 'discard' ? 'discard' : view.phase);
  const title = t(`gs.d.${what}`);
  const rows = [h('h3', { key: 'title', 'data-testid': 'decision', 'data-kind': what }, title)];
  if (kind === 'counter') rows.push(h('p', { key: 'what', 'data-testid': 'counter-what' }, t('gs.counterWhat', { ...clashWords(ctx), o: view.attack ? view.attack.original : '' })));
  if (view.window === 'discard') rows.push(h('p', { key: 'what' }, t('gs.discardWhat', { n: hand.length - (G.facts ? G.facts.hand_limit : 5) })));
  if (selected != null) {
    rows.push(cardDetail(ctx, hand[selected], selected, ui.hand.states[selected]));
  } else {
    const usable = ui.hand.states.filter((s) => s.acts.length).length;
    rows.push(h('p', { key: 'hint', class: 'hint' }, usable ? t(`gs.hint.${kind === 'counter' ? 'counter' : view.window === 'discard' ? 'discard' : view.phase}`, { n: usable }) : t('gs.hint.none')));
    rows.push(phaseChoices(ctx, ui, kind));
  }
  ui.panel = panelBox('decide', title, rows);
  return ui;
}

// Each card in hand: the listed actions that use it, or why it cannot be used now.
function handStates(ctx, kind, selected) {
  const hand = own(ctx).hand || [];
  const states = hand.map((id) => {
    const acts = ctx.acts.filter((a) => FROM_HAND.has(a.action) && a.card === id);
    let reason = null;
    if (!acts.length) {
      const no = refusedFor(ctx, { card: id });
      // The server explains refusals in your own turn; in the counter decision a card no
      // listed action uses simply cannot answer this declaration.
      reason = no ? reasonText(no, ctx.view) : t(kind === 'counter' ? 'gs.why.notForCounter' : 'gs.why.notNow');
    }
    return { acts, reason };
  });
  return {
    mode: 'act', states, selected,
    onSelect: (i) => ctx.setFlow(selected === i ? null : { kind: 'card', index: i, card: hand[i] }),
  };
}

function cardDetail(ctx, id, index, st) {
  const c = card(id);
  const back = { kind: 'card', index, card: id };
  const buttons = st.acts.map((a, i) => {
    const pays = payChoices(ctx, a).length > 1;
    return choice({
      key: i, label: actionLabel(a, ctx.view), sub: pays ? t('gs.pay.choose') : null, kind: a.action,
      onclick: () => start(ctx, a, back),
    });
  });
  return h('div', { key: 'card', class: 'card-detail', 'data-testid': 'card-detail' },
    h('h4', null, cardName(id), h('small', null, ` · ${[kindText(c), numbers(c)].filter(Boolean).join(' · ')}`)),
    c && c.text ? h('p', { class: 'card-text' }, c.text) : null,
    st.reason ? h('p', { class: 'reason', 'data-testid': 'card-reason' }, t('gs.cannot', { reason: st.reason })) : null,
    h('div', { class: 'choices' }, buttons,
      h('button', { key: 'back', type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(null) }, t('panel.back'))));
}

// The choices that use no card from the hand: the character changes (refused ones greyed with
// the server's reason), ending the phase, not countering.
function phaseChoices(ctx, ui, kind) {
  const buttons = [];
  const passes = [];
  for (const a of ctx.acts.filter((x) => !FROM_HAND.has(x.action))) {
    const go = () => ctx.submit(a);
    if (a.action === 'set_center') ui.pickChar[a.card] = { label: actionLabel(a), go };
    const passive = PASSIVE.has(a.action);
    (passive ? passes : buttons).push(choice({
      key: JSON.stringify(a), label: actionLabel(a), kind: a.action, testid: passive ? 'pass' : null,
      tip: a.card != null ? `gensou:card:${a.card}` : null, onclick: go,
    }));
  }
  if (kind === 'act') {
    for (const u of ctx.unavailable.filter((x) => x.action && !FROM_HAND.has(x.action.action))) {
      buttons.push(choice({ key: `no:${JSON.stringify(u.action)}`, label: actionLabel(u.action), kind: u.action.action, reason: reasonText(u, ctx.view) }));
    }
  }
  // Passing comes last, after whatever the phase offers, in a row that stays in sight at the
  // panel's foot however long the list above it.
  return [
    buttons.length ? h('div', { key: 'choices', class: 'choices' }, buttons) : null,
    passes.length ? h('div', { key: 'passes', class: 'choices gs-foot' }, passes) : null,
  ];
}
