// Genius Invokation TCG events as log items, feedback and numbers. An item keeps the event
// with what the log needs to word it later (the round, and the skill or card it came from), so
// the log can be reworded in another language. Damage and heal events name their source (the
// skill, summon, status, support, equipment or card); the skill or card played in the same step
// stands in only for events from an older server that sent none.
import { t } from '../../js/i18n.js';
import { cardName, charName, skillName, entityName, elementName, damageName, learnEntities } from './catalog.js';

const charSel = (ref) => `[data-char="${ref.seat}:${ref.slot}"]`;

function charLabel(ref, ctx) {
  const p = ctx.view.players[ref.seat];
  const c = p && p.characters[ref.slot];
  const name = c ? charName(c.id, c.name) : t('p.charSlot', { n: ref.slot + 1 });
  return `${ctx.whose(ref.seat)} ${name}`.trim();
}

function emptyStats() { return { dealt: {}, taken: {}, healed: {} }; }
const add = (map, ref, n) => { const k = `${ref.seat}:${ref.slot}`; map[k] = (map[k] || 0) + n; };

export function events({ match, view, events: list }) {
  learnEntities(view);
  const b = match.board;
  if (!b.stats) b.stats = emptyStats();
  if (b.round === undefined) b.round = view.round;
  const items = [];
  const cues = [];
  // The source of what follows in this step; a step's events come in one update.
  let src = b.phase === 'end' ? { phase: 'end' } : null;
  for (const e of list) {
    switch (e.event) {
      case 'round_started': b.round = e.round; src = null; break;
      case 'phase_started': b.phase = e.phase; src = e.phase === 'end' ? { phase: 'end' } : null; break;
      case 'turn_started': src = null; break;
      case 'skill_used':
        src = { char: e.character, skill: e.skill };
        cues.push({ at: charSel(e.character), kind: 'play', text: skillName(e.skill) });
        break;
      case 'card_played':
        src = { card: e.card, seat: e.seat };
        cues.push({ at: `[data-side-seat="${e.seat}"]`, kind: 'play', text: cardName(e.card) });
        break;
      case 'damage':
        add(b.stats.taken, e.target, e.amount);
        {
          const by = sourceOf(e.source) || src;
          if (by && by.char) add(b.stats.dealt, by.char, e.amount);
        }
        cues.push({ at: charSel(e.target), kind: e.reaction ? 'reaction' : 'damage', text: `−${e.amount}${e.reaction ? ` ${t(`reaction.${e.reaction}`)}` : ''}` });
        break;
      case 'element_applied':
        if (e.reaction) cues.push({ at: charSel(e.target), kind: 'reaction', text: t(`reaction.${e.reaction}`) });
        break;
      case 'healed':
        add(b.stats.healed, e.target, e.amount);
        cues.push({ at: charSel(e.target), kind: 'heal', text: `+${e.amount}` });
        break;
      case 'knocked_out':
        cues.push({ at: charSel(e.character), kind: 'ko', text: t('fx.ko') });
        break;
      case 'entity_added':
        if (e.zone.zone === 'summons') cues.push({ at: `[data-zone="summons-${e.seat}"]`, kind: 'summon', text: entityName(e.entity) });
        break;
      default: break;
    }
    const item = { e, r: b.round };
    if (e.event === 'damage' || e.event === 'healed') {
      const named = sourceOf(e.source);
      if (named || src) item.src = named || src;
    }
    items.push(item);
  }
  return { items, cues };
}

// An event's own source, in the log's terms.
function sourceOf(source) {
  if (!source) return null;
  switch (source.kind) {
    case 'skill': return { char: source.character, skill: source.skill };
    case 'card': return { card: source.card, seat: source.seat };
    case 'entity': return { entity: source.entity, seat: source.seat };
    default: return null;
  }
}

