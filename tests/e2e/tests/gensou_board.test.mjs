// The 幻想梦斗符 board drawn from fixtures (real updates of a match against the bot, under
// fixtures/gensou/), at 1366 × 800 and on a 390 × 844 phone: the HUD's legend in the chosen
// language, only your own characters lit for your own change, the opening search grouped with a
// suggestion, card names never broken inside a word, and a hit drawn as the card sliding to the
// declaration zone while HP counts down.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SIZES, fixture, boardPage, show, holdMotion, motions, visibleAt, brokenWords, statusOf, L } from './board_fixtures.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gensou'); });
after(async () => { await browser?.close(); });

const info = (id) => catalog.cards.find((c) => c.id === Number(id));
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;

test('the legend explains the HUD in the chosen language, and English shows no Chinese tags', async () => {
  const fx = fixture('gensou', 'counter');
  for (const lang of ['en', 'zh']) {
    const page = await boardPage(browser, 'gensou', SIZES[0], { lang });
    await show(page, fx);
    const legend = page.getByTestId('legend');
    assert.ok(await legend.isVisible(), 'the legend is in sight on a wide screen');
    const items = await legend.locator('[data-legend]').evaluateAll((els) => els.map((e) => ({ key: e.dataset.legend, text: e.textContent, long: e.title })));
    assert.deepEqual(items.map((x) => x.key), ['orbs', 'power', 'flashiness', 'popularity', 'hp', 'release', 'final', 'items', 'roles']);
    for (const x of items) {
      assert.ok(x.long.length > x.text.length / 2, `${x.key}: a longer explanation on hover`);
      if (lang === 'zh') assert.ok(CJK.test(x.text), `${x.key} in Chinese (${x.text})`);
    }
    if (lang === 'en') {
      // Words of the HUD, the hand and the panel, without the cards' own (Chinese) names.
      const words = await page.evaluate(() => {
        const root = document.querySelector('[data-testid=play]').cloneNode(true);
        root.querySelectorAll('.card-name, .gs-legend strong, .gs-legend dt, .back-mark').forEach((e) => e.remove());
        return root.textContent;
      });
      assert.doesNotMatch(words, CJK, 'no Chinese tag in English');
      assert.doesNotMatch(words, /\d+\/\d+\/\d+/, 'no bare orb counts');
    }
    await L.shot(page, `gensou-board-legend-${lang}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
  // On a phone the legend folds under its title.
  const phone = await boardPage(browser, 'gensou', SIZES[1]);
  await show(phone, fx);
  assert.equal(await phone.getByTestId('legend').isVisible(), false);
  await phone.locator('.gs-legend-narrow summary').click();
  await phone.getByTestId('legend-narrow').locator('[data-legend=orbs]').waitFor();
  assert.match(await phone.getByTestId('legend-narrow').textContent(), /ready, spent, broken/);
  await phone.context().close();
});

test('only your own character lights up for your own change, though both sides hold the same card', async () => {
  const fx = fixture('gensou', 'change');
  const u = fx.frames.at(-1);
  const set = u.legal_actions.find((a) => a.action === 'set_center');
  assert.ok(set, 'the fixture offers a change to CENTER');
  assert.ok(u.view.players[1].characters.some((c) => c.card === set.card), 'the opponent holds the same character');
  for (const size of SIZES) {
    const page = await boardPage(browser, 'gensou', size);
    await show(page, fx);
    const lit = page.locator('.gs-card.pickable');
    assert.equal(await lit.count(), 1, 'one card lit');
    assert.equal(await page.locator('[data-testid=side-bottom] .gs-card.pickable').count(), 1, 'and it is yours');
    assert.equal(await page.locator(`[data-testid=side-top] [data-card="${set.card}"].pickable, [data-testid=side-top] [data-card="${set.card}"][role=button]`).count(), 0);
    assert.equal(await lit.getAttribute('aria-label'), `${info(set.card).english_name} — Stand ${info(set.card).english_name} up as CENTER`);
    await page.context().close();
  }
});

test('the opening search groups the deck, suggests a card with the reason, and fits the panel', async () => {
  const fx = fixture('gensou', 'search');
  const u = fx.frames[0];
  const picks = u.legal_actions.filter((a) => a.action === 'search').map((a) => a.card);
  const mine = u.view.players[0].characters.map((c) => c.card);
  for (const size of SIZES) {
    const page = await boardPage(browser, 'gensou', size);
    await show(page, fx);
    // Each listed card once, in a group of its kind (battle spells by their character).
    const groups = await page.locator('[data-testid=pick-list] .pick-group').evaluateAll((els) => els.map((g) => ({
      key: g.dataset.group, cards: [...g.querySelectorAll('[data-card]')].map((b) => Number(b.dataset.card)),
    })));
    assert.deepEqual(groups.flatMap((g) => g.cards).sort((a, b) => a - b), [...picks].sort((a, b) => a - b), 'every card once');
    for (const g of groups) {
      for (const id of g.cards) {
        const c = info(id);
        assert.equal(g.key, c.kind === 'battle' ? `battle:${c.character}` : c.kind, `${c.english_name} in its group`);
      }
    }
    assert.equal(groups[0].key, 'character', 'characters come first');
    // The suggestion: a battle spell of a character already on your field, not one in your hand.
    const take = page.getByTestId('take-suggestion');
    const suggested = info(await take.getAttribute('data-card'));
    assert.equal(suggested.kind, 'battle');
    assert.ok(mine.includes(suggested.character), 'its character is on your field');
    assert.ok(!u.view.players[0].hand.includes(suggested.id), 'not a card already in the hand');
    assert.match(await take.textContent(), new RegExp(`Take ${suggested.english_name.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}.*suggested: a battle spell of ${info(suggested.character).english_name}`));
    assert.equal(await page.locator(`[data-testid=pick-list] [data-card="${suggested.id}"][data-suggested=true]`).count(), 1, 'marked in the list too');
    // The decision's buttons in sight, and the list's last card reachable inside the panel.
    for (const sel of ['[data-testid=take-suggestion]', '[data-testid=confirm]']) {
      const seen = await visibleAt(page, sel);
      assert.ok(seen.ok, `${size.name}: ${seen.why}`);
    }
    const last = page.locator('[data-testid=pick-list] [data-testid=choice]').last();
    await last.scrollIntoViewIfNeeded();
    assert.ok((await visibleAt(page, `[data-testid=pick-list] [data-card="${await last.getAttribute('data-card')}"]`)).ok, 'the last card can be reached');
    await L.shot(page, `gensou-board-search-${size.name}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('card names wrap between words and never inside one', async () => {
  for (const scene of ['hit', 'counter', 'search']) {
    const fx = fixture('gensou', scene);
    for (const size of SIZES) {
      const page = await boardPage(browser, 'gensou', size);
      await show(page, fx);
      assert.deepEqual(await brokenWords(page, '.card-name, .choice-label'), [], `${scene} at ${size.name}`);
      await page.context().close();
    }
  }
});

test('a hit slides the card to the declaration zone and HP counts down to its new value', async () => {
  const fx = fixture('gensou', 'hit');
  const [before, after] = fx.frames.map((u) => u.view.players[1].hp);
  assert.ok(after < before, 'the fixture damages seat 1');
  const page = await boardPage(browser, 'gensou', SIZES[0], { motion: true });
  await show(page, fx, 1);
  // Every number the HP shows from now on.
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid=hp-value-1]');
    window.hpSeen = [];
    new MutationObserver(() => window.hpSeen.push(Number(el.textContent))).observe(el, { subtree: true, characterData: true, childList: true });
  });
  await holdMotion(page);
  await show(page, fx);
  assert.ok((await motions(page)).some((m) => m.kind === 'slide'), 'the card that hit slides to the declaration zone');
  await page.waitForFunction((v) => {
    const el = document.querySelector('[data-testid=hp-value-1]');
    return el.textContent === String(v) && !el.dataset.counting;
  }, after);
  const seen = await page.evaluate(() => window.hpSeen);
  assert.equal(seen[0], after, 'the page writes the new value first');
  assert.equal(seen[1], before, 'then counts from the old one');
  assert.ok(seen.some((x) => x < before && x > after), `through the values between (${seen})`);
  assert.equal(seen.at(-1), after, 'to the new one');
  for (let i = 2; i < seen.length; i++) assert.ok(seen[i] <= seen[i - 1], `counting down (${seen})`);
  await page.context().close();
});

test('once the match is over, the status bar says so and who won, in both languages', async () => {
  const fx = fixture('gensou', 'over');
  const last = fx.frames.at(-1);
  assert.ok(last.view.outcome, 'the fixture ends the match');
  const winner = last.view.outcome.winners[0];
  for (const [lang, over, won] of [['en', 'Match over', winner === 0 ? 'You won' : `${fx.names[winner]} won`], ['zh', '对局结束', winner === 0 ? '你获胜' : `${fx.names[winner]}获胜`]]) {
    const page = await boardPage(browser, 'gensou', SIZES[0], { lang });
    await show(page, fx);
    const st = await statusOf(page, 'gensou', last, fx.names);
    assert.equal(st.phase, over);
    assert.equal(st.turn, won);
    assert.equal(st.yours, false, 'nobody is to act');
    // The panel agrees.
    assert.equal(await page.getByTestId('panel').getAttribute('data-state'), 'over');
    await page.context().close();
  }
});

test('spirit release offers the deck\'s spell cards grouped, with the choice to let it go in sight', async () => {
  const fx = fixture('gensou', 'release');
  const u = fx.frames[0];
  const picks = u.legal_actions.filter((a) => a.action === 'release').map((a) => a.card);
  assert.ok(picks.length && u.legal_actions.some((a) => a.action === 'no_release'), 'the fixture is a release decision');
  for (const size of SIZES) {
    const page = await boardPage(browser, 'gensou', size);
    await show(page, fx);
    assert.equal(await page.getByTestId('decision').getAttribute('data-kind'), 'release');
    const listed = await page.locator('[data-testid=pick-list] [data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
    assert.deepEqual(listed.sort((a, b) => a - b), [...picks].sort((a, b) => a - b));
    assert.equal(await page.locator('[data-testid=pick-list] [data-group=character]').count(), 0, 'no character: spell cards only');
    for (const sel of ['[data-testid=pass]', '[data-testid=take-suggestion]']) {
      const seen = await visibleAt(page, sel);
      assert.ok(seen.ok, `${size.name}: ${seen.why}`);
    }
    assert.equal(await page.getByTestId('pass').textContent(), 'Let the release go');
    await page.context().close();
  }
});
