// One Genius Invokation TCG turn looked at closely, in real Chromium against a real server:
// card text in tooltips, every skill shown (the unusable ones greyed with the server's reason),
// exact dice payment, Escape, feedback where damage lands, keyboard focus kept across updates,
// and the hand on screen at 1366 × 800 and on a 390 × 844 phone (which also reloads mid-match).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gitcg'); });
after(async () => { await browser?.close(); });

const inActionTurn = async (page) => {
  if (!(await page.locator('[data-testid=panel][data-state=decide]').count())) return false;
  return (await page.getByTestId('phase').textContent()) === 'Action phase'
    && (await page.getByTestId('turn').textContent()) === 'Your turn';
};

// A turn of ours with a skill to use and one greyed: what this test looks at. (The first turn
// need not be one: a bot's first action may freeze our active character, blocking its skills.)
const skillTurn = async (page) => (await inActionTurn(page))
  && (await page.locator('[data-testid=panel] [data-testid=choice].kind-skill').count()) > 0
  && (await page.locator('[data-testid=panel] [data-testid=unavailable]').count()) > 0;

const seconds = (text) => {
  let total = 0;
  for (const m of text.matchAll(/(\d+):(\d\d)/g)) total += Number(m[1]) * 60 + Number(m[2]);
  return total;
};

