// Genius Invokation TCG game versions in the page: the deck builder checks a deck against the
// version picked (a 5.8 character is refused at 5.3, in words), the card list of 5.3 lacks the
// 5.8 cards; a room created at 5.3 says so in the room, in the lobby's room list and in the
// match's header.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

test('the deck builder checks the deck against the version picked', async () => {
  const page = await L.person(browser, 'Xilonen');
  await page.locator('input[name=deck-mode][value=build]').check();
  const picker = page.getByTestId('build-version');
  await picker.waitFor();
  assert.deepEqual(await picker.locator('option').allTextContents(), ['5.8', '5.3']);
  // Lan Yan arrived in 5.8: chosen at 5.8, then the version set to 5.3.
  await page.locator('.build-chars .pick', { hasText: 'Lan Yan' }).click();
  const status = page.getByTestId('deck-status');
  await status.filter({ hasText: 'Characters: 1 of 3 chosen.' }).waitFor();
  await picker.selectOption('5.3');
  await page.locator('.build-chars .pick', { hasText: 'Ganyu' }).first().waitFor();
  await status.filter({ hasText: 'Lan Yan is not in version 5.3' }).waitFor();
  assert.equal(await page.locator('.build-chars .pick', { hasText: 'Lan Yan' }).count(), 0, 'not offered at 5.3: the status names it');
  await L.shot(page, 'gitcg-builder-version-5.3');
  // Back at 5.8 the deck's only problem is its size.
  await picker.selectOption('5.8');
  await status.filter({ hasText: 'Characters: 1 of 3 chosen.' }).waitFor();
  assert.deepEqual(page.problems, []);
});

test('a room at 5.3 shows its version in the room, the room list and the match', async () => {
  const page = await L.person(browser, 'Mualani');
  const watcher = await L.person(browser, 'Kinich');
  const version = page.getByTestId('version');
  await version.waitFor();
  assert.deepEqual(await version.locator('option').allTextContents(), ['5.8 (newest)', '5.3']);
  await version.selectOption('5.3');
  await L.createRoom(page, { bot: true, clock: false });
  await page.getByTestId('room-version').filter({ hasText: 'version 5.3' }).waitFor();
  await watcher.getByTestId('room-row-version').filter({ hasText: 'version 5.3' }).first().waitFor();
  await L.ready(page);
  await L.waitForMatch(page);
  await page.getByTestId('game-version').filter({ hasText: 'version 5.3' }).waitFor();
  await L.shot(page, 'gitcg-match-version-5.3');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(watcher.problems, []);
});
