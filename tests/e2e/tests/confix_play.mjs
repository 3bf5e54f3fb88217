// Playing Project Confix through the page as a person would, for the browser tests and the
// board fixtures' capture: starting a match at a table of the lobby's list with bots in every
// other seat, and one click at a time of a player who casts at enemies, attacks and defends with
// everything.
import * as L from '../lib.mjs';

// One click of a person who casts what they can at enemies, rolls the free plane die, attacks
// with everything, defends with everything, loses creatures rather than life and declines a
// "may" (the pool's "may"s of enemies hurt whoever accepts). Returns
// false once the result is shown; otherwise what was clicked. `seen` remembers the hand cards
// tried at each version, so a card whose options lead nowhere is not picked again and again.
export async function confixStep(page, seen, timeout = 30000) {
  const result = page.getByTestId('result');
  const panel = page.locator('[data-testid=panel][data-state=decide]');
  // A seat that is out watches the others play on until the match ends.
  const out = await page.locator('[data-testid=field] .cfx-seat.bottom[data-out]').count();
  await result.or(panel).first().waitFor({ timeout: out ? 180000 : timeout });
  if (await result.isVisible()) return false;
  const version = await page.getByTestId('version').textContent();
  const enemies = await page.locator('[data-testid=others] [data-relation=enemy]:not([data-out])').evaluateAll((els) => els.map((e) => e.querySelector('.side-name').textContent.trim()));
  const inPanel = (sel) => panel.locator(sel);
  const tries = [
    ['pay', async () => inPanel('[data-testid=confirm]:enabled')],
    ['target', async () => {
      const options = inPanel('[data-testid=card-detail] [data-testid=choice]');
      for (const name of enemies) {
        const at = options.filter({ hasText: name });
        if (await at.count()) return at.first();
      }
      return options.first();
    }],
    ['attack-target', async () => {
      if (!(await inPanel('[data-testid=selection]').count())) return null;
      return inPanel('[data-testid=choice].kind-attack').first();
    }],
    ['attack', async () => page.locator('[data-testid=field] [data-acts=attack]').first()],
    ['defend', async () => inPanel('[data-testid=choice].kind-defend').first()],
    ['keep', async () => inPanel('[data-testid=choice].kind-keep')],
    // The colour held least, so that a class of two colours gets both.
    ['rune', async () => {
      const runes = inPanel('[data-testid=choice][data-element]');
      const owned = await runes.locator('.choice-sub').evaluateAll((els) => els.map((e) => Number(e.textContent.replace(/\D/g, ''))));
      return owned.length ? runes.nth(owned.indexOf(Math.min(...owned))) : null;
    }],
    ['damage', async () => inPanel('[data-testid=choice].kind-lose_creatures, [data-testid=choice].kind-take_damage').first()],
    ['casualty', async () => inPanel('[data-testid=choice].kind-casualty').first()],
    ['may', async () => inPanel('[data-testid=choice].kind-decline')],
    ['card', async () => {
      for (const card of await page.locator('[data-testid=hand-bottom] [data-playable=true]').all()) {
        const key = `${version}:${await card.getAttribute('data-card')}`;
        if (!seen.has(key)) { seen.add(key); return card; }
      }
      return null;
    }],
    ['roll', async () => {
      const roll = inPanel('[data-testid=roll-die]');
      return (await roll.count()) && (await page.getByTestId('die-cost').textContent()).includes('free') ? roll : null;
    }],
    ['end', async () => inPanel('[data-testid=end-phase]')],
  ];
  for (const [kind, find] of tries) {
    const loc = await find();
    if (!loc || !(await loc.count())) continue;
    try {
      await loc.click({ timeout: 2000 });
      return kind;
    } catch {
      return 'redrawn'; // a new update redrew the page under the click: look again
    }
  }
  await page.waitForTimeout(50);
  return 'none';
}

// Plays until `until(page)` holds or the match ends; returns the clicks by kind.
export async function playUntil(page, until, max = 1500) {
  const seen = new Set();
  const counts = {};
  for (let i = 0; i < max; i++) {
    if (until && (await until(page))) return counts;
    const kind = await confixStep(page, seen);
    if (kind === false) return counts;
    counts[kind] = (counts[kind] || 0) + 1;
  }
  throw new Error(`no result after ${max} clicks`);
}

// A room of `setup` (a table of the lobby's list) with bots in every other seat.
export async function startMatch(page, preset, setup = 'one_v_one', randomTeams = false) {
  await page.getByTestId('game').selectOption('confix');
  await page.getByTestId('preset').selectOption(preset);
  await page.getByTestId('setup').selectOption(setup);
  if (randomTeams) await page.locator('#opt-random-teams').setChecked(true);
  await L.createRoom(page, { bot: true, clock: false });
  await page.getByTestId('room').filter({ hasText: `“${preset}”` }).waitFor();
  await L.ready(page);
  await L.waitForMatch(page);
  await page.locator('#match[data-game=confix]').waitFor();
}

