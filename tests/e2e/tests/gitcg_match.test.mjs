// A whole Genius Invokation TCG match against the bot by clicking only (skills, switches and
// cards from the hand), then what follows it:
// the result with its numbers, the replay stepped through in the page from both viewpoints,
// and a rematch.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

test('a person plays a complete match, reads its numbers, steps through its replay and asks for a rematch', async () => {
  // Less motion: a whole match is a hundred clicks, and the browser waits for a moving
  // element to stand still before it clicks (gitcg_turn and gitcg_board look at the motion).
  const page = await L.person(browser, 'Lumine', undefined, { reducedMotion: 'reduce' });
  await L.shot(page, 'lobby');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  const started = Date.now();
  // Mid-play: our turn in the second round, after the cards of the first are on the table.
  const mid = await L.playUntil(page, async (p) => (await p.getByTestId('round').textContent()) === 'Round 2'
    && (await p.locator('[data-testid=panel][data-state=decide]').count()) > 0
    && (await p.getByTestId('phase').textContent()) === 'Action phase', 3000, { cards: true });
  const state = await L.matchState(page);
  assert.equal(state.viewer, 'seat');
  assert.ok(state.hand.length > 0, 'your hand shows card names');
  assert.equal(state.opponentHand.length, 0, "the opponent's cards are hidden");
  assert.ok(state.opponentHandCount > 0, "the opponent's card backs are shown");
  await L.shot(page, 'match');
  // No animation in flight in the picture the README shows.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await L.docShot(page, 'gitcg-1366x800');
  const steps = mid + await L.playUntil(page, null, 3000, { cards: true });
  const result = page.getByTestId('result');
  await result.waitFor();
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat|Draw|Both players lost/);
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /took \d+ \w+ damage/, 'the log shows damage');
  assert.match(log, /knocked out|round limit/i);
  assert.match(log, /You played /, 'cards were played from the hand');

  // The numbers: rounds, duration, and per character what its skills dealt and what it took.
  assert.ok(Number(await page.getByTestId('rounds').textContent()) >= 2, 'rounds played');
  assert.match(await page.getByTestId('duration').textContent(), /^\d+:\d\d$/);
  const rows = await page.locator('[data-testid=stats] tbody tr').allTextContents();
  assert.equal(rows.length, 6, 'three characters a side');
  const numbers = await page.locator('[data-testid=stats] tbody td').allTextContents();
  assert.ok(numbers.some((x) => Number(x) > 0), 'damage was counted');
  await L.shot(page, 'result');
  console.log(`# full match: ${steps} clicks, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);

  // The replay, in the page: step through, switch to the referee's view and back.
  await page.getByTestId('open-replay').click();
  const viewer = page.getByTestId('replay-viewer-page');
  await viewer.locator('[data-testid=replay-step]').filter({ hasText: 'move 0 of' }).waitFor();
  await viewer.getByTestId('play').waitFor();
  for (let i = 1; i <= 3; i++) {
    await page.getByTestId('replay-next').click();
    await viewer.locator(`[data-testid=replay-step]`).filter({ hasText: `move ${i} of` }).waitFor();
  }
  await page.locator('#replay[data-step="3"]').waitFor();
  assert.ok(await page.getByTestId('replay-action').count(), 'the step says what was played');
  await page.keyboard.press('ArrowRight');
  await page.locator('#replay[data-step="4"]').waitFor();
  assert.equal(await page.locator('[data-testid=hand-top] .card-name').count(), 0, "from a seat the opponent's hand is hidden");
  await page.getByTestId('replay-viewer').selectOption('referee');
  // The referee sees the opponent's cards too (small, in the plate, each named in its tooltip).
  await page.locator('[data-testid=hand-top] [data-testid=hand-card]').first().waitFor();
  await page.getByTestId('replay-last').click();
  await page.locator('[data-testid=replay-step]').filter({ hasText: /move (\d+) of \1$/ }).waitFor();
  await L.shot(page, 'replay');
  await page.getByTestId('replay-close').click();

  // A rematch: a new room with the same options and deck; against the bot it starts at once.
  const first = await page.locator('#match').getAttribute('data-match-id');
  await page.getByTestId('rematch').click();
  await page.locator(`#match:not([data-match-id="${first}"])`).waitFor();
  await L.waitForMatch(page);
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await page.getByTestId('back-to-lobby').click();
  await page.getByTestId('last-result').waitFor();
  await page.getByTestId('recent').filter({ hasText: 'Lumine' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
