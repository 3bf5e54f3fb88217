// What an account keeps, in real Chromium: the gitcg builder saving to the account (legal or
// why not), the one-time offer to import this browser's decks; then the done-when: two
// accounts in two browsers each save a deck, play a rated gitcg match against each other to the
// end, and see both ratings move on the result dialog, the profile and the leaderboard page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';
import { enter, playRatedGames } from './account_steps.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

// The `frozen` preset's share code (README): Ganyu, Chongyun, Xingqiu.
const FROZEN = 'ATERtAUMATGh9T4QBEHR+kEQBYFh+X8RCKLhC6YRC9JRDuASDhHx3OEOD3EB8sQQDREB';
const unasked = (p) => !/status of 4\d\d/.test(p);

// Puts the frozen deck in the builder (pasted as a code, then edited) and saves it by name.
async function saveFrozen(page, name) {
  await page.locator('input[name=deck-mode][value=code]').check();
  await page.getByTestId('share-code').fill(FROZEN);
  await page.getByTestId('code-preview').filter({ hasText: 'Ganyu' }).waitFor();
  await page.getByTestId('edit-code').click();
  await page.getByTestId('save-name').fill(name);
  await page.getByTestId('save-deck').click();
}

test('saved decks: the builder saves to the account, lists legal or why not, imports local decks once', async () => {
  const page = await L.person(browser, 'Neuvillette');
  // As a guest, a deck saved in this browser.
  await saveFrozen(page, 'Frozen here');
  await page.getByTestId('saved-decks').filter({ hasText: 'Frozen here' }).waitFor();
  assert.equal(await page.locator('input[name=deck-mode][value=saved]').count(), 0, 'a guest has no account decks');

  await enter(page, 'Neuvillette', 'maple leaves fall');
  // The offer to import: taken once.
  await page.getByTestId('import-offer').filter({ hasText: 'This browser has 1 saved deck' }).waitFor();
  await page.getByTestId('import-decks').click();
  const mine = page.getByTestId('account-decks');
  await mine.locator('[data-testid=account-deck][data-deck="Frozen here"][data-legal=true]').waitFor();
  await page.getByTestId('notice').filter({ hasText: '1 deck imported' }).waitFor();
  assert.equal(await page.getByTestId('import-offer').count(), 0);

  // An unfinished deck is saved too, with the reason it cannot be played yet.
  await page.locator('#build-clear').click();
  await page.locator('.build-chars .pick').first().click();
  await page.getByTestId('save-name').fill('Work in progress');
  await page.getByTestId('save-deck').click();
  const wip = mine.locator('[data-testid=account-deck][data-deck="Work in progress"][data-legal=false]');
  await wip.waitFor();
  assert.match(await wip.getByTestId('deck-illegal').textContent(), /not legal: .+/);

  // On the server, not in this browser: another browser logged in sees them; no second offer.
  await page.reload();
  await page.locator('[data-testid=account-button][data-account=Neuvillette]').waitFor();
  await page.locator('input[name=deck-mode][value=build]').check();
  await mine.locator('[data-testid=account-deck][data-deck="Frozen here"]').waitFor();
  assert.equal(await page.getByTestId('import-offer').count(), 0, 'offered once');
  const listed = await page.evaluate(async () => {
    const a = JSON.parse(localStorage.getItem('tavern.account'));
    const r = await fetch('/api/decks?game=gitcg', { headers: { Authorization: `Bearer ${a.token}` } });
    return (await r.json()).map((d) => [d.name, d.legal]);
  });
  assert.deepEqual(listed, [['Frozen here', true], ['Work in progress', false]]);

  // The saved tab plays a deck by its name; an illegal one cannot be readied.
  await page.locator('input[name=deck-mode][value=saved]').check();
  await page.getByTestId('saved-deck').selectOption('Work in progress');
  await page.getByTestId('deck-msgs').filter({ hasText: /character/i }).waitFor();
  await page.getByTestId('saved-deck').selectOption('Frozen here');
  await page.getByTestId('deck-msgs').filter({ hasText: 'Saved deck “Frozen here”' }).waitFor();
  // A game without a deck chooser of its own (セブンスクエア) offers the account's decks of that game beside its
  // presets: here one saved over HTTP, unfinished, with the server's reason.
  const put = await page.evaluate(async () => {
    const a = JSON.parse(localStorage.getItem('tavern.account'));
    const r = await fetch('/api/decks/seven_square/Half%20done', {
      method: 'PUT', headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ cards: { cards: [] } }),
    });
    return [r.status, await r.json()];
  });
  assert.equal(put[0], 200, JSON.stringify(put[1]));
  await page.getByTestId('game').selectOption('seven_square');
  await page.getByTestId('preset').locator('option[value="saved:Half done"]').waitFor({ state: 'attached' });
  await page.getByTestId('preset').selectOption('saved:Half done');
  await page.getByTestId('deck-msgs').filter({ hasText: put[1].problem }).waitFor();
  await page.getByTestId('game').selectOption('gitcg');

  // Deleting one.
  await page.locator('input[name=deck-mode][value=build]').check();
  await wip.getByTestId('delete-deck').click();
  await wip.waitFor({ state: 'detached' });
  assert.deepEqual(page.problems.filter(unasked), []);
  await page.context().close();
});

