// Helpers for the end-to-end tests: Debian's Chromium through playwright-core, and the steps a
// person takes in Tavern's web client. The server is started by run.sh, which passes its
// address in TAVERN_URL.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const BASE = process.env.TAVERN_URL || '';
export const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const EXECUTABLE = process.env.CHROMIUM || '/usr/bin/chromium';

// The flags this machine needs: no sandbox as root, and no background connections (the
// network is closed). playwright-core gives each launch a fresh user-data-dir of its own.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  if (!BASE) throw new Error('TAVERN_URL is not set: run the tests through tests/e2e/run.sh');
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS, headless: true });
}

// A person with their own browser profile (own localStorage, so own resume token).
export async function person(browser, name, viewport = { width: 1366, height: 800 }, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.problems = problems;
  await page.goto(BASE + '/');
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  if (name) {
    await page.locator('#name').fill(name);
    await page.locator('#name-form button').click();
    await page.locator('#who').filter({ hasText: `Playing as ${name}` }).waitFor();
    await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  }
  return page;
}

// Creates a room from the lobby form. Returns nothing; the room box shows up.
export async function createRoom(page, { bot = true, clock = false, priv = false, spectators = 'behind_seat' } = {}) {
  await page.locator('#opt-bot').setChecked(bot);
  await page.locator('#opt-clock').setChecked(clock);
  await page.locator('#opt-private').setChecked(priv);
  await page.locator('#opt-spectators').selectOption(spectators);
  await page.getByTestId('create-room').click();
  await page.getByTestId('room').waitFor();
}

export async function ready(page) {
  await page.getByTestId('ready').click();
}

export async function waitForMatch(page) {
  await page.getByTestId('match').waitFor();
  await page.getByTestId('panel').waitFor();
}

// One step of a person who always takes what is offered first: confirm a prepared choice
// (the suggested payment, the suggested reroll, keeping the hand), else click the first
// choice. With `cards`, it first picks a playable card from the hand once per update (the
// panel then offers playing it). Returns false once the result is shown. With `until`, a
// decision that already satisfies it is left alone (the caller wants to look at it).
export async function step(page, timeout = 20000, until = null, { cards = false } = {}) {
  const result = page.getByTestId('result');
  const deciding = page.locator('[data-testid=panel][data-state=decide]');
  await result.or(deciding).first().waitFor({ timeout });
  if (await result.isVisible()) return false;
  if (until && (await until(page))) return true;
  const confirm = page.locator('[data-testid=panel] [data-testid=confirm]:enabled');
  const choice = page.locator('[data-testid=panel] [data-testid=choice]:enabled');
  const playable = page.locator('[data-testid=hand-bottom] [data-playable=true][aria-pressed=false]');
  try {
    const version = await page.locator('#match').getAttribute('data-version');
    if (cards && page.cardTried !== version && !(await page.getByTestId('card-detail').count()) && await playable.count()) {
      page.cardTried = version;
      await playable.first().click({ timeout: 2000 });
    } else if (await confirm.count()) await confirm.first().click({ timeout: 2000 });
    else if (await choice.count()) await choice.first().click({ timeout: 2000 });
    // Nothing to confirm yet (a tuning with no die picked): step back.
    else await page.keyboard.press('Escape');
  } catch {
    // The panel was redrawn under the click (a new update); look again.
  }
  return true;
}

// Takes steps until `until(page)` holds or the match ends; returns the number of steps.
export async function playUntil(page, until, maxSteps = 3000, options = {}) {
  for (let i = 0; i < maxSteps; i++) {
    if (until && (await until(page))) return i;
    if (!(await step(page, 20000, until, options))) return i;
  }
  throw new Error(`no result after ${maxSteps} steps`);
}

export async function matchState(page) {
  return page.evaluate(() => {
    const m = document.getElementById('match');
    const text = (sel) => [...m.querySelectorAll(sel)].map((e) => e.textContent.trim());
    return {
      matchId: m.dataset.matchId,
      version: Number(m.dataset.version),
      viewer: m.dataset.viewer,
      round: m.querySelector('[data-testid=round]')?.textContent,
      phase: m.querySelector('[data-testid=phase]')?.textContent,
      hand: text('[data-testid=hand-bottom] .card-name'),
      handCount: m.querySelectorAll('[data-testid=hand-bottom] .card').length,
      dice: text('[data-testid=dice-bottom] .die'),
      opponentHand: text('[data-testid=hand-top] .card-name'),
      opponentHandCount: m.querySelectorAll('[data-testid=hand-top] .card').length,
      opponentDice: text('[data-testid=dice-top] .die'),
      characters: text('.char .hp-text'),
    };
  });
}

// Whether an element lies wholly inside the window, and the page itself does not scroll.
export async function onScreen(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return { ok: false, why: `${sel} is missing` };
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= vh + 0.5 && r.right <= vw + 0.5 && r.height > 0;
    const scrolls = document.scrollingElement.scrollHeight > vh + 1;
    return { ok: inside && !scrolls, why: `${sel}: ${JSON.stringify(r)} in ${vw}x${vh}, page height ${document.scrollingElement.scrollHeight}` };
  }, selector);
}

// The card list a game serves (the tests compare what the page shows with it).
export async function cards(game) {
  return (await fetch(`${BASE}/api/games/${game}/cards`)).json();
}

export function shot(page, name) {
  return page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

// The screenshots the README shows: the window as it is, not the full page. They are written
// to docs/ only when TAVERN_DOCS=1 (so an ordinary run leaves the repository as it was), else
// beside the others.
const DOCS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');
export function docShot(page, name) {
  const dir = process.env.TAVERN_DOCS === '1' ? DOCS : SHOTS;
  mkdirSync(dir, { recursive: true });
  return page.screenshot({ path: join(dir, `${name}.png`) });
}
