// What you can do in Summoner Wars now, from the listed actions only: the units and hand cards
// that appear in one can be clicked, the spaces the selected one's actions name are
// highlighted, and the panel lists what a click leaves to choose.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { SW, swName, swKey, cellName } from './catalog.js';

const HAND_ACTIONS = new Set(['summon', 'build', 'play_event', 'discard', 'empower', 'heal']);
const targetCell = (a) => a.to || a.target || null;

export function choices(ctx) {
  const acts = ctx.acts;
  const byUnit = new Map();
  const byCard = new Map();
  const raises = new Map();
  const push = (map, k, a) => { if (!map.has(k)) map.set(k, []); map.get(k).push(a); };
  for (const a of acts) {
    if (a.action === 'raise') push(raises, a.card, a);
    else if (a.from) push(byUnit, swKey(a.from), a);
    else if (a.card != null && HAND_ACTIONS.has(a.action)) push(byCard, a.card, a);
  }
  let f = ctx.flow && ctx.flow.kind === 'sw' ? ctx.flow : null;
  let selected = [];
  if (f && f.from) selected = byUnit.get(f.from) || [];
  else if (f && f.card != null) selected = (f.zone === 'discard' ? raises : byCard).get(f.card) || [];
  if (f && !selected.length) { ctx.match.flow = null; f = null; }
  const targets = new Map();
  const loose = [];
  for (const a of selected) {
    const c = targetCell(a);
    if (!c) loose.push(a);
    else push(targets, swKey(c), a);
  }
  return { acts, byUnit, byCard, raises, flow: f, targets, loose, end: acts.find((a) => a.action === 'end_phase') };
}

// Why a card in hand cannot be used now, in the interface's language, from the server's
// `unavailable` entry: its code says which refusal it is, the action which phase it needs, the
// server's words the numbers. Any other code keeps the server's own words.
export function reasonText(u) {
  const a = u.action || {};
  switch (u.code) {
    case 'wrong_phase': {
      const phase = a.action === 'build' ? 'build' : (a.action === 'summon' ? 'summon' : SW.cards.get(a.card)?.phase);
      return phase ? t('sw.why.wrong_phase', { phase: t(`sw.phase.${phase}`) }) : u.reason;
    }
    case 'not_enough_magic': {
      const [have, need] = (u.reason || '').match(/\d+/g) || [];
      return need != null ? t('sw.why.not_enough_magic', { have, need }) : u.reason;
    }
    case 'no_place': return t('sw.why.no_place');
    default: return u.reason || u.code;
  }
}

// Card id → why it cannot be used now, for the cards in your hand.
export function handReasons(ctx) {
  const map = new Map();
  for (const u of ctx.unavailable || []) if (u.action && u.action.card != null) map.set(u.action.card, reasonText(u));
  return map;
}

export function select(ctx, flow) {
  ctx.setFlow(flow ? { kind: 'sw', ...flow } : null);
}

export function clickCell(ctx, ch, k) {
  const list = ch.targets.get(k);
  if (list) {
    // The selected unit's own space (a move there and back) is confirmed from the panel.
    if (list.length === 1 && !(ch.flow && ch.flow.from === k)) ctx.submit(list[0]);
    else select(ctx, { ...ch.flow, pick: k });
    return;
  }
  if (ch.byUnit.has(k)) {
    select(ctx, ch.flow && ch.flow.from === k ? null : { from: k });
    return;
  }
  if (ch.flow) select(ctx, null);
}

export function actionLabel(a, ctx) {
  const view = ctx.view;
  const cards = new Map((view.board || []).map((c) => [swKey(c.at), c]));
  const at = (c) => {
    const x = c && cards.get(swKey(c));
    if (!x) return cellName(c);
    const name = `${swName(x.card)} (${cellName(c)})`;
    return x.controller === ctx.p.me ? name : t('sw.enemy', { name });
  };
  switch (a.action) {
    case 'summon': return t('sw.a.summon', { card: swName(a.card), cell: cellName(a.to) });
    case 'raise': return t('sw.a.raise', { card: swName(a.card), cell: cellName(a.to) });
    case 'move': return swKey(a.from) === swKey(a.to) ? t('sw.a.moveStay', { unit: at(a.from), cell: cellName(a.to) }) : t('sw.a.move', { unit: at(a.from), cell: cellName(a.to) });
    case 'build': return t('sw.a.build', { card: swName(a.card), cell: cellName(a.to) });
    case 'attack': return t('sw.a.attack', { unit: at(a.from), target: at(a.target) });
    case 'ability': return t('sw.a.ability', { unit: at(a.from), target: a.target ? at(a.target) : '' });
    case 'sacrifice': return t('sw.a.sacrifice', { unit: at(a.from), target: at(a.target) });
    case 'empower': return t('sw.a.empower', { unit: at(a.from), card: swName(a.card) });
    case 'heal': return t('sw.a.heal', { unit: at(a.from), card: swName(a.card), target: at(a.target) });
    case 'claim': return t('sw.a.claim', { unit: at(a.from), cell: cellName(a.to) });
    case 'blaze_step': return t('sw.a.blaze', { unit: at(a.from), cell: cellName(a.to) });
    case 'play_event': return t('sw.a.event', { card: swName(a.card), target: a.target ? at(a.target) : '' });
    case 'discard': return t('sw.a.discard', { card: swName(a.card) });
    case 'end_phase': return view.phase === 'draw' ? t('sw.a.endTurn') : t('sw.a.endPhase', { phase: t(`sw.phase.${view.phase}`) });
    default: return a.action;
  }
}