test('done when: two accounts save a deck, play a rated gitcg match to the end, and both ratings move', async () => {
  const lynette = await L.person(browser, null);
  const lyney = await L.person(browser, null);
  await enter(lynette, 'Lynette', 'twin stars one');
  await enter(lyney, 'Lyney', 'twin stars two');
  for (const [page, deck] of [[lynette, 'Frost'], [lyney, 'Ice']]) {
    await saveFrozen(page, deck);
    await page.getByTestId('account-decks').locator(`[data-deck="${deck}"][data-legal=true]`).waitFor();
    await page.locator('input[name=deck-mode][value=saved]').check();
    await page.getByTestId('saved-deck').selectOption(deck);
    await page.getByTestId('rated').check();
  }
  // A guest is not offered the rated queue.
  const guest = await L.person(browser, 'Sigewinne');
  assert.equal(await guest.getByTestId('rated').count(), 0);
  await guest.context().close();

  await lynette.getByTestId('quick-match').click();
  await lynette.locator('#quick-status', { hasText: 'Looking for an opponent' }).waitFor();
  await lyney.getByTestId('quick-match').click();
  await L.waitForMatch(lynette);
  await L.waitForMatch(lyney);
  assert.equal((await L.matchState(lynette)).matchId, (await L.matchState(lyney)).matchId);
  // In the match, the players' names beside the log open their profiles.
  await lynette.getByTestId('match-players').getByRole('link', { name: 'Lyney' }).waitFor();
  await L.step(lynette);
  await L.step(lyney);
  await lyney.getByTestId('concede').click();
  await lyney.getByTestId('concede-confirm').click();
  await lynette.getByTestId('result').filter({ hasText: 'Victory' }).waitFor();
  await lyney.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();

  // The result dialog: each seat's rating before → after.
  const changes = async (page) => {
    await page.getByTestId('rating-changes').waitFor();
    return page.getByTestId('rating-change').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.name, [Number(e.dataset.before), Number(e.dataset.after)]])));
  };
  const seen = await changes(lynette);
  assert.deepEqual(await changes(lyney), seen, 'both see the same ratings');
  assert.deepEqual(Object.keys(seen).sort(), ['Lynette', 'Lyney']);
  assert.equal(seen.Lynette[0], 1500);
  assert.equal(seen.Lyney[0], 1500);
  assert.ok(seen.Lynette[1] > 1500, `the winner goes up: ${seen.Lynette[1]}`);
  assert.ok(seen.Lyney[1] < 1500, `the loser goes down: ${seen.Lyney[1]}`);
  await lynette.getByTestId('rating-changes').filter({ hasText: /Lynette: 1500 → 1\d{3} \(\+\d+\)/ }).waitFor();
  await L.shot(lynette, 'rated-result');

  // The profile, opened from the opponent's name on the result dialog.
  await lynette.getByTestId('result-players').getByRole('link', { name: 'Lyney' }).click();
  const profile = lynette.getByTestId('profile');
  await profile.locator('[data-testid=profile-name]', { hasText: 'Lyney' }).waitFor();
  const row = profile.locator('[data-testid=profile-rating][data-game=gitcg][data-setup=one_v_one]');
  await row.waitFor();
  assert.equal(Number(await row.getByTestId('rating-value').textContent()), Math.round(seen.Lyney[1]));
  assert.equal(await row.getByTestId('rating-games').textContent(), '1');
  await profile.getByTestId('profile-match').filter({ hasText: 'Lynette' }).waitFor();
  await profile.locator('[data-testid=profile-deck][data-deck=Ice]', { hasText: '0' }).waitFor();
  // The replay opens from the profile.
  await profile.getByTestId('profile-replay').first().click();
  await lynette.locator('body[data-page=replay]').waitFor();
  await lynette.keyboard.press('Escape');
  await profile.waitFor();

  // Lynette's own profile: the win, the deck's record.
  await lynette.goto(`${L.BASE}/#/players/lynette`);
  await profile.locator('[data-testid=profile-name]', { hasText: 'Lynette' }).waitFor();
  await profile.locator('[data-testid=profile-rating] [data-testid=rating-value]', { hasText: String(Math.round(seen.Lynette[1])) }).waitFor();
  const frost = profile.locator('[data-testid=profile-deck][data-deck=Frost] td');
  assert.deepEqual((await frost.allTextContents()).slice(2), ['1', '0', '0']);
  for (const [w, hgt] of [[1366, 800], [390, 844]]) {
    await lynette.setViewportSize({ width: w, height: hgt });
    await L.shot(lynette, `profile-${w}x${hgt}`);
  }
  await lynette.setViewportSize({ width: 1366, height: 800 });

  // Two more accounts play enough rated games (by forfeit, over their own sockets) to be
  // ranked: a deviation of at most 110.
  const seeded = await playRatedGames(lynette, 'Chevreuse', 'Navia');
  const [chevreuse, navia] = seeded.ratings;
  assert.ok(chevreuse.deviation <= 110 && navia.deviation <= 110, `ranked after ${seeded.games} games: ${JSON.stringify(seeded.ratings)}`);
  assert.equal(chevreuse.games, seeded.games);

  // The leaderboard, from the top bar: the ranked players, highest first; one rated game leaves
  // Lynette and Lyney provisional (deviation over 110), so they are not ranked yet, and each
  // sees their own rating there.
  await lynette.getByTestId('leaderboard-link').click();
  await lynette.getByTestId('leaderboard-page').waitFor();
  const standing = lynette.getByTestId('my-standing');
  await standing.filter({ hasText: 'provisional' }).waitFor();
  assert.equal(Number(await standing.getAttribute('data-rating')), Number(seen.Lynette[1].toFixed(1)));
  const rows = lynette.getByTestId('leaderboard-row');
  await rows.first().waitFor();
  assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => e.dataset.name)), ['Chevreuse', 'Navia']);
  assert.equal(await rows.first().locator('td').nth(2).textContent(), String(Math.round(chevreuse.rating)));
  // Each name opens the profile.
  await rows.first().getByRole('link', { name: 'Chevreuse' }).click();
  await profile.locator('[data-testid=profile-name]', { hasText: 'Chevreuse' }).waitFor();
  await lynette.goBack();
  await lynette.getByTestId('leaderboard-page').waitFor();
  await lyney.getByTestId('back-to-lobby').click();
  await lyney.getByTestId('leaderboard-link').click();
  await lyney.getByTestId('my-standing').filter({ hasText: `Your rating: ${Math.round(seen.Lyney[1])}` }).waitFor();
  for (const [w, hgt] of [[1366, 800], [390, 844]]) {
    await lynette.setViewportSize({ width: w, height: hgt });
    await L.shot(lynette, `leaderboard-${w}x${hgt}`);
  }
  assert.deepEqual(lynette.problems.filter(unasked), []);
  assert.deepEqual(lyney.problems.filter(unasked), []);
  await lynette.context().close();
  await lyney.context().close();
});
