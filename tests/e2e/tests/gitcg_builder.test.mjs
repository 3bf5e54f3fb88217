// The Genius Invokation TCG deck builder and share codes in the lobby: the filter boxes say
// "All …", talents are listed only for the chosen characters, a deck never holds more than 30
// cards (and a deck that somehow does gets no share code that would drop one), the deck's
// state stays in view, every cost is drawn with the icon set, and a share code that is not one
// is refused in words a player understands, in English and in Chinese.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gitcg'); });
after(async () => { await browser?.close(); });

// The `frozen` preset's share code (games/gitcg/src/PRESETS.md): Ganyu, Chongyun, Xingqiu.
const FROZEN = 'ATERtAUMATGh9T4QBEHR+kEQBYFh+X8RCKLhC6YRC9JRDuASDhHx3OEOD3EB8sQQDREB';

test('the builder: "All …" filters, talents of the chosen characters only, a hard cap at 30, the state in view', async () => {
  const page = await L.person(browser, 'Yoimiya');
  await page.locator('input[name=deck-mode][value=build]').check();
  await page.locator('#filter-element').waitFor();
  // Each filter box shows its first option, "All …", selected.
  const boxes = await page.evaluate(() => [...document.querySelectorAll('.filters select')].map((s) => ({
    index: s.selectedIndex, shown: s.options[s.selectedIndex]?.label, value: s.value,
    // The "All …" option carries its empty value as an attribute and its words as its text.
    attr: s.options[0].getAttribute('value'), text: s.options[0].textContent,
  })));
  assert.deepEqual(boxes.map((b) => b.shown), ['All elements', 'All weapons', 'All kinds', 'Any cost']);
  assert.ok(boxes.every((b) => b.index === 0 && b.value === '' && b.attr === '' && b.text === b.shown), JSON.stringify(boxes));
  // Every kind has words (no raw key such as kind.technique).
  const kinds = await page.locator('#filter-kind option').allTextContents();
  assert.ok(kinds.every((k) => !/^kind\./.test(k)), `kinds in words: ${kinds}`);
  assert.ok(kinds.includes('technique'));

  // Talents: none before a character is chosen, then exactly the chosen characters'.
  await page.locator('#filter-kind').selectOption('talent');
  assert.equal(await page.locator('.build-cards .card-row').count(), 0, 'no talents without characters');
  await page.locator('.build-chars .pick', { hasText: 'Diluc' }).click();
  const diluc = catalog.characters.find((c) => c.english_name === 'Diluc');
  const talents = catalog.action_cards.filter((c) => c.deckable && c.talent_of === diluc.id);
  await page.locator('.build-cards .card-row').first().waitFor();
  assert.deepEqual(await page.locator('.build-cards .card-row .name').allTextContents(), talents.map((c) => c.english_name));
  await page.locator('#filter-kind').selectOption('');

  // Costs in the list are dice icons with their counts.
  assert.ok(await page.locator('.build-cards .cost[data-cost] img').count() > 10, 'costs drawn as dice');

  // Up to 30 and no further: every + is disabled at 30, and says why.
  const status = page.getByTestId('deck-status');
  const plus = page.locator('.build-cards .card-row .count button:last-child:enabled');
  for (let k = 0; k < 15; k++) {
    await plus.first().click();
    await plus.first().click();
  }
  await status.filter({ hasText: '30/30 action cards' }).waitFor();
  assert.equal(await plus.count(), 0, 'no + can be pressed at 30');
  assert.equal(await page.locator('.build-cards .count button:last-child[title*="remove one"]').count(), await page.locator('.build-cards .card-row').count());
  // The deck's first problem is where the builder starts, and stays in view while it scrolls.
  await status.filter({ hasText: 'Characters: 1 of 3 chosen.' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 2000));
  const seen = await status.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; });
  assert.ok(seen, 'the deck state stays in view');
  assert.equal((await page.getByTestId('export-code').inputValue()).length, 68);
  await L.shot(page, 'gitcg-builder-30');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a deck of 31 cards (saved before the cap) gets no share code that drops a card, and says what to do', async () => {
  const page = await L.person(browser, 'Thoma');
  const cards = catalog.action_cards.filter((c) => c.deckable && !c.talent_of && c.kind !== 'arcane_legend').slice(0, 16);
  const deck = { name: 'Too many', characters: [], cards: {} };
  cards.forEach((c, i) => { deck.cards[c.id] = i === 0 ? 1 : 2; });
  assert.equal(Object.values(deck.cards).reduce((a, k) => a + k, 0), 31);
  await page.evaluate((d) => localStorage.setItem('tavern.decks', JSON.stringify([d])), deck);
  await page.reload();
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  await page.locator('input[name=deck-mode][value=build]').check();
  await page.getByTestId('saved-decks').getByTestId('load-deck').click();
  await page.getByTestId('export-over').filter({ hasText: 'The deck has 31 cards: remove 1 to get a share code.' }).waitFor();
  assert.equal(await page.getByTestId('export-code').count(), 0, 'no share code');
  assert.equal(await page.locator('.build-cards .count button:last-child:enabled').count(), 0, 'nothing more can be added');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a share code that is not one is refused in words, not bytes, in English and Chinese', async () => {
  const page = await L.person(browser, 'Kirara');
  const msgs = page.getByTestId('deck-msgs');
  await page.locator('input[name=deck-mode][value=code]').check();
  await page.getByTestId('share-code').fill(FROZEN.slice(0, 40));
  await msgs.filter({ hasText: 'This share code is incomplete: a share code has 68 characters, this one has 40.' }).waitFor();
  await page.getByTestId('share-code').fill(`${FROZEN}AAAA`);
  await msgs.filter({ hasText: 'a share code has 68 characters, this one has 72' }).waitFor();
  await page.getByTestId('share-code').fill('NOT-A-DECK-CODE');
  await msgs.filter({ hasText: 'letters, digits' }).waitFor();
  assert.doesNotMatch(await msgs.textContent(), /byte|base64/i);
  await page.getByTestId('lang').selectOption('zh');
  await page.getByTestId('share-code').fill(FROZEN.slice(0, 40));
  await msgs.filter({ hasText: '牌组码不完整' }).waitFor();
  assert.doesNotMatch(await msgs.textContent(), /字节|byte|base64/i);
  await page.getByTestId('share-code').fill(FROZEN);
  await page.getByTestId('code-preview').filter({ hasText: '甘雨' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
