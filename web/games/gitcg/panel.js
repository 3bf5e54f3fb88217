// The decision panel of Genius Invokation TCG and what the board lets you click meanwhile.
// Every choice comes from the update's listed actions; what cannot be used now is shown greyed
// with the server's reason (`unavailable`), never judged here.
//
// `interaction(ctx)` returns the panel and how the board behaves: which characters can be
// picked, whether your dice and hand are toggles, and the state of each card in hand. The
// opening hand and the reroll are chosen in the panel itself, in the middle of the table,
// with the cards and dice drawn large; the dock then leaves them out.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { die } from '../../js/widgets/dice.js';
import { hideTip } from '../../js/widgets/tooltip.js';
import { C, cardName, charName, skillName, entityName, elementName, ELEMENTS, wordOf } from './catalog.js';
import { costIcons, costPart } from './costs.js';
import { cardFace } from './hand.js';
import { dieIcon } from './icons.js';
import { reasonText } from './reasons.js';
import { currentCost, match, pickDice } from './payment.js';

const own = (ctx) => ctx.view.players[ctx.p.me];
const held = (ctx) => own(ctx).dice || [];
const diceWord = (k) => t('p.diceN', { n: k });

export function selectionKey(u, seat, kind) {
  const pl = u.view.players[seat];
  return JSON.stringify(kind === 'switch_hand' ? pl.hand : pl.dice);
}

// A half-made choice survives an update only while it still fits: a hand or dice selection
// while the same hand or dice are on the table, anything else while the version is the same.
export function keepFlow(flow, prev, u) {
  const seat = u.view.viewer.kind === 'seat' ? u.view.viewer.seat : null;
  const d = (u.decisions || []).find((x) => x.seat === seat);
  if (!d || seat === null) return false;
  if (flow.kind === 'switch_hand' || flow.kind === 'reroll') return d.kind === flow.kind && flow.key === selectionKey(u, seat, flow.kind);
  return d.kind === 'act' && !!prev && prev.version === u.version;
}

export function interaction(ctx) {
  const ui = { pick: {}, dice: { mode: 'plain' }, hand: { mode: 'plain' }, panel: null };
  const { p, match: m } = ctx;
  const label = t('decision.act');
  if (ctx.replay) return ui;
  if (m.outcome) {
    const o = m.outcome;
    let said;
    if (o.result === 'win') said = t('log.won', { who: (o.winners || []).map((s) => ctx.who(s)).join(' & ') });
    else said = o.result === 'draw' ? t('log.draw') : t('log.allLose');
    ui.panel = panelBox('over', label, h('h3', null, t('panel.over')), h('p', { class: 'hint', 'data-testid': 'over-words' }, said));
    return ui;
  }
  if (!p.player || !ctx.mine || (!ctx.acts.length && !ctx.pending)) {
    const waiting = (ctx.update.decisions || []).map((d) => `${ctx.who(d.seat)} (${t(`decision.${d.kind}`)})`);
    ui.panel = panelBox(p.player ? 'wait' : 'watch', label, h('p', { class: 'hint' }, waiting.length ? t('panel.wait', { list: waiting.join(' · ') }) : t('panel.resolving')));
    return ui;
  }
  if (ctx.pending) {
    ui.panel = panelBox('sending', label, h('p', { class: 'hint' }, t('panel.sending')));
    return ui;
  }
  switch (ctx.mine.kind) {
    case 'switch_hand': return selection(ctx, ui, 'switch_hand');
    case 'reroll': return selection(ctx, ui, 'reroll');
    case 'choose_active':
    case 'choose_active_after_knock_out': return chooseActive(ctx, ui);
    case 'discard_support': return discardSupport(ctx, ui);
    case 'pick': return pickOne(ctx, ui);
    default: return turn(ctx, ui);
  }
}

function cancel(ctx, to = null) {
  return h('button', { key: 'back', type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(to) }, t('panel.back'));
}

