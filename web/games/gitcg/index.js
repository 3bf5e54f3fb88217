// The Genius Invokation TCG board module (web/README.md describes what a board module is
// given and what it provides).
import { STRINGS } from './strings.js';
import { loadCatalog, tip } from './catalog.js';
import { render, status, stats } from './board.js';
import { events, line } from './events.js';
import { keepFlow, escape } from './panel.js';
import { deck } from './decks.js';
import { actionText } from './actions.js';

export default {
  id: 'gitcg',
  strings: STRINGS,
  styles: ['/games/gitcg/gitcg.css'],
  load: loadCatalog,
  tip,
  status,
  render,
  events,
  line,
  keepFlow,
  escape,
  stats,
  deck,
  actionText,
};
