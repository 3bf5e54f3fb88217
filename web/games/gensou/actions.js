// A 幻想梦斗符 action in words: the labels of the panel's choices and the replay viewer's
// account of each step. Payments say how many spell-power cards go and that orbs pay the rest.
import { t } from '../../js/i18n.js';
import { cardName } from './catalog.js';

// The actions that pay a spirit cost, and so carry `power`.
export const PAID = new Set(['declare', 'play_state', 'set_item', 'use_item', 'counter']);

// "2 spell-power cards, the rest in orbs", or "" when no power card is spent.
export function payText(a) {
  if (!PAID.has(a.action) || !a.power) return '';
  return t('gs.pay.power', { n: a.power });
}

// What an equipment slot holds now, for "(replaces …)".
function replaced(a, view) {
  if (!view || a.slot == null) return '';
  const me = view.viewer && view.viewer.kind === 'seat' ? view.viewer.seat : view.attacker;
  const pl = view.players[me];
  const e = pl && pl.equipment[a.slot];
  if (!e) return '';
  return t('gs.a.replaces', { card: e.card != null ? cardName(e.card) : t('gs.faceDown') });
}

// The action in words; `view` (optional) names what a slot's card would replace.
export function actionLabel(a, view) {
  const card = a.card != null ? cardName(a.card) : '';
  const slot = a.slot != null ? a.slot + 1 : '';
  switch (a.action) {
    case 'search': return t('gs.a.search', { card });
    case 'place_support': return t('gs.a.placeSupport', { card });
    case 'set_center': return t('gs.a.setCenter', { card });
    case 'go_hyper': return t('gs.a.goHyper');
    case 'skip_change': return t('gs.a.skipChange');
    case 'set_power': return t('gs.a.setPower', { card });
    case 'set_trap': return `${t('gs.a.setTrap', { card, slot })}${replaced(a, view)}`;
    case 'end_set': return t('gs.a.endSet');
    case 'declare': return t('gs.a.declare', { card });
    case 'play_state': return t('gs.a.playState', { card });
    case 'set_item': return `${t('gs.a.setItem', { card, slot })}${replaced(a, view)}`;
    case 'use_item': return t('gs.a.useItem', { card });
    case 'end_battle': return t('gs.a.endBattle');
    case 'counter': return t('gs.a.counter', { card });
    case 'no_counter': return t('gs.a.noCounter');
    case 'trigger': return t('gs.a.trigger', { slot });
    case 'no_trap': return t('gs.a.noTrap');
    case 'release': return t('gs.a.release', { card });
    case 'no_release': return t('gs.a.noRelease');
    case 'discard': return t('gs.a.discard', { card });
    default: return a.action;
  }
}

// A replay step (`{seat, action}`) in words (the viewer names who acted).
export function actionText(step) {
  const a = step.action;
  const pay = payText(a);
  return `${actionLabel(a, null)}${pay ? ` (${pay})` : ''}`;
}