// Opening hand and rerolls: toggle cards or dice, drawn large in the panel, then confirm.
function selection(ctx, ui, kind) {
  const u = ctx.update;
  if (!ctx.flow || ctx.flow.kind !== kind) {
    let chosen = new Set();
    if (kind === 'reroll') {
      const suggested = ctx.acts.find((a) => a.action === 'reroll' && a.dice.length);
      if (suggested) chosen = pickDice(held(ctx), suggested.dice);
    }
    ctx.match.flow = { kind, key: selectionKey(u, ctx.p.me, kind), chosen };
  }
  const f = ctx.match.flow;
  const flip = (i) => { if (f.chosen.has(i)) f.chosen.delete(i); else f.chosen.add(i); ctx.setFlow(f); };
  const k = f.chosen.size;
  const order = () => [...f.chosen].sort((a, b) => a - b);
  if (kind === 'switch_hand') {
    ui.hand = false;
    const hand = own(ctx).hand || [];
    ui.panel = panelBox('decide', t('decision.switch_hand'),
      h('h3', null, t('p.switchHand')),
      h('div', { class: 'big-cards', 'data-testid': 'opening-hand', role: 'group', 'aria-label': t('g.hand') }, hand.map((id, i) => {
        const on = f.chosen.has(i);
        return h('button', {
          key: `${i}:${id}`, type: 'button', class: 'card big gitcg-framed', 'aria-pressed': on ? 'true' : 'false',
          'data-card': id, 'data-testid': 'hand-card', 'data-tip': `gitcg:card:${id}`, onclick: () => flip(i),
        }, cardFace(id, [on ? h('span', { key: 'x', class: 'card-swap' }, t('p.putBack')) : null]));
      })),
      h('div', { class: 'row' }, h('button', {
        type: 'button', 'data-testid': 'confirm', onclick: () => ctx.submit({ action: 'switch_hand', cards: order() }),
      }, k ? t('p.switchN', { n: k }) : t('p.keepHand'))));
  } else {
    ui.dice = false;
    const dice = held(ctx);
    ui.panel = panelBox('decide', t('decision.reroll'),
      h('h3', null, t('p.reroll')),
      h('p', { class: 'hint' }, t('p.rerollHint')),
      h('div', { class: 'dice big-dice', 'data-testid': 'reroll-dice', role: 'group', 'aria-label': t('g.dice') }, dice.map((face, i) => die({
        key: i, face, mark: dieIcon(face, ''), name: elementName(face), pressed: f.chosen.has(i), onclick: () => flip(i),
      }))),
      h('div', { class: 'row' }, h('button', {
        type: 'button', 'data-testid': 'confirm', onclick: () => ctx.submit({ action: 'reroll', dice: order().map((i) => dice[i]) }),
      }, k ? t('p.rerollN', { n: k }) : t('p.keepDice'))));
  }
  return ui;
}

function chooseActive(ctx, ui) {
  const chars = own(ctx).characters;
  const buttons = ctx.acts.filter((a) => a.action === 'choose_active').map((a) => {
    const c = chars[a.slot];
    const go = () => ctx.submit(a);
    ui.pick[`${ctx.p.me}:${a.slot}`] = go;
    // The character on the table shows its text; the button here does not, so no tooltip
    // covers the question.
    return choice({ key: a.slot, label: c ? charName(c.id, c.name) : t('p.charSlot', { n: a.slot + 1 }), sub: c ? `${c.hp} ${t('g.hp')}` : '', onclick: go });
  });
  ui.panel = panelBox('decide', t(`decision.${ctx.mine.kind}`),
    h('h3', null, ctx.mine.kind === 'choose_active' ? t('p.chooseFirst') : t('p.chooseNext')),
    h('p', { class: 'hint' }, t('p.orTapChar')),
    h('div', { class: 'choices' }, buttons));
  return ui;
}

