// Paying a spirit cost: orbs, or spell-power cards spent as orbs (one each). A listed action
// carries the server's suggested split in `power` (orbs first, then power cards); the player may
// spend more power cards and fewer orbs instead.
//
// Which splits exist follows from the listed action alone. When the suggestion spends power
// cards, orbs could not cover the cost, so the cost is exactly those cards plus the ready orbs.
// When it spends none, the cost is at most the printed one (effects only ever lower a cost), so
// up to that many power cards are offered; should a discount make the last choice one card too
// many, the server refuses it as `overpaid` and nothing changes.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { card } from './catalog.js';
import { actionLabel, PAID } from './actions.js';

// The power-card counts this action may be sent with, the suggested one first.
export function payChoices(ctx, a) {
  if (!PAID.has(a.action) || a.power == null) return [a];
  const pl = ctx.view.players[ctx.p.me];
  const suggested = a.power;
  const c = card(a.card);
  const printed = c && c.cost != null ? c.cost : 0;
  const most = suggested > 0 ? Math.min(pl.power_count, suggested + pl.orbs_ready) : Math.min(pl.power_count, printed);
  const out = [a];
  for (let n = suggested + 1; n <= most; n++) out.push({ ...a, power: n });
  return out;
}

// Choosing the split: each way to pay is a button; Back (or Escape) returns to the card.
export function payStep(ctx, f) {
  const title = t('gs.pay.title', { what: actionLabel(f.act, ctx.view) });
  const pl = ctx.view.players[ctx.p.me];
  const buttons = f.choices.map((a, i) => choice({
    key: a.power, kind: 'pay', testid: 'pay-choice',
    label: a.power ? t('gs.pay.power', { n: a.power }) : t('gs.pay.orbsOnly'),
    sub: i === 0 ? t('gs.pay.suggested') : null,
    data: { 'data-power': a.power },
    onclick: () => ctx.submit(a),
  }));
  return panelBox('decide', title,
    h('h3', { 'data-testid': 'decision', 'data-kind': 'pay' }, title),
    h('p', { class: 'hint' }, t('gs.pay.hint', { orbs: pl.orbs_ready, power: pl.power_count })),
    h('div', { class: 'choices', 'data-testid': 'pay' }, buttons),
    h('div', { class: 'row' }, h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(f.back || null) }, t('panel.back'))));
}
