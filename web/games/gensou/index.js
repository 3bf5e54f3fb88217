// The 幻想梦斗符 (Gensou Mutoufu) board module (web/README.md describes what a board module
// is given and what it provides). Decks are the game's presets, each shown with its description.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { STRINGS } from './strings.js';
import { G, loadCatalog, tip } from './catalog.js';
import { render, status, stats } from './board.js';
import { events, line, lastVictory } from './events.js';
import { keepFlow, escape } from './panel.js';
import { actionText } from './actions.js';

const deck = {
  render(dc) {
    const p = G.presets.find((x) => x.name === dc.state.preset);
    return [dc.presetSelect(), p ? h('p', { key: 'about', class: 'hint', 'data-testid': 'preset-about' }, p.description) : null];
  },
  current: (st) => ({ preset: st.preset }),
  problems: (st) => (st.preset ? [] : [t('deck.choosePreset')]),
  label: (st) => `“${st.preset}”`,
};

export default {
  id: 'gensou',
  strings: STRINGS,
  styles: ['/games/gensou/gensou.css'],
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
  // The server's outcome says "defeat" (or "card_victory" for a card's special victory); the
  // game's own words say how (shot down, popularity, a card's special victory), as the last
  // match's events told it.
  reason: (outcome) => ((outcome.reason === 'defeat' || outcome.reason === 'card_victory') && lastVictory.kind ? t(`gs.victory.${lastVictory.kind}`) : null),
  actionText,
};
