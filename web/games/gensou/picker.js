// Choosing a card of your own deck: the opening search (both players at once, any card) and
// spirit release (once per match, a spell card). The cards the server lists are grouped as a
// newcomer looks for them (characters, each character's battle spells, state spells, traps,
// items), each with its numbers and its text as a tooltip, and one is suggested with the reason
// in words. The suggestion is taken in one click; any other card is picked, then confirmed with
// the button above the list (Escape or Back un-picks it).
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { panelBox, choice } from '../../js/widgets/layout.js';
import { card, cardName, kindText, numbers } from './catalog.js';
import { actionLabel } from './actions.js';

// The groups of the list, in order: characters, then battle spells by character, then the rest.
const KIND_ORDER = ['character', 'battle', 'state', 'trap', 'instant_item', 'lasting_item'];

function groupsOf(picks) {
  const groups = new Map();
  for (const a of picks) {
    const c = card(a.card);
    const kind = c ? c.kind : 'other';
    const key = kind === 'battle' && c.character != null ? `battle:${c.character}` : kind;
    if (!groups.has(key)) groups.set(key, { key, kind, character: kind === 'battle' ? c.character : null, acts: [] });
    groups.get(key).acts.push(a);
  }
  const rank = (g) => (KIND_ORDER.indexOf(g.kind) + 1 || 99);
  return [...groups.values()].sort((x, y) => rank(x) - rank(y) || (x.character ?? 0) - (y.character ?? 0));
}

function groupTitle(g) {
  if (g.kind === 'battle' && g.character != null) return t('gs.pick.battleOf', { name: cardName(g.character) });
  return t(`gs.pick.group.${g.kind}`);
}

// The card a newcomer would do well to take, and why: a battle spell of a character already
// in your character zone (so it can be declared at once), the strongest of those you can pay
// with a full set of orbs; else a second character; else the first card listed.
export function suggestion(ctx, picks) {
  const me = ctx.view.players[ctx.p.me];
  const present = new Set((me ? me.characters : []).map((c) => c.card));
  const usable = picks.filter((a) => {
    const c = card(a.card);
    return c && c.kind === 'battle' && !c.final_spell && !c.nullity && present.has(c.character) && (c.cost ?? 0) <= 2;
  });
  if (usable.length) {
    // A card not in the hand yet first, then the strongest.
    const held = new Set(me && Array.isArray(me.hand) ? me.hand : []);
    const rank = (a) => (held.has(a.card) ? 0 : 100000) + (card(a.card).power ?? 0);
    const best = usable.reduce((x, y) => (rank(y) > rank(x) ? y : x));
    const c = card(best.card);
    return { act: best, why: t('gs.pick.whyBattle', { owner: cardName(c.character), power: c.power, cost: c.cost ?? 0 }) };
  }
  const other = picks.find((a) => card(a.card)?.kind === 'character' && !present.has(a.card));
  if (other) return { act: other, why: t('gs.pick.whyCharacter') };
  return picks.length ? { act: picks[0], why: '' } : null;
}

export function pickPanel(ctx, decision) {
  const picks = ctx.acts.filter((a) => a.action === decision);
  const pass = ctx.acts.find((a) => a.action === 'no_release');
  const f = ctx.flow && ctx.flow.kind === 'pick' && ctx.flow.decision === decision ? ctx.flow : null;
  const chosen = f ? picks.find((a) => a.card === f.card) : null;
  const title = t(`gs.d.${decision}`);
  const hint = suggestion(ctx, picks);
  const button = (a) => {
    const c = card(a.card);
    const on = !!chosen && chosen.card === a.card;
    const suggested = hint && hint.act.card === a.card;
    return choice({
      key: a.card, label: cardName(a.card), sub: [kindText(c), numbers(c), suggested ? t('gs.pay.suggested') : ''].filter(Boolean).join(' · '),
      kind: 'pick', tip: `gensou:card:${a.card}`,
      data: { 'data-card': a.card, 'aria-pressed': on ? 'true' : 'false', 'data-suggested': suggested ? 'true' : null },
      onclick: () => ctx.setFlow(on ? null : { kind: 'pick', decision, card: a.card }),
    });
  };
  return panelBox('decide', title,
    h('div', { class: 'gs-search' },
      h('h3', { 'data-testid': 'decision', 'data-kind': decision }, title),
      h('p', { class: 'hint' }, t(`gs.pickHint.${decision}`)),
      h('div', { class: 'row gs-suggest' },
        hint ? choice({ key: 'take', label: t('gs.pick.take', { card: cardName(hint.act.card) }), sub: hint.why || null, kind: 'take', testid: 'take-suggestion', tip: `gensou:card:${hint.act.card}`, data: { 'data-card': hint.act.card }, onclick: () => ctx.submit(hint.act) }) : null,
        h('button', { type: 'button', 'data-testid': 'confirm', disabled: !chosen, onclick: () => chosen && ctx.submit(chosen) },
          chosen ? actionLabel(chosen) : t('gs.pickFirst')),
        chosen ? h('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => ctx.setFlow(null) }, t('panel.back')) : null,
        pass ? choice({ key: 'pass', label: actionLabel(pass), kind: 'pass', testid: 'pass', onclick: () => ctx.submit(pass) }) : null),
      h('div', { class: 'pick-list', 'data-testid': 'pick-list' },
        groupsOf(picks).map((g) => h('section', { key: g.key, class: 'pick-group', 'data-group': g.key, 'aria-label': groupTitle(g) },
          h('h4', null, groupTitle(g), h('small', null, ` (${g.acts.length})`)),
          h('div', { class: 'choices' }, g.acts.map(button)))))));
}
