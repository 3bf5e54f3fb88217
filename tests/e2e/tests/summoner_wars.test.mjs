// End-to-end test of the Summoner Wars board in Tavern's web client: real headless Chromium
// against a real server. Every decision is taken by clicking what the page offers (units, cells,
// hand cards, the End phase button), which the page builds from the listed legal actions only.
// Cards show their ability or event text on hover, an attack's dice stay on the space attacked,
// the whole battlefield and the hand stay on screen, the cost of inaction is said during the
// attack phase, and the status bar says when the match is over. On a phone, the same table.
// `TAVERN_DOCS=1` writes docs/summoner_wars-1366x800.png and docs/summoner_wars-390x844.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';
import { visibleAt } from './board_fixtures.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('summoner_wars'); });
after(async () => { await browser?.close(); });

// One click of a person who prefers attacking enemy cards, then moving forward, then summoning,
// and else ends the phase. Returns false once the result is shown; otherwise the kind of click.
// `tried` remembers the units already selected at a version, so that a unit with nothing worth
// doing is not selected again and again.
async function swStep(page, tried, timeout = 20000) {
  const result = page.getByTestId('result');
  const deciding = page.locator('[data-testid=panel][data-state=decide]');
  await result.or(deciding).first().waitFor({ timeout });
  if (await result.isVisible()) return false;
  const version = await page.getByTestId('version').textContent();
  const panel = page.locator('[data-testid=panel][data-state=decide]');
  const board = page.getByTestId('board');
  const fresh = async (loc) => {
    for (const cell of await loc.all()) {
      const key = `${version}:${await cell.getAttribute('data-col')},${await cell.getAttribute('data-row')}`;
      if (!tried.has(key)) { tried.add(key); return cell; }
    }
    return null;
  };
  // In DOM order the board runs from the opponent's back row down to ours, so the first
  // highlighted space is the one furthest forward.
  const tries = [
    ['choice', async () => panel.locator('[data-testid=choice].kind-attack:has-text("enemy")').first()],
    ['attack', async () => board.locator('.target[data-targets~=attack]:has(.sw-unit.theirs)').first()],
    ['select-attacker', () => fresh(board.locator('[data-acts~=attack]'))],
    ['move', async () => board.locator('.target[data-targets~=move]:not(.selected)').first()],
    ['select-mover', () => fresh(board.locator('[data-acts~=move]'))],
    ['summon', async () => board.locator('.target[data-targets~=summon]').first()],
    ['select-summon', async () => page.locator('[data-testid=side-bottom] [data-testid=hand-card][data-acts~=summon][aria-pressed=false]').first()],
    ['end', async () => panel.getByTestId('end-phase')],
  ];
  for (const [kind, find] of tries) {
    const loc = await find();
    if (!loc || !(await loc.count())) continue;
    try {
      await loc.click({ timeout: 2000 });
      return kind;
    } catch {
      return 'redrawn'; // a new update redrew the page under the click: look again
    }
  }
  await page.waitForTimeout(50);
  return 'none';
}

// Every space of the battlefield lies in the window with nothing over it (the corners say so).
async function wholeBoardInSight(page) {
  for (const row of [0, 7]) {
    for (const col of [0, 5]) {
      const seen = await visibleAt(page, `[data-testid=cell][data-col="${col}"][data-row="${row}"]`);
      assert.ok(seen.ok, seen.why);
    }
  }
}

// Where a card of this side stands on screen (0 = top row).
async function rowsOf(page, side) {
  return page.evaluate((cls) => [...document.querySelectorAll(`[data-testid=board] .sw-unit.${cls}`)]
    .map((u) => Number(u.closest('[data-testid=cell]').dataset.vrow)), side);
}

