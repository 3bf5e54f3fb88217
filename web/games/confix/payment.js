// Paying a card's cost: which active runes pay its `*` (any colour), and the single-element
// classes' cost control (Deep-sea Lurker: a permanent's power; Aether Walker: graveyard cards,
// exiled). The listed action carries the engine's suggested payment, which is where a payment
// starts; Pay stays disabled until the choice is exact. The server checks the payment again.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox } from '../../js/widgets/layout.js';
import { X, ELEMENTS, cardName, elementName, runeChip, costWords } from './catalog.js';
import { permName } from './names.js';

const total = (r) => ELEMENTS.reduce((a, e) => a + (r[e] || 0), 0);

// The number of `*` the card costs now (after plane and class discounts), read off the
// suggested payment: what it pays beyond the printed colours. Unknown (null) when a permanent's
// power pays, since that power may cover more than the cost.
function anyOf(pay, printed) {
  if (pay.power_of != null) return null;
  return total(pay.runes) - total(printed.runes) + (pay.exile || 0);
}

// Whether paying `option` leaves anything to choose: a `*` that runes of several colours could
// pay, or a class ability that could pay it.
export function hasChoice(ctx, option) {
  const card = X.cards.get(option.card);
  const me = ctx.view.players[ctx.p.me];
  if (!card || !option.pay || !me) return false;
  const any = anyOf(option.pay, card.runes);
  if (!any) return false;
  const active = me.active_runes;
  const spare = ELEMENTS.filter((e) => (active[e] || 0) > (card.runes.runes[e] || 0));
  if (spare.length > 1) return true;
  if (me.class === 'deep_sea_lurker') return mineWithPower(ctx).length > 0;
  if (me.class === 'aether_walker') return me.graveyard.length > 0;
  return false;
}

const mineWithPower = (ctx) => (ctx.view.battlefield || []).filter((p) => p.side === ctx.p.me && !p.tapped && p.power != null && p.power > 0);

// The flow of a payment being made for `option`, starting from its suggestion.
export function startPayment(option) {
  return { kind: 'cfx', step: 'pay', option, runes: { ...option.pay.runes }, power_of: option.pay.power_of ?? null, exile: option.pay.exile || 0 };
}

// What the payment being made covers and whether it is exact.
export function payState(ctx, f) {
  const card = X.cards.get(f.option.card);
  const printed = card.runes;
  const me = ctx.view.players[ctx.p.me];
  const active = me.active_runes;
  const any = anyOf(f.option.pay, printed);
  let runesNeeded;
  let covered = 0;
  if (any == null) {
    // A permanent's power pays part of it, as suggested: the runes to pay are as suggested.
    runesNeeded = total(f.option.pay.runes);
  } else {
    if (f.power_of != null) {
      const p = (ctx.view.battlefield || []).find((x) => x.uid === f.power_of);
      covered = p ? Math.max(0, Math.min(p.power ?? 0, any)) : 0;
    }
    runesNeeded = total(printed.runes) + Math.max(0, any - covered - f.exile);
  }
  const colourOk = ELEMENTS.every((e) => (f.runes[e] || 0) >= (printed.runes[e] || 0) && (f.runes[e] || 0) <= (active[e] || 0));
  const exileOk = f.exile <= me.graveyard.length && (any == null || f.exile <= Math.max(0, any - covered));
  const paid = total(f.runes);
  return { card, printed, any, active, runesNeeded, paid, exact: colourOk && exileOk && paid === runesNeeded };
}

// The payment panel.
export function paymentPanel(ctx, f, back) {
  const s = payState(ctx, f);
  const me = ctx.view.players[ctx.p.me];
  const set = (patch) => ctx.setFlow({ ...f, ...patch });
  const rows = ELEMENTS.filter((e) => (s.active[e] || 0) > 0 || (s.printed.runes[e] || 0) > 0).map((e) => {
    const n = f.runes[e] || 0;
    const min = s.printed.runes[e] || 0;
    const max = s.active[e] || 0;
    return h('div', { key: e, class: 'pay-row', 'data-testid': 'pay-row', 'data-element': e },
      runeChip(e),
      h('span', { class: 'pay-name' }, elementName(e)),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': `pay-minus-${e}`, 'aria-label': t('cfx.pay.less', { el: elementName(e) }), disabled: n <= min, onclick: () => set({ runes: { ...f.runes, [e]: n - 1 } }) }, '−'),
      h('span', { class: 'pay-n', 'data-testid': `pay-n-${e}` }, t('cfx.pay.ofActive', { n, max })),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': `pay-plus-${e}`, 'aria-label': t('cfx.pay.more', { el: elementName(e) }), disabled: n >= max, onclick: () => set({ runes: { ...f.runes, [e]: n + 1 } }) }, '+'),
      min ? h('small', { class: 'hint' }, t('cfx.pay.atLeast', { n: min })) : null);
  });
  const extras = [];
  if (s.any != null && s.any > 0 && me.class === 'deep_sea_lurker') {
    const options = [{ uid: null, label: t('cfx.pay.noAbility') }, ...mineWithPower(ctx).map((p) => ({ uid: p.uid, label: `${permName(ctx, p.uid)} (${t('cfx.powerN', { n: p.power })})` }))];
    extras.push(h('div', { key: 'lurker', class: 'pay-extra', role: 'group', 'aria-label': t('cfx.pay.tidal') },
      h('span', { class: 'zone-label' }, t('cfx.pay.tidal')),
      options.map((o) => h('button', { key: String(o.uid), type: 'button', class: 'small secondary', 'aria-pressed': f.power_of === o.uid ? 'true' : 'false', onclick: () => set({ power_of: o.uid }) }, o.label))));
  }
  if (s.any != null && s.any > 0 && me.class === 'aether_walker') {
    extras.push(h('div', { key: 'aether', class: 'pay-extra' },
      h('span', { class: 'zone-label' }, t('cfx.pay.void')),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'pay-minus-exile', disabled: f.exile <= 0, onclick: () => set({ exile: f.exile - 1 }) }, '−'),
      h('span', { class: 'pay-n' }, t('cfx.pay.exileN', { n: f.exile, max: me.graveyard.length })),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'pay-plus-exile', disabled: f.exile >= Math.min(me.graveyard.length, s.any), onclick: () => set({ exile: f.exile + 1 }) }, '+')));
  }
  const cost = s.any == null ? null : { runes: s.printed.runes, any: s.any };
  const label = s.exact ? t('cfx.pay.go', { n: s.paid }) : t('cfx.pay.wrong', { paid: s.paid, need: s.runesNeeded });
  const pay = { runes: { ...f.runes } };
  if (f.power_of != null) pay.power_of = f.power_of;
  if (f.exile) pay.exile = f.exile;
  return panelBox('decide', t('cfx.pay.title', { card: cardName(f.option.card) }),
    h('h3', null, t('cfx.pay.title', { card: cardName(f.option.card) })),
    h('p', { class: 'needs', 'data-testid': 'needs' }, cost ? t('cfx.pay.needs', { cost: costWords(cost) }) : t('cfx.pay.needsRunes', { n: s.runesNeeded })),
    rows, extras,
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'confirm', disabled: !s.exact, onclick: () => ctx.submit({ ...f.option, pay }) }, label),
      h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(back) }, t('panel.back'))));
}
