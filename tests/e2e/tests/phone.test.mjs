// On a 390 × 844 phone: Create room above the fold, the hand scrolling sideways with a hint, a
// tap opening a card's detail and no hover text, and the action panel showing all of its
// buttons. On a 1366 × 800 desktop: the panel's buttons all shown, and card text never laid
// over the decision panel.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const PHONE = { width: 390, height: 844 };
const TOUCH = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// Every button of the panel lies inside the panel's visible box and the window.
async function panelButtonsShown(page) {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid=panel]');
    const p = panel.getBoundingClientRect();
    const vh = window.innerHeight;
    const cut = [...panel.querySelectorAll('button')].filter((b) => {
      const r = b.getBoundingClientRect();
      return r.height > 0 && (r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5 || r.bottom > vh + 0.5);
    }).map((b) => b.textContent.trim());
    return { cut, count: panel.querySelectorAll('button').length };
  });
}

const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
const rect = (loc) => loc.evaluate((el) => { const r = el.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; });

test('phone: Create room above the fold, the hand swipes with a hint, a tap opens the detail without hover text, the panel shows its buttons', async () => {
  const page = await L.person(browser, 'Qiqi', PHONE, TOUCH);
  // As a first visit opens it: at the top (saving the name scrolled to the name's box).
  await page.evaluate(() => window.scrollTo(0, 0));
  const create = await rect(page.getByTestId('create-room'));
  assert.ok(create.bottom <= PHONE.height, `Create room ends at ${create.bottom}`);
  assert.equal((await page.getByTestId('bot-level').locator('option:checked').textContent()).split(' — ')[0], 'Casual');
  await L.shot(page, 'phone-lobby');
  await page.getByTestId('create-room').tap();
  await page.getByTestId('ready').tap();
  await L.waitForMatch(page);

  // The hand row scrolls sideways and says so at its edge until its end. The opening hand is
  // chosen in the panel, with no dock yet, and five cards fit across a phone: play on until
  // the docked hand holds more than the row shows.
  const hand = page.locator('[data-testid=hand-bottom]');
  await L.playUntil(page, (p) => p.evaluate(() => {
    const el = document.querySelector('[data-testid=hand-bottom]');
    return !!el && el.querySelector('.card') !== null && el.scrollWidth > el.clientWidth + 4;
  }));
  await hand.locator('.card').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=hand-bottom]')?.dataset.more === '1');
  const hint = await hand.evaluate((el) => getComputedStyle(el, '::after').content);
  assert.equal(hint, '"swipe for more ›"');
  await hand.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await page.waitForFunction(() => document.querySelector('[data-testid=hand-bottom]').dataset.more === '0');
  assert.equal(await hand.evaluate((el) => getComputedStyle(el, '::after').content), 'none');
  await hand.evaluate((el) => { el.scrollLeft = 0; });

  // To the action phase; a tap on a card opens its detail in the panel, and no hover text.
  await L.playUntil(page, async (p) => (await p.getByTestId('phase').textContent()) === 'Action phase'
    && (await p.locator('[data-testid=panel][data-state=decide]').count()) > 0);
  await hand.locator('button.card').first().tap();
  await page.getByTestId('card-detail').waitFor();
  assert.equal(await page.locator('#tip').isVisible(), false, 'a tap shows no hover text');
  const shown = await panelButtonsShown(page);
  assert.ok(shown.count > 1);
  assert.deepEqual(shown.cut, [], 'no button of the panel is cut off');
  await L.shot(page, 'phone-card-detail');
  await page.keyboard.press('Escape');
  await page.getByTestId('concede').tap();
  await page.getByTestId('concede-confirm').tap();
  await page.getByTestId('result').waitFor();
  await L.shot(page, 'phone-result');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('desktop: the panel shows every button, and card text is never laid over it', async () => {
  const page = await L.person(browser, 'Sayu');
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  await L.waitForMatch(page);
  // The first character to choose: each choice carries its character's text. Hovering one
  // shows the text away from the panel and its prompt.
  await L.playUntil(page, async (p) => (await p.locator('[data-testid=panel][data-state=decide] [data-tip]').count()) > 0);
  const panel = page.getByTestId('panel');
  const option = panel.locator('[data-tip]').first();
  await option.hover();
  await page.locator('#tip').waitFor();
  assert.equal(overlap(await rect(page.locator('#tip')), await rect(panel)), 0, 'the text does not cover the panel');
  // A character on the board: its text does not cover the panel either.
  const theirs = page.locator('[data-testid=side-top] [data-tip]').first();
  await theirs.hover();
  await page.locator('#tip').waitFor();
  assert.equal(overlap(await rect(page.locator('#tip')), await rect(panel)), 0);

  // In the action phase, with a card picked (the panel at its tallest), every button shows.
  await page.mouse.move(0, 0);
  await L.playUntil(page, async (p) => (await p.getByTestId('phase').textContent()) === 'Action phase'
    && (await p.locator('[data-testid=panel][data-state=decide]').count()) > 0);
  await page.locator('[data-testid=hand-bottom] button.card').first().click();
  await page.getByTestId('card-detail').waitFor();
  const shown = await panelButtonsShown(page);
  assert.deepEqual(shown.cut, [], 'no button of the panel is cut off');
  await L.shot(page, 'desktop-card-detail');
  await page.keyboard.press('Escape');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
