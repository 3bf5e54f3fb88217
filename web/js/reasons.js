// The server's refusals in the interface's language. The server words every refusal in
// English and gives it a stable code (`unavailable` items and illegal actions: the game's
// reason code; errors: the protocol's error code), so the client words them by code. The
// numbers a refusal carries ("not enough energy (1 of 3)") are taken from the server's words
// in the order it gives them, and element names found there are translated. A code with no
// words here keeps the server's own: the client words refusals, it never judges them.
import { lang } from './i18n.js';

// Element names as the servers write them, and in Chinese.
const ELEMENTS_ZH = {
  Cryo: '冰', Hydro: '水', Pyro: '火', Electro: '雷', Anemo: '风', Geo: '岩', Dendro: '草', Omni: '万能',
};

// Game reason codes in Chinese, by game where the same code says different things, then for
// every game. `{0}`, `{1}` are the server's numbers in order; `{el}` its element.
const WHY_ZH = {
  '*': {
    game_over: '对局已结束',
    not_your_turn: '现在不是你做决定的时候',
    wrong_decision: '现在不能这样做',
    wrong_phase: '现在的阶段不能这样做',
    wrong_step: '现在的阶段不能这样做',
    no_such_seat: '没有这个座位',
    not_in_hand: '这张牌不在你的手牌中',
    not_in_deck: '这张牌不在你的牌组中',
    bad_target: '不能以此为目标',
    no_target: '现在没有可选的目标',
    not_yours: '这不是你的卡牌',
    already_used: '本回合已经用过了',
    wrong_kind: '这张牌不能这样使用',
    no_such_ability: '没有这个能力',
    out_of_range: '超出射程',
    unreachable: '无法到达那里',
    off_board: '超出棋盘范围',
    wrong_payment: '支付与费用不符',
  },
  gitcg: {
    not_your_turn: '现在不是你做决定的时候',
    no_such_skill: '出战角色没有这个技能',
    skills_blocked: '出战角色现在无法使用技能',
    skill_refused: '出战角色现在不能使用这个技能',
    dice_not_held: '你没有这些骰子',
    wrong_payment: '支付与费用不符（需要 {0} 个骰子，给出 {1} 个）',
    missing_element: '支付与费用不符：需要 {0} 个{el}骰，给出 {1} 个',
    not_same_element: '支付与费用不符：需要 {0} 个同元素骰子，最多给出 {1} 个',
    not_enough_dice: '骰子不足：需要 {0} 个，持有 {1} 个',
    not_enough_element: '骰子不足：需要 {0} 个{el}骰，持有 {1} 个',
    not_enough_same_element: '骰子不足：需要 {0} 个同元素骰子，最多持有 {1} 个',
    not_enough_energy: '充能不足（{0}/{1}）',
    bad_character: '该位置没有存活的角色',
    already_active: '该角色已经是出战角色',
    bad_target: '这张牌不能以此为目标',
    no_target: '现在没有可以打出的目标',
    cannot_play: '这张牌现在无法打出',
    legend_used: '本局已经打出过秘传牌',
    bad_hand_selection: '所选的牌不在手牌中',
    nothing_to_tune: '没有可以调和的骰子',
    bad_tune_die: '这个骰子不能调和',
    no_such_support: '该位置没有支援牌',
    no_such_option: '没有这个选项',
    cannot_tune: '这张牌不能调和',
  },
  summoner_wars: {
    not_your_turn: '现在不是你的回合',
    no_place: '这张牌现在没有可用的位置或目标',
    not_in_discard: '这张牌不在你的弃牌堆中',
    wrong_card: '这张牌不能这样使用',
    not_enough_magic: '魔力不足（{0}/{1}）',
    no_card: '那里没有卡牌',
    not_yours: '那张卡牌不归你使用',
    occupied: '该格已被占据',
    not_next_to_gate: '该格不在你控制的城门旁',
    outside_build_zone: '该格既不在你的后三排，也不在你的召唤师旁',
    immobile: '建筑不能移动',
    already_moved: '该单位已经移动过',
    move_limit: '本回合不能再移动更多单位',
    unreachable: '无法到达该格',
    already_attacked: '该单位已经攻击过',
    attack_limit: '本回合不能再用更多单位攻击',
    sluggish: '该单位移动过，不能攻击',
    out_of_range: '目标超出射程',
    line_blocked: '有卡牌挡住了攻击路线',
    must_target_guard: '该单位必须攻击相邻的城堡骑士',
    already_used: '该能力已经用过',
    nothing_to_attack: '该单位将没有可攻击的敌方卡牌',
    active_area_full: '激活区已满',
  },
  // 幻想梦斗符's board words the refusals that carry numbers itself (gensou/reasons.js).
  gensou: {
    unknown_card: '没有这张牌',
    not_a_spell_card: '符卡解放需要翻开一张符卡，这是角色卡',
    already_on_field: '该角色已经在场上',
    character_zone_full: '角色区已满',
    not_a_support: '该角色不是 SUPPORT',
    no_center: '你没有 CENTER 角色',
    hyper_in_play: '决斗区已有 HYPER 角色：CENTER 或 HYPER 只能有一个',
    power_zone_full: '灵力区已有 5 张牌',
    no_such_slot: '没有这个装备栏',
    no_trap_there: '该栏没有盖放的陷阱',
    need_not_met: '卡牌上的条件未满足',
    nullity: '这张牌带有 NULLITY，不能按通常方式宣言',
    not_enough_power_cards: '灵力牌不足：给出 {0} 张，灵力区有 {1} 张',
    overpaid: '支付过多：给出 {0} 张灵力牌，费用为 {1}',
    final_spell_used: '本局已经用过终符',
    final_needs_center: '终符需要其角色为 CENTER 或 HYPER',
    uncounterable: '这张牌只能被终符反击',
    wrong_timing: '这张牌不能在此时机使用',
    no_target: '这张牌需要的交锋卡牌不在场',
  },
  seven_square: {
    already_done: '你已经做过这个决定',
    general_first: '请先放置你的将',
    not_prestige: '这不是带【威光】的单位',
    no_such_hand_position: '手牌中没有这个位置',
    not_in_temple: '这张牌不在你的神殿中',
    not_enough_ip: 'IP 不足：需要 {0}，持有 {1}',
    no_deploy_field: '这里没有可供此牌部署的场地',
    square_full: '该格已有 2 个你的单位和坐骑',
    enemy_on_square: '该格有敌方单位，不能在此部署',
    no_such_piece: '棋盘上没有这张牌',
    not_ready: '这张牌本回合刚刚到场',
    already_acted: '这张牌本回合已经行动过',
    action_limit: '本回合已有三张牌行动过',
    cannot_move: '这张牌不能移动',
    field_present: '该格已有场地',
    bad_refill: '这个【補填】选择不可行',
    not_a_unit: '这不是单独的单位',
    not_a_mount: '这不是坐骑',
    not_together: '单位和坐骑不在同一格',
    mount_full: '坐骑已满载',
    mount_taken: '坐骑载有敌方单位',
    mount_would_destroy: '骑乘会使部队失去全部生命',
    no_battle: '该格没有战斗',
    already_fought: '该格的战斗已经进行过',
    no_field: '该格没有场地',
    no_engineer: '你的工兵不在该格',
  },
  confix: {
    not_your_turn: '现在没有需要你决定的事',
    no_such_permanent: '没有这个永久物',
    not_yours: '这个永久物不归你使用',
    colour_not_allowed: '你的职业不使用这种颜色的符文',
    not_enough_runes: '{el}符文不足：需要 {0} 个，持有 {1} 个',
    colour_short: '费用要求 {0} 个{el}符文，支付了 {1} 个',
    not_enough_active_runes: '激活的符文不足：需要 {0} 个，持有 {1} 个',
    wrong_payment: '费用为 {0} 个符文，支付了 {1} 个',
    class_cannot: '你的职业不能这样做',
    useless_payment: '费用已付清，不需要再支付',
    not_enough_graveyard: '墓地的牌不足：需要 {0} 张，现有 {1} 张',
    tapped: '这个永久物已横置',
    sick: '这个生物有召唤失调',
    not_a_creature: '这不是生物',
    no_power: '这个永久物没有力量',
    already_attacking: '这个生物已经在攻击',
    already_defending: '这个生物已经在防御',
    not_an_enemy: '那不是存活的敌人',
    no_target: '现在没有可以指定的目标',
    no_ability: '这个永久物没有横置能力',
    already_used: '本回合已经用过召唤守卫',
    bad_count: '这里不允许这个数量',
    must_take_damage: '没有防御生物可以承受伤害',
  },
};

