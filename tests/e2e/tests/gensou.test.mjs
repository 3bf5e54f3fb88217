// End-to-end test of the 幻想梦斗符 board in Tavern's web client: real headless Chromium against
// a real server. Every decision is taken by clicking what the page offers (a card of the deck
// in the opening search, cards in the hand and their options, the payment, characters, traps,
// passing), which the page builds from the listed legal actions only. Cards show their text on
// hover and on a long press, cards that cannot be used now are greyed with the server's reason,
// the hand stays on screen at 1366 × 800 and on a phone, and a referee sees both hands.
// `TAVERN_DOCS=1` writes docs/gensou-1366x800.png and docs/gensou-390x844.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gensou'); });
after(async () => { await browser?.close(); });

const info = (id) => catalog.cards.find((c) => c.id === Number(id));

// One decision of a person who plays to make progress: the first card of a deck search,
// spending the most spell-power cards a payment allows, traps and counters whenever they can,
// a character change, a trap or a state card or one spell-power card in SET, battle cards and
// items in BATTLE, and otherwise the phase's passive choice. Returns false once the result is
// shown, else what it clicked. `tried` keeps the cards already tried at a version, so a card
// whose option could not be clicked is not tried again and again.
async function gsStep(page, tried, timeout = 20000) {
  const result = page.getByTestId('result');
  const panel = page.locator('[data-testid=panel][data-state=decide]');
  await result.or(panel).first().waitFor({ timeout });
  if (await result.isVisible()) return false;
  const kind = await panel.getByTestId('decision').getAttribute('data-kind', { timeout: 2000 }).catch(() => null);
  const version = await page.getByTestId('version').textContent();
  const fromHand = async (act) => {
    for (const card of await page.locator(`[data-testid=hand-bottom] [data-testid=hand-card][data-acts~=${act}]`).all()) {
      const key = `${version}:${act}:${await card.getAttribute('data-card')}`;
      if (tried.has(key)) continue;
      tried.add(key);
      await card.click({ timeout: 2000 });
      await page.locator(`[data-testid=card-detail] [data-testid=choice].kind-${act}`).first().click({ timeout: 2000 });
      return true;
    }
    return false;
  };
  try {
    switch (kind) {
      case 'search':
      case 'release':
        await panel.locator('[data-testid=pick-list] [data-testid=choice]').first().click({ timeout: 2000 });
        await panel.getByTestId('confirm').click({ timeout: 2000 });
        return kind;
      case 'pay':
        await panel.getByTestId('pay-choice').last().click({ timeout: 2000 });
        return 'pay';
      case 'trap':
        if (await panel.locator('[data-testid=choice].kind-trigger').count()) {
          await panel.locator('[data-testid=choice].kind-trigger').first().click({ timeout: 2000 });
          return 'trigger';
        }
        break;
      case 'counter':
        if (await fromHand('counter')) return 'counter';
        break;
      case 'change':
        if (await panel.locator('[data-testid=choice].kind-set_center').count()) {
          await panel.locator('[data-testid=choice].kind-set_center').first().click({ timeout: 2000 });
          return 'set_center';
        }
        if (await fromHand('place_support')) return 'place_support';
        break;
      case 'set': {
        if (await fromHand('set_trap')) return 'set_trap';
        if (await fromHand('play_state')) return 'play_state';
        const power = Number(await page.locator('[data-testid=side-bottom] .zone-power').getAttribute('data-count'));
        if (power < 2 && await fromHand('set_power')) return 'set_power';
        break;
      }
      case 'battle':
        for (const act of ['declare', 'use_item', 'set_item', 'play_state']) if (await fromHand(act)) return act;
        break;
      case 'discard':
        if (await fromHand('discard')) return 'discard';
        break;
      default: break;
    }
    await panel.getByTestId('pass').first().click({ timeout: 2000 });
    return 'pass';
  } catch {
    return 'redrawn'; // a new update redrew the panel under the click: look again
  }
}

const deciding = (page, kind) => page.locator(`[data-testid=panel][data-state=decide] [data-testid=decision][data-kind=${kind}]`);

