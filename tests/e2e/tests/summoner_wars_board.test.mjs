// The Summoner Wars board drawn from fixtures (real updates of a match against the bot, under
// fixtures/summoner_wars/), at 1366 × 800 and on a 390 × 844 phone: the whole battlefield on
// screen beside (or above) the panel, unit tiles with life pips and attack icons, the cost of
// inaction said during the attack phase, greyed cards with their reasons in both languages, and
// a unit's move drawn as a slide from square to square.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SIZES, fixture, boardPage, show, holdMotion, freezeMotion, motions, rectOf, visibleAt, statusOf, L } from './board_fixtures.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

const cellSel = (c) => `[data-testid=cell][data-col="${c.col}"][data-row="${c.row}"]`;

test('the whole battlefield is on screen and each unit shows its life as pips and its attack as an icon', async () => {
  const fx = fixture('summoner_wars', 'wounds');
  const view = fx.frames.at(-1).view;
  for (const size of SIZES) {
    const page = await boardPage(browser, 'summoner_wars', size);
    await show(page, fx);
    assert.equal(await page.getByTestId('cell').count(), 48);
    // Every space lies in the window and nothing (the panel, the hand) covers it.
    for (const row of [0, 7]) {
      for (const col of [0, 5]) {
        const seen = await visibleAt(page, cellSel({ col, row }));
        assert.ok(seen.ok, `${size.name}: ${seen.why}`);
      }
    }
    const panel = await visibleAt(page, '[data-testid=panel]');
    assert.ok(panel.ok, `${size.name}: ${panel.why}`);
    // Each card on the battlefield: a pip per point of life, its wounds struck through, the
    // attack's icon and strength, a crown for a summoner; the name never carries the numbers.
    const tiles = await page.evaluate(() => [...document.querySelectorAll('[data-testid=cell]')].flatMap((cell) => {
      const u = cell.querySelector('[data-testid=unit]');
      if (!u) return [];
      return [{
        col: Number(cell.dataset.col), row: Number(cell.dataset.row), name: u.querySelector('.sw-name').textContent,
        pips: u.querySelectorAll('.pip').length, wounds: u.querySelectorAll('.pip.wound').length,
        icon: u.querySelector('[data-testid=attack] .sw-ico')?.className || null, strength: u.querySelector('.sw-str')?.textContent ?? null,
        crown: !!u.querySelector('.ico-summoner'), iconShown: (() => { const i = u.querySelector('[data-testid=attack] .sw-ico'); return i ? i.getBoundingClientRect().width > 3 : null; })(),
      }];
    }));
    assert.equal(tiles.length, view.board.length, 'a tile for every card');
    for (const c of view.board) {
      const tile = tiles.find((x) => x.col === c.at.col && x.row === c.at.row);
      assert.ok(tile, `a tile on ${c.at.col},${c.at.row}`);
      assert.equal(tile.pips, c.life, `${c.name}: a pip per point of life`);
      assert.equal(tile.wounds, c.wounds, `${c.name}: its wounds`);
      assert.equal(tile.crown, c.class === 'summoner', `${c.name}: a crown for a summoner only`);
      assert.ok(!/\d/.test(tile.name), `${c.name}: no numbers in the name (${tile.name})`);
      if (c.strength != null) {
        assert.match(tile.icon, new RegExp(`ico-${c.attack}`), `${c.name}: its attack's icon`);
        assert.ok(tile.iconShown, `${c.name}: the icon is drawn`);
        assert.equal(tile.strength, String(c.strength));
      } else assert.equal(tile.icon, null, `${c.name}: a structure has no attack`);
    }
    assert.ok(view.board.some((c) => c.wounds > 0), 'the fixture has a wounded card');
    await L.shot(page, `sw-board-${size.name}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('a unit moving from square to square slides there; with reduced motion it simply stands there', async () => {
  const fx = fixture('summoner_wars', 'move');
  const moved = fx.frames[1].events.find((e) => e.event === 'moved');
  assert.ok(moved, 'the fixture moves a unit');
  const page = await boardPage(browser, 'summoner_wars', SIZES[0], { motion: true });
  await show(page, fx, 1);
  const from = await rectOf(page, `${cellSel(moved.from)} [data-testid=unit]`);
  await holdMotion(page);
  await show(page, fx);
  await freezeMotion(page, 0);
  const start = await motions(page);
  assert.equal(start.length, 1, 'one copy flies');
  assert.equal(start[0].kind, 'slide');
  assert.ok(Math.abs(start[0].rect.left - from.left) < 2 && Math.abs(start[0].rect.top - from.top) < 2, `it starts where the unit stood (${JSON.stringify(start[0].rect)} vs ${JSON.stringify(from)})`);
  const to = await rectOf(page, `${cellSel(moved.to)} [data-testid=unit]`);
  await freezeMotion(page, 1);
  const end = await motions(page);
  assert.ok(Math.abs(end[0].rect.left - to.left) < 2 && Math.abs(end[0].rect.top - to.top) < 2, 'and lands where it stands now');
  assert.deepEqual(page.problems, []);
  await page.context().close();

  const still = await boardPage(browser, 'summoner_wars', SIZES[0]);
  await show(still, fx);
  assert.deepEqual(await motions(still), [], 'nothing flies under reduced motion');
  assert.equal(await still.locator(`${cellSel(moved.to)} [data-testid=unit]`).count(), 1);
  await still.context().close();
});

test('the cost of inaction is said during the attack phase, on the panel and on the button that ends it', async () => {
  const fx = fixture('summoner_wars', 'inaction');
  const page = await boardPage(browser, 'summoner_wars', SIZES[0]);
  await show(page, fx, 2);
  const notice = page.getByTestId('inaction');
  assert.equal(await notice.getAttribute('data-state'), 'due');
  assert.match(await notice.textContent(), /your summoner takes 1 wound/);
  assert.match(await page.getByTestId('end-phase').textContent(), /End the attack phase — your summoner takes 1 wound/);
  // The phase ended without an attack: the wound came, and the log says why.
  await show(page, fx);
  assert.equal(await notice.count(), 0, 'no notice once the attack phase is over');
  const summoner = fx.frames[2].view.board.find((c) => c.class === 'summoner' && c.owner === 0);
  assert.equal(await page.locator(`${cellSel(summoner.at)} .pip.wound`).count(), summoner.wounds);
  await page.context().close();

  // An attack on an enemy card avoids it, and the panel says so.
  const kill = fixture('summoner_wars', 'kill');
  const attack = kill.frames[1].events.find((e) => e.event === 'attack_declared');
  const target = kill.frames[0].view.board.find((c) => c.at.col === attack.target.col && c.at.row === attack.target.row);
  assert.equal(target.controller, 1, 'the fixture attacks an enemy card');
  const safe = await boardPage(browser, 'summoner_wars', SIZES[0]);
  await show(safe, kill);
  assert.equal(await safe.getByTestId('inaction').getAttribute('data-state'), 'safe');
  assert.doesNotMatch(await safe.getByTestId('end-phase').textContent(), /wound/);
  // The attack's dice stay on the space attacked.
  assert.equal(await safe.locator(`${cellSel(attack.target)} [data-testid=attack-dice] .die`).count(), kill.frames[1].events.find((e) => e.event === 'dice_rolled').faces.length);
  await safe.context().close();
});

test('cards that cannot be used now are greyed with the reason, in English and in Chinese', async () => {
  const fx = fixture('summoner_wars', 'inaction');
  const u = fx.frames[1];
  assert.ok(u.unavailable.length, 'the fixture lists unusable cards');
  for (const [lang, words] of [['en', { build: 'only in the Build phase', summon: 'only in the Summon phase' }], ['zh', { build: '只能在建造阶段使用', summon: '只能在召唤阶段使用' }]]) {
    const page = await boardPage(browser, 'summoner_wars', SIZES[1], { lang });
    await show(page, fx, 2);
    for (const x of u.unavailable) {
      const card = page.locator(`[data-testid=hand-bottom] [data-testid=hand-card][data-card="${x.action.card}"]`).first();
      const reason = await card.getAttribute('data-reason');
      assert.ok(reason, `card ${x.action.card} is greyed with a reason`);
      if (x.code === 'wrong_phase' && x.action.action === 'build') assert.equal(reason, words.build);
      if (x.code === 'wrong_phase' && x.action.action === 'play_event' && /summon/.test(x.reason)) assert.equal(reason, words.summon);
      if (lang === 'zh') assert.doesNotMatch(reason, /[A-Za-z]{3,}/, `no English left in Chinese (${reason})`);
    }
    if (lang === 'zh') {
      const text = await page.locator('[data-testid=panel]').textContent();
      assert.doesNotMatch(text, /[A-Za-z]{3,}/, `the panel is all Chinese (${text})`);
    }
    await L.shot(page, `sw-board-greyed-${lang}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('once the match is over, the status bar says so and who won, in both languages', async () => {
  const fx = fixture('summoner_wars', 'over');
  const last = fx.frames.at(-1);
  assert.ok(last.view.outcome, 'the fixture ends the match');
  const winner = last.view.outcome.winners[0];
  for (const [lang, over, won] of [['en', 'Match over', winner === 0 ? 'You won' : `${fx.names[winner]} won`], ['zh', '对局结束', winner === 0 ? '你获胜' : `${fx.names[winner]}获胜`]]) {
    const page = await boardPage(browser, 'summoner_wars', SIZES[0], { lang });
    await show(page, fx);
    const st = await statusOf(page, 'summoner_wars', last, fx.names);
    assert.equal(st.phase, over);
    assert.equal(st.turn, won);
    assert.equal(st.yours, false, 'nobody is to act');
    // The panel agrees.
    assert.equal(await page.getByTestId('panel').getAttribute('data-state'), 'over');
    await page.context().close();
  }
});

test('a wound is drawn as a pip turning over, and a card entering play comes from the hand', async () => {
  const fx = fixture('summoner_wars', 'wounds');
  const hit = fx.frames[1].events.find((e) => e.event === 'wounded');
  const page = await boardPage(browser, 'summoner_wars', SIZES[0], { motion: true });
  await show(page, fx, 1);
  const was = await page.locator(`${cellSel(hit.at)} .pip.wound`).count();
  await show(page, fx);
  // The pips that turned are changing now (a transition), and as many as the wounds dealt.
  const turning = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} .pip.wound`)].filter((p) => p.getAnimations().length).length, cellSel(hit.at));
  const now = await page.locator(`${cellSel(hit.at)} .pip.wound`).count();
  assert.ok(now > was, 'more wounds than before');
  assert.equal(turning, now - was, 'each new wound turns over');
  await page.context().close();

  // A summon: the card slides from its place in the hand to its space.
  const summon = fixture('summoner_wars', 'summon');
  const placed = summon.frames[1].events.find((e) => e.event === 'placed');
  assert.equal(placed.seat, 0, 'the fixture summons one of our cards');
  const from = await boardPage(browser, 'summoner_wars', SIZES[0], { motion: true });
  await show(from, summon, 1);
  const inHand = await rectOf(from, `[data-testid=hand-bottom] [data-card="${placed.card}"]`);
  await holdMotion(from);
  await show(from, summon);
  await freezeMotion(from, 0);
  const flying = await motions(from);
  assert.equal(flying.length, 1);
  assert.ok(Math.abs(flying[0].rect.left - inHand.left) < 2 && Math.abs(flying[0].rect.top - inHand.top) < 2, 'it starts in the hand');
  const lands = await rectOf(from, `${cellSel(placed.at)} [data-testid=unit]`);
  await freezeMotion(from, 1);
  const end = (await motions(from))[0].rect;
  assert.ok(Math.abs(end.left - lands.left) < 2 && Math.abs(end.top - lands.top) < 2, 'and lands on its space');
  assert.deepEqual(from.problems, []);
  await from.context().close();
});