// The protocol's error codes in Chinese (protocol/README.md lists them).
const ERRORS_ZH = {
  bad_json: '消息不是有效的 JSON',
  unknown_type: '未知的消息类型',
  bad_message: '消息格式不对',
  hello_required: '请先打招呼（hello）',
  protocol_version: '服务器使用的协议版本不同',
  bad_token: '会话已过期',
  not_found: '找不到这个房间或对局',
  room_full: '房间已满，或这个座位已有人',
  already_in_room: '请先离开你的房间',
  not_in_room: '请先加入一个房间',
  unknown_game: '服务器没有这个游戏',
  bad_options: '房间设置无效',
  bad_deck: '牌组不符合规则',
  not_your_turn: '现在不是你做决定的时候',
  illegal_action: '这个行动不合规则',
  stale_version: '对局已有变化，请根据最新局面重新决定',
  malformed_action: '行动格式不对',
  spectator_cannot_act: '观战者不能行动',
  spectating_forbidden: '这个对局不允许这种观战方式',
  kicked: '你被移出了这个对局的观众',
  rate_limited: '消息太多，请慢一点',
  frame_too_large: '消息太大',
  replaced: '此会话已在别处打开',
  match_over: '对局已经结束',
  shutting_down: '服务器正在重启，请稍后再试',
  match_moved: '对局已转到另一台服务器，正在重新连接',
  internal: '服务器内部错误',
  name_taken: '这个名字已被注册：请登录，或换一个名字',
  bad_session: '登录已失效，请重新登录',
  account_required: '需要登录账号才能这样做',
  account_disabled: '这个账号已被停用',
};

