// Paying a card's cost: which active runes pay its `*` (any colour), and the single-element
// classes' cost control (Deep-sea Lurker: a permanent's power; Aether Walker: the graveyard
// cards chosen, exiled). The listed action carries the engine's suggested payment, which is where a payment
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
  return total(pay.runes) - total(printed.runes) + (pay.exile ? pay.exile.length : 0);
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

// The graveyard places of the cards a payment names (the topmost copy of each), so that the
// panel can mark them.
function placesOf(grave, ids) {
  const used = new Set();
  const places = [];
  for (const id of ids || []) {
    for (let i = grave.length - 1; i >= 0; i--) {
      if (grave[i] === id && !used.has(i)) { used.add(i); places.push(i); break; }
    }
  }
  return places;
}

// The flow of a payment being made for `option`, starting from its suggestion; `exile` holds
// the graveyard places chosen.
export function startPayment(ctx, option) {
  const me = ctx.view.players[ctx.p.me];
  return { kind: 'cfx', step: 'pay', option, runes: { ...option.pay.runes }, power_of: option.pay.power_of ?? null, exile: placesOf(me.graveyard, option.pay.exile) };
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
    runesNeeded = total(printed.runes) + Math.max(0, any - covered - f.exile.length);
  }
  const colourOk = ELEMENTS.every((e) => (f.runes[e] || 0) >= (printed.runes[e] || 0) && (f.runes[e] || 0) <= (active[e] || 0));
  const exileOk = f.exile.length <= me.graveyard.length && (any == null || f.exile.length <= Math.max(0, any - covered));
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
    // Every graveyard card, top first, as a toggle: the ones pressed are exiled.
    const most = Math.min(me.graveyard.length, s.any);
    const places = me.graveyard.map((_, i) => i).reverse();
    extras.push(h('div', { key: 'aether', class: 'pay-extra', role: 'group', 'aria-label': t('cfx.pay.void') },
      h('span', { class: 'zone-label' }, t('cfx.pay.void')),
      places.map((i) => {
        const on = f.exile.includes(i);
        return h('button', {
          key: `g${i}`, type: 'button', class: 'small secondary', 'data-testid': 'pay-exile', 'data-card': me.graveyard[i],
          'data-tip': `confix:card:${me.graveyard[i]}`, 'aria-pressed': on ? 'true' : 'false', disabled: !on && f.exile.length >= most,
          onclick: () => set({ exile: on ? f.exile.filter((x) => x !== i) : [...f.exile, i] }),
        }, cardName(me.graveyard[i]));
      }),
      h('span', { class: 'pay-n' }, t('cfx.pay.exileN', { n: f.exile.length, max: most }))));
  }
  const cost = s.any == null ? null : { runes: s.printed.runes, any: s.any };
  const label = s.exact ? t('cfx.pay.go', { n: s.paid }) : t('cfx.pay.wrong', { paid: s.paid, need: s.runesNeeded });
  const pay = { runes: { ...f.runes } };
  if (f.power_of != null) pay.power_of = f.power_of;
  if (f.exile.length) pay.exile = f.exile.map((i) => me.graveyard[i]);
  return panelBox('decide', t('cfx.pay.title', { card: cardName(f.option.card) }),
    h('h3', null, t('cfx.pay.title', { card: cardName(f.option.card) })),
    h('p', { class: 'needs', 'data-testid': 'needs' }, cost ? t('cfx.pay.needs', { cost: costWords(cost) }) : t('cfx.pay.needsRunes', { n: s.runesNeeded })),
    rows, extras,
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'confirm', disabled: !s.exact, onclick: () => ctx.submit({ ...f.option, pay }) }, label),
      h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(back) }, t('panel.back'))));
}