function discardSupport(ctx, ui) {
  const supports = own(ctx).supports;
  ui.panel = panelBox('decide', t('decision.discard_support'),
    h('h3', null, t('p.discardSupport')),
    h('div', { class: 'choices' }, ctx.acts.filter((a) => a.action === 'discard_support').map((a) => {
      const s = supports[a.slot];
      return choice({ key: a.slot, label: t('p.discard', { name: s ? entityName(s.id, s.name) : a.slot + 1 }), onclick: () => ctx.submit(a), tip: s ? `gitcg:entity:${s.id}` : null });
    })));
  return ui;
}

// A pick (挑选): each offered card is a button with its name and its text.
function pickOne(ctx, ui) {
  const options = own(ctx).picking || [];
  ui.panel = panelBox('decide', t('decision.pick'),
    h('h3', null, t('p.pick')),
    h('div', { class: 'choices' }, ctx.acts.filter((a) => a.action === 'pick').map((a) => {
      const id = options[a.option];
      // An option is an entity to create or a card to take into the hand.
      const e = id == null ? null : C.entities.get(id);
      const card = id == null || e ? null : C.cards.get(id);
      const tip = id == null ? null : card ? `gitcg:card:${id}` : `gitcg:entity:${id}`;
      return choice({
        key: a.option, label: id == null ? t('p.pickN', { n: a.option + 1 }) : entityName(id),
        sub: (e || card || {}).text || '', onclick: () => ctx.submit(a), tip, testid: 'pick',
      });
    })));
  return ui;
}

// Starts a choice that may need dice and then a target; `options` are its listed actions.
function start(ctx, label, options, printed) {
  const first = options[0];
  if (first.dice && first.dice.length) {
    ctx.setFlow({ kind: 'act', step: 'pay', label, options, cost: currentCost(printed, first.dice), printed, chosen: pickDice(held(ctx), first.dice) });
  } else if (options.length > 1) {
    ctx.setFlow({ kind: 'act', step: 'target', label, options, dice: [] });
  } else {
    ctx.submit(first);
  }
}

function turn(ctx, ui) {
  const f = ctx.flow && ctx.flow.kind === 'act' ? ctx.flow : null;
  if (f && f.step === 'pay') return pay(ctx, ui, f);
  if (f && f.step === 'target') return target(ctx, ui, f);
  if (f && f.step === 'tune') return tune(ctx, ui, f);
  const acts = ctx.acts;
  const pl = own(ctx);
  const hand = pl.hand || [];
  const plays = (card) => acts.filter((a) => a.action === 'play_card' && a.card === card);
  const tuneOf = (card) => acts.find((a) => a.action === 'tune' && a.card === card);
  const refused = (shape) => ctx.unavailable.find((x) => Object.entries(shape).every(([k, v]) => x.action && x.action[k] === v));
  const states = hand.map((id) => {
    const ok = plays(id).length > 0 || !!tuneOf(id);
    const no = refused({ action: 'play_card', card: id });
    return { playable: ok, reason: !plays(id).length && no ? reasonText(no) : null };
  });
  const sel = f && f.step === 'card' ? f.index : null;
  ui.hand = {
    mode: 'act', states, selected: sel,
    // A tap opens the card in the panel; the tooltip it may have raised would cover it.
    onSelect: (i) => { hideTip(); ctx.setFlow(sel === i ? null : { kind: 'act', step: 'card', index: i, card: hand[i] }); },
  };
  const switches = acts.filter((a) => a.action === 'switch');
  for (const a of switches) {
    const c = pl.characters[a.slot];
    const name = c ? charName(c.id, c.name) : a.slot + 1;
    ui.pick[`${ctx.p.me}:${a.slot}`] = () => start(ctx, t('p.switchTo', { name }), [a], [{ kind: 'any', count: 1 }]);
  }
  const end = acts.find((a) => a.action === 'declare_end');
  if (f && f.step === 'end' && end) {
    ui.panel = panelBox('decide', t('p.end'),
      h('h3', null, t('p.endAsk')),
      h('p', { class: 'hint' }, t('p.endHint')),
      h('div', { class: 'row' },
        h('button', { type: 'button', 'data-testid': 'confirm', class: 'end-confirm', onclick: () => ctx.submit(end) }, t('p.endYes')),
        cancel(ctx)));
    return ui;
  }
  if (sel != null && hand[sel] != null) {
    ui.panel = cardDetail(ctx, hand[sel], states[sel], plays(hand[sel]), tuneOf(hand[sel]));
    return ui;
  }
  const rows = [skillsGroup(ctx)];
  const second = [];
  if (switches.length) {
    second.push(group('switch', t('p.switch'), switches.map((a) => {
      const c = pl.characters[a.slot];
      const name = c ? charName(c.id, c.name) : a.slot + 1;
      return choice({ key: a.slot, label: t('p.switchTo', { name }), sub: diceWord(a.dice.length), kind: 'switch', onclick: ui.pick[`${ctx.p.me}:${a.slot}`] });
    })));
  }
  // Ending the round is a quiet button that asks again: a player does it once a round, and
  // never by a slip.
  if (end) second.push(h('div', { key: 'end', class: 'end-row' }, choice({ key: 'end', label: t('p.end'), kind: 'end', onclick: () => ctx.setFlow({ kind: 'act', step: 'end' }) })));
  rows.push(h('div', { key: 'second', class: 'second-row' }, second));
  rows.push(h('p', { key: 'hint', class: 'hint card-hint' }, t('p.cardHint')));
  ui.panel = panelBox('decide', t('p.yourTurn'), h('h3', { class: 'sr-only' }, t('p.yourTurn')), rows);
  return ui;
}

