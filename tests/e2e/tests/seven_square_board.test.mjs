// The セブンスクエア board drawn from fixtures (real updates of a match against the bot, under
// fixtures/seven_square/), at 1366 × 800 and on a 390 × 844 phone: a square holding several
// cards shows the top one and a count and opens the stack on a tap or a hover, a long hand stays
// on screen, the result's reason says what happened once, and moves, deployments and
// destructions are animated.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SIZES, fixture, boardPage, show, holdMotion, freezeMotion, motions, rectOf, visibleAt, statusOf, L } from './board_fixtures.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('seven_square'); });
after(async () => { await browser?.close(); });

const info = (id) => catalog.cards.find((c) => c.id === id);
const key = (s) => `${s.file},${s.rank}`;
const square = (s) => `[data-testid=square][data-sq="${key(s)}"]`;

// The squares of a view holding more than one card (units, mounts and their riders; a field lies
// under them), with the pieces there.
const cardsOf = (list) => list.reduce((n, p) => n + 1 + p.riders.length, 0);
function stacks(view) {
  const by = new Map();
  for (const p of view.pieces) by.set(key(p.at), [...(by.get(key(p.at)) || []), p]);
  return [...by.entries()].filter(([, list]) => cardsOf(list) > 1);
}

test('a square holding several cards shows the top one and a count, and opens the whole stack on a tap or a hover', async () => {
  for (const scene of ['stack', 'move']) {
    const fx = fixture('seven_square', scene);
    const view = fx.frames.at(-1).view;
    const found = stacks(view);
    assert.ok(found.length, `${scene}: the fixture has a stack`);
    for (const size of SIZES) {
      const page = await boardPage(browser, 'seven_square', size);
      await show(page, fx);
      for (const [k, list] of found) {
        const sq = `[data-testid=square][data-sq="${k}"]`;
        assert.equal(await page.locator(`${sq} [data-testid=piece]`).count(), 1, `${k}: one card on top`);
        const count = page.locator(`${sq} [data-testid=stack-count]`);
        assert.equal(await count.getAttribute('data-count'), String(cardsOf(list)));
        assert.match(await count.getAttribute('aria-label'), new RegExp(`^${cardsOf(list)} cards here`));
        const pop = page.locator(`${sq} [data-testid=stack]`);
        assert.equal(await pop.evaluate((e) => getComputedStyle(e).visibility), 'hidden', 'closed at first');
        // A tap (a click with a mouse) on the count opens it: every card, named in full.
        if (size.options.hasTouch) await count.tap();
        else await count.click();
        await page.locator(`${sq}.open`).waitFor();
        assert.equal(await pop.evaluate((e) => getComputedStyle(e).visibility), 'visible');
        const names = await pop.locator('[data-testid=stack-piece]').evaluateAll((els) => els.map((e) => ({ piece: Number(e.dataset.piece), text: e.textContent })));
        assert.deepEqual(names.map((x) => x.piece).sort((a, b) => a - b), list.map((p) => p.piece).sort((a, b) => a - b), 'every card of the stack');
        for (const p of list) {
          const shown = names.find((x) => x.piece === p.piece).text;
          for (const id of [p.card, ...p.riders.map((r) => r.card)]) {
            if (id != null) assert.ok(shown.includes(info(id).english_name), `${info(id).english_name} named in full (${shown})`);
          }
        }
        const box = await pop.boundingBox();
        const vp = size.viewport;
        assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height, `${k}: the opened stack is on screen (${JSON.stringify(box)})`);
        await L.shot(page, `ss-board-stack-${scene}-${size.name}`);
        // A second tap closes it.
        if (size.options.hasTouch) await count.tap();
        else await count.click();
        await page.locator(`${sq}.open`).waitFor({ state: 'detached' });
      }
      if (!size.options.hasTouch) {
        // Hovering a stack shows it to read, after a short pause, without taking the pointer.
        const [k] = found[0];
        await page.locator(`[data-testid=square][data-sq="${k}"]`).hover();
        const pop = page.locator(`[data-testid=square][data-sq="${k}"] [data-testid=stack]`);
        await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)).visibility === 'visible', `[data-testid=square][data-sq="${k}"] [data-testid=stack]`);
        assert.equal(await pop.evaluate((e) => getComputedStyle(e).pointerEvents), 'none');
        await page.mouse.move(0, 0);
      }
      // No card is drawn outside its square.
      const spilled = await page.evaluate(() => [...document.querySelectorAll('[data-testid=square] [data-testid=piece]')].filter((c) => {
        const a = c.getBoundingClientRect();
        const b = c.closest('[data-testid=square]').getBoundingClientRect();
        return a.top < b.top - 0.5 || a.bottom > b.bottom + 0.5 || a.left < b.left - 0.5 || a.right > b.right + 0.5;
      }).map((c) => c.getAttribute('aria-label')));
      assert.deepEqual(spilled, []);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  }
});

