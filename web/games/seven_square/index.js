// The Seven Square board module (web/README.md describes what a board module is given and
// what it provides). Decks are the game's presets.
import { t } from '../../js/i18n.js';
import { STRINGS } from './strings.js';
import { loadCatalog, tip } from './catalog.js';
import { render, status } from './board.js';
import { events, line, stats } from './events.js';
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
  reason: (outcome) => (outcome.reason === 'defeat' ? t('reason.ss.defeat') : null),
  actionText: (step, ctx) => actionLabel(step.action, ctx),
};
