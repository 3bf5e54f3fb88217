// The replay viewer as lichess shows a game: the moves listed by round and turn in the game's
// words, a click jumps to a move, arrow keys step, play runs on at the chosen speed, the
// page's address names the match and the move (opening it shows that move), and the heading
// says where the move shown was made and what it was.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const step = (page) => page.locator('#replay').getAttribute('data-step').then(Number);

test('replay: moves by round and turn, click, keys, play with speed, a link to a move, a heading that says it', async () => {
  const page = await L.person(browser, 'Xiangling');
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  await L.waitForMatch(page);
  await L.playUntil(page, async (p) => (await p.getByTestId('round').textContent()) === 'Round 2' && (await p.getByTestId('turn').count()) > 0);
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  const result = page.getByTestId('result');
  await result.filter({ hasText: 'Defeat' }).waitFor();
  // The result's numbers are in a player's words.
  const said = await result.textContent();
  assert.match(said, /Moves played/);
  assert.doesNotMatch(said, /Steps|version/);
  const matchId = await page.locator('#match').getAttribute('data-match-id');
  const moves = Number(await page.getByTestId('moves-played').textContent());

  await page.getByTestId('open-replay').click();
  await page.locator('#replay[data-step="0"]').waitFor();
  // Every move is listed (and the opening deal), once all positions are read.
  await page.getByTestId('moves-loading').waitFor({ state: 'detached' });
  const list = page.getByTestId('move');
  assert.equal(await list.count(), moves + 1);
  // Grouped by round, then by turn or phase, as the board's status words them.
  const rounds = await page.locator('[data-testid=move-round] .round-title').allTextContents();
  assert.deepEqual(rounds.slice(0, 1), ['Setup'], 'the choices before round 1 come first');
  assert.ok(rounds.includes('Round 1') && rounds.includes('Round 2'), `rounds: ${rounds}`);
  const turns = await page.locator('[data-testid=move-turn] .turn-title').allTextContents();
  assert.ok(turns.includes('Your turn') && turns.includes("Bot 2's turn"), `turns: ${turns}`);
  // Each move names who made it and says what it was in the game's words.
  const texts = await list.allTextContents();
  for (const x of texts.slice(1)) assert.match(x, /^\d+(You|Bot 2): \S/, x);
  assert.match(texts[texts.length - 1], /conceded/);
  await L.shot(page, 'replay-moves-1366');

  // A click jumps there; the address says the match and the move; the heading says the move.
  const target = list.nth(6);
  const words = (await target.textContent()).replace(/^\d+/, '');
  await target.click();
  await page.locator('#replay[data-step="6"]').waitFor();
  await page.locator('[data-testid=move][aria-current=step]').filter({ hasText: words }).waitFor();
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('replay'), matchId);
  assert.equal(url.searchParams.get('move'), '6');
  const heading = await page.getByTestId('replay-heading').textContent();
  assert.ok(heading.includes(words), `"${heading}" says "${words}"`);
  const round = await target.locator('xpath=ancestor::li[@data-testid="move-round"]').locator('.round-title').textContent();
  assert.ok(heading.includes(round), `"${heading}" says where: ${round}`);

  // Arrow keys step; Home and End go to the ends.
  await page.keyboard.press('ArrowRight');
  await page.locator('#replay[data-step="7"]').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.locator('#replay[data-step="5"]').waitFor();
  await page.keyboard.press('End');
  await page.locator(`#replay[data-step="${moves}"]`).waitFor();
  assert.match(await page.getByTestId('replay-heading').textContent(), /You: conceded/);
  await page.keyboard.press('Home');
  await page.locator('#replay[data-step="0"]').waitFor();

  // Play runs the moves on by itself at the speed chosen, and pauses.
  await page.getByTestId('replay-speed').selectOption('4');
  await page.getByTestId('replay-play').click();
  assert.equal(await page.getByTestId('replay-play').getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => Number(document.getElementById('replay')?.dataset.step) >= 4);
  await page.getByTestId('replay-play').click();
  const paused = await step(page);
  assert.equal(await page.getByTestId('replay-play').getAttribute('aria-pressed'), 'false');

  // A link to a move, opened by someone else, shows that move (the player by name there).
  const other = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
  await other.goto(`${L.BASE}/?replay=${matchId}&move=9&as=seat0`);
  await other.locator('#replay[data-step="9"]').waitFor();
  await other.locator('[data-testid=move][data-step="9"][aria-current=step]').waitFor();
  const ninth = (await list.nth(9).textContent()).replace(/^\d+(You|Bot 2): /, '');
  await other.getByTestId('replay-heading').filter({ hasText: ninth }).waitFor();
  assert.match(await other.getByTestId('replay-heading').textContent(), /(Xiangling|Bot 2): /);
  assert.equal(await step(page), paused, 'paused stays paused');
  await other.context().close();

  // Closing the replay forgets it in the address.
  await page.getByTestId('replay-close').click();
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
