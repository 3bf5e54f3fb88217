// The lobby in real Chromium: a private room joined by its code (a wrong code's error cleared
// by the next success), the deck builder (filters, card text, elements written out, export,
// decks saved by name), a pasted share code checked at once with its preview, quick match.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gitcg'); });
after(async () => { await browser?.close(); });

// The `frozen` preset's share code (README): Ganyu, Chongyun, Xingqiu.
const FROZEN = 'ATERtAUMATGh9T4QBEHR+kEQBYFh+X8RCKLhC6YRC9JRDuASDhHx3OEOD3EB8sQQDREB';

test('a private room is joined by its code; the error of a wrong code goes once a code works', async () => {
  const host = await L.person(browser, 'Nahida');
  await L.createRoom(host, { bot: false, priv: true });
  const code = (await host.getByTestId('room-code').textContent()).trim();
  assert.match(code, /^[A-Z2-9]{6}$/);
  await L.shot(host, 'private-room');

  const guest = await L.person(browser, 'Layla');
  assert.equal(await guest.locator('.room', { hasText: 'Nahida' }).count(), 0, 'private rooms are not listed');
  await guest.getByTestId('join-code').fill(code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
  await guest.getByTestId('join-by-code').click();
  await guest.getByTestId('error').waitFor();
  await guest.getByTestId('join-code').fill(code.toLowerCase());
  await guest.getByTestId('join-by-code').click();
  await guest.getByTestId('room-seats').filter({ hasText: 'Nahida' }).waitFor();
  await guest.getByTestId('error').waitFor({ state: 'detached' });
  await host.getByTestId('room-seats').filter({ hasText: 'Layla' }).waitFor();
  await L.ready(host);
  await L.ready(guest);
  await L.waitForMatch(host);
  await L.waitForMatch(guest);
  assert.equal((await L.matchState(host)).matchId, (await L.matchState(guest)).matchId);
  await host.locator('.status', { hasText: 'You are seat 1' }).waitFor();
  await guest.locator('.status', { hasText: 'You are seat 2' }).waitFor();
  // Players are shown by their names.
  await host.getByTestId('side-top').filter({ hasText: 'Layla' }).waitFor();
  await L.step(host);
  await L.step(guest);
  await guest.getByTestId('concede').click();
  await guest.getByTestId('concede-confirm').click();
  await guest.getByTestId('result').filter({ hasText: 'Defeat' }).waitFor();
  await host.getByTestId('result').filter({ hasText: 'Victory' }).waitFor();
  assert.deepEqual(host.problems, []);
  assert.deepEqual(guest.problems, []);
  await host.context().close();
  await guest.context().close();
});

test('decks: filters, text and elements in the builder, export, saved decks, a share code checked at once, quick match', async () => {
  const page = await L.person(browser, 'Xiao');
  const msgs = page.getByTestId('deck-msgs');
  await page.locator('input[name=deck-mode][value=build]').check();
  // Filters: Cryo characters only; each says its element in words.
  await page.locator('#filter-element').selectOption('cryo');
  const picks = page.locator('.build-chars .pick');
  await picks.first().waitFor();
  for (const tag of await picks.locator('.el-tag').allTextContents()) assert.equal(tag, 'Cryo');
  const cryo = catalog.characters.filter((c) => c.element === 'cryo').length;
  assert.equal(await picks.count(), cryo);
  await page.locator('#filter-element').selectOption('');
  await page.locator('#filter-kind').selectOption('food');
  const rows = page.locator('.build-cards .card-row');
  const foods = catalog.action_cards.filter((c) => c.deckable && c.kind === 'food');
  await rows.first().waitFor();
  assert.equal(await rows.count(), foods.length, 'only food cards');
  // Each card shows its text, and the tooltip gives it in full.
  const first = foods[0];
  assert.ok(first.text, `${first.english_name} has text`);
  await rows.filter({ hasText: first.english_name }).locator('.card-text').filter({ hasText: first.text.slice(0, 20) }).waitFor();
  await rows.filter({ hasText: first.english_name }).locator('.card-info').hover();
  await page.locator('#tip').filter({ hasText: first.text }).waitFor();
  await page.locator('#filter-kind').selectOption('');

  await page.locator('.build-chars .pick', { hasText: 'Diluc' }).click();
  await page.locator('.build-chars .pick', { hasText: 'Kaeya' }).click();
  await msgs.filter({ hasText: 'Characters: 2 of 3 chosen.' }).waitFor();
  await msgs.filter({ hasText: 'Action cards: 0 of 30.' }).waitFor();
  await page.locator('#build-filter').fill('Cold-Blooded');
  await page.getByRole('button', { name: 'One more Cold-Blooded Strike' }).click();
  await msgs.filter({ hasText: 'Action cards: 1 of 30.' }).waitFor();
  await page.locator('#build-filter').fill('Sweet Madame');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One more Sweet Madame' }).click();
  await msgs.filter({ hasText: 'Sweet Madame: at most 2 copies allowed, the deck has 3.' }).waitFor();
  await L.shot(page, 'deck-builder');

  // Export: the deck's share code reads back as the same deck.
  const exported = await page.getByTestId('export-code').inputValue();
  assert.equal(exported.length, 68);
  // Saved by name, still there after a reload, and loaded back.
  await page.getByTestId('save-name').fill('Two heroes');
  await page.getByTestId('save-deck').click();
  await page.getByTestId('saved-decks').filter({ hasText: 'Two heroes' }).waitFor();
  await page.locator('#build-clear').click();
  await page.reload();
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  await page.getByTestId('saved-decks').filter({ hasText: 'Two heroes' }).getByTestId('load-deck').click();
  await msgs.filter({ hasText: 'Characters: 2 of 3 chosen.' }).waitFor();

  await page.locator('input[name=deck-mode][value=code]').check();
  await page.getByTestId('share-code').fill(exported);
  const preview = page.getByTestId('code-preview');
  await preview.waitFor();
  assert.deepEqual(await preview.locator('[data-testid=preview-char] .pick-name').allTextContents(), ['Diluc', 'Kaeya']);
  await msgs.filter({ hasText: 'Characters: 2 of 3 chosen.' }).waitFor();

  // A code that is not one is refused at once; a good one clears the refusal and previews.
  await L.createRoom(page, { bot: true });
  await page.getByTestId('share-code').fill('NOT-A-DECK-CODE');
  await msgs.filter({ hasText: 'Not a deck share code' }).waitFor();
  assert.ok(await page.getByTestId('ready').isDisabled(), 'a refused code cannot be readied');
  await page.getByTestId('share-code').fill(FROZEN);
  await preview.filter({ hasText: 'Ganyu' }).waitFor();
  assert.equal(await msgs.filter({ hasText: 'Not a deck share code' }).count(), 0, 'the refusal is gone');
  assert.ok(await page.getByTestId('ready').isEnabled());
  await page.getByTestId('leave-room').click();

  // Quick match with the pasted code.
  await page.getByTestId('quick-match').click();
  await page.locator('#quick-status', { hasText: 'Looking for an opponent' }).waitFor();
  const other = await L.person(browser, 'Zhongli');
  await other.getByTestId('quick-match').click();
  await L.waitForMatch(page);
  await L.waitForMatch(other);
  assert.equal((await L.matchState(page)).matchId, (await L.matchState(other)).matchId);
  const names = await page.locator('[data-testid=side-bottom] .char-name').allTextContents();
  assert.deepEqual(names, ['Ganyu', 'Chongyun', 'Xingqiu'], 'the pasted deck was played');
  await other.getByTestId('concede').click();
  await other.getByTestId('concede-confirm').click();
  await page.getByTestId('result').filter({ hasText: 'Victory' }).waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
  await other.context().close();
});

test('Chinese: interface and card names switch, and a CJK font renders them', async () => {
  const page = await L.person(browser, 'Keqing');
  await page.getByTestId('lang').selectOption('zh');
  await page.locator('#create-form', { hasText: '创建房间' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  await page.locator('input[name=deck-mode][value=build]').check();
  const diluc = catalog.characters.find((c) => c.english_name === 'Diluc');
  const pick = page.locator('.build-chars .pick-name', { hasText: diluc.name });
  await pick.waitFor();
  // Two different characters drawn with the name's font must differ: without a CJK font both
  // would be the same empty box.
  const differs = await pick.evaluate((el) => {
    const font = getComputedStyle(el).font;
    const draw = (ch) => {
      const c = document.createElement('canvas');
      c.width = 40; c.height = 40;
      const g = c.getContext('2d');
      g.font = font.replace(/\d+(\.\d+)?px/, '28px');
      g.fillText(ch, 4, 32);
      return Array.from(g.getImageData(0, 0, 40, 40).data).join(',');
    };
    const [a, b] = [...el.textContent].slice(0, 2);
    return draw(a) !== draw(b);
  });
  assert.ok(differs, `${diluc.name} renders with a CJK font`);
  // In a match: names and phases in Chinese.
  await page.locator('input[name=deck-mode][value=preset]').check();
  await page.locator('#opt-bot').setChecked(true);
  await page.getByTestId('create-room').click();
  await page.getByTestId('ready').click();
  await L.waitForMatch(page);
  await page.locator('[data-testid=side-bottom] .char-name', { hasText: diluc.name }).waitFor();
  await page.getByTestId('phase').filter({ hasText: '替换手牌' }).waitFor();
  await L.shot(page, 'chinese');
  await page.getByTestId('lang').selectOption('en');
  await page.locator('[data-testid=side-bottom] .char-name', { hasText: 'Diluc' }).waitFor();
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('result').waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('bots: a gentle level by default, named in words everywhere; the opponent chosen by what the game calls its decks', async () => {
  const page = await L.person(browser, 'Ningguang');
  const level = page.getByTestId('bot-level');
  // Beginner / Casual / Strong, a first match against Casual; the choice is remembered.
  assert.deepEqual((await level.locator('option').allTextContents()).map((x) => x.split(' — ')[0]), ['Beginner', 'Casual', 'Strong']);
  assert.equal(await level.inputValue(), 'greedy');
  await page.getByTestId('game').selectOption('summoner_wars');
  // Summoner Wars' decks are factions: the opponent's faction, the game's first by default.
  const deck = page.getByTestId('bot-deck');
  assert.equal(await page.locator('label[for=opt-bot-deck]').textContent(), "Opponent's faction");
  const presets = (await (await fetch(`${L.BASE}/api/games`)).json()).find((g) => g.id === 'summoner_wars').presets;
  assert.equal(await deck.inputValue(), presets[0]);
  const options = await deck.locator('option').allTextContents();
  assert.equal(options[0], 'Varied (chosen at random)');
  const other = presets[presets.length - 1];
  await deck.selectOption(other);
  await level.selectOption('random');
  await L.createRoom(page, { bot: true });
  // The room says which bot it is: its level in the same words, and its faction.
  const bot = page.getByTestId('room-seats').locator('li').nth(1);
  await bot.filter({ hasText: `Beginner bot · ${options[presets.indexOf(other) + 1]}` }).waitFor();
  await L.ready(page);
  await L.waitForMatch(page);
  // The bot plays the faction chosen: its summoner is that faction's.
  const summoner = await page.evaluate(() => window.tavern.match.u.view.players[1].faction);
  assert.equal(summoner, other.toLowerCase().replace(/ /g, '_'));
  await page.getByTestId('concede').click();
  await page.getByTestId('concede-confirm').click();
  await page.getByTestId('back-to-lobby').click();
  // A table of more than two: varied by default.
  await page.getByTestId('game').selectOption('confix');
  await page.getByTestId('setup').selectOption('two_v_two');
  assert.equal(await page.getByTestId('bot-deck').inputValue(), '*varied');
  assert.equal(await page.locator('label[for=opt-bot-deck]').textContent(), "Bots' decks");
  await page.reload();
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  assert.equal(await page.getByTestId('bot-level').inputValue(), 'random', 'the level chosen is remembered');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a table of four: the creator picks a seat and team among bots; a guest picks a free seat and its team', async () => {
  const host = await L.person(browser, 'Beidou');
  await host.getByTestId('game').selectOption('confix');
  await host.getByTestId('setup').selectOption('two_v_two');
  // Among bots: seat 2, team B.
  const seat = host.getByTestId('my-seat');
  assert.deepEqual(await seat.locator('option').allTextContents(), ['Seat 1 · team A', 'Seat 2 · team B', 'Seat 3 · team A', 'Seat 4 · team B']);
  await seat.selectOption('1');
  await L.createRoom(host, { bot: true });
  const seats = host.getByTestId('room-seats').locator('li');
  await seats.nth(1).filter({ hasText: 'Beidou' }).waitFor();
  assert.match(await seats.nth(1).textContent(), /Seat 2 · team B: Beidou \(you\)/);
  for (const i of [0, 2, 3]) assert.match(await seats.nth(i).textContent(), /Casual bot/);
  await host.getByTestId('leave-room').click();

  // Without bots, a guest chooses among the free seats, each with its team.
  await seat.selectOption('0');
  await L.createRoom(host, { bot: false });
  const guest = await L.person(browser, 'Kazuha');
  await guest.locator('#rooms-refresh').click();
  const row = guest.locator('.room', { hasText: 'Beidou' });
  await row.getByTestId('join-seat-2').waitFor();
  assert.deepEqual(await row.locator('[data-testid^=join-seat-]').allTextContents(), ['Join seat 2 · team B', 'Join seat 3 · team A', 'Join seat 4 · team B']);
  await row.getByTestId('join-seat-2').click();
  await guest.getByTestId('room-seats').locator('li').nth(2).filter({ hasText: 'Seat 3 · team A: Kazuha (you)' }).waitFor();
  await host.getByTestId('room-seats').locator('li').nth(2).filter({ hasText: 'Kazuha' }).waitFor();
  assert.deepEqual(host.problems, []);
  assert.deepEqual(guest.problems, []);
  await guest.getByTestId('leave-room').click();
  await host.getByTestId('leave-room').click();
  await guest.context().close();
  await host.context().close();
});

test('a greyed Ready says why beside it, and is offered again once the deck is whole', async () => {
  const page = await L.person(browser, 'Kirara');
  // An empty deck of your own: three characters and thirty cards are missing.
  await page.locator('input[name=deck-mode][value=build]').check();
  await L.createRoom(page, { bot: true });
  const ready = page.getByTestId('ready');
  const reason = page.getByTestId('ready-reason');
  assert.ok(await ready.isDisabled(), 'Ready is greyed');
  assert.match(await reason.textContent(), /character/i);
  assert.equal(await ready.getAttribute('aria-describedby'), 'ready-reason');
  // Beside the button: on its row, to its right.
  const a = await ready.boundingBox();
  const b = await reason.boundingBox();
  assert.ok(b.x >= a.x + a.width && Math.abs((b.y + b.height / 2) - (a.y + a.height / 2)) < a.height, `${JSON.stringify(a)} then ${JSON.stringify(b)}`);
  await page.locator('input[name=deck-mode][value=preset]').check();
  await reason.waitFor({ state: 'detached' });
  assert.ok(await ready.isEnabled());
  await page.getByTestId('leave-room').click();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a room of four joined by its code: the guest moves to the seat, and so the team, they choose', async () => {
  const host = await L.person(browser, 'Tighnari');
  await host.getByTestId('game').selectOption('confix');
  await host.getByTestId('setup').selectOption('two_v_two');
  await L.createRoom(host, { bot: false, priv: true });
  const code = (await host.getByTestId('room-code').textContent()).trim();
  const guest = await L.person(browser, 'Collei');
  await guest.getByTestId('join-code').fill(code);
  await guest.getByTestId('join-by-code').click();
  // The code seats them in the first free seat (seat 2, team B); they may take another.
  const seats = guest.getByTestId('room-seats');
  await seats.filter({ hasText: /Seat 2 · team B: Collei/ }).waitFor();
  const moves = guest.getByTestId('seat-moves');
  assert.deepEqual(await moves.locator('button').allTextContents(), ['Seat 3 · team A', 'Seat 4 · team B']);
  await guest.getByTestId('move-seat-2').click();
  await seats.filter({ hasText: /Seat 3 · team A: Collei/ }).waitFor();
  assert.match(await seats.textContent(), /Seat 2 · team B: Empty/i);
  await host.getByTestId('room-seats').filter({ hasText: /Seat 3 · team A: Collei/ }).waitFor();
  // Once ready, a seat is kept.
  await L.ready(guest);
  await moves.waitFor({ state: 'detached' });
  await guest.getByTestId('leave-room').click();
  await host.getByTestId('leave-room').click();
  assert.deepEqual(host.problems, []);
  assert.deepEqual(guest.problems, []);
  await host.context().close();
  await guest.context().close();
});
