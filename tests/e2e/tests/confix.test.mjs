// End-to-end tests of the Project Confix board in Tavern's web client: real headless Chromium
// against a real server. Every decision is taken by clicking what the page offers (hand cards,
// targets, creatures, the choices of the panel), which the page builds from the listed legal
// actions only. Cards, planes and classes show their text on hover, focus or a long press;
// unusable cards are greyed with the server's reason; the hand stays on screen at 1366 × 800
// and 390 × 844.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';
import { playUntil, startMatch } from './confix_play.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('confix'); });
after(async () => { await browser?.close(); });

// Escape closes the card text first (the clicked card has the focus), then steps back.
async function escapeFrom(page, testid) {
  const el = page.getByTestId(testid);
  for (let i = 0; i < 3 && await el.count(); i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  await el.waitFor({ state: 'detached' });
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const myCastPhase = async (page) => (await page.locator('[data-testid=panel][data-state=decide]').count())
  && /cast phase/i.test(await page.getByTestId('phase').textContent())
  && (await page.getByTestId('turn').textContent()) === 'Your turn';

test('a person plays a whole 1v1 Project Confix match against the bot by clicking only', async () => {
  const page = await L.person(browser, 'Aino');
  await startMatch(page, 'Lava');
  const started = Date.now();
  const me = Number(await page.locator('[data-testid=field] .cfx-seat.bottom').getAttribute('data-seat'));
  const them = 1 - me;

  // You at the bottom, the bot at the top: an enemy of the other team, said in words.
  const top = page.locator(`[data-testid=others] [data-testid=seat-${them}]`);
  assert.equal(await top.getAttribute('data-relation'), 'enemy');
  assert.match(await top.getByTestId('relation').textContent(), /Enemy/);
  assert.notEqual(await top.getByTestId('team').textContent(), await page.locator(`[data-testid=seat-${me}] [data-testid=team]`).textContent());
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=plane]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }

  // Card, plane and class text on hover and focus, as the card list gives it.
  const tip = page.locator('#tip');
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const cardId = Number(await card.getAttribute('data-card'));
  const info = catalog.cards.find((c) => c.id === cardId);
  await card.hover();
  await tip.filter({ hasText: info.english_name }).waitFor();
  assert.ok((await tip.textContent()).includes(info.text), `${info.english_name}'s text`);
  const planeId = Number(await page.getByTestId('plane-card').getAttribute('data-plane'));
  const plane = catalog.planes.find((p) => p.id === planeId);
  await page.getByTestId('plane-card').hover();
  await tip.filter({ hasText: plane.english_name }).waitFor();
  assert.ok((await tip.textContent()).includes(plane.text), `${plane.english_name}'s text`);
  await top.getByTestId('class').focus();
  await tip.filter({ hasText: 'Inferno Emissary' }).waitFor();
  assert.match(await tip.textContent(), /Flame Combo/);
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'hidden' });

  // The opening: a first redraw draws as many cards again; then the hand is kept.
  const panel = page.getByTestId('panel');
  await panel.locator('[data-testid=choice].kind-redraw').filter({ hasText: 'draw 5 new cards' }).click();
  await panel.locator('[data-testid=choice].kind-redraw').filter({ hasText: 'draw 4 new cards' }).waitFor();
  assert.equal(await page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').count(), 5);
  await panel.locator('[data-testid=choice].kind-keep').click();

  // Activate runes: a Lava Sorcerer chooses fire or earth, named in words.
  const rune = panel.locator('[data-testid=choice][data-element]');
  await rune.first().waitFor();
  assert.deepEqual((await rune.allTextContents()).map((x) => x.replace(/\s+/g, ' ').match(/Add an? (\w+) rune/)[1]).sort(), ['earth', 'fire']);
  await rune.filter({ hasText: 'fire' }).click();

  // The match, by clicking. On the way, in a cast phase: cards that cannot be cast are greyed
  // with the server's reason, shown under the card's text too; a card's `*` can be paid with
  // either colour, and Pay stays disabled until the choice is exact; Escape steps back. The
  // combat's dice stay on the table with both totals.
  const starred = catalog.cards.filter((c) => c.runes.any > 0).map((c) => [c.id, c.runes.runes]);
  const choosable = (p) => p.evaluate((cards) => {
    const u = window.tavern.match.u;
    const mine = u.view.players[u.view.viewer.seat];
    const named = new Map(cards);
    const sum = (r) => r.fire + r.water + r.air + r.earth;
    // The `*` left after discounts (a plane's, for creatures) is what the suggestion pays beyond
    // the printed colours.
    const a = (u.legal_actions || []).find((x) => x.action === 'play_card' && named.has(x.card)
      && sum(x.pay.runes) > sum(named.get(x.card)) && x.pay.power_of == null
      && ['fire', 'earth'].every((e) => mine.active_runes[e] > named.get(x.card)[e]));
    return a ? a.card : null;
  }, starred);
  const seen = { greyed: false, pay: false, roll: false, shot: false };
  const watch = async (p) => {
    if (!seen.roll && await p.getByTestId('combat-roll').count()) {
      const roll = p.getByTestId('combat-roll');
      assert.equal(await roll.locator('.die').count(), 4, 'both sides\' 2d6');
      assert.match(await roll.textContent(), /\d+ .*vs.* \d+ → .* lost/);
      seen.roll = true;
    }
    if (!seen.shot && (await p.locator('[data-testid=permanent]').count()) >= 3) {
      await L.shot(p, 'confix-1v1');
      seen.shot = true;
    }
    if (!(await myCastPhase(p))) return false;
    if (!seen.greyed && (await p.locator('[data-testid=hand-bottom] [data-reason]').count())) {
      const greyed = p.locator('[data-testid=hand-bottom] [data-reason]').first();
      const reason = await greyed.getAttribute('data-reason');
      const reasons = await p.evaluate(() => (window.tavern.match.u.unavailable || []).map((x) => x.reason));
      assert.ok(reasons.includes(reason), `greyed with the server's reason (${reason} / ${reasons})`);
      assert.equal(await greyed.getAttribute('aria-disabled'), 'true');
      await greyed.hover();
      assert.equal(await p.getByTestId('tip-reason').textContent(), reason);
      await p.mouse.move(0, 0);
      seen.greyed = true;
    }
    const payable = seen.pay ? null : await choosable(p);
    if (payable != null) {
      const payCard = p.locator(`[data-testid=hand-bottom] [data-card="${payable}"]`).first();
      await escapeFrom(p, 'card-detail');
      await payCard.click();
      await p.getByTestId('card-detail').waitFor();
      await escapeFrom(p, 'card-detail');
      await payCard.click();
      await panel.locator('[data-testid=card-detail] [data-testid=choice]').first().click();
      const pay = panel.getByTestId('confirm');
      await panel.getByTestId('needs').waitFor();
      assert.ok(await pay.isEnabled(), 'the suggested payment is exact');
      await L.shot(p, 'confix-pay');
      // One rune fewer of a colour paying `*` disables Pay; a rune of the other colour
      // instead (where one is spare) makes another exact payment.
      const minus = panel.locator('[data-testid^=pay-minus-]:enabled').first();
      const el = (await minus.getAttribute('data-testid')).replace('pay-minus-', '');
      await minus.click();
      assert.ok(await pay.isDisabled(), 'one rune too few disables Pay');
      assert.match(await pay.textContent(), /runes chosen/);
      const other = panel.locator(`[data-testid^=pay-plus-]:enabled:not([data-testid=pay-plus-${el}])`);
      await ((await other.count()) ? other.first() : panel.getByTestId(`pay-plus-${el}`)).click();
      assert.ok(await pay.isEnabled(), 'an exact payment again');
      await escapeFrom(p, 'needs');
      seen.pay = true;
    }
    return false;
  };
  const counts = await playUntil(page, watch);
  const result = page.getByTestId('result');
  await result.waitFor();
  // A short match may end before a payment had a choice: a rematch gives the next chance (up
  // to four; once, in a full run, three matches in a row had none).
  for (let extra = 0; extra < 4 && !(seen.pay && seen.greyed && seen.roll); extra++) {
    const before = await page.locator('#match').getAttribute('data-match-id');
    await page.getByTestId('rematch').click();
    await page.locator(`#match[data-game=confix]:not([data-match-id="${before}"])`).waitFor();
    await panel.locator('[data-testid=choice].kind-keep').click();
    await playUntil(page, watch);
    await result.waitFor();
  }
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat/);
  assert.match(text, /every enemy elementalist died|forfeit/);
  assert.match(await page.getByTestId('stats').textContent(), /Damage dealt/);
  const log = await page.getByTestId('log').textContent();
  assert.match(log, /took \d+ damage \(life -?\d+\) — from /, 'damage in the log names its source');
  assert.match(log, /Combat: .* rolled \d \+ \d → \d+/, 'the log shows combat rolls');
  assert.match(log, /died/);
  assert.ok(seen.roll, 'a combat was rolled');
  assert.ok(seen.greyed, 'a card was greyed with its reason');
  assert.ok(seen.pay, 'a payment was chosen');
  console.log(`# confix 1v1: ${JSON.stringify(counts)}, ${Date.now() - started} ms, ${text.split('Reason')[0]}`);

  // The replay viewer words each step.
  await page.getByTestId('open-replay').click();
  await page.getByTestId('replay-viewer-page').waitFor();
  for (let i = 0; i < 4; i++) await page.getByTestId('replay-next').click();
  await page.getByTestId('replay-action').waitFor();
  // Any of the worded actions (a bot may roll the plane die or fight early: the step is not fixed).
  assert.match(await page.getByTestId('replay-action').textContent(), /Keep this hand|Redraw|Add an? \w+ rune|Cast |Use |Summon |Roll the plane die| attacks | defends|Take the damage|Lose defending| dies$|Yes, do it|^No$|End the|Done declaring|Ended/);
  await page.getByTestId('replay-close').click();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a 390 × 844 phone at 2 vs 2 the table fits, a long press shows card text, and Chinese names render', async () => {
  const page = await L.person(browser, 'Mei', { width: 390, height: 844 }, { hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  await startMatch(page, 'Bulwark', 'two_v_two');
  await page.getByTestId('panel').waitFor();
  assert.equal(await page.locator('[data-testid=others] .cfx-seat').count(), 3);
  assert.equal(await page.locator('[data-testid=others] [data-relation=ally]').count(), 1);
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=others]', '[data-testid=plane]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  const cardId = Number(await card.getAttribute('data-card'));
  const info = catalog.cards.find((c) => c.id === cardId);
  const cdp = await page.context().newCDPSession(page);
  // A finger on the middle of an element (a card at the end of the hand's strip is scrolled
  // into view first, as a person would).
  const touchAt = async (loc, type) => {
    if (type === 'touchStart') await loc.scrollIntoViewIfNeeded();
    const box = await loc.boundingBox();
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
  };
  const tap = async (loc) => { await touchAt(loc, 'touchStart'); await touchAt(loc, 'touchEnd'); };
  const longPress = async (loc, name) => {
    await touchAt(loc, 'touchStart');
    await page.locator('#tip').filter({ hasText: name }).waitFor();
    await touchAt(loc, 'touchEnd');
  };
  // The text stays after the finger lifts, until a touch elsewhere (the header's name).
  await longPress(card, info.english_name);
  await page.waitForTimeout(300);
  assert.ok(await page.locator('#tip').isVisible(), 'the text stays after the long press');
  assert.ok((await page.locator('#tip').textContent()).includes(info.text), `${info.english_name}'s text`);
  await tap(page.locator('#who'));
  await page.locator('#tip').waitFor({ state: 'hidden' });
  // The shared plane's text too.
  const planeId = Number(await page.getByTestId('plane-card').getAttribute('data-plane'));
  await longPress(page.getByTestId('plane-card'), catalog.planes.find((p) => p.id === planeId).english_name);
  await tap(page.locator('#who'));
  await page.locator('#tip').waitFor({ state: 'hidden' });
  // In Chinese, the hand shows the cards' Chinese names, drawn by a CJK font.
  await page.getByTestId('lang').selectOption('zh');
  await page.locator('[data-testid=hand-bottom] .card-name').first().filter({ hasText: new RegExp(`^${escapeRe(info.name)}$`) }).waitFor();
  assert.match(await page.getByTestId('phase').textContent(), /起始手牌/);
  const width = await page.evaluate((name) => {
    const c = document.createElement('canvas').getContext('2d');
    c.font = '16px "Noto Sans CJK SC", "Noto Sans SC", sans-serif';
    return c.measureText(name).width;
  }, info.name);
  assert.ok(width > 10, 'a font draws the Chinese name');
  await page.getByTestId('lang').selectOption('en');
  // Play on the phone to a cast phase of yours with a card that can be cast, then concede.
  const playable = page.locator('[data-testid=hand-bottom] [data-playable=true]').first();
  await playUntil(page, async (p) => (await myCastPhase(p)) && (await playable.count()) > 0);
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }
  // In a cast phase a long press on a card that can be cast shows its text and casts nothing;
  // a tap chooses it.
  await escapeFrom(page, 'card-detail');
  // The README's phone screenshot: no card's text open, the feedback labels of the last step
  // faded.
  await tap(page.locator('#who'));
  await page.locator('#tip').waitFor({ state: 'hidden' });
  await page.waitForTimeout(1400);
  await L.docShot(page, 'confix-2v2-390x844');
  const castId = Number(await playable.getAttribute('data-card'));
  const castCard = page.locator(`[data-testid=hand-bottom] [data-playable=true][data-card="${castId}"]`).first();
  await longPress(castCard, catalog.cards.find((c) => c.id === castId).english_name);
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId('card-detail').count(), 0, 'the long press chose nothing');
  await tap(page.locator('#who'));
  await page.locator('#tip').waitFor({ state: 'hidden' });
  await tap(castCard);
  await page.getByTestId('card-detail').waitFor();
  await L.shot(page, 'confix-390x844');
  // Conceding while the teammate still plays: the match goes on without you, and the page
  // goes back to the lobby saying so.
  assert.equal(await page.locator('[data-testid=others] [data-relation=ally][data-out]').count(), 0, 'the teammate still plays');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('notice').filter({ hasText: 'the match goes on without you' }).waitFor();
  await page.getByTestId('game').waitFor();
  assert.equal(await page.getByTestId('match').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a 2v2 match of real clicks beside bots: you and a bot teammate against two bots, to the end', async () => {
  const page = await L.person(browser, 'Ilmari');
  await page.getByTestId('game').selectOption('confix');
  await page.getByTestId('preset').selectOption('Bulwark');
  await page.getByTestId('setup').selectOption('two_v_two');
  assert.match(await page.locator('#opt-bot').locator('..').textContent(), /Bots take the other seats/);
  await L.createRoom(page, { bot: true, clock: false });
  const room = page.getByTestId('room');
  await room.filter({ hasText: '2 vs 2' }).waitFor();
  assert.equal(await page.locator('[data-testid=room-seats] li').count(), 4);
  assert.match(await page.getByTestId('room-seats').textContent(), /team A.*team B.*team A.*team B/s);
  // The bots' decks vary (the lobby's default at a table of more than two): three presets.
  const botDecks = await page.evaluate(() => window.tavern.room?.options.bot_decks ?? null);
  assert.equal(botDecks?.length, 3);
  assert.equal(new Set(botDecks).size, 3, `three presets for three bots: ${botDecks}`);
  await L.ready(page);
  await L.waitForMatch(page);
  await page.locator('#match[data-game=confix]').waitFor();
  const started = Date.now();
  // And they play them: three classes among the bots.
  const classes = await page.evaluate(() => window.tavern.match.u.view.players.map((p) => p.class));
  const mySeat = Number(await page.locator('[data-testid=field] .cfx-seat.bottom').getAttribute('data-seat'));
  assert.equal(new Set(classes.filter((_, i) => i !== mySeat)).size, 3, `the bots play three classes: ${classes}`);

  // You at the bottom; the three others around the table: your teammate opposite, marked as
  // an ally in words and by the same team, the two enemies on either side.
  const me = Number(await page.locator('[data-testid=field] .cfx-seat.bottom').getAttribute('data-seat'));
  const others = page.locator('[data-testid=others] .cfx-seat');
  assert.equal(await others.count(), 3);
  const seats = await others.evaluateAll((els) => els.map((e) => Number(e.dataset.seat)));
  assert.deepEqual(seats, [3, 2, 1].map((k) => (me + k) % 4), 'left-hand neighbour first, right-hand (next) last');
  const relations = await others.evaluateAll((els) => els.map((e) => e.dataset.relation));
  assert.deepEqual(relations, ['enemy', 'ally', 'enemy']);
  const mate = page.locator('[data-testid=others] [data-relation=ally]');
  assert.equal(await mate.getByTestId('relation').textContent(), 'Ally');
  assert.equal(await mate.getByTestId('team').textContent(), await page.locator(`[data-testid=seat-${me}] [data-testid=team]`).textContent());
  assert.equal(await page.locator('[data-testid=others] [data-relation=enemy] [data-testid=relation]').first().textContent(), 'Enemy');
  for (const sel of ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=plane]']) {
    const seen = await L.onScreen(page, sel);
    assert.ok(seen.ok, seen.why);
  }

  // Whose turn it is: one seat marked, and the status bar names it. One snapshot of the page,
  // so that an update between reads cannot mix two turns.
  const turnShown = async (p) => {
    const now = await p.evaluate(() => {
      const m = window.tavern.match;
      return {
        drawn: document.getElementById('match')?.dataset.version === String(m.u.version),
        opening: m.u.view.phase === 'opening',
        current: m.u.view.current,
        names: m.names,
        marked: [...document.querySelectorAll('[data-testid=field] .cfx-seat[data-turn=true]')].map((e) => Number(e.dataset.seat)),
        turn: document.querySelector('[data-testid=turn]')?.textContent ?? '',
      };
    });
    if (now.opening) return;
    assert.ok(now.drawn, `the page draws the update it holds (${JSON.stringify(p.problems)})`);
    assert.deepEqual(now.marked, [now.current], `exactly the current seat is marked (${JSON.stringify(p.problems)})`);
    assert.ok(now.turn === 'Your turn' || now.turn.startsWith(now.names[now.current]), `${now.turn} names seat ${now.current}`);
  };
  let shot = false;
  let checks = 0;
  let mateActed = false;
  const counts = await playUntil(page, async (p) => {
    if (await p.getByTestId('result').count()) return false;
    if (checks < 30) {
      await turnShown(p);
      checks += 1;
    }
    if (!mateActed) mateActed = (await p.getByTestId('log').textContent()).includes(`${await mate.locator('.side-name').textContent()} cast`);
    if (!shot && (await p.locator('[data-testid=permanent]').count()) >= 4 && (await p.locator('[data-testid=panel][data-state=decide]').count())) {
      await p.mouse.move(0, 0);
      // The feedback labels of the last step fade first (they last 1.3 s).
      await p.waitForTimeout(1400);
      await L.docShot(p, 'confix-2v2-1366x800');
      shot = true;
    }
    return false;
  }, 3000);
  const result = page.getByTestId('result');
  await result.waitFor({ timeout: 180000 });
  const text = await result.textContent();
  assert.match(text, /Victory|Defeat/);
  const outcome = await page.evaluate(() => window.tavern.match.outcome);
  const myTeam = await page.evaluate((s) => window.tavern.match.u.view.players[s].team, me);
  if (outcome.result === 'win') {
    assert.equal(text.includes('Victory'), outcome.winners.includes(me));
    assert.ok(outcome.winners.length === 2, 'a whole team wins');
    assert.equal(outcome.winners.includes(me), outcome.teams.includes(myTeam));
  }
  assert.match(await page.getByTestId('stats').textContent(), /Team ◆ A.*Team ● B/s);
  assert.ok(shot, 'the screenshot was taken mid-match');
  // The whole log is kept: a cast of the teammate's after our last look counts too.
  if (!mateActed) mateActed = (await page.getByTestId('log').textContent()).includes(`${await mate.locator('.side-name').textContent()} cast`);
  assert.ok(mateActed, 'the bot teammate took its turns');
  console.log(`# confix 2v2: ${JSON.stringify(counts)}, ${Date.now() - started} ms, ${text.split("Reason")[0]} (${outcome.reason}, turn ${await page.evaluate(() => window.tavern.match.u.view.turn)})`);

  // A rematch at the same table: a new 2 vs 2 match with the same bots, started at once.
  const before = await page.locator('#match').getAttribute('data-match-id');
  await result.getByTestId('rematch').click();
  await page.locator(`#match[data-game=confix]:not([data-match-id="${before}"])`).waitFor();
  await page.getByTestId('panel').waitFor();
  assert.equal(await page.locator('[data-testid=field] .cfx-seat').count(), 4, 'the rematch is at a table of four');
  assert.deepEqual(await page.evaluate(() => window.tavern.match.u.view.players.map((p) => p.class)), classes, 'the same decks');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('six seats at 3 vs 3, teams drawn at random: the table fits at 1366 × 800 and on a phone', async () => {
  const page = await L.person(browser, 'Saga');
  await startMatch(page, 'Lava', 'three_v_three', true);
  // The room said the teams would be drawn; the match's first line says how they fell.
  await page.locator('#match[data-game=confix]').waitFor();
  await page.getByTestId('log').filter({ hasText: 'teams drawn at random' }).waitFor();
  const others = page.locator('[data-testid=others] .cfx-seat');
  assert.equal(await others.count(), 5);
  assert.equal(await page.locator('[data-testid=others] [data-relation=ally]').count(), 2);
  assert.equal(await page.locator('[data-testid=others] [data-relation=enemy]').count(), 3);
  const sel = ['[data-testid=hand-bottom]', '[data-testid=panel]', '[data-testid=plane]', '[data-testid=others]'];
  for (const s of sel) {
    const seen = await L.onScreen(page, s);
    assert.ok(seen.ok, seen.why);
  }
  await L.shot(page, 'confix-3v3');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  for (const s of sel) {
    const seen = await L.onScreen(page, s);
    assert.ok(seen.ok, `on a phone: ${seen.why}`);
  }
  await L.shot(page, 'confix-3v3-390x844');
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('notice').filter({ hasText: 'the match goes on without you' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
