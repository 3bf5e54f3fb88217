// The Project Confix board drawn from fixtures (real updates of matches beside bots, under
// fixtures/confix/: a 2 vs 2 table and a 2 vs 2 vs 2 one), at 1366 × 800 and on a 390 × 844
// phone: every seat's place with its team, life, hand, deck, graveyard and what it has in play;
// every seat's state and clock in the status bar; the plane's whole text on the table and in its
// detail; whose turn and the decision in the middle; nothing wider than the phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SIZES, fixture, boardPage, show, visibleAt, L } from './board_fixtures.mjs';

let browser;
let catalog;
before(async () => { browser = await L.launch(); catalog = await L.cards('confix'); });
after(async () => { await browser?.close(); });

const SCENES = ['2v2', '6-seats'];

// What the page draws of each seat, of the status bar and of the plane, read in one go.
function drawn(page) {
  return page.evaluate(() => {
    const num = (el, attr = 'data-n') => (el ? Number(el.getAttribute(attr)) : null);
    const seats = [...document.querySelectorAll('[data-testid=field] .cfx-seat')].map((s) => {
      const seat = Number(s.dataset.seat);
      return {
        seat,
        team: Number(s.dataset.team),
        teamBand: getComputedStyle(s).borderTopColor,
        life: num(s.querySelector(`[data-testid=life-${seat}]`), 'data-life'),
        lifeShown: s.querySelector(`[data-testid=life-${seat}] .orb-n`)?.textContent,
        hand: num(s.querySelector(`[data-testid=hand-size-${seat}]`)),
        deck: num(s.querySelector(`[data-testid=deck-${seat}]`)),
        grave: num(s.querySelector(`[data-testid=grave-${seat}]`)),
        perms: [...s.querySelectorAll('[data-testid=permanent]')].map((p) => Number(p.dataset.uid)).sort((a, b) => a - b),
        turn: s.dataset.turn === 'true',
        wider: s.scrollWidth - s.clientWidth,
      };
    });
    const clocks = [...document.querySelectorAll('.status [data-testid=clock]')].map((c) => ({ seat: Number(c.dataset.seat), text: c.textContent }));
    const text = document.querySelector('[data-testid=plane-text]');
    const style = text && getComputedStyle(text);
    return {
      seats,
      clocks,
      turnBar: document.querySelector('.status [data-testid=turn]')?.textContent ?? '',
      plate: document.querySelector('[data-testid=turn-plate]')?.textContent ?? '',
      plane: text && {
        text: text.textContent, clipped: text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
        ellipsis: style.textOverflow === 'ellipsis', nowrap: style.whiteSpace === 'nowrap', shown: text.getClientRects().length > 0,
      },
      pageWidth: document.scrollingElement.scrollWidth,
      pageHeight: document.scrollingElement.scrollHeight,
    };
  });
}

