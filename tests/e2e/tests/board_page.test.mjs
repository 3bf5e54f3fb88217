// A board drawn alone from fixed data (`/board.html?game=…`, `window.tavernBoard.show`): what a
// live page shows, the board page shows from the same update, with no server match behind it,
// and a second update is drawn as the change from the first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

test('a board is drawn alone from an update, as the live page draws it', async () => {
  const page = await L.person(browser, 'Fixture');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  // Two updates of the live match, as the page received them.
  const first = await page.evaluate(() => structuredClone(window.tavern.match.u));
  const names = await page.evaluate(() => window.tavern.match.names);
  const live = await L.matchState(page);
  await L.step(page);
  await page.waitForFunction((v) => window.tavern.match.u.version > v, first.version);
  const second = await page.evaluate(() => structuredClone(window.tavern.match.u));

  const board = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const problems = [];
  board.on('pageerror', (e) => problems.push(e.message));
  await board.goto(`${L.BASE}/board.html?game=gitcg&lang=en`);
  await board.evaluate(() => window.tavernBoard.ready);
  await board.evaluate(({ u, names }) => window.tavernBoard.show(u, { names, live: true, version: u.version }), { u: first, names });
  await board.locator(`[data-testid=board-page][data-version="${first.version}"]`).waitFor();
  const drawn = await board.evaluate(() => {
    const text = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent.trim());
    return { hand: text('[data-testid=hand-bottom] .card-name'), characters: text('.char .hp-text') };
  });
  assert.deepEqual(drawn.hand, live.hand, 'the same hand');
  assert.deepEqual(drawn.characters, live.characters, 'the same characters');
  // Offered as the live page offers it: its decision panel, with nothing sent anywhere.
  assert.ok(await board.locator('[data-testid=panel][data-state=decide]').count(), 'the decision is drawn');

  await board.evaluate(({ u, names }) => window.tavernBoard.show(u, { names, live: true, version: u.version }), { u: second, names });
  await board.locator(`[data-testid=board-page][data-version="${second.version}"]`).waitFor();
  await L.shot(board, 'board-page-gitcg');
  assert.deepEqual(problems, []);
  await board.close();
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
