// End-to-end test of the セブンスクエア (Seven Square) board in Tavern's web client: real headless
// Chromium against a real server. A whole match against the server's bot is played by clicking
// only (the general and the redraw at setup, cards from hand onto highlighted fields, pieces
// then highlighted squares or targets, battles, the end of the turn); the person takes what the
// server lists first (see `choose`), so the match ends. On the way: the legal
// destinations of a picked piece are highlighted (and only those), Escape steps back, cards
// show their text, unusable cards in hand are greyed with the server's reason, and the hand
// stays on screen at 1366 × 800 and on a 390 × 844 phone. A card under a stack is reached by
// opening the stack (its count). `TAVERN_DOCS=1` writes docs/seven_square-1366x800.png and
// docs/seven_square-390x844.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('seven_square'); });
after(async () => { await browser?.close(); });

const info = (id) => catalog.cards.find((c) => c.id === id);
const key = (s) => `${s.file},${s.rank}`;
const square = (page, s) => page.locator(`[data-testid=square][data-sq="${key(s)}"]`);
// A card on the board, to click: on top of its square, or in its stack, opened by its count.
async function chip(page, id) {
  const top = page.locator(`[data-testid=square] [data-testid=piece][data-piece="${id}"]`);
  if (await top.count()) return top;
  const sq = page.locator('[data-testid=square]', { has: page.locator(`[data-testid=stack-piece][data-piece="${id}"]`) });
  await sq.getByTestId('stack-count').click();
  await sq.locator('.ss-pop').waitFor({ state: 'visible' });
  // A redraw that brings no update and no pick (a message about the lobby, a clock) leaves the
  // stack open: its cards stay clickable.
  await page.evaluate(async () => {
    (await import('/js/state.js')).render();
    await new Promise((done) => { setTimeout(done, 0); });
  });
  assert.ok(await sq.evaluate((el) => el.classList.contains('open')), 'an opened stack stays open through a redraw');
  return sq.locator(`[data-testid=stack-piece][data-piece="${id}"]`);
}

// What the page was given to decide on: its version, the listed actions and the unusable cards.
const state = (page) => page.evaluate(() => {
  const u = window.tavern.match && window.tavern.match.u;
  return u ? { version: u.version, acts: u.legal_actions || [], unavailable: u.unavailable || [], decisions: u.decisions, view: u.view } : null;
});

async function opponentsTurnOrDeciding(page) {
  const result = page.getByTestId('result');
  const deciding = page.locator('[data-testid=panel][data-state=decide]');
  await result.or(deciding).first().waitFor({ timeout: 20000 });
  return !(await result.isVisible());
}

// After a click that submits, the page shows a newer version (or the result).
async function submitted(page, version) {
  await page.locator(`#match:not([data-version="${version}"]), [data-testid=result]`).first().waitFor({ timeout: 20000 });
}

// Clicks a square or a card on it; if the square leaves a choice, clicks the listed action.
async function clickThen(page, target, a) {
  await target.click();
  const pick = page.locator(`[data-testid=picks] [data-testid=choice][data-key='${JSON.stringify(a)}']`);
  if (await pick.count()) await pick.click();
}

// The cards drawn outside their square (a crowded square must not spill a card over its
// neighbour, where the card could be neither read nor clicked).
const spilled = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid=square] [data-testid=piece]')]
  .filter((c) => {
    const a = c.getBoundingClientRect();
    const b = c.closest('[data-testid=square]').getBoundingClientRect();
    return a.top < b.top - 0.5 || a.bottom > b.bottom + 0.5 || a.left < b.left - 0.5 || a.right > b.right + 0.5;
  })
  .map((c) => `${c.getAttribute('aria-label')} on ${c.closest('[data-testid=square]').dataset.sq}`));

// The squares highlighted for the picked card, with what each offers.
const highlighted = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid=square].target')]
  .map((c) => ({ sq: c.dataset.sq, targets: c.dataset.targets })));