// A card from the hand, opened: its cost, kind and text, why it cannot be played if it
// cannot, and what can be done with it.
function cardDetail(ctx, id, st, options, tuning) {
  const c = C.cards.get(id);
  return panelBox('decide', cardName(id), h('div', { key: 'card', class: 'card-detail', 'data-testid': 'card-detail' },
    h('div', { class: 'detail-face card big gitcg-framed', 'aria-hidden': 'true' }, cardFace(id)),
    h('div', { class: 'detail-body' },
      h('h3', null, cardName(id), ' ', c ? costIcons(c.cost) : null),
      c ? h('p', { class: 'card-kind hint' }, wordOf('kind', c.kind), c.talent_of ? ` · ${t('g.talentOf', { name: charName(c.talent_of) })}` : '') : null,
      c && c.text ? h('p', { class: 'card-text' }, c.text) : null,
      st.reason ? h('p', { class: 'reason', 'data-testid': 'card-reason' }, t('g.cannot', { reason: st.reason })) : null,
      h('div', { class: 'choices' },
        options.length ? choice({ key: 'play', label: t('p.play'), sub: diceWord(options[0].dice.length), kind: 'card', onclick: () => start(ctx, cardName(id), options, c && c.cost) }) : null,
        tuning ? choice({ key: 'tune', label: t('p.tune', { el: elementName(activeElement(ctx)) }), sub: t('p.tuneSub'), kind: 'tune', onclick: () => ctx.setFlow({ kind: 'act', step: 'tune', card: id, die: null }) }) : null,
        cancel(ctx)))));
}

function group(key, title, buttons) {
  return h('div', { key, class: `group group-${key}` }, h('span', { class: 'zone-label' }, title), h('div', { class: 'choices' }, buttons));
}