// The cost of inaction, said while it can still be avoided (RB:204-206: "如果你在攻击阶段结束时
// 没有用任何攻击指定任何敌方卡牌，则对你的召唤师添加1点伤害", if at the end of your attack phase
// no attack of yours targeted an enemy card, your summoner takes 1 wound). The board follows
// this phase's attacks from the events; after a reload it may not know them and says the rule.
function inaction(ctx) {
  const done = ctx.match.board.attackedEnemy;
  const key = done === true ? 'sw.inaction.safe' : (done === false ? 'sw.inaction.warn' : 'sw.inaction.rule');
  return h('p', { key: 'inaction', class: `inaction${done === true ? ' safe' : ''}`, 'data-testid': 'inaction', 'data-state': done === true ? 'safe' : (done === false ? 'due' : 'unknown') },
    done === true ? '✓ ' : '⚠ ', t(key));
}

export function panel(ctx, ch) {
  const { p, match: m, view } = ctx;
  const label = t(`sw.phase.${view.phase}`);
  if (ctx.replay) return null;
  if (m.outcome || view.outcome) return panelBox('over', label, h('p', null, t('panel.over')));
  if (!p.player || !ctx.mine || (!ctx.acts.length && !ctx.pending)) {
    const waiting = (ctx.update.decisions || []).map((d) => `${ctx.who(d.seat)} (${t(`sw.phase.${view.phase}`)})`);
    return panelBox(p.player ? 'wait' : 'watch', label, h('p', { class: 'hint' }, waiting.length ? t('panel.wait', { list: waiting.join(' · ') }) : t('panel.resolving')));
  }
  if (ctx.pending) return panelBox('sending', label, h('p', { class: 'hint' }, t('panel.sending')));
  const f = ch.flow;
  const rows = [
    h('h3', { key: 'h' }, t('sw.yourPhase', { phase: label })),
  ];
  if (!f) rows.push(h('p', { key: 'hint', class: 'hint' }, t(`sw.hint.${view.phase}`)));
  if (view.phase === 'attack') rows.push(inaction(ctx));
  if (f) {
    let what;
    if (f.from) {
      const c = (view.board || []).find((x) => swKey(x.at) === f.from);
      what = c ? `${swName(c.card)} (${cellName(c.at)})` : t('sw.unit');
    } else {
      what = swName(f.card);
    }
    rows.push(h('p', { key: 'sel', class: 'sel', 'data-testid': 'selection' }, t('sw.selected', { what }), ch.targets.size ? t('sw.clickOne', { n: ch.targets.size }) : ''));
    const picks = f.pick ? (ch.targets.get(f.pick) || []) : [];
    const buttons = [...picks, ...ch.loose].map((a, i) => choice({ key: i, label: actionLabel(a, ctx), kind: a.action, onclick: () => ctx.submit(a) }));
    if (buttons.length) rows.push(h('div', { key: 'choices', class: 'choices' }, buttons));
  } else {
    const bits = [];
    if (ch.byUnit.size) bits.push(t('sw.canAct', { n: ch.byUnit.size }));
    if (ch.byCard.size) bits.push(t('sw.canUse', { n: ch.byCard.size }));
    if (ch.raises.size) bits.push(t('sw.canRaise', { n: ch.raises.size }));
    if (bits.length) rows.push(h('p', { key: 'bits' }, `${bits.join(', ')}.`));
    const other = ch.acts.filter((a) => a.action !== 'end_phase' && !a.from && a.card == null);
    if (other.length) rows.push(h('div', { key: 'other', class: 'choices' }, other.map((a, i) => choice({ key: i, label: actionLabel(a, ctx), onclick: () => ctx.submit(a) }))));
  }
  const costly = view.phase === 'attack' && ctx.match.board.attackedEnemy === false;
  rows.push(h('div', { key: 'row', class: 'row sw-buttons' },
    ch.end ? h('button', {
      type: 'button', class: `end-phase${costly ? ' costly' : ''}`, 'data-testid': 'end-phase', onclick: () => ctx.submit(ch.end),
    }, actionLabel(ch.end, ctx), costly ? h('small', { class: 'cost-note' }, ` — ${t('sw.inaction.onEnd')}`) : null) : null,
    f ? h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => select(ctx, null) }, t('panel.back')) : null));
  return panelBox('decide', label, rows);
}