// Takes the listed action `a` by clicking what the page offers for it. Returns what it checked.
async function perform(page, a, st, checks) {
  const v = st.version;
  switch (a.action) {
    case 'deploy': {
      const zone = a.from === 'temple' ? '[data-testid=temple-card]' : '[data-testid=hand-bottom] [data-testid=hand-card]';
      await page.locator(`${zone}[data-card="${a.card}"][data-playable=true]`).first().click();
      await clickThen(page, square(page, a.at), a);
      break;
    }
    case 'move': case 'shoot': case 'heal': case 'mount': {
      const actor = a.action === 'mount' ? a.unit : a.piece;
      await (await chip(page, actor)).click();
      await page.getByTestId('selection').waitFor();
      if (!checks.destinations) {
        // Exactly the squares the listed actions of this piece lead to are highlighted: its
        // moves' destinations, its shots' and heals' targets, the mounts it may mount.
        const at = (id) => key(st.view.pieces.find((p) => p.piece === id).at);
        const want = [...new Set(st.acts.flatMap((x) => {
          if (x.action === 'move' && x.piece === actor) return [key(x.to)];
          if ((x.action === 'shoot' || x.action === 'heal') && x.piece === actor) return [at(x.target)];
          if (x.action === 'mount' && x.unit === actor) return [at(x.mount)];
          return [];
        }))].sort();
        const got = (await highlighted(page)).map((c) => c.sq).sort();
        assert.deepEqual(got, want, 'the highlighted squares are those of the listed actions');
        const moves = (await highlighted(page)).filter((c) => c.targets.split(' ').includes('move')).map((c) => c.sq).sort();
        assert.deepEqual(moves, st.acts.filter((x) => x.action === 'move' && x.piece === actor).map((x) => key(x.to)).sort(), 'the moves are marked as moves');
        // Escape steps back: nothing is selected or highlighted any more; then pick it again.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.getByTestId('selection').waitFor({ state: 'detached' });
        assert.equal((await highlighted(page)).length, 0, 'Escape cleared the highlights');
        await (await chip(page, actor)).click();
        checks.destinations = true;
      }
      const stacked = await page.getByTestId('stack-count').count();
      if (!checks.docShot && ((stacked && st.view.pieces.length >= 7) || st.view.turn >= 14)) {
        // The README's picture: a crowded board (a stack on it) with a picked piece's squares
        // highlighted.
        await page.mouse.move(0, 0);
        await page.waitForTimeout(1400); // the last update's feedback fades
        await L.docShot(page, 'seven_square-1366x800');
        checks.docShot = true;
      }
      if (a.action === 'move') await clickThen(page, square(page, a.to), a);
      else await clickThen(page, await chip(page, a.action === 'mount' ? a.mount : a.target), a);
      break;
    }
    case 'build':
      await page.locator(`[data-testid=hand-bottom] [data-testid=hand-card][data-card="${a.card}"][data-playable=true]`).first().click();
      await clickThen(page, square(page, st.view.pieces.find((p) => p.piece === a.piece).at), a);
      break;
    case 'fight':
      await page.locator(`[data-testid=panel] [data-testid=choice][data-key='${JSON.stringify(a)}']`).click();
      break;
    case 'end_turn':
      await page.getByTestId('end-turn').click();
      break;
    default:
      throw new Error(`unexpected action ${JSON.stringify(a)}`);
  }
  await submitted(page, v);
}

// The first listed action, except that the listing puts the general's moves after `end_turn`
// (for a bot they only stall): a person whose general sits on a full deployment field would
// then pass every turn and the match would end by an empty deck with no fight. So when the
// first listed action ends the turn, a listed move that closes in on the enemy general goes
// first.
function choose(st) {
  const first = st.acts[0];
  if (first.action !== 'end_turn') return first;
  const dist = (a, b) => Math.abs(a.file - b.file) + Math.abs(a.rank - b.rank);
  const me = st.view.current;
  const enemy = st.view.pieces.find((p) => p.owner !== me && (p.general || p.riders.some((r) => r.general)));
  if (!enemy) return first;
  const at = (id) => st.view.pieces.find((p) => p.piece === id).at;
  return st.acts.find((x) => x.action === 'move' && dist(x.to, enemy.at) < dist(at(x.piece), enemy.at)) || first;
}

