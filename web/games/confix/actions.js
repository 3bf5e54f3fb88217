// A Project Confix action in words: the labels of the decision panel's buttons and the replay
// viewer's account of each step. Payments are written out by colour.
import { t } from '../../js/i18n.js';
import { cardName, elementName, runesWords } from './catalog.js';
import { permName, targetWords, who, whose, cap } from './names.js';

// The runes and class abilities a payment uses, in words.
export function payWords(ctx, pay) {
  if (!pay) return '';
  const runes = pay.runes && typeof pay.runes === 'object' ? pay.runes : pay;
  const bits = [runesWords(runes)];
  if (pay.power_of != null) bits.push(t('cfx.pay.powerOf', { perm: permName(ctx, pay.power_of) }));
  if (pay.exile && pay.exile.length) bits.push(t('cfx.pay.exile', { cards: pay.exile.map(cardName).join(', ') }));
  return bits.join(' + ');
}

// The label of an action as a choice (what the button says).
export function actionLabel(a, ctx) {
  return cap(labelOf(a, ctx));
}

function labelOf(a, ctx) {
  const target = targetWords(ctx, a.target && typeof a.target === 'object' ? a.target : null);
  switch (a.action) {
    case 'keep': return t('cfx.a.keep');
    case 'redraw': return t('cfx.a.redraw');
    case 'choose_rune': return t('cfx.a.rune', { el: elementName(a.element) });
    case 'play_card': return target ? t('cfx.a.castAt', { card: cardName(a.card), target }) : t('cfx.a.cast', { card: cardName(a.card) });
    case 'activate': return target ? t('cfx.a.activateAt', { perm: permName(ctx, a.permanent), target }) : t('cfx.a.activate', { perm: permName(ctx, a.permanent) });
    case 'summon_guards': return t('cfx.a.guards', { n: a.count });
    case 'roll_plane_die': return t('cfx.a.roll');
    case 'attack': return t('cfx.a.attack', { perm: permName(ctx, a.creature), target: who(ctx, a.target) });
    case 'defend': return t('cfx.a.defend', { perm: permName(ctx, a.creature) });
    case 'take_damage': return t('cfx.a.takeDamage');
    case 'lose_creatures': return t('cfx.a.loseCreatures');
    case 'choose_casualty': return t('cfx.a.casualty', { perm: permName(ctx, a.creature) });
    case 'accept': return t('cfx.a.accept');
    case 'decline': return t('cfx.a.decline');
    case 'end_phase': return endLabel(ctx);
    default: return a.action;
  }
}

// What ending the phase means now.
export function endLabel(ctx) {
  const v = ctx.view;
  const d = ctx.mine;
  if (d && d.kind === 'defend') return t('cfx.a.endDefend');
  if (v.phase === 'combat') return t('cfx.a.endAttack');
  if (v.phase === 'second_cast') return t('cfx.a.endTurn');
  return t('cfx.a.endCast');
}

// A replay step in words: the action with what it paid.
export function actionText(step, ctx) {
  const a = step.action;
  const label = a.action === 'end_phase' ? t('cfx.a.ended') : actionLabel(a, ctx);
  const pay = a.pay ? payWords(ctx, a.pay) : '';
  return pay && pay !== t('cfx.noRunes') ? `${label} · ${pay}` : label;
}
