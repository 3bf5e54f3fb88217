// Why something cannot be used now, in the current language, from the server's `unavailable`
// entry: its stable `code` says which refusal it is, the action names the card, and the
// numbers come from the server's own reason (the engine's message, e.g. "1 orbs needed, 0
// ready"). A code this module does not know, or a message without the numbers it expects,
// shows the server's reason as it is: the client words refusals, it never judges them.
import { t } from '../../js/i18n.js';
import { card, cardName } from './catalog.js';

// How many numbers each worded reason takes from the server's message, in the order the
// message gives them (cards are named by id there, so ids are among them).
const NUMBERS = { not_flashy_enough: 3, not_enough_spirit: 2, character_not_in_play: 2 };

export function reasonText(u, view) {
  if (!u) return '';
  const code = u.code;
  const a = u.action || {};
  const id = a.card;
  const nums = (u.reason || '').match(/-?\d+/g) || [];
  if (NUMBERS[code] && nums.length < NUMBERS[code]) return u.reason || code;
  const owner = id != null && card(id) && card(id).character != null ? cardName(card(id).character) : '';
  const vars = { card: id != null ? cardName(id) : '', owner, phase: t(`gs.phase.${view ? view.phase : 'battle'}`) };
  switch (code) {
    case 'not_flashy_enough': Object.assign(vars, { flash: nums[1], top: nums[2] }); break;
    case 'not_enough_spirit': Object.assign(vars, { needed: nums[0], have: nums[1] }); break;
    case 'character_not_in_play': vars.owner = cardName(Number(nums[1])); break;
    default: break;
  }
  const key = `gs.why.${code}`;
  const text = t(key, vars);
  return text === key ? (u.reason || code) : text;
}

// The entry of `ctx.unavailable` for an action of this shape, if any.
export function refusedFor(ctx, shape) {
  return ctx.unavailable.find((x) => x.action && Object.entries(shape).every(([k, v]) => x.action[k] === v)) || null;
}
