// Spectators in real Chromium: a late spectator gets the match's history, switches between
// the seats' viewpoints and the referee's without leaving, sees both hands as referee, and the
// player sees and removes them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const inActionTurn = async (page) => {
  if (!(await page.locator('[data-testid=panel][data-state=decide]').count())) return false;
  return (await page.getByTestId('phase').textContent()) === 'Action phase'
    && (await page.getByTestId('turn').textContent()) === 'Your turn';
};

test('a late spectator gets the history, switches viewpoint, sees both hands as referee, and can be removed', async () => {
  const player = await L.person(browser, 'Aether');
  await L.createRoom(player, { bot: true, spectators: 'referee' });
  await L.ready(player);
  await L.waitForMatch(player);
  await L.playUntil(player, inActionTurn);
  const mine = await L.matchState(player);

  const watcher = await L.person(browser, 'Paimon');
  const row = watcher.locator('.room', { hasText: 'Aether' });
  await watcher.locator('#rooms-refresh').click();
  await row.getByTestId('watch-0').click();
  await watcher.locator('#match[data-viewer=spectator]').waitFor();
  // The history: everything so far, grouped by turn, as seat 1 saw it.
  const log = watcher.getByTestId('log');
  await log.filter({ hasText: 'What happened before you joined' }).waitFor({ state: 'attached' });
  const text = await log.textContent();
  assert.match(text, /Round 1 · Roll phase/);
  assert.match(text, /Aether rolled (Omni|Cryo|Hydro|Pyro|Electro|Anemo|Geo|Dendro)/, "seat 1's own dice are named");
  assert.match(text, /Bot 2 rolled \d+ dice/, "the bot's dice stay hidden behind seat 1");
  const seen = await L.matchState(watcher);
  assert.equal(seen.matchId, mine.matchId);
  assert.deepEqual(seen.hand, mine.hand, "behind seat 1: seat 1's hand");
  assert.equal(seen.opponentHand.length, 0);
  assert.equal(await watcher.getByTestId('panel').getAttribute('data-state'), 'watch');

  // Switch to the referee's view without leaving: both hands and both dice.
  await watcher.getByTestId('view-referee').click();
  await watcher.locator('#match[data-viewer=referee]').waitFor();
  const ref = await L.matchState(watcher);
  assert.equal(ref.version, mine.version);
  assert.deepEqual(ref.hand, mine.hand, "the referee sees the player's hand");
  assert.deepEqual(ref.dice, mine.dice, "the referee sees the player's dice");
  assert.equal(ref.opponentHand.length, mine.opponentHandCount, "the referee sees the bot's hand");
  assert.ok(ref.opponentDice.length > 0, "the referee sees the bot's dice");
  await log.filter({ hasText: /Bot 2 rolled (Omni|Cryo|Hydro|Pyro|Electro|Anemo|Geo|Dendro)/ }).waitFor({ state: 'attached' });
  await L.shot(watcher, 'referee');
  // And back behind the player.
  await watcher.getByTestId('view-seat0').click();
  await watcher.locator('#match[data-viewer=spectator]').waitFor();

  // The player sees the spectator and removes them.
  const spectators = player.getByTestId('spectators');
  await spectators.filter({ hasText: 'Paimon — Watching behind seat 1' }).waitFor();
  await spectators.getByTestId('kick').click();
  await watcher.getByTestId('notice').filter({ hasText: 'removed' }).waitFor();
  await watcher.getByTestId('lobby').waitFor();
  await spectators.filter({ hasText: 'Spectators (0)' }).waitFor();
  assert.deepEqual(player.problems, []);
  assert.deepEqual(watcher.problems, []);
  await watcher.context().close();
  await player.getByTestId('concede').click();
  await player.getByTestId('concede-confirm').click();
  await player.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await player.context().close();
});

test('a view the room forbids is greyed with the reason; a refused view keeps the current one, to the end', async () => {
  const player = await L.person(browser, 'Kirara');
  await L.createRoom(player, { bot: true, spectators: 'behind_seat' });
  await L.ready(player);
  await L.waitForMatch(player);
  await L.playUntil(player, inActionTurn);

  const watcher = await L.person(browser, 'Kuki');
  await watcher.locator('#rooms-refresh').click();
  await watcher.locator('.room', { hasText: 'Kirara' }).getByTestId('watch-0').click();
  await watcher.locator('#match[data-viewer=spectator]').waitFor();
  // A spectator is not "playing": the top bar says they watch.
  await watcher.locator('#who', { hasText: 'Watching as Kuki' }).waitFor();
  // This room lets spectators stand behind a seat, not referee: that view is greyed, says why,
  // and asks the server nothing when clicked.
  const referee = watcher.getByTestId('view-referee');
  assert.equal(await referee.getAttribute('aria-disabled'), 'true');
  assert.equal((await referee.getByTestId('view-reason').textContent()).trim(), '— not allowed in this room');
  await referee.click({ force: true });
  assert.equal(await watcher.locator('#match').getAttribute('data-viewer'), 'spectator');
  assert.equal(await watcher.getByTestId('error').count(), 0, 'no error covers the buttons');

  // A page that does not know the room's rules (a link from elsewhere) asks; the server says
  // no. The spectator goes on watching from behind seat 1, the view is greyed with the
  // server's reason, and the match is followed to its end.
  await watcher.evaluate(() => { window.tavern.match.room = null; window.tavern.rooms = []; });
  await referee.click();
  await watcher.getByTestId('notice').filter({ hasText: 'this match does not allow that view' }).waitFor();
  await referee.getByTestId('view-reason').filter({ hasText: 'this match does not allow that view' }).waitFor();
  await watcher.locator('#match[data-viewer=spectator]').waitFor();
  const before = Number(await watcher.locator('#match').getAttribute('data-version'));
  await L.playUntil(player, async (p) => Number(await p.locator('#match').getAttribute('data-version')) > before);
  await watcher.waitForFunction((v) => Number(document.getElementById('match')?.dataset.version) > v, before);
  assert.deepEqual((await L.matchState(watcher)).hand, (await L.matchState(player)).hand, "still behind the player's seat");
  assert.equal(await watcher.getByTestId('error').count(), 0);
  await player.getByTestId('concede').click();
  await player.getByTestId('concede-confirm').click();
  await watcher.getByTestId('result').filter({ hasText: 'Bot 2 won' }).waitFor();
  await watcher.getByTestId('phase').filter({ hasText: 'Game over' }).waitFor();
  await L.shot(watcher, 'spectator-refused-view');
  assert.deepEqual(player.problems, []);
  assert.deepEqual(watcher.problems, []);
  await watcher.context().close();
  await player.context().close();
});