test('a long hand stays on screen: a second row on a wide screen, a scrolling box on a phone', async () => {
  const fx = fixture('seven_square', 'hand');
  const hand = fx.frames.at(-1).view.players[0].hand;
  assert.ok(hand.length >= 10, 'the fixture has a long hand');
  for (const size of SIZES) {
    const page = await boardPage(browser, 'seven_square', size);
    await show(page, fx);
    const cards = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]');
    assert.equal(await cards.count(), hand.length);
    const rects = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    const width = size.viewport.width;
    assert.ok(rects.every((r) => r.left >= 0 && r.right <= width), `${size.name}: no card runs off the side`);
    // On a wide screen every card is in sight; on a phone the hand's box scrolls, and every card
    // lies inside it (none cut by the window's edge).
    const box = await page.getByTestId('hand-bottom').evaluate((e) => e.getBoundingClientRect().toJSON());
    if (!size.options.hasTouch) assert.ok(rects.every((r) => r.bottom <= size.viewport.height), 'every card in sight');
    else assert.ok(rects.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5), 'inside the hand, which scrolls');
    for (const sel of ['[data-testid=panel]', '[data-testid=board]']) {
      const seen = await visibleAt(page, sel);
      assert.ok(seen.ok, `${size.name}: ${seen.why}`);
    }
    await L.shot(page, `ss-board-hand-${size.name}`);
    await page.context().close();
  }
});

test('the result says how the match ended, once', async () => {
  const fx = fixture('seven_square', 'over');
  const over = fx.frames.at(-1).events.find((e) => e.event === 'game_over');
  assert.equal(over.ending, 'general_destroyed');
  const page = await boardPage(browser, 'seven_square', SIZES[0]);
  await show(page, fx);
  const said = await page.evaluate(async (outcome) => {
    const mod = (await import('/games/seven_square/index.js')).default;
    return mod.reason(outcome);
  }, fx.frames.at(-1).view.outcome || { result: 'win', winners: [over.winner], reason: 'defeat' });
  assert.equal(said, 'a general fell', 'what happened, not every way a match can end');
  await page.context().close();
});

test('moves, deployments and destructions are animated', async () => {
  // A move: the card slides from its old square (here into a square already holding others).
  const move = fixture('seven_square', 'move');
  const moved = move.frames[1].events.find((e) => e.event === 'moved');
  let page = await boardPage(browser, 'seven_square', SIZES[0], { motion: true });
  await show(page, move, 1);
  const from = await rectOf(page, `[data-testid=piece][data-piece="${moved.piece}"]`) || await rectOf(page, square(moved.from));
  await holdMotion(page);
  await show(page, move);
  await freezeMotion(page, 0);
  const slides = (await motions(page)).filter((m) => m.kind === 'slide');
  assert.equal(slides.length, 1, 'one card slides');
  assert.ok(Math.abs(slides[0].rect.left + slides[0].rect.width / 2 - (from.left + from.width / 2)) < 3, `from where it stood (${JSON.stringify(slides[0].rect)} vs ${JSON.stringify(from)})`);
  await page.context().close();

  // A deployment: the card comes from the hand.
  const deploy = fixture('seven_square', 'deploy');
  const deployed = deploy.frames[1].events.find((e) => e.event === 'deployed');
  page = await boardPage(browser, 'seven_square', SIZES[0], { motion: true });
  await show(page, deploy, 1);
  const inHand = await rectOf(page, `[data-testid=hand-bottom] [data-card="${deployed.card}"]`);
  await holdMotion(page);
  await show(page, deploy);
  await freezeMotion(page, 0);
  const fromHand = (await motions(page)).filter((m) => m.kind === 'slide');
  assert.equal(fromHand.length, 1);
  assert.ok(Math.abs(fromHand[0].rect.top - inHand.top) < 3, 'it starts in the hand');
  await page.context().close();

  // A battle: the destroyed cards fade where they stood.
  const battle = fixture('seven_square', 'battle');
  const destroyed = battle.frames[1].events.filter((e) => e.event === 'destroyed');
  page = await boardPage(browser, 'seven_square', SIZES[0], { motion: true });
  await show(page, battle, 1);
  await holdMotion(page);
  await show(page, battle);
  await freezeMotion(page, 0.5);
  assert.equal((await motions(page)).filter((m) => m.kind === 'leave').length, destroyed.length, 'each destroyed card fades');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('once the match is over, the status bar says so and who won, in both languages', async () => {
  const fx = fixture('seven_square', 'over');
  const last = fx.frames.at(-1);
  assert.ok(last.view.outcome, 'the fixture ends the match');
  const winner = last.view.outcome.winners[0];
  for (const [lang, over, won] of [['en', 'Match over', winner === 0 ? 'You won' : `${fx.names[winner]} won`], ['zh', '对局结束', winner === 0 ? '你获胜' : `${fx.names[winner]}获胜`]]) {
    const page = await boardPage(browser, 'seven_square', SIZES[0], { lang });
    await show(page, fx);
    const st = await statusOf(page, 'seven_square', last, fx.names);
    assert.equal(st.phase, over);
    assert.equal(st.turn, won);
    assert.equal(st.yours, false, 'nobody is to act');
    // The panel agrees.
    assert.equal(await page.getByTestId('panel').getAttribute('data-state'), 'over');
    await page.context().close();
  }
});