// The words of one item, or null for events the board already shows (energy).
export function line(item, ctx) {
  const e = item.e;
  const who = (s) => ctx.who(s);
  const card = (id) => (id != null ? cardName(id) : t('log.aCard'));
  switch (e.event) {
    // The round is named by the heading of its first phase.
    case 'round_started': return null;
    case 'phase_started':
      if (e.phase === 'action' || e.phase === 'game_over') return { text: t(`phase.${e.phase}`), cls: 'phase dim' };
      return { text: item.r ? t('log.phaseHead', { r: item.r, phase: t(`phase.${e.phase}`) }) : t('log.setupHead', { phase: t(`phase.${e.phase}`) }), cls: 'phase', head: true };
    case 'turn_started': return { text: t('log.turnHead', { r: item.r, whose: ctx.whose(e.seat) }), cls: 'turn', head: true };
    case 'card_drawn': return { text: t('log.drew', { who: who(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'card_burned': return { text: t('log.burned', { who: who(e.seat), card: card(e.card) }) };
    case 'card_discarded': return { text: t('log.discarded', { who: who(e.seat), card: card(e.card) }) };
    case 'card_returned': return { text: t('log.returned', { who: who(e.seat), card: card(e.card) }), cls: 'dim' };
    case 'card_created': return { text: t('log.created', { who: who(e.seat), card: card(e.card) }) };
    case 'hand_switched': return { text: e.count ? t('log.switched', { who: who(e.seat), n: e.count }) : t('log.kept', { who: who(e.seat) }) };
    case 'active_chosen_secretly': return { text: t('log.chose', { who: who(e.seat) }), cls: 'dim' };
    case 'active_changed': return { text: t('log.activeNow', { char: charLabel(e.character, ctx) }) };
    case 'first_player': return { text: ctx.p.player && e.seat === ctx.p.me ? t('log.firstYou') : t('log.first', { who: who(e.seat) }) };
    case 'dice_rolled': return {
      text: e.dice ? t('log.rolled', { who: who(e.seat), dice: e.dice.map(elementName).join(', ') }) : t('log.rolledN', { who: who(e.seat), n: e.count }),
      cls: 'dim',
    };
    case 'skill_used': return { text: t('log.skill', { char: charLabel(e.character, ctx), skill: skillName(e.skill) }), cls: 'skill' };
    case 'card_played': return { text: t('log.played', { who: who(e.seat), card: cardName(e.card) }), cls: 'played' };
    case 'tuned': return { text: t('log.tuned', { who: who(e.seat), card: card(e.card), el: elementName(e.to) }) };
    case 'declared_end': return { text: t('log.declared', { who: who(e.seat) }) };
    case 'damage': return {
      text: t('log.damage', {
        target: charLabel(e.target, ctx), amount: e.amount, el: damageName(e.damage), hp: e.hp,
        reaction: e.reaction ? t(`reaction.${e.reaction}`) : '', src: item.src ? sourceText(item.src, ctx) : '',
      }),
      cls: e.reaction ? 'dmg reaction' : 'dmg',
    };
    case 'element_applied': return {
      text: t('log.applied', { el: elementName(e.element), target: charLabel(e.target, ctx), reaction: e.reaction ? t(`reaction.${e.reaction}`) : '' }),
      cls: e.reaction ? 'reaction' : '',
    };
    case 'healed': return {
      text: t('log.healed', { target: charLabel(e.target, ctx), amount: e.amount, hp: e.hp, src: item.src ? sourceText(item.src, ctx) : '' }),
      cls: 'heal',
    };
    case 'energy_changed': return null;
    case 'knocked_out': return { text: t('log.ko', { target: charLabel(e.character, ctx) }), cls: 'ko' };
    case 'defeat_prevented': return { text: t('log.survived', { target: charLabel(e.character, ctx), hp: e.hp }), cls: 'heal' };
    case 'entity_added': return { text: t('log.entity', { whose: ctx.whose(e.seat), entity: entityName(e.entity), where: where(e.zone, e.seat, ctx) }), cls: e.zone.zone === 'summons' ? 'summon' : 'dim' };
    case 'entity_removed': return { text: t('log.gone', { whose: ctx.whose(e.seat), entity: entityName(e.entity) }), cls: 'dim' };
    case 'game_over': {
      const o = e.outcome;
      const text = o.result === 'win' ? t('log.won', { who: who(o.winner) }) : (o.result === 'draw' ? t('log.draw') : t('log.allLose'));
      return { text, cls: 'over' };
    }
    default: return { text: e.event, cls: 'dim' };
  }
}

function sourceText(src, ctx) {
  if (src.char) return t('src.skill', { char: charLabel(src.char, ctx), skill: skillName(src.skill) });
  if (src.card != null) return t('src.card', { card: `${ctx.whose(src.seat)} ${cardName(src.card)}`.trim() });
  if (src.entity != null) return t('src.card', { card: `${ctx.whose(src.seat)} ${entityName(src.entity)}`.trim() });
  if (src.phase) return t('src.phase', { phase: t(`phase.${src.phase}`) });
  return '';
}

function where(zone, seat, ctx) {
  switch (zone.zone) {
    case 'summons': return t('where.summons');
    case 'supports': return t('where.supports');
    case 'combat': return t('where.combat');
    case 'character': {
      const c = ctx.view.players[seat].characters[zone.slot];
      return t('where.character', { char: c ? charName(c.id, c.name) : t('p.charSlot', { n: zone.slot + 1 }) });
    }
    default: return t('where.other');
  }
}

