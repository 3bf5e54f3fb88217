// The steps of a person using the account panel, for the browser tests of accounts.
export async function openPanel(page) {
  if (!(await page.getByTestId('account-panel').count())) await page.getByTestId('account-button').click();
  await page.getByTestId('account-panel').waitFor();
}

// Signs up (or logs in) from the panel and waits for the server's welcome under the account.
export async function enter(page, name, password, tab = 'signup') {
  await openPanel(page);
  await page.getByTestId(`account-tab-${tab}`).click();
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(password);
  await page.getByTestId('account-submit').click();
  await page.locator(`[data-testid=account-button][data-account="${name}"]`).waitFor();
  await page.locator('#who').filter({ hasText: `Playing as ${name}` }).waitFor();
}

export async function refused(page, words) {
  await page.getByTestId('account-error').filter({ hasText: words }).waitFor();
}

export async function submit(page, name, password) {
  await page.locator('#account-name').fill(name);
  await page.locator('#account-password').fill(password);
  await page.getByTestId('account-submit').click();
}


// Registers two accounts over HTTP and has them play rated gitcg quick matches over their own
// WebSockets (from inside `page`), one of them leaving each match at once so the other wins by
// forfeit — `winner` two games of three, `loser` the third (results the ratings did not
// expect teach them most) — until both ratings are no longer provisional (a deviation of at
// most 110) or `most` games were played. Returns the number of games and both profiles' gitcg
// ratings.
export async function playRatedGames(page, winner, loser, most = 80) {
  return page.evaluate(async ({ winner, loser, most }) => {
    const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    async function token(name) {
      const password = `${name} plays rated`;
      await post('/api/accounts', { name, password });
      return (await (await post('/api/sessions', { name, password })).json()).token;
    }
    function client(session) {
      const ws = new WebSocket(`ws://${location.host}/ws`);
      const held = [];
      const waiting = [];
      ws.onmessage = (e) => {
        const m = JSON.parse(e.data);
        const w = waiting.find((x) => x.want(m));
        if (w) { waiting.splice(waiting.indexOf(w), 1); w.done(m); } else held.push(m);
      };
      const next = (want) => new Promise((done, fail) => {
        const i = held.findIndex(want);
        if (i >= 0) { done(held.splice(i, 1)[0]); return; }
        waiting.push({ want, done });
        setTimeout(() => fail(new Error(`no message in time: ${want}`)), 20000);
      });
      const send = (m) => ws.send(JSON.stringify(m));
      const open = new Promise((r) => { ws.onopen = r; });
      return {
        next, send, held,
        async hello() {
          await open;
          send({ type: 'hello', protocol_version: 1, name: null, resume_token: null, session });
          return next((m) => m.type === 'welcome' || m.type === 'error');
        },
      };
    }
    const a = client(await token(winner));
    const b = client(await token(loser));
    const hi = [await a.hello(), await b.hello()];
    if (hi.some((m) => m.type !== 'welcome' || !m.account)) throw new Error(`hello: ${JSON.stringify(hi)}`);
    const quick = { type: 'quick_match', game: 'gitcg', deck: { preset: 'starter' }, rated: true };
    let games = 0;
    const ratings = async () => Promise.all([winner, loser].map(async (n) => {
      const p = await (await fetch(`/api/players/${n}`)).json();
      return p.ratings.find((r) => r.game === 'gitcg' && r.setup === 'one_v_one') || null;
    }));
    let now = await ratings();
    while (games < most && !(now[0] && now[0].deviation <= 110 && now[1].deviation <= 110)) {
      a.send(quick);
      b.send(quick);
      const started = await a.next((m) => m.type === 'match_started');
      await b.next((m) => m.type === 'match_started' && m.match_id === started.match_id);
      (games % 3 === 2 ? a : b).send({ type: 'leave' });
      const over = await a.next((m) => m.type === 'match_over' && m.match_id === started.match_id);
      await b.next((m) => m.type === 'match_over' && m.match_id === started.match_id);
      if (!Array.isArray(over.ratings) || over.ratings.length !== 2) throw new Error(`unrated: ${JSON.stringify(over)}`);
      a.held.length = 0;
      b.held.length = 0;
      games += 1;
      if (games % 5 === 0) now = await ratings();
    }
    now = await ratings();
    return { games, ratings: now };
  }, { winner, loser, most });
}