// The setup, by clicking: a general among the listed ones (its text on hover), then one card
// returned for a new one.
async function setup(page) {
  await page.locator('[data-testid=panel][data-state=decide]').waitFor();
  const general = page.locator('[data-testid=panel] [data-testid=choice][data-card]').first();
  const id = Number(await general.getAttribute('data-card'));
  assert.ok(info(id).abilities.includes('【威光】'), 'only prestige units are offered as the general');
  await general.hover();
  await page.locator('#tip').filter({ hasText: info(id).text }).waitFor();
  let st = await state(page);
  await general.click();
  await submitted(page, st.version);
  await page.getByTestId('confirm').filter({ hasText: 'Keep this hand' }).waitFor();
  st = await state(page);
  await page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first().click();
  const confirm = page.getByTestId('confirm');
  await confirm.filter({ hasText: 'Return 1 card and draw 1' }).waitFor();
  await confirm.click();
  await submitted(page, st.version);
}

test('a person plays a whole Seven Square match against the bot by clicking only', async () => {
  const page = await L.person(browser, 'Celes');
  await page.getByTestId('game').selectOption('seven_square');
  assert.deepEqual(await page.locator('#preset option').allTextContents(), ['Aera Knights', 'Verda Host', 'Free Company']);
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  await page.locator('#match[data-game=seven_square]').waitFor();
  assert.equal(await page.getByTestId('square').count(), 49);
  // Our first rank is at the bottom: our camp is on the last row shown, the opponent's on the first.
  const camps = await page.evaluate(() => [...document.querySelectorAll('[data-testid=field-card]')].map((f) => f.closest('[data-testid=square]').dataset.vrow));
  assert.deepEqual(camps.sort(), ['0', '6']);
  await setup(page);

  const started = Date.now();
  const checks = {};
  const counts = {};
  for (let steps = 0; steps < 2500; steps++) {
    if (!(await opponentsTurnOrDeciding(page))) break;
    const st = await state(page);
    if (!st || !st.acts.length) { await page.waitForTimeout(30); continue; }
    if (!checks.midMatch && st.view.turn >= 3 && st.unavailable.length) {
      await midMatch(page, st);
      checks.midMatch = true;
    }
    assert.deepEqual(await spilled(page), [], 'every card on the board is drawn inside its square');
    const a = choose(st);
    try {
      await perform(page, a, st, checks);
    } catch (e) {
      // An update redrew the page under a click: look again (the version tells).
      if ((await state(page)).version === st.version) throw e;
    }
    counts[a.action] = (counts[a.action] || 0) + 1;
  }
  const result = page.getByTestId('result');
  await result.waitFor();
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat|Draw/);
  // The reason is what happened, said once; the status bar says the match is over.
  assert.match(text, /Reason: (a general fell|both generals fell at once|a player had to draw from an empty deck)(?!, or)/);
  assert.doesNotMatch(text, /Ending/);
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  assert.match(await page.getByTestId('turns').textContent(), /^\d+$/);
  assert.ok(checks.destinations, 'a piece was picked and its highlighted squares checked');
  assert.ok(checks.midMatch, 'the mid-match checks ran');
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /took \d+ damage (from .*'s shot|in the battle on [a-g][1-7])/, 'damage names its source');
  assert.match(log, /was destroyed and went to the Temple of the Sun/, 'the log shows destruction');
  const acted = (counts.move || 0) + (counts.shoot || 0) + (counts.heal || 0) + (counts.mount || 0);
  assert.ok(acted > 0 && counts.deploy > 0 && counts.end_turn > 0, `deployed, acted with pieces and ended turns (${JSON.stringify(counts)})`);
  console.log(`# seven square: ${JSON.stringify(counts)}, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);
  // The replay viewer draws the same board and says what each step did.
  await page.getByTestId('open-replay').click();
  await page.getByTestId('replay-viewer-page').locator('[data-testid=board]').waitFor();
  for (let i = 0; i < 3; i++) await page.getByTestId('replay-next').click();
  await page.locator('[data-testid=replay-viewer-page][data-step="3"] [data-testid=replay-action]').waitFor();
  assert.match(await page.getByTestId('replay-action').textContent(), /General: |Keep the opening hand|Return \d cards?/);
  await page.getByTestId('replay-close').click();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// At one of our turns with cards we cannot use: the layout, card text on the board, and the
// greyed cards with the server's reasons.
async function midMatch(page, st) {
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=board]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  // Nothing vanishes: every card in hand is shown, usable or greyed with a reason.
  const me = st.view.viewer.seat;
  const hand = st.view.players[me].hand;
  const cards = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]');
  assert.equal(await cards.count(), hand.length);
  const unusable = new Set(st.unavailable.map((u) => u.action.card));
  const greyed = page.locator('[data-testid=hand-bottom] [data-testid=hand-card].greyed');
  assert.equal(await greyed.count(), hand.filter((id) => unusable.has(id)).length, 'the unavailable cards are greyed');
  const first = greyed.first();
  const id = Number(await first.getAttribute('data-card'));
  const reason = await first.getAttribute('data-reason');
  assert.ok(reason && reason.length > 5, `a reason is given (${reason})`);
  assert.equal(await first.locator('[data-testid=card-reason]').textContent(), reason);
  // The tooltip of a greyed card gives its text and why it cannot be used.
  await first.hover();
  const tip = page.locator('#tip');
  await tip.filter({ hasText: info(id).text }).waitFor();
  assert.equal(await tip.getByTestId('tip-reason').textContent(), reason);
  // A card on the board shows its text too, and the enemy's are marked by more than colour.
  const enemy = page.locator('[data-testid=square] [data-testid=piece][data-side=theirs][data-card]').first();
  const enemyCard = Number(await enemy.getAttribute('data-card'));
  await enemy.focus();
  await tip.filter({ hasText: info(enemyCard).text }).waitFor();
  assert.match(await enemy.textContent(), /▼/);
  assert.match(await enemy.getAttribute('aria-label'), /'s /);
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'hidden' });
  // The Temple of the Sun opens to be browsed.
  const them = 1 - me;
  await page.locator(`[data-testid=temple-${them}] summary`).click();
  await page.locator(`[data-testid=temple-${them}] .ss-temple-list`).waitFor();
  assert.equal(await page.locator(`[data-testid=temple-${them}] .ss-temple-list [data-card]`).count(), st.view.players[them].temple.length);
  await page.locator(`[data-testid=temple-${them}] summary`).click();
  // Our general is marked 将 and shows its attack and life.
  const general = page.locator('[data-testid=piece][data-side=mine][data-general=true]');
  assert.match(await general.textContent(), /将.*⚔\d+ ♥-?\d+/);
  await L.shot(page, 'seven-square');
}

test('on a phone the board and the hand fit, a long press shows a card, and Chinese names render', async () => {
  const page = await L.person(browser, 'Miria', { width: 390, height: 844 }, { reducedMotion: 'reduce', isMobile: true, hasTouch: true });
  await page.getByTestId('game').selectOption('seven_square');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  await setup(page);
  await page.locator('[data-testid=panel][data-state=decide]').waitFor();
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=board]', '[data-testid=side-top]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  // A long press on a card in hand shows its text.
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const id = Number(await card.getAttribute('data-card'));
  const box = await card.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + 10, y: box.y + 10 }] });
  await touch('touchStart');
  await page.locator('#tip').filter({ hasText: info(id).text }).waitFor();
  await touch('touchEnd');
  await page.keyboard.press('Escape');
  // In Chinese the interface and the card names switch (the names as printed, in Japanese).
  await page.getByTestId('lang').selectOption('zh');
  await page.locator('[data-testid=hand-bottom] .card-name', { hasText: info(id).name }).first().waitFor();
  await page.getByTestId('phase').filter({ hasText: /阶段/ }).waitFor();
  await page.getByTestId('lang').selectOption('en');
  // Further into the match, for the picture: one of our turns from the sixth on.
  const checks = { destinations: true, docShot: true };
  for (let steps = 0; steps < 300; steps++) {
    if (!(await opponentsTurnOrDeciding(page))) break;
    const st = await state(page);
    if (!st || !st.acts.length) { await page.waitForTimeout(30); continue; }
    if (st.view.turn >= 6) break;
    try {
      await perform(page, choose(st), st, checks);
    } catch (e) {
      if ((await state(page)).version === st.version) throw e;
    }
  }
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=board]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  await page.waitForTimeout(1400); // the feedback of the last action fades before the picture
  await L.docShot(page, 'seven_square-390x844');
  if (!(await page.getByTestId('result').isVisible())) {
    await page.getByTestId('concede').click();
    await page.getByTestId('concede-confirm').click();
  }
  await page.getByTestId('result').waitFor();
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
