// The Summoner Wars board module (web/README.md describes what a board module is given and
// what it provides). Decks are factions, chosen from the game's presets.
import { t } from '../../js/i18n.js';
import { STRINGS } from './strings.js';
import { loadCatalog, tip } from './catalog.js';
import { render, status } from './board.js';
import { events, line } from './events.js';
import { actionLabel } from './panel.js';

export default {
  id: 'summoner_wars',
  strings: STRINGS,
  styles: ['/games/summoner_wars/summoner_wars.css'],
  load: loadCatalog,
  tip,
  status,
  render,
  events,
  line,
  keepFlow: (flow, prev, u) => !!prev && prev.version === u.version,
  reason: (outcome) => (outcome.reason === 'defeat' ? t('reason.sw.defeat') : null),
  actionText: (step, ctx) => actionLabel(step.action, ctx),
};
