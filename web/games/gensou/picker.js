// Choosing a card of your own deck: the opening search (both players at once, any card) and
// spirit release (once per match, a spell card). Every card the server lists is a choice with
// its text as a tooltip; the one picked is confirmed with a button above the list, which
// scrolls on its own (Escape or Back un-picks it).
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { card, cardName, kindText, numbers } from './catalog.js';
import { actionLabel } from './actions.js';

export function pickPanel(ctx, decision) {
  const picks = ctx.acts.filter((a) => a.action === decision);
  const pass = ctx.acts.find((a) => a.action === 'no_release');
  const f = ctx.flow && ctx.flow.kind === 'pick' && ctx.flow.decision === decision ? ctx.flow : null;
  const chosen = f ? picks.find((a) => a.card === f.card) : null;
  const title = t(`gs.d.${decision}`);
  const buttons = picks.map((a) => {
    const c = card(a.card);
    const on = !!chosen && chosen.card === a.card;
    return choice({
      key: a.card, label: cardName(a.card), sub: [kindText(c), numbers(c)].filter(Boolean).join(' · '), kind: 'pick',
      tip: `gensou:card:${a.card}`, data: { 'data-card': a.card, 'aria-pressed': on ? 'true' : 'false' },
      onclick: () => ctx.setFlow(on ? null : { kind: 'pick', decision, card: a.card }),
    });
  });
  return panelBox('decide', title,
    h('h3', { 'data-testid': 'decision', 'data-kind': decision }, title),
    h('p', { class: 'hint' }, t(`gs.pickHint.${decision}`)),
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'confirm', disabled: !chosen, onclick: () => chosen && ctx.submit(chosen) },
        chosen ? actionLabel(chosen) : t('gs.pickFirst')),
      chosen ? h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(null) }, t('panel.back')) : null,
      pass ? choice({ key: 'pass', label: actionLabel(pass), kind: 'pass', testid: 'pass', onclick: () => ctx.submit(pass) }) : null),
    h('div', { class: 'choices pick-list', 'data-testid': 'pick-list' }, buttons));
}
