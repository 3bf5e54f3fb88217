// Chinese for the whole app: the choice is remembered across reloads; the game picker, the
// lobby's labels and the bots' levels are in Chinese; the server's refusals are worded by their
// stable codes (a greyed option's reason, an error).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

// The words of an element that are Latin letters, less the names allowed there.
const latinWords = (text, allowed) => {
  let rest = text;
  for (const a of allowed) rest = rest.split(a).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) || [];
};

test('Chinese is remembered, and the lobby, the game picker, levels, refusals and errors are in it', async () => {
  const page = await L.person(browser, 'Yaoyao');
  await page.getByTestId('lang').selectOption('zh');
  await page.locator('#create-form', { hasText: '创建房间' }).waitFor();
  await page.reload();
  await page.getByTestId('conn').filter({ hasText: '在线' }).waitFor();
  assert.equal(await page.getByTestId('lang').inputValue(), 'zh', 'the language is remembered');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  await page.locator('#who', { hasText: '玩家：Yaoyao' }).waitFor();

  // The game picker names the games in Chinese where they have a Chinese name.
  const games = await page.getByTestId('game').locator('option').allTextContents();
  assert.ok(games.includes('七圣召唤') && games.includes('召唤师战争'), `games: ${games}`);
  assert.ok(!games.includes('Genius Invokation TCG'));
  // The form's labels: Chinese only (the game's and decks' own names aside).
  const presets = (await (await fetch(`${L.BASE}/api/games`)).json()).flatMap((g) => g.presets);
  for (const game of ['gitcg', 'summoner_wars', 'confix']) {
    await page.getByTestId('game').selectOption(game);
    const form = await page.locator('#play-box').innerText();
    assert.deepEqual(latinWords(form, [...presets, 'Project Confix', 'K7P2QX']), [], `${game}: ${form}`);
  }
  assert.deepEqual((await page.getByTestId('bot-level').locator('option').allTextContents()).map((x) => x.split(' — ')[0]), ['新手', '休闲', '高手']);
  assert.equal(await page.locator('label[for=opt-bot-deck]').textContent(), '对手的牌组');
  await page.getByTestId('game').selectOption('summoner_wars');
  assert.equal(await page.locator('label[for=opt-bot-deck]').textContent(), '对手的阵营');
  await L.shot(page, 'lobby-zh');

  // An error, worded by its code.
  await page.getByTestId('join-code').fill('ZZZZZZ');
  await page.getByTestId('join-by-code').click();
  await page.getByTestId('error').filter({ hasText: '找不到这个房间或对局' }).waitFor();
  await page.locator('#banner-close').click();

  // In a match: an option the rules refuse says why in Chinese (the burst, short of energy).
  await page.getByTestId('game').selectOption('gitcg');
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  await L.waitForMatch(page);
  await L.playUntil(page, async (p) => (await p.getByTestId('phase').textContent()) === '行动阶段'
    && (await p.locator('[data-testid=panel][data-state=decide] [data-testid=unavailable]').count()) > 0);
  const reasons = await page.locator('[data-testid=panel] [data-testid=unavailable]').evaluateAll((els) => els.map((e) => e.dataset.reason));
  assert.ok(reasons.some((r) => /^充能不足（\d\/\d）$/.test(r)), `reasons: ${reasons}`);
  for (const r of reasons) assert.deepEqual(latinWords(r, []), [], r);
  await L.shot(page, 'match-zh');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: '失败' }).waitFor();
  await page.getByTestId('phase').filter({ hasText: '对局结束' }).waitFor({ state: 'attached' });
  const result = await page.getByTestId('result').innerText();
  assert.match(result, /行动次数/);
  await L.shot(page, 'result-zh');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