test('a turn up close: card text, greyed skills with reasons, exact payment, Escape, feedback, focus, layout', async () => {
  const page = await L.person(browser, 'Lumine');
  await L.createRoom(page, { bot: true });
  await L.ready(page);
  await L.waitForMatch(page);
  await L.playUntil(page, skillTurn);

  // The hand and the decision panel are on screen, and the page does not scroll.
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=dice-bottom]', '[data-testid=panel]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }

  // A card in hand shows its text on hover, as the card list gives it.
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const cardId = Number(await card.getAttribute('data-card'));
  const info = catalog.action_cards.find((c) => c.id === cardId);
  await card.hover();
  const tip = page.locator('#tip');
  await tip.waitFor();
  assert.match(await tip.textContent(), new RegExp(info.english_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.ok(info.text && (await tip.textContent()).includes(info.text), `the tooltip shows ${info.english_name}'s text`);
  // The opponent's characters too, with their skills' text; focus shows it as well as hover.
  const theirs = page.locator('[data-testid=side-top] [data-testid=character]').first();
  await theirs.focus();
  const theirId = Number((await theirs.getAttribute('data-tip')).split(':')[2]);
  const charInfo = catalog.characters.find((c) => c.id === theirId);
  await tip.filter({ hasText: charInfo.english_name }).waitFor();
  assert.ok((await tip.textContent()).includes(charInfo.skills[0].text), 'skill text in the character tooltip');
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'hidden' });

  // Every skill is shown; those the server lists as unavailable are greyed with its reason.
  const panel = page.getByTestId('panel');
  const greyed = panel.locator('[data-testid=unavailable]');
  assert.ok(await greyed.count() > 0, 'a skill the server refuses (the burst, without energy) is shown greyed');
  const reasons = await page.evaluate(() => (window.tavern.match.u.unavailable || []).map((x) => x.reason));
  const shown = await greyed.locator('.reason').allTextContents();
  assert.ok(shown.length && shown.every((r) => reasons.includes(r)), `greyed with the server's reasons (${shown} / ${reasons})`);
  assert.equal(await greyed.first().getAttribute('aria-disabled'), 'true');

  // Paying: the suggestion is exact; one die more, or a die that does not fit, disables Pay.
  const skill = panel.locator('[data-testid=choice].kind-skill').first();
  await skill.click();
  const pay = panel.getByTestId('confirm');
  await panel.getByTestId('needs').waitFor();
  assert.ok(await pay.isEnabled(), 'the suggested payment is exact');
  const free = page.locator('[data-testid=dice-bottom] [data-testid=die][aria-pressed=false]').first();
  await free.click();
  assert.ok(await pay.isDisabled(), 'one die too many');
  assert.match(await pay.textContent(), /selected, \d+ needed/);
  assert.ok(await page.locator('[data-testid=dice-bottom] .die.spare').count() > 0, 'the extra die is marked as not counting');
  await page.locator('[data-testid=dice-bottom] [data-testid=die][aria-pressed=true]').last().click();
  // Swap a die paying an element part for one that does not fit (where nothing else selected,
  // such as Omni, could pay that part instead): Pay is disabled.
  const needs = await page.locator('[data-testid=need]').evaluateAll((els) => els.map((e) => ({ kind: e.dataset.kind, count: Number(/\/(\d+)/.exec(e.textContent)?.[1]) })));
  const part = needs.find((x) => !['any', 'same', undefined].includes(x.kind));
  if (part) {
    const faces = await page.locator('[data-testid=dice-bottom] [data-testid=die][aria-pressed=true]').evaluateAll((els) => els.map((e) => e.dataset.face));
    const payers = faces.filter((f) => f === part.kind || f === 'omni').length;
    const wrong = page.locator(`[data-testid=dice-bottom] [data-testid=die][aria-pressed=false]:not([data-face=${part.kind}]):not([data-face=omni])`);
    const right = page.locator(`[data-testid=dice-bottom] [data-testid=die][aria-pressed=true][data-face=${part.kind}]`);
    if (payers === part.count && await wrong.count() && await right.count()) {
      await right.first().click();
      await wrong.first().click();
      assert.ok(await pay.isDisabled(), `a die that is not ${part.kind} does not pay the ${part.kind} part`);
      assert.match(await pay.textContent(), /do not pay this cost/);
    }
  }
  // Escape cancels the payment.
  await page.keyboard.press('Escape');
  await panel.getByTestId('needs').waitFor({ state: 'detached' });
  await skill.click();
  assert.ok(await pay.isEnabled());
  await pay.click();
  // Feedback where the damage lands.
  await page.locator('[data-testid=fx][data-kind=damage], [data-testid=fx][data-kind=reaction]').first().waitFor({ timeout: 5000 });

  // Keyboard focus stays on a card in hand while the bot's moves arrive.
  await L.playUntil(page, inActionTurn);
  const end = panel.locator('[data-testid=choice].kind-end');
  const v0 = (await L.matchState(page)).version;
  // Ending the round asks first, and nothing is sent until it is confirmed.
  await end.click();
  await panel.filter({ hasText: 'End your round?' }).waitFor();
  assert.equal((await L.matchState(page)).version, v0, 'not ended yet');
  await panel.getByTestId('confirm').click();
  const held = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  await held.focus();
  await page.evaluate(() => { window.focused = document.activeElement; });
  // Three more versions, or fewer when the round ends at once (the bot had ended it already)
  // and the next decision (the reroll) is ours.
  await page.waitForFunction((v) => {
    const now = Number(document.getElementById('match').dataset.version);
    return now >= v + 3 || (now > v && document.querySelector('[data-testid=panel][data-state=decide]'));
  }, v0, { timeout: 15000 });
  assert.ok(await page.evaluate(() => window.focused === document.activeElement && window.focused.isConnected), 'the same element keeps the focus');

  // The log is a polite live region, grouped by turn and naming sources.
  const log = page.getByTestId('log');
  assert.equal(await log.getAttribute('aria-live'), 'polite');
  assert.ok(await log.locator('.group-title').count() > 2, 'the log groups turns');
  assert.match(await log.textContent(), /took \d+ \w+ damage.* · by /, 'damage names its source');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone the hand stays on screen, and a reload resumes the seat with the same state and clock', async () => {
  const page = await L.person(browser, 'Venti', { width: 390, height: 844 }, { reducedMotion: 'reduce', isMobile: true, hasTouch: true });
  await L.shot(page, 'lobby-phone');
  await L.createRoom(page, { bot: true, clock: true });
  await L.ready(page);
  await L.waitForMatch(page);
  // Mid-play: our turn in the second round, with the first round's cards on the table.
  await L.playUntil(page, async (p) => (await p.getByTestId('round').textContent()) === 'Round 2' && await inActionTurn(p), 3000, { cards: true });
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=side-top]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  // A long press shows a card's text on a touch screen.
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const box = await card.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + 10, y: box.y + 10 }] });
  await touch('touchStart');
  await page.locator('#tip').waitFor();
  await touch('touchEnd');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(2500); // let the clock run a little
  const before = await L.matchState(page);
  const clockBefore = seconds(await page.locator('[data-clock-seat="0"] .clock-time').textContent());
  const t0 = Date.now();
  await L.docShot(page, 'gitcg-390x844');

  await page.reload();
  await page.locator(`#match[data-match-id="${before.matchId}"][data-version="${before.version}"]`).waitFor();
  await page.locator('[data-testid=panel][data-state=decide]').waitFor();
  const afterReload = await L.matchState(page);
  const clockAfter = seconds(await page.locator('[data-clock-seat="0"] .clock-time').textContent());
  const waited = (Date.now() - t0) / 1000;
  assert.deepEqual(afterReload, before, 'same match, version, hand, dice and characters');
  assert.ok(clockAfter <= clockBefore, `the clock kept running (${clockBefore} s, then ${clockAfter} s)`);
  assert.ok(clockAfter >= clockBefore - waited - 2, `the clock did not jump (${clockBefore} s, then ${clockAfter} s after ${waited} s)`);
  await page.getByTestId('log').filter({ hasText: 'You are back in the match' }).waitFor({ state: 'attached' });

  // A dropped connection (rather than a reload) comes back by itself to the same seat.
  await page.evaluate(() => window.tavern.ws.close());
  await page.locator('[data-testid=log] .line', { hasText: 'You are back in the match' }).nth(1).waitFor({ state: 'attached' });
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  assert.deepEqual(await L.matchState(page), before, 'same state after reconnecting');

  await L.playUntil(page, async (p) => (await L.matchState(p)).version > before.version, 10);
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await page.getByTestId('result').filter({ hasText: 'forfeit' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
