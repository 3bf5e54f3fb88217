// The web client's update changes against the real server, for every game: in a page, a
// player on its own WebSocket (taking changes) plays whole matches against the server's bot with
// random legal actions, rebuilding each update with web/js/changes.js; every third rebuilt update
// it asks for the state whole again (`resync`), and the whole state must equal the rebuilt one.
// Each accepted action's result must come with the update it made, never as an `action_result`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

// Runs in the page: plays `games` matches of `game`; returns what it counted.
async function playChecked({ game, games }) {
  const { heldMatch, keep, rebuild } = await import('/js/changes.js');
  const decks = await (await fetch('/api/games')).json();
  const preset = decks.find((g) => g.id === game).presets[0];
  const canon = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x)
    ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
  const stateOf = (u) => canon({ view: u.view, decisions: u.decisions, legal_actions: u.legal_actions, unavailable: u.unavailable || [] });
  const out = { rebuilt: 0, compared: 0, acked: 0, problems: [] };
  for (let g = 0; g < games; g += 1) {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    const queue = [];
    let wake = null;
    ws.onmessage = (ev) => { queue.push(JSON.parse(ev.data)); if (wake) { wake(); wake = null; } };
    await new Promise((r) => { ws.onopen = r; });
    const send = (m) => ws.send(JSON.stringify(m));
    const next = async () => {
      const deadline = Date.now() + 20000;
      while (!queue.length) {
        if (Date.now() > deadline) throw new Error('no message in 20 s');
        await new Promise((r) => { wake = r; setTimeout(r, 500); });
      }
      return queue.shift();
    };
    send({ type: 'hello', protocol_version: 1, name: `changes-${g}`, updates: 'changes' });
    send({ type: 'create_room', game, options: { public: false, clock: null, bot_seats: [1] } });
    send({ type: 'ready', deck: { preset } });
    let pending = null;
    let n = 0;
    const sent = new Set();
    for (;;) {
      const m = await next();
      if (m.type === 'match_over') break;
      if (m.type === 'error') { out.problems.push(`error: ${m.message}`); break; }
      if (m.type === 'action_result' && m.ok) out.problems.push(`action ${m.action_id}: accepted in a separate result`);
      if (m.type === 'update_changes' && m.action_id != null) {
        if (sent.delete(m.action_id)) out.acked += 1;
        else out.problems.push(`version ${m.version}: carries action ${m.action_id}, not one in flight`);
      }
      let u = null;
      if (m.type === 'update') {
        u = keep(m);
        if (pending && pending.version === m.version) {
          out.compared += 1;
          if (pending.state !== stateOf(m)) out.problems.push(`version ${m.version}: rebuilt ${pending.state.slice(0, 200)} whole ${stateOf(m).slice(0, 200)}`);
        }
        pending = null;
      } else if (m.type === 'update_changes') {
        u = rebuild(m);
        if (!u) {
          out.problems.push(`version ${m.version}: changes did not fit`);
          send({ type: 'resync', match_id: heldMatch() });
          continue;
        }
        out.rebuilt += 1;
        if (!pending && out.rebuilt % 3 === 0) {
          pending = { version: u.version, state: stateOf(u) };
          send({ type: 'resync', match_id: u.match_id });
        }
      }
      if (u && u.legal_actions.length) {
        n += 1;
        const a = u.legal_actions[Math.floor(Math.random() * u.legal_actions.length)];
        sent.add(`c${n}`);
        send({ type: 'action', match_id: u.match_id, version: u.version, action_id: `c${n}`, action: a });
      }
    }
    ws.close();
  }
  return out;
}

for (const game of ['gitcg', 'summoner_wars', 'seven_square', 'gensou', 'confix']) {
  test(`${game}: states rebuilt from changes in the page equal the whole states`, async () => {
    const page = await L.person(browser, null);
    const out = await page.evaluate(playChecked, { game, games: 2 });
    assert.deepEqual(out.problems, []);
    assert.ok(out.rebuilt > 30, `only ${out.rebuilt} updates came as changes`);
    assert.ok(out.compared > 10, `only ${out.compared} rebuilt states compared`);
    assert.ok(out.acked > 10, `only ${out.acked} action results came with their updates`);
    console.log(`# ${game}: ${out.rebuilt} updates rebuilt, ${out.compared} compared with the whole state, ${out.acked} results with their updates`);
  });
}
