// End-to-end tests of Tavern's web client: real headless Chromium against a real server.
// Every game decision is taken by clicking what the page offers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const inActionTurn = async (page) => {
  const decide = await page.locator('[data-testid=panel][data-state=decide]').count();
  if (!decide) return false;
  const phase = await page.getByTestId('phase').textContent();
  return phase === 'Action phase' && (await page.getByTestId('turn').textContent()) === 'Your turn';
};

const seconds = (text) => {
  // "turn · 0:21 + reserve 0:45" -> 66; "turn · reserve 0:40" -> 40
  let total = 0;
  for (const m of text.matchAll(/(\d+):(\d\d)/g)) total += Number(m[1]) * 60 + Number(m[2]);
  return total;
};

test('a person plays a complete match against the bot by clicking only', async () => {
  const page = await L.person(browser, 'Lumine');
  await L.shot(page, 'lobby');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  const started = Date.now();
  // Play into the action phase of round 2, show the table, then play on to the end.
  await L.playUntil(page, async (p) => {
    const round = await p.getByTestId('round').textContent();
    return round === 'Round 2' && inActionTurn(p);
  });
  await L.shot(page, 'match');
  const mid = await L.matchState(page);
  assert.equal(mid.viewer, 'seat');
  assert.ok(mid.hand.length > 0, 'your hand shows card names');
  assert.equal(mid.opponentHand.length, 0, "the opponent's cards are hidden");
  assert.ok(mid.opponentHandCount > 0, "the opponent's card backs are shown");
  assert.ok(mid.dice.length > 0, 'your dice show their faces');
  const steps = await L.playUntil(page, null);
  const result = page.getByTestId('result');
  await result.waitFor();
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat|Draw|Both players lost/);
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /took \d+ \w+ damage/, 'the log shows damage');
  assert.match(log, /knocked out|round limit/i);
  // The server keeps replays (it runs with storage): the result links to this match's replay,
  // which is the whole match from the player's seat.
  const link = page.getByTestId('replay').locator('a');
  await link.waitFor();
  const replay = await (await fetch(new URL(await link.getAttribute('href'), L.BASE))).json();
  assert.equal(replay.game, 'gitcg');
  assert.ok(replay.steps.length > 20, 'the replay lists every step of the match');
  await L.shot(page, 'result');
  console.log(`# full match: ${steps} clicks after round 2, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);
  await page.getByTestId('back-to-lobby').click();
  await page.getByTestId('last-result').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a second browser watches as referee and sees both hands; the player can remove them', async () => {
  const player = await L.person(browser, 'Aether');
  await L.createRoom(player, { bot: true, spectators: 'referee' });
  await L.ready(player);
  await L.waitForMatch(player);
  await L.playUntil(player, inActionTurn);
  const mine = await L.matchState(player);

  const referee = await L.person(browser, 'Paimon');
  const row = referee.locator('.room', { hasText: 'Aether' });
  await referee.locator('#rooms-refresh').click();
  await row.getByTestId('watch-referee').click();
  await referee.getByTestId('match').waitFor();
  await referee.locator('#match[data-viewer=referee]').waitFor();
  const seen = await L.matchState(referee);
  assert.equal(seen.matchId, mine.matchId);
  assert.equal(seen.version, mine.version);
  // The referee sees seat 1 at the bottom and seat 2 at the top, both with faces up.
  assert.deepEqual(seen.hand, mine.hand, "the referee sees the player's hand");
  assert.deepEqual(seen.dice, mine.dice, "the referee sees the player's dice");
  assert.equal(seen.opponentHand.length, mine.opponentHandCount, "the referee sees the bot's hand");
  assert.ok(seen.opponentHand.every((n) => n.length > 0));
  assert.ok(seen.opponentDice.length > 0, "the referee sees the bot's dice");
  assert.equal(await referee.locator('[data-testid=panel]').getAttribute('data-state'), 'watch');
  await L.shot(referee, 'referee');

  // The player sees the spectator and removes them.
  const spectators = player.getByTestId('spectators');
  await spectators.filter({ hasText: 'Paimon — referee view' }).waitFor();
  await spectators.getByTestId('kick').click();
  await referee.getByTestId('notice').filter({ hasText: 'removed' }).waitFor();
  await referee.getByTestId('lobby').waitFor();
  await spectators.filter({ hasText: 'Spectators (0)' }).waitFor();
  assert.deepEqual(player.problems, []);
  assert.deepEqual(referee.problems, []);
  await referee.context().close();
  await player.getByTestId('concede').click();
  await player.getByTestId('concede-confirm').click();
  await player.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await player.context().close();
});

test('a reload in the middle of a match resumes the seat with the same state and clock', async () => {
  const page = await L.person(browser, 'Venti', { width: 390, height: 844 });
  await L.shot(page, 'lobby-phone');
  await L.createRoom(page, { bot: true, clock: true });
  await L.ready(page);
  await L.waitForMatch(page);
  await L.playUntil(page, inActionTurn);
  await page.waitForTimeout(2500); // let the clock run a little
  const before = await L.matchState(page);
  const clockBefore = seconds(await page.locator('[data-clock-seat="0"] .clock-time').textContent());
  const t0 = Date.now();
  await L.shot(page, 'match-phone');

  await page.reload();
  await page.locator(`#match[data-match-id="${before.matchId}"][data-version="${before.version}"]`).waitFor();
  await page.locator('[data-testid=panel][data-state=decide]').waitFor();
  const afterReload = await L.matchState(page);
  const clockAfter = seconds(await page.locator('[data-clock-seat="0"] .clock-time').textContent());
  const waited = (Date.now() - t0) / 1000;
  assert.deepEqual(afterReload, before, 'same match, version, hand, dice and characters');
  assert.ok(clockAfter <= clockBefore, `the clock kept running (${clockBefore} s, then ${clockAfter} s)`);
  assert.ok(clockAfter >= clockBefore - waited - 2, `the clock did not jump (${clockBefore} s, then ${clockAfter} s after ${waited} s)`);
  await page.getByTestId('log').filter({ hasText: 'Joined the match at version' }).waitFor();

  // A dropped connection (rather than a reload) comes back by itself to the same seat.
  await page.evaluate(() => window.tavern.ws.close());
  await page.locator('[data-testid=log] li', { hasText: 'Joined the match at version' }).nth(1).waitFor();
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  assert.deepEqual(await L.matchState(page), before, 'same state after reconnecting');

  // The seat still plays.
  await L.playUntil(page, async (p) => (await L.matchState(p)).version > before.version, 10);
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await page.getByTestId('result').filter({ hasText: 'forfeit' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a private room is joined by its code from a second browser', async () => {
  const host = await L.person(browser, 'Nahida');
  await L.createRoom(host, { bot: false, priv: true });
  const code = (await host.getByTestId('room-code').textContent()).trim();
  assert.match(code, /^[A-Z2-9]{6}$/);
  await L.shot(host, 'private-room');

  const guest = await L.person(browser, 'Layla');
  assert.equal(await guest.locator('.room', { hasText: 'Nahida' }).count(), 0, 'private rooms are not listed');
  await guest.getByTestId('join-code').fill(code.toLowerCase());
  await guest.getByTestId('join-by-code').click();
  await guest.getByTestId('room-seats').filter({ hasText: 'Nahida' }).waitFor();
  await host.getByTestId('room-seats').filter({ hasText: 'Layla' }).waitFor();
  await L.ready(host);
  await L.ready(guest);
  await L.waitForMatch(host);
  await L.waitForMatch(guest);
  const a = await L.matchState(host);
  const b = await L.matchState(guest);
  assert.equal(a.matchId, b.matchId);
  await host.locator('.status', { hasText: 'You are seat 1' }).waitFor();
  await guest.locator('.status', { hasText: 'You are seat 2' }).waitFor();
  // Both keep their hands; then the guest gives up.
  await L.step(host);
  await L.step(guest);
  await guest.getByTestId('concede').click();
  await guest.getByTestId('concede-confirm').click();
  await guest.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await host.getByTestId('result').filter({ hasText: 'Victory' }).waitFor();
  assert.deepEqual(host.problems, []);
  assert.deepEqual(guest.problems, []);
  await host.context().close();
  await guest.context().close();
});

test('decks: a refused share code is shown plainly, builder counts are checked, quick match pairs two people', async () => {
  const page = await L.person(browser, 'Xiao');
  await page.locator('input[name=deck-mode][value=build]').check();
  await page.locator('.build-chars .pick', { hasText: 'Diluc' }).click();
  await page.locator('.build-chars .pick', { hasText: 'Kaeya' }).click();
  await page.getByTestId('deck-msgs').filter({ hasText: 'Characters: 2 of 3 chosen.' }).waitFor();
  await page.getByTestId('deck-msgs').filter({ hasText: 'Action cards: 0 of 30.' }).waitFor();
  await page.locator('#build-filter').fill('Cold-Blooded');
  await page.getByRole('button', { name: 'One more Cold-Blooded Strike' }).click();
  await page.getByTestId('deck-msgs').filter({ hasText: 'Action cards: 1 of 30.' }).waitFor();
  await page.locator('#build-filter').fill('Sweet Madame');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One more Sweet Madame' }).click();
  await page.getByTestId('deck-msgs').filter({ hasText: 'Sweet Madame: at most 2 copies allowed, the deck has 3.' }).waitFor();
  await L.shot(page, 'deck-builder');

  await page.locator('input[name=deck-mode][value=code]').check();
  await page.getByTestId('share-code').fill('NOT-A-DECK-CODE');
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  const refusal = page.getByTestId('deck-error');
  await refusal.waitFor();
  assert.match(await refusal.textContent(), /The server refused the deck: bad share code/);
  await page.getByTestId('error').filter({ hasText: 'bad share code' }).waitFor();
  await page.getByTestId('leave-room').click();

  // Quick match with presets.
  await page.locator('input[name=deck-mode][value=preset]').check();
  await page.getByTestId('preset').selectOption('frozen');
  await page.getByTestId('quick-match').click();
  await page.locator('#quick-status', { hasText: 'Looking for an opponent' }).waitFor();
  const other = await L.person(browser, 'Zhongli');
  await other.getByTestId('quick-match').click();
  await L.waitForMatch(page);
  await L.waitForMatch(other);
  assert.equal((await L.matchState(page)).matchId, (await L.matchState(other)).matchId);
  const names = await page.locator('[data-testid=side-bottom] .char-name').allTextContents();
  assert.deepEqual(names, ['Ganyu', 'Chongyun', 'Xingqiu'], 'the frozen preset was played');
  await other.getByTestId('concede').click();
  await other.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Victory' }).waitFor();
  await page.context().close();
  await other.context().close();
});
