// Why an option cannot be used, in the page's language. The server gives each refused option
// a stable code and an English sentence (`unavailable`: `{action, code, reason}`); the numbers
// and the element are read back from that sentence and worded again here, so the Chinese page
// says it in Chinese. A sentence this table does not know is shown as the server wrote it.
import { lang, t } from '../../js/i18n.js';
import { ELEMENTS } from './icons.js';

const num = (x) => (x === 'none' ? 0 : Number(x));
const element = (word) => ELEMENTS.find((e) => e === String(word).toLowerCase());

// Per code: how to read the sentence (a regular expression whose groups are its values) and
// the key of its words. Codes without a pattern have fixed words.
const PATTERNS = {
  not_enough_dice: [/needs (\d+), (\w+) held/, (m) => ({ need: num(m[1]), have: num(m[2]) })],
  not_enough_element: [/needs (\d+) (\w+), (\w+) held/, (m) => ({ need: num(m[1]), el: element(m[2]), have: num(m[3]) })],
  not_enough_same_element: [/needs (\d+) of one element, at most (\d+) held/, (m) => ({ need: num(m[1]), have: num(m[2]) })],
  not_enough_energy: [/\((\d+) of (\d+)\)/, (m) => ({ have: num(m[1]), need: num(m[2]) })],
};
const FIXED = ['skills_blocked', 'skill_refused', 'legend_used', 'no_target', 'nothing_to_tune', 'cannot_tune', 'already_active', 'bad_target'];

// The words of an `unavailable` entry (or of a refused action's error `{code, reason}`).
export function reasonText(x) {
  if (!x) return '';
  const { code, reason } = x;
  const pattern = PATTERNS[code];
  if (pattern) {
    const m = pattern[0].exec(reason || '');
    if (m) {
      const vars = pattern[1](m);
      if (vars.el !== undefined && !vars.el) return reason;
      if (vars.el) vars.el = t(`el.${vars.el}`);
      return t(`why.${code}`, vars);
    }
    return reason;
  }
  // The server's sentence names the skill by its number: the words here do not.
  if (FIXED.includes(code) && (lang() !== 'en' || code === 'skill_refused')) return t(`why.${code}`);
  if (code === 'cannot_play') return cannotPlay(reason);
  return reason;
}

// "the card cannot be played now: <why>": the why alone (the page says already that the card
// cannot be used now), worded again when it is a known one.
function cannotPlay(reason) {
  const why = /: (.*)$/.exec(reason || '');
  if (!why) return reason;
  if (lang() === 'en') return why[1];
  const key = `why.play.${why[1]}`;
  const words = t(key);
  return words === key ? why[1] : words;
}

// The words, English and Chinese.
export const REASON_STRINGS = {
  en: {
    'why.not_enough_dice': 'not enough dice: needs {need}, {have} held',
    'why.not_enough_element': 'not enough dice: needs {need} {el}, {have} held',
    'why.not_enough_same_element': 'not enough dice: needs {need} of one element, at most {have} held',
    'why.not_enough_energy': 'not enough energy ({have} of {need})',
    'why.skill_refused': 'the active character cannot use this skill now',
  },
  zh: {
    'why.not_enough_dice': '骰子不足：需要 {need} 个，持有 {have} 个',
    'why.not_enough_element': '骰子不足：需要 {need} 个{el}元素骰，持有 {have} 个',
    'why.not_enough_same_element': '骰子不足：需要 {need} 个同色骰，最多持有 {have} 个',
    'why.not_enough_energy': '充能不足（{have}/{need}）',
    'why.skills_blocked': '出战角色现在无法使用技能',
    'why.skill_refused': '出战角色现在不能使用此技能',
    'why.legend_used': '本局已打出过秘传牌',
    'why.no_target': '没有可选的目标',
    'why.nothing_to_tune': '没有可以调和的骰子',
    'why.cannot_tune': '这张牌不能调和',
    'why.already_active': '该角色已是出战角色',
    'why.bad_target': '不能以此为目标',
    'why.play.the character cannot use this weapon': '角色无法装备这种武器',
    'why.play.the talent belongs to another character': '这是其他角色的天赋',
    'why.play.the talent must be played on the active character': '天赋牌须对出战角色打出',
    'why.play.every character is satiated': '所有角色都已饱腹',
    'why.play.the character is satiated': '该角色已饱腹',
    'why.play.the character is not injured': '该角色未受伤',
    'why.play.the character must be active': '该角色须为出战角色',
    'why.play.a revive food was already played this round': '本回合已打出过复苏料理',
    'why.play.the first character wears no such equipment': '第一个角色没有这件装备',
    'why.play.the second character cannot use this weapon': '第二个角色无法装备这种武器',
    'why.play.you hold fewer than 8 dice': '持有的骰子少于 8 个',
    'why.play.the opponent has declared the end of its round': '对手已宣布回合结束',
    'why.play.none of your characters was knocked out this round': '本回合我方没有角色被击倒',
    'why.play.already played this round': '本回合已打出过',
    'why.play.there are fewer than 2 summons on the table': '场上召唤物少于 2 个',
    'why.play.the side still has dice': '仍持有骰子',
    'why.play.the opponent has fewer than 4 supports and summons': '对方支援牌与召唤物少于 4 个',
    'why.play.the character cannot use skills': '该角色无法使用技能',
    'why.play.only one Forbidden Knowledge may be played each round': '每回合只能打出一张「禁忌知识」',
    'why.play.one Bonecruncher\'s Energy Block a round': '每回合只能打出一张「噬骸能量块」',
  },
};