// Every skill of the active character with its cost in dice: usable ones from the listed
// actions, the others greyed with the server's reason.
function skillsGroup(ctx) {
  const pl = own(ctx);
  const active = pl.active != null ? pl.characters[pl.active] : null;
  const info = active && C.chars.get(active.id);
  if (!info) return null;
  const buttons = info.skills.filter((s) => s.kind !== 'passive').map((s) => {
    const a = ctx.acts.find((x) => x.action === 'use_skill' && x.skill === s.id);
    const tip = `gitcg:skill:${s.id}`;
    const energy = (s.cost || []).filter((p) => p.kind === 'energy');
    if (a) {
      const cost = [...currentCost(s.cost, a.dice), ...energy];
      return choice({ key: s.id, label: skillName(s.id), sub: skillSub(s, cost), kind: 'skill', tip, data: { 'data-skill': s.id }, onclick: () => start(ctx, skillName(s.id), [a], s.cost) });
    }
    const no = ctx.unavailable.find((x) => x.action && x.action.action === 'use_skill' && x.action.skill === s.id);
    return choice({ key: s.id, label: skillName(s.id), sub: skillSub(s, s.cost), kind: 'skill', tip, data: { 'data-skill': s.id }, reason: no ? reasonText(no) : t('p.unavailable') });
  });
  // A use_skill action naming no skill of the character is the Technique its equipment gives.
  for (const a of ctx.acts) {
    if (a.action !== 'use_skill' || info.skills.some((s) => s.id === a.skill)) continue;
    buttons.push(choice({ key: a.skill, label: t('p.technique'), sub: diceWord(a.dice.length), kind: 'skill', data: { 'data-skill': a.skill }, onclick: () => start(ctx, t('p.technique'), [a], null) }));
  }
  return group('skills', t('p.skills'), buttons);
}

// A skill's kind and its cost as dice.
const skillSub = (s, cost) => h('span', { class: 'skill-sub' }, h('span', { class: 'skill-kind' }, t(`skill.${s.kind}`)), ' ', costIcons(cost));

function activeElement(ctx) {
  const pl = own(ctx);
  const c = pl.active != null ? pl.characters[pl.active] : null;
  const info = c && C.chars.get(c.id);
  return info ? info.element : null;
}

function pay(ctx, ui, f) {
  const dice = held(ctx);
  const chosen = [...f.chosen].sort((a, b) => a - b);
  const res = match(f.cost, chosen.map((i) => dice[i]));
  const assign = new Map(chosen.map((i, j) => [i, res.assign[j]]));
  const need = f.cost.reduce((a, x) => a + x.count, 0);
  ui.dice = {
    mode: 'pay', chosen: f.chosen, assign,
    onToggle: (i) => { if (f.chosen.has(i)) f.chosen.delete(i); else f.chosen.add(i); ctx.setFlow(f); },
  };
  const energy = (f.printed || []).find((x) => x.kind === 'energy');
  const pl = own(ctx);
  const active = pl.active != null ? pl.characters[pl.active] : null;
  const needs = f.cost.map((part, pi) => {
    const el = ELEMENTS.includes(part.kind);
    const word = el ? elementName(part.kind) : t(`cost.${part.kind}`);
    const done = res.paid[pi] === part.count;
    return h('span', { key: pi, class: `need${done ? ' done' : ''}`, 'data-testid': 'need', 'data-kind': part.kind },
      costPart(part, 'ico'), ` ${res.paid[pi]}/${part.count} ${word}${done ? ' ✓' : ''}`);
  });
  if (energy && active) needs.push(h('span', { key: 'energy', class: 'need energy' }, costPart(energy, 'ico'), ` ${t('p.energyHave', { have: active.energy, need: energy.count })}`));
  let label;
  if (res.exact) label = t('p.pay', { n: need });
  else if (chosen.length !== need) label = t('p.payWrong', { sel: chosen.length, need });
  else label = t('p.payNotExact');
  const confirm = () => {
    const faces = chosen.map((i) => dice[i]);
    const options = f.options.filter((o) => o.dice.length === faces.length);
    if (options.length > 1) ctx.setFlow({ kind: 'act', step: 'target', label: f.label, options, dice: faces });
    else ctx.submit({ ...(options[0] || f.options[0]), dice: faces });
  };
  ui.panel = panelBox('decide', t('p.payTitle', { label: f.label }),
    h('h3', null, t('p.payTitle', { label: f.label })),
    h('div', { class: 'needs', 'data-testid': 'needs' }, h('span', { class: 'zone-label' }, t('p.needs')), needs),
    h('p', { class: 'hint' }, t('p.payHint')),
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'confirm', disabled: !res.exact, onclick: confirm }, label),
      cancel(ctx)));
  return ui;
}