test('every seat drawn with its team, life, hand, deck, graveyard and permanents; every clock in the bar; the plane in full', async () => {
  for (const scene of SCENES) {
    const fx = fixture('confix', scene);
    const last = fx.frames.at(-1);
    const v = last.view;
    const me = v.viewer.seat;
    const plane = catalog.planes.find((p) => p.id === v.plane);
    assert.ok(plane, `${scene}: the plane is in the card list`);
    for (const size of SIZES) {
      const page = await boardPage(browser, 'confix', size, { status: true });
      await show(page, fx);
      const d = await drawn(page);
      const where = `${scene} at ${size.name}`;

      // A place for every seat, yours at the bottom, with what the view says it holds.
      assert.equal(d.seats.length, v.players.length, `${where}: a place per seat`);
      assert.equal(await page.locator('[data-testid=field] .cfx-seat.bottom').getAttribute('data-seat'), String(me));
      for (const pl of v.players) {
        const s = d.seats.find((x) => x.seat === pl.seat);
        assert.ok(s, `${where}: seat ${pl.seat} drawn`);
        assert.equal(s.team, pl.team);
        assert.equal(s.life, pl.life);
        assert.equal(s.lifeShown, String(pl.life));
        assert.equal(s.hand, pl.hand_size);
        assert.equal(s.deck, pl.deck_size);
        assert.equal(s.grave, pl.graveyard.length);
        assert.deepEqual(s.perms, v.battlefield.filter((p) => p.side === pl.seat).map((p) => p.uid).sort((a, b) => a - b), `${where}: seat ${pl.seat}'s permanents`);
        assert.equal(s.turn, pl.seat === v.current, `${where}: seat ${pl.seat} marked as the one to play or not`);
        assert.ok(s.wider <= 1, `${where}: seat ${pl.seat} is no wider than its place (${s.wider}px over)`);
      }
      // Team colours: seats of a team share their band, and two teams differ.
      for (const a of d.seats) {
        for (const b of d.seats) {
          assert.equal(a.teamBand === b.teamBand, a.team === b.team, `${where}: team bands of seats ${a.seat} and ${b.seat}`);
        }
      }

      // The status bar: every seat's clock with its state (its team's mark and life).
      assert.deepEqual(d.clocks.map((c) => c.seat).sort(), v.players.map((p) => p.seat).sort(), `${where}: a clock per seat`);
      for (const c of d.clocks) {
        const pl = v.players[c.seat];
        assert.match(c.text, new RegExp(`♥${pl.life}\\b`), `${where}: seat ${c.seat}'s life in the bar (${c.text})`);
        assert.match(c.text, new RegExp(c.seat === me ? '^You' : `^${fx.names[c.seat]}`), `${where}: the clock names its seat`);
      }
      assert.equal(d.turnBar, 'Your turn');

      // The middle: whose turn and the phase, and the decision offered there.
      assert.match(d.plate, /Your turn/);
      assert.match(d.plate, /Cast phase/);
      assert.equal(await page.locator('[data-testid=middle] [data-testid=panel][data-state=decide]').count(), 1, `${where}: the decision in the middle`);

      // The plane's text in full: the card list's words, on one or more lines, none cut off.
      assert.equal(d.plane.text, plane.text, `${where}: the plane's whole text`);
      assert.ok(d.plane.shown && !d.plane.clipped && !d.plane.ellipsis && !d.plane.nowrap, `${where}: the plane's text is not cut (${JSON.stringify(d.plane)})`);
      // The feedback labels of the last update fade first (they last 1.3 s).
      await page.waitForTimeout(1400);
      await L.shot(page, `confix-board-${scene}-${size.name}`);
      // And its detail on focus (a hover or a long press shows the same).
      await page.getByTestId('plane-card').focus();
      await page.locator('#tip:not([hidden])').waitFor();
      assert.ok((await page.locator('#tip').textContent()).includes(plane.text), `${where}: the plane's detail`);
      await page.getByTestId('plane-card').blur();

      // Nothing wider than the window, no page scroll, and the places that matter on screen.
      assert.ok(d.pageWidth <= size.viewport.width, `${where}: the page is ${d.pageWidth}px wide`);
      assert.ok(d.pageHeight <= size.viewport.height, `${where}: the page is ${d.pageHeight}px tall`);
      for (const sel of ['[data-testid=plane-card]', '[data-testid=panel]', '[data-testid=hand-bottom]', '[data-testid=turn-plate]', '.status [data-testid=clocks]']) {
        const seen = await visibleAt(page, sel);
        assert.ok(seen.ok, `${where}: ${seen.why}`);
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  }
});

test('the status bar of a seat that is out says so, with no clock', async () => {
  const fx = fixture('confix', '6-seats');
  // The same moment with one enemy out of the match (a view the server sends once they die).
  const frames = structuredClone(fx.frames);
  const v = frames.at(-1).view;
  const enemy = v.players.find((p) => p.team !== v.players[v.viewer.seat].team);
  enemy.alive = false;
  enemy.life = 0;
  const page = await boardPage(browser, 'confix', SIZES[0], { status: true });
  await show(page, { names: fx.names, frames });
  const clock = page.locator(`.status [data-testid=clock][data-seat="${enemy.seat}"]`);
  assert.match(await clock.textContent(), /Out/);
  assert.equal(await clock.locator('.clock-time').textContent(), '');
  assert.equal(await page.locator(`[data-testid=seat-${enemy.seat}][data-out=true]`).count(), 1);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a view that carries the outcome is drawn as over: the status bar says who won, the panel offers nothing', async () => {
  const fx = fixture('confix', '2v2');
  const frames = structuredClone(fx.frames);
  const last = frames.at(-1);
  const v = last.view;
  const team = v.players[v.viewer.seat].team;
  // The outcome in the view only (as a replay step or a fixture may have it), not beside it.
  v.outcome = { result: 'win', winners: v.players.filter((p) => p.team === team).map((p) => p.seat), teams: [team], reason: 'last_team_standing' };
  delete last.outcome;
  const page = await boardPage(browser, 'confix', SIZES[0], { status: true });
  await show(page, { names: fx.names, frames });
  const bar = page.locator('.status');
  assert.equal(await bar.getByTestId('phase').textContent(), 'Game over');
  assert.equal(await bar.getByTestId('status-result').textContent(), 'Victory');
  assert.equal(await page.locator('[data-testid=panel][data-state=over]').count(), 1);
  assert.equal(await page.locator('.status [data-testid=clock]').count(), 0, 'no clocks once it is over');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