// The server's words with "none" read as 0, so a count always comes out as a number.
function numbers(text) {
  return (String(text || '').replace(/\bnone\b/g, '0').match(/\d+/g) || []);
}

function fill(template, said) {
  const nums = numbers(said);
  const el = (String(said || '').match(/\b(Cryo|Hydro|Pyro|Electro|Anemo|Geo|Dendro|Omni)\b/) || [])[1];
  // A template that needs more numbers than the words give is not used.
  const wanted = (template.match(/\{\d\}/g) || []).map((x) => Number(x[1]));
  if (wanted.some((i) => nums[i] === undefined)) return null;
  if (template.includes('{el}') && !el) return null;
  return template.replace(/\{(\d)\}/g, (_, i) => nums[Number(i)]).replace('{el}', el ? ELEMENTS_ZH[el] : '');
}

// Why a game refused (or would refuse) something, in the current language: `code` is the
// game's reason code, `said` the server's words.
export function whyText(game, code, said) {
  if (lang() === 'en' || !code) return said || code || '';
  const template = (WHY_ZH[game] && WHY_ZH[game][code]) || WHY_ZH['*'][code];
  return (template && fill(template, said)) || said || code;
}

// An `unavailable` entry with its reason in the current language; the server's own words stay
// in `said` (a board that words reasons itself reads its numbers there).
export function translateUnavailable(game, u) {
  if (!u || lang() === 'en') return u;
  return { ...u, said: u.reason, reason: whyText(game, u.code, u.reason) };
}

// An error from the server in the current language: `{code, message, reason}`, where `reason`
// is the game's code for an illegal action.
export function errorText(game, e) {
  if (!e) return '';
  if (lang() === 'en') return e.message || e.code;
  if (e.reason && (e.code === 'illegal_action' || e.code === 'stale_version')) {
    const why = whyText(game, e.reason, e.message);
    if (why !== e.message) return why;
  }
  // A refused deck or room says which rule: the server's words follow ours.
  if ((e.code === 'bad_deck' || e.code === 'bad_options') && e.message) return `${ERRORS_ZH[e.code]}：${e.message}`;
  return ERRORS_ZH[e.code] || e.message || e.code;
}
