// The Project Confix board module (web/README.md describes what a board module is given and
// what it provides). Decks are chosen from the game's presets.
import { t } from '../../js/i18n.js';
import { STRINGS } from './strings.js';
import { loadCatalog, tip } from './catalog.js';
import { render, status, stats } from './board.js';
import { events, line } from './events.js';
import { keepFlow, escape } from './panel.js';
import { actionText } from './actions.js';

export default {
  id: 'confix',
  strings: STRINGS,
  styles: ['/games/confix/confix.css'],
  load: loadCatalog,
  tip,
  status,
  render,
  events,
  line,
  keepFlow,
  escape,
  stats,
  reason: (outcome) => t(`cfx.reason.${outcome.reason}`),
  actionText,
};