function targetLabel(tg, ctx) {
  const seat = tg.side === 'own' ? ctx.p.me : 1 - ctx.p.me;
  const side = ctx.view.players[seat];
  if (tg.kind === 'support') {
    const s = side.supports && side.supports[tg.slot];
    return `${ctx.whose(seat)} ${s ? entityName(s.id, s.name) : t('p.supportSlot', { n: tg.slot + 1 })}`;
  }
  if (tg.kind === 'summon') {
    const s = side.summons[tg.slot];
    return `${ctx.whose(seat)} ${s ? entityName(s.id, s.name) : t('p.summonSlot', { n: tg.slot + 1 })}`;
  }
  const c = side.characters[tg.slot];
  return `${ctx.whose(seat)} ${c ? charName(c.id, c.name) : t('p.charSlot', { n: tg.slot + 1 })}`;
}

// A card with two targets (an equipment moved between two characters) is listed once per
// pair: the player picks the first target, then the second among the pairs it begins.
function target(ctx, ui, f) {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const twoStep = f.options.some((a) => a.second);
  const firsts = twoStep && !f.first
    ? f.options.filter((a, i) => f.options.findIndex((b) => same(b.target, a.target)) === i)
    : null;
  const shown = firsts || (twoStep ? f.options.filter((a) => same(a.target, f.first)) : f.options);
  const buttons = shown.map((a, i) => {
    const tg = firsts || !twoStep ? a.target : a.second;
    const go = firsts
      ? () => ctx.setFlow({ ...f, first: a.target })
      : () => ctx.submit({ ...a, dice: f.dice.length ? f.dice : a.dice });
    if (tg && tg.kind === 'character') {
      const seat = tg.side === 'own' ? ctx.p.me : 1 - ctx.p.me;
      ui.pick[`${seat}:${tg.slot}`] = go;
    }
    return choice({ key: i, label: tg ? targetLabel(tg, ctx) : '—', onclick: go, testid: 'choice' });
  });
  const title = twoStep && !firsts ? t('p.secondTarget', { label: f.label }) : t('p.target', { label: f.label });
  ui.panel = panelBox('decide', title,
    h('h3', null, title),
    h('div', { class: 'choices' }, buttons),
    h('div', { class: 'row' }, cancel(ctx)));
  return ui;
}

function tune(ctx, ui, f) {
  const dice = held(ctx);
  const to = activeElement(ctx);
  ui.dice = {
    mode: 'tune', chosen: new Set(f.die != null ? [f.die] : []),
    allowed: (face) => face !== 'omni' && face !== to,
    onToggle: (i) => { f.die = i; ctx.setFlow(f); },
  };
  const ok = f.die != null;
  ui.panel = panelBox('decide', t('p.tuneTitle', { card: cardName(f.card), el: elementName(to) }),
    h('h3', null, t('p.tuneTitle', { card: cardName(f.card), el: elementName(to) })),
    h('p', { class: 'hint' }, t('p.tuneHint')),
    h('div', { class: 'row' },
      h('button', {
        type: 'button', 'data-testid': 'confirm', disabled: !ok,
        onclick: () => ctx.submit({ action: 'tune', card: f.card, die: dice[f.die] }),
      }, ok ? t('p.tuneGo', { from: elementName(dice[f.die]), to: elementName(to) }) : t('p.selectDie')),
      cancel(ctx)));
  return ui;
}

// Escape steps back: from paying or choosing a target to the turn, from a selected card to
// nothing.
export function escape(ctx) {
  const f = ctx.match.flow;
  if (!f || f.kind !== 'act') return false;
  ctx.match.flow = null;
  return true;
}
