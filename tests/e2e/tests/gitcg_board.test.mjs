// The Genius Invokation TCG board drawn alone from real updates (tests/e2e/fixtures/gitcg/,
// written by capture.mjs there), at 1366 × 800 and on a 390 × 844 phone: what is drawn
// (characters as cards with HP, energy, auras, equipment and statuses, the active one stepped
// towards the middle, summons and supports as tokens, dice as faces, the hand as cards), the
// decision in the middle with none of its buttons cut off, and the change from one update to
// the next animated (and not, for those who asked for less motion).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'gitcg');
const fixture = (name) => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
const NAMES = ['opening-hand', 'reroll', 'action', 'knocked-out', 'end'];
const SIZES = [{ width: 1366, height: 800 }, { width: 390, height: 844 }];

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('gitcg'); });
after(async () => { await browser?.close(); });

async function boardPage(viewport, { lang = 'en', reducedMotion = 'no-preference', touch = false } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  await page.goto(`${L.BASE}/board.html?game=gitcg&lang=${lang}`);
  await page.evaluate(() => window.tavernBoard.ready);
  return page;
}

// Draws `frame` and waits until the change from the last one has played.
async function show(page, frame, version = frame.version) {
  await page.evaluate(({ f, v }) => window.tavernBoard.show(f, { names: f.names, live: true, version: v }), { f: frame, v: version });
  await page.locator(`[data-testid=board-page][data-version="${version}"]`).waitFor();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running') && !document.querySelector('#fx .anim-ghost'));
}

// What the page drew, read back from it.
function drawn(page) {
  return page.evaluate(() => {
    const side = (where) => {
      const root = document.querySelector(`[data-testid=side-${where}]`);
      return {
        seat: Number(root.dataset.seat),
        chars: [...root.querySelectorAll('[data-testid=character]')].map((c) => ({
          name: c.querySelector('.char-name').textContent,
          hp: Number(c.querySelector('.hp-text').textContent),
          energy: c.querySelectorAll('.pip.on').length,
          pips: c.querySelectorAll('.pip').length,
          aura: [...c.querySelectorAll('[data-aura]')].map((a) => a.dataset.aura),
          equipment: c.querySelectorAll('.equip .st').length,
          statuses: c.querySelectorAll('.statuses .st').length,
          combat: c.querySelectorAll('.combat .st').length,
          active: c.classList.contains('active'),
          dead: c.classList.contains('dead'),
          top: c.querySelector('.char-card').getBoundingClientRect().top,
        })),
        summons: [...root.querySelectorAll('[data-testid=summon]')].map((s) => s.querySelector('.token-n')?.textContent ?? null),
        supports: root.querySelectorAll('[data-testid=support]').length,
        rect: root.getBoundingClientRect().toJSON(),
      };
    };
    const panel = document.querySelector('[data-testid=panel]');
    return {
      top: side('top'),
      bottom: side('bottom'),
      panel: panel ? panel.getBoundingClientRect().toJSON() : null,
      state: panel ? panel.dataset.state : null,
      dice: [...document.querySelectorAll('[data-testid=dice-bottom] .die')].map((d) => d.dataset.face),
      hand: [...document.querySelectorAll('[data-testid=hand-bottom] [data-testid=hand-card]')].map((c) => Number(c.dataset.card)),
      text: document.body.innerText,
    };
  });
}

// Every button of the panel lies wholly inside the panel and the window.
async function buttonsWhole(page) {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid=panel]');
    const p = panel.getBoundingClientRect();
    const bad = [];
    for (const b of panel.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      const inside = r.top >= p.top - 0.5 && r.bottom <= p.bottom + 0.5 && r.left >= p.left - 0.5 && r.right <= p.right + 0.5
        && r.top >= 0 && r.bottom <= window.innerHeight && r.right <= document.documentElement.clientWidth;
      if (!inside || r.height === 0) bad.push(`${b.textContent.trim()} at ${JSON.stringify(r)} in ${JSON.stringify(p)}`);
    }
    return bad;
  });
}