test('a person plays a complete Summoner Wars match against the bot by clicking only', async () => {
  const page = await L.person(browser, 'Elien');
  await page.getByTestId('game').selectOption('summoner_wars');
  const factions = await page.locator('#preset option').allTextContents();
  assert.deepEqual(factions, ['Phoenix Elves', 'Tundra Orcs', 'Fallen Kingdom', 'Vanguards']);
  assert.equal(await page.locator('#deck-tabs').count(), 0, 'no share code or builder for Summoner Wars');
  await page.getByTestId('preset').selectOption('Tundra Orcs');
  await L.createRoom(page, { bot: true, clock: false });
  await page.getByTestId('room').filter({ hasText: 'Faction: “Tundra Orcs”' }).waitFor();
  await L.ready(page);
  await L.waitForMatch(page);
  await page.locator('#match[data-game=summoner_wars]').waitFor();
  await page.getByTestId('board').waitFor();
  const started = Date.now();

  // The board: 48 cells; our own back row at the bottom.
  assert.equal(await page.getByTestId('cell').count(), 48);
  // (The bot may already have taken the first turn: summoners start on their back rows and
  // move at most 2 spaces a turn.)
  const mine = await rowsOf(page, 'mine.class-summoner');
  const theirs = await rowsOf(page, 'theirs.class-summoner');
  assert.equal(mine.length, 1, 'our summoner is on the board');
  assert.equal(theirs.length, 1, "the opponent's summoner is on the board");
  assert.ok(mine[0] >= 4, `our summoner starts in the bottom half (row ${mine})`);
  assert.ok(theirs[0] <= 3, `the opponent's summoner starts in the top half (row ${theirs})`);
  await page.locator('[data-testid=side-bottom]', { hasText: 'Tundra Orcs' }).waitFor();
  await page.locator('[data-testid=side-top]', { hasText: 'Phoenix Elves' }).waitFor();
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=board]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  await wholeBoardInSight(page);
  // A card on the board shows its text on hover, as the card list gives it.
  const summoner = page.locator('[data-testid=unit].theirs.class-summoner');
  const id = Number(await summoner.getAttribute('data-card'));
  const info = catalog.factions.flatMap((f) => f.cards).find((c) => c.id === id);
  await summoner.hover();
  await page.locator('#tip').filter({ hasText: info.name }).waitFor();
  assert.ok(info.text && (await page.locator('#tip').textContent()).includes(info.text), `${info.name}'s text`);
  await page.mouse.move(0, 0);

  const counts = {};
  let shotTaken = false;
  let steps = 0;
  let diceSeen = false;
  let inactionSeen = false;
  const tried = new Set();
  for (; steps < 1500; steps++) {
    // Our attack phase, before any attack: the cost of inaction is said while it can be avoided.
    if (!inactionSeen && await page.locator('[data-testid=panel][data-state=decide]').count() && (await page.getByTestId('phase').textContent()) === 'Attack phase') {
      const notice = page.getByTestId('inaction');
      await notice.waitFor();
      assert.match(await notice.textContent(), /your summoner takes 1 wound/);
      if ((await notice.getAttribute('data-state')) === 'due') assert.match(await page.getByTestId('end-phase').textContent(), /your summoner takes 1 wound/);
      inactionSeen = true;
    }
    const kind = await swStep(page, tried);
    if (kind === false) break;
    counts[kind] = (counts[kind] || 0) + 1;
    if (!diceSeen && kind === 'attack') {
      // The attack's dice appear on the space attacked, hits counted in words.
      const dice = page.getByTestId('attack-dice');
      await dice.first().waitFor();
      assert.match(await dice.first().getAttribute('aria-label'), /Attack roll: \d+ hits?/);
      diceSeen = true;
    }
    if (!shotTaken && counts.attack >= 1 && Number((await page.getByTestId('round').textContent()).replace(/\D/g, '')) >= 3) {
      // Mid-match: the board, hands, magic and the log.
      await page.locator('[data-testid=panel][data-state=decide]').waitFor();
      const hand = await page.locator('[data-testid=side-bottom] .sw-hand-card .card-name').allTextContents();
      assert.ok(hand.length > 0 && hand.every((n) => n && !/^card \d+$/.test(n)), `our hand shows card names (${hand})`);
      assert.equal(await page.locator('[data-testid=side-top] .sw-hand-card').count(), 0, "the opponent's hand is hidden");
      await page.locator('[data-testid=side-top] .hand', { hasText: /\d+ cards?/ }).waitFor();
      assert.match(await page.getByTestId('magic-0').textContent(), /Magic \d+/);
      const life = page.locator('[data-testid=unit] [data-testid=life]').first();
      assert.match(await life.getAttribute('aria-label'), /^\d+ of \d+ life left$/);
      assert.equal(await life.locator('.pip').count(), Number(await life.getAttribute('data-life')));
      await wholeBoardInSight(page);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1400); // the feedback of the last action fades before the picture
      await L.docShot(page, 'summoner_wars-1366x800');
      shotTaken = true;
    }
  }
  const result = page.getByTestId('result');
  await result.waitFor();
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat/);
  assert.match(text, /summoner destroyed/);
  // The status bar says the match is over, and who won.
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  // Who won, in the bar as in the result's heading (Victory, Defeat or Draw), and no one's turn.
  assert.equal(await page.getByTestId('status-result').textContent(), await page.locator('#result-title').textContent());
  assert.equal(await page.getByTestId('turn').count(), 0);
  assert.ok(inactionSeen, 'an attack phase of ours was seen');
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /rolled \d+ dic?e: (melee|ranged|special)/, 'the log shows dice rolls');
  assert.match(log, /took \d+ wounds?/, 'the log shows wounds');
  assert.match(log, /was destroyed/, 'the log shows destruction');
  assert.ok(counts.attack > 0 && counts.move > 0 && counts.end > 0, `attacked, moved and ended phases (${JSON.stringify(counts)})`);
  assert.ok(shotTaken, 'the match reached its third turn');
  console.log(`# summoner wars: ${steps} clicks ${JSON.stringify(counts)}, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);
  await page.getByTestId('back-to-lobby').click();
  await page.getByTestId('last-result').waitFor();
  assert.equal(await page.getByTestId('game').inputValue(), 'summoner_wars');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone the whole battlefield, the panel and the hand stay on screen', async () => {
  const page = await L.person(browser, 'Grognack', { width: 390, height: 844 }, { isMobile: true, hasTouch: true });
  await page.getByTestId('game').selectOption('summoner_wars');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  await page.getByTestId('board').waitFor();
  const tried = new Set();
  // Into our third turn, at one of our decisions.
  for (let i = 0; i < 400; i++) {
    const turn = Number((await page.getByTestId('round').textContent()).replace(/\D/g, ''));
    if (turn >= 3 && await page.locator('[data-testid=panel][data-state=decide]').count() && (await page.getByTestId('phase').textContent()) !== 'Summon phase') break;
    if ((await swStep(page, tried)) === false) break;
  }
  await page.locator('[data-testid=panel][data-state=decide]').waitFor();
  await wholeBoardInSight(page);
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=side-top]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  // A unit's tile keeps its numbers in sight: the attack's strength and the life pips.
  const tile = page.locator('[data-testid=unit]:has([data-testid=attack])').first();
  assert.ok((await tile.locator('.sw-str').boundingBox()).width > 2);
  assert.ok((await tile.locator('.pip').first().boundingBox()).width >= 3);
  await page.waitForTimeout(1400); // the feedback of the last action fades before the picture
  await L.docShot(page, 'summoner_wars-390x844');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
