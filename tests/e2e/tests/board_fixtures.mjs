// Drawing boards from fixtures: real updates saved from matches against the bot (under
// `tests/e2e/fixtures/<game>/<scene>.json`, each `{names, frames}`: consecutive updates as the
// page kept them), shown on `/board.html` with `window.tavernBoard.show` at a window's size, as
// the seat's live match (its decision offered, nothing sent anywhere). Used by the
// `*_board.test.mjs` files.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as L from '../lib.mjs';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

// The two sizes every board is drawn at: a laptop and a phone held upright.
export const SIZES = [
  { name: '1366x800', viewport: { width: 1366, height: 800 }, options: {} },
  { name: '390x844', viewport: { width: 390, height: 844 }, options: { isMobile: true, hasTouch: true } },
];

export function fixture(game, scene) {
  return JSON.parse(readFileSync(join(FIXTURES, game, `${scene}.json`), 'utf8'));
}

// A board page of `game` at `size`; without `motion` it asks for reduced motion (nothing moves,
// so what is drawn can be measured at once); with `status` the match's status bar is drawn
// above the board. Page errors are kept in `page.problems`.
export async function boardPage(browser, game, size, { lang = 'en', motion = false, status = false } = {}) {
  const context = await browser.newContext({ viewport: size.viewport, ...size.options, reducedMotion: motion ? 'no-preference' : 'reduce' });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  await page.goto(`${L.BASE}/board.html?game=${game}&lang=${lang}${status ? '&status=1' : ''}`);
  await page.evaluate(() => window.tavernBoard.ready);
  return page;
}

// Shows the scene's frames in order (the first `upto` of them), each drawn as the change from the
// one before; resolves once the last is drawn.
export async function show(page, fx, upto = fx.frames.length) {
  for (const u of fx.frames.slice(0, upto)) {
    await page.evaluate(({ u, names }) => window.tavernBoard.show(u, { names, live: true, version: u.version }), { u, names: fx.names });
    await page.locator(`[data-testid=board-page][data-version="${u.version}"]`).waitFor();
  }
}

// From now on, every copy that flies in the feedback layer is held where it starts (however slow
// the machine, none lands before the test looks); `freezeMotion` then moves them along.
export function holdMotion(page) {
  return page.evaluate(() => {
    const layer = document.getElementById('fx');
    new MutationObserver((list) => {
      for (const m of list) for (const n of m.addedNodes) if (n.getAnimations) n.getAnimations().forEach((a) => a.pause());
    }).observe(layer, { childList: true });
  });
}

// Every running animation, stopped at `fraction` of its course (0: where it starts).
export function freezeMotion(page, fraction = 0) {
  return page.evaluate((k) => {
    const anims = document.getAnimations();
    for (const a of anims) {
      a.pause();
      a.currentTime = (a.effect.getTiming().duration || 0) * k;
    }
    return anims.length;
  }, fraction);
}

// The copies flying in the feedback layer: their kind and where they stand now.
export function motions(page) {
  return page.evaluate(() => [...document.querySelectorAll('#fx [data-motion]')].map((g) => ({ kind: g.dataset.motion, rect: g.getBoundingClientRect().toJSON(), text: g.textContent })));
}

export function rectOf(page, selector) {
  return page.evaluate((sel) => document.querySelector(sel)?.getBoundingClientRect().toJSON() ?? null, selector);
}

// Whether the element lies inside the window and nothing else covers its middle (so it can be
// seen and clicked).
export function visibleAt(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return { ok: false, why: `${sel} is missing` };
    const r = el.getBoundingClientRect();
    const inside = r.top >= -0.5 && r.left >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.right <= document.documentElement.clientWidth + 0.5 && r.width > 0;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const uncovered = !!hit && (el === hit || el.contains(hit));
    return { ok: inside && uncovered, why: `${sel}: ${JSON.stringify(r)} in ${window.innerWidth}x${window.innerHeight}, at its middle: ${hit ? hit.className || hit.tagName : 'nothing'}` };
  }, selector);
}

// The words of `selector`'s elements that the page breaks across two lines (a word here is what
// lies between spaces; a line may still end after a hyphen).
export function brokenWords(page, selector) {
  return page.evaluate((sel) => {
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      if (!el.getClientRects().length) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const re = /[^\s]+/g;
        for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
          for (const part of m[0].split(/(?<=-)/)) {
            const start = m.index + m[0].indexOf(part);
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + part.length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(part);
          }
        }
      }
    }
    return out;
  }, selector);
}

// What the board module gives the status bar for `frame` seen by seat 0 (the board page has no
// status bar; the match page draws these words).
export function statusOf(page, game, frame, names) {
  return page.evaluate(async ({ game, frame, names }) => {
    const { matchContext } = await import('/js/context.js');
    const mod = (await import(`/games/${game}/index.js`)).default;
    const m = { id: 'fixture', game, viewer: frame.view.viewer, names, outcome: frame.view.outcome || null, played: 0, board: {}, flow: null, log: [], u: frame };
    return mod.status(matchContext(m));
  }, { game, frame, names });
}

export { L };