const english = (id) => catalog.characters.find((c) => c.id === id).english_name;

for (const size of SIZES) {
  test(`each fixture drawn at ${size.width} × ${size.height}: characters, tokens, dice, hand and the decision in the middle`, async () => {
    const page = await boardPage(size);
    for (const name of NAMES) {
      const f = fixture(name);
      await show(page, f);
      const d = await drawn(page);
      const me = f.viewer.seat;
      assert.equal(d.bottom.seat, me, `${name}: your side at the bottom`);
      for (const where of ['top', 'bottom']) {
        const view = f.view.players[d[where].seat];
        const got = d[where];
        assert.deepEqual(got.chars.map((c) => c.name), view.characters.map((c) => english(c.id)), `${name}: ${where} characters`);
        view.characters.forEach((c, i) => {
          const g = got.chars[i];
          assert.equal(g.hp, c.hp, `${name}: ${c.name}'s HP`);
          assert.equal(g.energy, c.energy, `${name}: ${c.name}'s energy`);
          assert.equal(g.pips, c.max_energy, `${name}: ${c.name}'s energy pips`);
          assert.deepEqual(g.aura, c.aura, `${name}: ${c.name}'s aura`);
          assert.equal(g.equipment, c.equipment.length, `${name}: ${c.name}'s equipment`);
          assert.equal(g.statuses, c.statuses.length, `${name}: ${c.name}'s statuses`);
          assert.equal(g.active, c.active, `${name}: ${c.name} active`);
          assert.equal(g.dead, !c.alive, `${name}: ${c.name} defeated`);
          if (c.active) assert.equal(g.combat, view.combat_statuses.length, `${name}: combat statuses by the active character`);
        });
        // The active character stands forward, towards the middle.
        const active = got.chars.find((c) => c.active);
        for (const other of got.chars.filter((c) => !c.active && !c.dead)) {
          if (!active) break;
          if (where === 'bottom') assert.ok(active.top < other.top - 6, `${name}: your active character steps up`);
          else assert.ok(active.top > other.top + 6, `${name}: their active character steps down`);
        }
        assert.deepEqual(got.summons, view.summons.map((s) => (s.usage ?? s.counter ?? s.duration ?? null) == null ? null : String(s.usage ?? s.counter ?? s.duration)), `${name}: ${where} summons with their usages`);
        assert.equal(got.supports, view.supports.length, `${name}: ${where} supports`);
      }
      const mine = f.view.players[me];
      if (name !== 'reroll') assert.deepEqual(d.dice, mine.dice, `${name}: your dice as faces`);
      if (name !== 'opening-hand') assert.deepEqual(d.hand, mine.hand, `${name}: your hand as cards`);
      // The decision in the middle, between the two sides, with all of its buttons in view.
      assert.ok(d.panel, `${name}: a panel`);
      assert.ok(d.panel.top >= d.top.rect.bottom - 1 && d.panel.bottom <= d.bottom.rect.top + 1, `${name}: the panel between the sides (${JSON.stringify(d.panel)})`);
      assert.deepEqual(await buttonsWhole(page), [], `${name}: no button of the panel is cut off`);
      for (const sel of ['[data-testid=panel]', '[data-testid=side-top]', '[data-testid=side-bottom]', '[data-testid=dock]']) {
        // While the opening hand is chosen (in the panel) there are no dice yet, and no dock.
        if (name === 'opening-hand' && sel === '[data-testid=dock]') continue;
        const seen = await L.onScreen(page, sel);
        assert.ok(seen.ok, `${name}: ${seen.why}`);
      }
      assert.doesNotMatch(d.text, /\b(kind|g|p|el|phase|decision|why|code)\.[a-z_]+/, `${name}: no raw keys`);
      await L.shot(page, `gitcg-board-${name}-${size.width}x${size.height}`);
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('the decisions: the opening hand and the reroll drawn large in the middle, the turn with its skills and a quiet end with a question, the knock-out', async () => {
  const page = await boardPage(SIZES[0]);
  const opening = fixture('opening-hand');
  await show(page, opening);
  const big = page.locator('[data-testid=opening-hand] [data-testid=hand-card]');
  assert.equal(await big.count(), opening.view.players[opening.viewer.seat].hand.length, 'the opening hand in the panel');
  await big.first().click();
  await page.locator('[data-testid=panel] [data-testid=confirm]').filter({ hasText: 'Switch 1 card' }).waitFor();

  const reroll = fixture('reroll');
  await show(page, reroll);
  const dice = page.locator('[data-testid=reroll-dice] [data-testid=die]');
  assert.equal(await dice.count(), reroll.view.players[reroll.viewer.seat].dice.length, 'every die in the panel');
  const suggested = reroll.legal_actions.find((a) => a.action === 'reroll' && a.dice.length);
  if (suggested) assert.equal(await page.locator('[data-testid=reroll-dice] [aria-pressed=true]').count(), suggested.dice.length, 'the dice that do not fit are chosen');

  const action = fixture('action');
  await show(page, action);
  const panel = page.getByTestId('panel');
  const me = action.view.players[action.viewer.seat];
  const info = catalog.characters.find((c) => c.id === me.characters[me.active].id);
  assert.equal(await panel.locator('.kind-skill').count(), info.skills.filter((s) => s.kind !== 'passive').length, 'every skill');
  assert.ok(await panel.locator('.kind-skill .cost[data-cost] img').count() > 0, 'skill costs as dice');
  // Ending the round is a secondary button that asks first.
  const end = panel.locator('[data-testid=choice].kind-end');
  assert.notEqual(await end.evaluate((b) => getComputedStyle(b).backgroundColor), await panel.locator('.kind-skill').first().evaluate((b) => getComputedStyle(b).backgroundColor));
  await end.click();
  await panel.filter({ hasText: 'End your round?' }).waitFor();
  await panel.getByTestId('cancel').click();
  await end.waitFor();
  // A card opens in the panel with its cost as dice, and no tooltip covers it.
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').first();
  await card.hover();
  await page.locator('#tip').waitFor();
  assert.ok(await page.locator('#tip .cost[data-cost] img, #tip .costs.free').count() > 0, 'a cost in a tooltip is drawn with the icons');
  await card.click();
  await panel.getByTestId('card-detail').waitFor();
  await page.locator('#tip').waitFor({ state: 'hidden' });
  assert.deepEqual(await buttonsWhole(page), []);
  await L.shot(page, 'gitcg-board-card-detail-1366x800');

  const ko = fixture('knocked-out');
  await show(page, ko);
  const prompt = panel.locator('h3', { hasText: 'choose the next one' });
  await prompt.waitFor();
  const choices = panel.getByTestId('choice');
  assert.equal(await choices.count(), ko.legal_actions.filter((a) => a.action === 'choose_active').length);
  assert.equal(await page.locator('[data-testid=side-bottom] .char.pickable').count(), await choices.count(), 'the characters to choose light up');
  await choices.first().hover();
  await choices.first().focus();
  assert.ok(await page.locator('#tip').isHidden(), 'no tooltip covers the question');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone: a tap opens a card without a tooltip, the hand scrolls with a hint, everything in reach', async () => {
  const page = await boardPage(SIZES[1], { touch: true });
  const action = fixture('action');
  await show(page, action);
  const hand = page.getByTestId('hand-bottom');
  const { scrolls } = await hand.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth + 2 }));
  if (scrolls) {
    await page.locator('.hand-box[data-more=right] .more-hint').waitFor();
    assert.ok(await page.locator('.hand-box .more-hint').isVisible(), 'an arrow says the hand goes on');
    await hand.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await page.locator('.hand-box[data-more=left]').waitFor();
  }
  const card = page.locator('[data-testid=hand-bottom] [data-testid=hand-card]').last();
  await card.tap();
  await page.getByTestId('card-detail').waitFor();
  assert.ok(await page.locator('#tip').isHidden(), 'the tap raised no tooltip');
  assert.deepEqual(await buttonsWhole(page), []);
  await L.shot(page, 'gitcg-board-card-detail-390x844');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// The next update: one card played from the hand, damage taken, a summon gone.
function nextOf(f) {
  const g = structuredClone(f);
  const me = g.view.players[g.viewer.seat];
  const foe = g.view.players[1 - g.viewer.seat];
  me.hand = me.hand.slice(1);
  me.hand_count = me.hand.length;
  const target = foe.characters.reduce((a, c) => (c.hp > a.hp ? c : a));
  target.hp -= 3;
  g.events = [];
  return { g, target };
}

test('the change from one update to the next is animated: cards slide, HP counts down, what left flies off; not with reduced motion', async () => {
  const f = fixture('action');
  const { g, target } = nextOf(f);
  const seat = 1 - f.viewer.seat;
  // Draws the next update and looks at once (in the same task in the page) at what moves.
  const next = async (page) => page.evaluate(async ({ frame, slot, s }) => {
    await window.tavernBoard.show(frame, { names: frame.names, live: true, version: frame.version + 1 });
    const hand = [...document.querySelectorAll('[data-testid=hand-bottom] [data-testid=hand-card]')];
    const hp = document.querySelector(`[data-char="${s}:${slot}"] .hp-text`);
    return {
      slide: hand.filter((c) => c.getAnimations().some((a) => a.id === 'flip')).length,
      ghosts: document.querySelectorAll('#fx .anim-ghost').length,
      counting: hp.classList.contains('counting-down'),
      hpShown: Number(hp.textContent),
    };
  }, { frame: g, slot: target.slot, s: seat });

  const page = await boardPage(SIZES[0]);
  await show(page, f);
  const now = await next(page);
  assert.ok(now.slide > 0, 'the cards after the played one slide to their new places');
  assert.equal(now.ghosts, 1, 'the played card leaves as a copy that flies off');
  assert.ok(now.counting && now.hpShown > target.hp, `the HP counts down (${now.hpShown} shown, ${target.hp} to come)`);
  await page.locator(`[data-char="${seat}:${target.slot}"] .hp-text`).filter({ hasText: new RegExp(`^${target.hp}$`) }).waitFor();
  await page.locator('#fx .anim-ghost').waitFor({ state: 'detached' });
  await page.context().close();

  const still = await boardPage(SIZES[0], { reducedMotion: 'reduce' });
  await show(still, f);
  const calm = await next(still);
  assert.deepEqual(calm, { slide: 0, ghosts: 0, counting: false, hpShown: target.hp }, 'less motion: the new board at once');
  assert.deepEqual(still.problems, []);
  await still.context().close();
});

test('Chinese: character, card and skill names from the card list, element words, no raw keys', async () => {
  const page = await boardPage(SIZES[0], { lang: 'zh' });
  const f = fixture('action');
  await show(page, f);
  const me = f.view.players[f.viewer.seat];
  const names = await page.locator('[data-testid=side-bottom] .char-name').allTextContents();
  assert.deepEqual(names, me.characters.map((c) => catalog.characters.find((x) => x.id === c.id).name));
  const cards = await page.locator('[data-testid=hand-bottom] .card-name').allTextContents();
  assert.deepEqual(cards, me.hand.map((id) => catalog.action_cards.find((x) => x.id === id).name));
  const text = await page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(text, /\b(kind|g|p|el|phase|decision|why|code)\.[a-z_]+/, 'no raw keys');
  assert.doesNotMatch(text, /Declare end of round|Skills|Your turn/, 'no English words of the page');
  await L.shot(page, 'gitcg-board-action-zh-1366x800');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
