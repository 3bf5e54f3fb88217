// The Seven Square board module (web/README.md describes what a board module is given and
// what it provides). Decks are the game's presets.
import { t } from '../../js/i18n.js';
import { STRINGS } from './strings.js';
import { loadCatalog, tip } from './catalog.js';
import { render, status } from './board.js';
import { events, line, stats, lastEnding } from './events.js';
import { actionLabel, escape, keepFlow } from './panel.js';

export default {
  id: 'seven_square',
  strings: STRINGS,
  styles: ['/games/seven_square/seven_square.css'],
  load: loadCatalog,
  tip,
  status,
  render,
  events,
  line,
  keepFlow,
  escape,
  stats,
  // What happened, once: the ending the match's last events told, else the rules' words.
  reason: (outcome) => {
    if (outcome.reason !== 'defeat') return null;
    return lastEnding.kind ? t(`ss.ending.${lastEnding.kind}`) : t('reason.ss.defeat');
  },
  actionText: (step, ctx) => actionLabel(step.action, ctx),
};