test('a person plays a complete 幻想梦斗符 match against the bot by clicking only; a referee sees both hands', async () => {
  const page = await L.person(browser, 'Reimu');
  await page.getByTestId('game').selectOption('gensou');
  await page.getByTestId('preset').selectOption('starter');
  const starter = catalog.presets.find((p) => p.name === 'starter');
  await page.getByTestId('preset-about').filter({ hasText: starter.description }).waitFor();
  await L.createRoom(page, { bot: true, clock: false, spectators: 'referee' });
  await L.ready(page);
  await L.waitForMatch(page);
  await page.locator('#match[data-game=gensou]').waitFor();
  const started = Date.now();

  // The opening search lists each card of the deck once; a card shows its text on hover; a
  // picked card is confirmed, and Escape steps back from the pick.
  await deciding(page, 'search').waitFor();
  const picks = page.locator('[data-testid=pick-list] [data-testid=choice]');
  // Each card of the deck once (those dealt or placed at setup may have left it).
  const listed = await picks.evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
  assert.equal(new Set(listed).size, listed.length, 'each card once');
  assert.ok(listed.length >= new Set(starter.deck.cards).size - 5 && listed.every((id) => starter.deck.cards.includes(id)), `the deck's cards (${listed})`);
  const spark = page.locator('[data-testid=pick-list] [data-card="203"]'); // Love Sign "Master Spark"
  await spark.hover();
  const sparkInfo = info(await spark.getAttribute('data-card'));
  await page.locator('#tip').filter({ hasText: sparkInfo.english_name }).waitFor();
  assert.ok((await page.locator('#tip').textContent()).includes(sparkInfo.text), "the tooltip gives the card's text");
  await spark.click();
  const confirm = page.locator('[data-testid=panel] [data-testid=confirm]');
  assert.ok(await confirm.isEnabled());
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape'); // closes the tooltip, if it is still open
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=panel] [data-testid=confirm]:disabled').waitFor();
  await spark.click();
  await confirm.click();
  await page.getByTestId('log').filter({ hasText: `You revealed ${sparkInfo.english_name}` }).waitFor({ state: 'attached' });

  // The table at 1366 × 800: both halves, the duel zone, the panel and the hand on screen.
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=duel]', '[data-testid=side-top]', '[data-testid=side-bottom]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  assert.match(await page.getByTestId('hp-value-0').textContent(), /^\d+$/);
  assert.match(await page.getByTestId('orbs-0').getAttribute('aria-label'), /Orbs: \d ready, \d spent, \d broken/);

  const tried = new Set();
  const counts = {};
  let greyChecked = false;
  let refereeChecked = false;
  let shotTaken = false;
  let steps = 0;
  for (; steps < 2500; steps++) {
    // In a BATTLE phase with a greyed card: the reason is the server's, worded, on the card and
    // in its tooltip. Only once our last action's update is in: an update arriving meanwhile
    // draws the hand again and closes the tooltip being checked.
    if (!greyChecked && await deciding(page, 'battle').count() && await page.evaluate(() => !window.tavern.pending)) {
      const grey = page.locator('[data-testid=hand-bottom] [data-testid=hand-card].greyed').first();
      if (await grey.count()) {
        const id = Number(await grey.getAttribute('data-card'));
        const reason = await grey.getAttribute('data-reason');
        const listed = await page.evaluate((card) => (window.tavern.match.u.unavailable || []).find((u) => u.action.card === card), id);
        assert.ok(listed, `the server lists card ${id} as unavailable`);
        assert.ok(reason && reason.length > 3, 'the greyed card carries a reason');
        if (listed.code === 'character_not_in_play') assert.equal(reason, `needs ${info(info(id).character).english_name} in play`);
        if (listed.code === 'wrong_decision') assert.equal(reason, 'not in the BATTLE phase');
        await grey.focus();
        await page.locator('#tip [data-testid=tip-reason]').filter({ hasText: reason }).waitFor();
        await grey.click();
        await page.getByTestId('card-reason').filter({ hasText: reason }).waitFor();
        await page.keyboard.press('Escape'); // the tooltip
        await page.keyboard.press('Escape'); // the selected card
        await page.getByTestId('card-detail').waitFor({ state: 'detached' });
        greyChecked = true;
      }
    }
    // A referee joins during our first BATTLE decision (nothing moves meanwhile; a match can end
    // within twenty clicks, so it does not wait for a later one) and sees both hands: ours as we
    // see it, and the bot's faces.
    if (!refereeChecked && await deciding(page, 'battle').count()) {
      const mine = await page.locator('[data-testid=hand-bottom] .card-name').allTextContents();
      const botCount = await page.locator('[data-testid=hand-top] .card.back').count();
      const watcher = await L.person(browser, 'Aya');
      await watcher.locator('#rooms-refresh').click();
      await watcher.locator('.room', { hasText: 'Reimu' }).getByTestId('watch-0').click();
      await watcher.locator('#match[data-viewer=spectator]').waitFor();
      await watcher.getByTestId('view-referee').click();
      await watcher.locator('#match[data-viewer=referee]').waitFor();
      assert.deepEqual(await watcher.locator('[data-testid=hand-bottom] .card-name').allTextContents(), mine, "the referee sees the player's hand");
      assert.equal(await watcher.locator('[data-testid=hand-top] .card-name').count(), botCount, "the referee sees the bot's hand face up");
      assert.equal(await watcher.getByTestId('panel').getAttribute('data-state'), 'watch');
      await L.shot(watcher, 'gensou-referee');
      assert.deepEqual(watcher.problems, []);
      await watcher.context().close();
      refereeChecked = true;
    }
    // The screenshot of a battle in progress: a declared card facing the counter decision.
    if (!shotTaken && steps > 30 && await page.locator('[data-testid=clash-attack]').count() && await page.locator('[data-testid=panel][data-state=decide]').count()) {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1400); // the feedback of the last action fades
      await L.docShot(page, 'gensou-1366x800');
      shotTaken = true;
    }
    const kind = await gsStep(page, tried);
    if (kind === false) break;
    counts[kind] = (counts[kind] || 0) + 1;
  }
  const result = page.getByTestId('result');
  await result.waitFor();
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat|Draw/);
  assert.match(text, /shot down|popularity|special victory/);
  // The status bar says the match is over, and who won.
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  // Who won, in the bar as in the result's heading (Victory, Defeat or Draw), and no one's turn.
  assert.equal(await page.getByTestId('status-result').textContent(), await page.locator('#result-title').textContent());
  assert.equal(await page.getByTestId('turn').count(), 0);
  assert.ok(Number(await page.getByTestId('turns').textContent()) >= 2, 'turns counted');
  const dealt = await page.locator('[data-testid=stats] tr[data-stat=battle] td').allTextContents();
  assert.equal(dealt.length, 2);
  assert.ok(dealt.some((x) => Number(x) > 0), 'battle damage was counted');
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /You declared /, 'battle cards were declared by clicking');
  assert.match(log, /took \d+ battle damage \(/, 'battle damage names its card');
  assert.ok(greyChecked, 'a greyed card with its reason was seen');
  assert.ok(refereeChecked, 'a referee watched');
  assert.ok(counts.declare > 0 && counts.pass > 0, `declared and passed (${JSON.stringify(counts)})`);
  if (!shotTaken) await L.docShot(page, 'gensou-1366x800');
  console.log(`# gensou: ${steps} clicks ${JSON.stringify(counts)}, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);

  // The replay words each step's action.
  await page.getByTestId('open-replay').click();
  await page.locator('#replay[data-step="0"]').waitFor();
  await page.getByTestId('replay-next').click();
  await page.locator('#replay[data-step="1"]').waitFor();
  assert.match(await page.getByTestId('replay-action').textContent(), /^Reveal .+ and take it$/);
  await page.getByTestId('replay-close').click();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone the hand stays on screen, a long press shows a card text, and names switch to Chinese', async () => {
  const page = await L.person(browser, 'Sanae', { width: 390, height: 844 }, { isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  await page.getByTestId('game').selectOption('gensou');
  await page.getByTestId('preset').selectOption('netherworld');
  await L.createRoom(page, { bot: true, clock: false });
  await L.ready(page);
  await L.waitForMatch(page);
  const tried = new Set();
  // Into the first turn (past the opening search), then look at the hand.
  const turnDecision = page.locator(['change', 'set', 'battle'].map((k) => `[data-testid=decision][data-kind=${k}]`).join(', '));
  for (let i = 0; i < 40; i++) {
    await page.locator('[data-testid=panel][data-state=decide]').waitFor();
    if (await turnDecision.count()) break;
    await gsStep(page, tried);
  }
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const id = await card.getAttribute('data-card');
  const box = await card.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + 10, y: box.y + 10 }] });
  await touch('touchStart');
  await page.locator('#tip').filter({ hasText: info(id).english_name }).waitFor();
  const shown = info(id).skills?.length ? info(id).skills[0].text : info(id).text;
  assert.ok((await page.locator('#tip').textContent()).includes(shown), "the long press shows the card's text");
  await touch('touchEnd');
  await page.keyboard.press('Escape');

  await page.getByTestId('lang').selectOption('zh');
  await page.locator('[data-testid=hand-bottom] .card-name').filter({ hasText: info(id).name }).first().waitFor();
  const width = await page.locator('[data-testid=hand-bottom] .card-name').first().evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(width > 10, 'the Chinese name is drawn');
  assert.match(await page.getByTestId('phase').textContent(), /阶段/);
  await page.getByTestId('lang').selectOption('en');
  // Further into the match, for the picture: a card declared in the duel zone at one of our
  // decisions (or the fifth turn).
  for (let i = 0; i < 200; i++) {
    const deciding = await page.locator('[data-testid=panel][data-state=decide]').count();
    const turn = Number((await page.getByTestId('round').textContent()).replace(/\D/g, '')) || 0;
    if (deciding && (turn >= 5 || (turn >= 3 && await page.locator('[data-testid=clash-attack]').count()))) break;
    if ((await gsStep(page, tried)) === false) break;
  }
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  await page.waitForTimeout(1400); // the feedback of the last action fades before the picture
  await L.docShot(page, 'gensou-390x844');
  if (!(await page.getByTestId('result').isVisible())) {
    await page.getByTestId('concede').click();
    await page.getByTestId('concede-confirm').click();
  }
  await page.getByTestId('result').waitFor();
  assert.equal(await page.getByTestId('phase').textContent(), 'Game over');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
