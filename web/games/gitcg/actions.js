// A Genius Invokation TCG action in words, for the replay viewer's account of each step.
import { t } from '../../js/i18n.js';
import { cardName, charName, skillName, elementName } from './catalog.js';

// `step` is a replay step: who acted (`seat`) and the action they sent.
export function actionText(step, ctx) {
  const a = step.action;
  const chars = ctx.view.players[step.seat]?.characters || [];
  const named = (slot) => (chars[slot] ? charName(chars[slot].id, chars[slot].name) : `#${slot + 1}`);
  const paid = a.dice && a.dice.length ? ` · ${a.dice.map(elementName).join(', ')}` : '';
  switch (a.action) {
    case 'switch_hand': return a.cards.length ? t('p.switchN', { n: a.cards.length }) : t('p.keepHand');
    case 'choose_active': return named(a.slot);
    case 'reroll': return a.dice.length ? t('p.rerollN', { n: a.dice.length }) : t('p.keepDice');
    case 'use_skill': return `${skillName(a.skill)}${paid}`;
    case 'switch': return `${t('p.switchTo', { name: named(a.slot) })}${paid}`;
    case 'play_card': return `${cardName(a.card)}${paid}`;
    case 'tune': return `${cardName(a.card)}: ${t('p.tune', { el: elementName(a.die) })}`;
    case 'declare_end': return t('p.end');
    case 'discard_support': return t('p.discard', { name: `#${a.slot + 1}` });
    case 'pick': return t('p.pickN', { n: a.option + 1 });
    default: return a.action;
  }
}
