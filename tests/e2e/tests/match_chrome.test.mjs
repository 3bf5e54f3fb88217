// The match page around every game's board: the status bar says the match is over once it is
// (in every game, not only where the board's phase says so), no developer words show (no
// version numbers, no "Steps"), the log tells repeats once, and the top bar is as tall as the
// match page leaves it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const GAMES = ['gitcg', 'summoner_wars', 'gensou', 'seven_square', 'confix'];

test('in every game the status bar says the match is over once it is, with no developer words', async () => {
  const page = await L.person(browser, 'Thoma');
  // The top bar is exactly as tall as the height the match page leaves it (--topbar-h).
  const bars = await page.evaluate(() => ({
    bar: document.querySelector('.topbar').getBoundingClientRect().height,
    said: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--topbar-h')),
  }));
  assert.equal(bars.bar, bars.said, JSON.stringify(bars));
  for (const game of GAMES) {
    await page.getByTestId('game').selectOption(game);
    await L.createRoom(page, { bot: true });
    await L.ready(page);
    await L.waitForMatch(page);
    const bar = page.locator('#match .status');
    await bar.getByTestId('round').waitFor();
    const live = await bar.textContent();
    // The game version a match is played at ("version 5.8") is the players' word; a state
    // number ("v7", "version 0") is not.
    assert.doesNotMatch(live, /\bv\d+\b|\bversion \d+(?![.\d])/i, `${game}: "${live}"`);
    assert.doesNotMatch(await page.getByTestId('log').textContent(), /version/i);
    await page.getByTestId('concede').click();
    await page.getByTestId('concede-confirm').click();
    await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
    await bar.getByTestId('phase').filter({ hasText: /^Game over$/ }).waitFor({ state: 'attached' });
    assert.equal(await bar.getByTestId('status-result').textContent(), 'Defeat', game);
    assert.equal(await bar.getByTestId('turn').count(), 0, `${game}: no one's turn any more`);
    const over = await bar.textContent();
    assert.doesNotMatch(over, /\bv\d+\b|\bversion \d+(?![.\d])|phase ·/i, `${game}: "${over}"`);
    assert.doesNotMatch(await page.getByTestId('result').textContent(), /Steps|version/);
    if (game === 'summoner_wars') await L.shot(page, 'game-over-status-sw');
    await page.getByTestId('back-to-lobby').click();
    await page.getByTestId('lobby').waitFor();
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the log tells a repeat once, counted', async () => {
  const page = await L.person(browser, 'Yoimiya');
  // The rule, on lines a board gives: the same words in a row are one line with a count; a
  // board's own `same` key merges lines it words together ("switched 3 cards").
  const groups = await page.evaluate(async () => {
    const { logGroups } = await import('/js/widgets/log.js');
    const items = [
      { n: 1, w: 'Round 1', head: true }, { n: 2, w: 'Bot 2 drew a card' }, { n: 3, w: 'Bot 2 drew a card' },
      { n: 4, w: 'Bot 2 drew a card' }, { n: 5, w: 'You drew Sweet Madame' }, { n: 6, w: 'Bot 2 put a card back', same: 'back' },
      { n: 7, w: 'Bot 2 put a card back', same: 'back' }, { n: 8, w: 'Bot 2 drew a card' },
    ];
    const line = (it) => ({ text: it.w, head: it.head, same: it.same, many: it.same ? (k) => `Bot 2 put ${k} cards back` : undefined });
    return logGroups(items, line).map((g) => [g.title, ...g.lines.map((l) => l.text)]);
  });
  assert.deepEqual(groups, [['Round 1', 'Bot 2 drew a card ×3', 'You drew Sweet Madame', 'Bot 2 put 2 cards back', 'Bot 2 drew a card']]);

  // And in a match: no line of the log repeats the one before it.
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  await L.waitForMatch(page);
  await L.playUntil(page, async (p) => (await p.getByTestId('phase').textContent()) === 'Action phase');
  const lines = await page.locator('[data-testid=log] .group').evaluateAll((gs) => gs.map((g) => [...g.querySelectorAll('.line')].map((l) => l.textContent)));
  for (const g of lines) for (let i = 1; i < g.length; i++) assert.notEqual(g[i], g[i - 1], `a repeat in ${g}`);
  assert.ok(lines.flat().some((l) => / ×\d+$/.test(l)), `some repeat was counted: ${lines.flat().join(' | ')}`);
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
