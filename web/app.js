// Tavern's browser client: the lobby, deck choice and the match pages of Genius Invokation
// TCG and Summoner Wars.
// Plain JavaScript, no framework, no build step. Every message is built exactly as
// protocol/README.md describes it, and every game decision is made from the update's
// `legal_actions` only, so the page never offers a choice the server would refuse.
'use strict';

(() => {
  const GAMES = ['gitcg', 'summoner_wars'];
  const PROTOCOL_VERSION = 1;
  const KEYS = {
    game: 'tavern.game',
    token: 'tavern.token',
    name: 'tavern.name',
    deck: 'tavern.deck',
    last: 'tavern.lastResult',
    log: 'tavern.log.',
  };
  // The online-mode clock, as the protocol lists its defaults.
  const DEFAULT_CLOCK = {
    decision_ms: 25000,
    first_round_reserve_ms: 45000,
    reserve_ms: 60000,
    switch_hand_ms: 40000,
    reroll_ms: 40000,
    forfeit_after: 3,
  };
  const ELEMENT_NAMES = {
    omni: 'Omni', cryo: 'Cryo', hydro: 'Hydro', pyro: 'Pyro', electro: 'Electro',
    anemo: 'Anemo', geo: 'Geo', dendro: 'Dendro',
  };
  const PHASES = {
    switch_hand: 'Opening hand', choose_active: 'Choose active character', roll: 'Roll phase',
    action: 'Action phase', end: 'End phase', game_over: 'Game over',
  };
  const DECISIONS = {
    switch_hand: 'opening hand', choose_active: 'first character', reroll: 'reroll',
    act: 'turn', choose_active_after_knock_out: 'new active character',
    discard_support: 'support to discard',
  };
  const REACTIONS = {
    melt: 'Melt', vaporize: 'Vaporize', overloaded: 'Overloaded', superconduct: 'Superconduct',
    electro_charged: 'Electro-Charged', frozen: 'Frozen', swirl: 'Swirl',
    crystallize: 'Crystallize', burning: 'Burning', bloom: 'Bloom', quicken: 'Quicken',
  };
  const REASONS = {
    defeat: 'all characters knocked out', simultaneous_defeat: 'both sides defeated at once',
    round_limit: 'round limit reached', forfeit: 'forfeit', aborted: 'aborted by an operator',
  };

  // ---- state ----------------------------------------------------------------------------
  const S = {
    ws: null,
    conn: 'connecting',
    me: null, // {id, name}
    replaced: false,
    retry: 0,
    retryTimer: 0,
    game: 'gitcg', // the game chosen in the lobby
    games: [],
    presets: [],
    catalog: null,
    chars: new Map(), // character id -> CharacterInfo
    cards: new Map(), // action card id -> ActionCardInfo
    skills: new Map(), // skill id -> SkillInfo
    entities: new Map(), // entity id -> name, from every view seen
    swCards: new Map(), // Summoner Wars card id -> card (from the card list and the boards seen)
    rooms: [],
    room: null, // the RoomInfo of the room we sit in
    quick: false,
    match: null,
    flow: null, // the decision being put together
    pending: null, // {id, version} of the action in flight
    seq: 0,
    deck: loadDeck(),
    deckError: '',
    buildFilter: '',
  };
  window.tavern = S; // for debugging in the console

  // ---- small helpers --------------------------------------------------------------------
  function el(tag, props, ...kids) {
    const e = document.createElement(tag);
    if (props) {
      for (const [k, v] of Object.entries(props)) {
        if (v === null || v === undefined || v === false) continue;
        if (k === 'class') e.className = v;
        else if (k === 'text') e.textContent = v;
        else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
        else e.setAttribute(k, v === true ? '' : String(v));
      }
    }
    for (const k of kids.flat(Infinity)) {
      if (k === null || k === undefined || k === false) continue;
      e.append(k instanceof Node ? k : String(k));
    }
    return e;
  }
  const $ = (id) => document.getElementById(id);
  const plural = (n, one, many) => `${n} ${n === 1 ? one : (many || one + 's')}`;
  const elementName = (e) => ELEMENT_NAMES[e] || e;
  const store = {
    get(k) { try { return localStorage.getItem(k); } catch { return null; } },
    set(k, v) { try { localStorage.setItem(k, v); } catch { /* private mode */ } },
    del(k) { try { localStorage.removeItem(k); } catch { /* private mode */ } },
  };
  function fmtMs(ms) {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  function cardName(id) {
    const c = S.cards.get(id);
    return c ? c.english_name : `card ${id}`;
  }
  function charInfo(id) { return S.chars.get(id); }
  function skillName(id) {
    const s = S.skills.get(id);
    return s ? s.name : `skill ${id}`;
  }
  function entityName(id) {
    return S.entities.get(id) || (S.cards.get(id) && S.cards.get(id).english_name) || `#${id}`;
  }
  function costText(cost) {
    if (!cost || !cost.length) return 'free';
    return cost.map((p) => {
      if (p.kind === 'any') return `${p.count} any`;
      if (p.kind === 'same') return `${p.count} same`;
      if (p.kind === 'energy') return `${p.count} energy`;
      return `${p.count} ${elementName(p.kind)}`;
    }).join(' + ');
  }

  // ---- connection -----------------------------------------------------------------------
  function send(msg) {
    if (!S.ws || S.ws.readyState !== WebSocket.OPEN) {
      showError('Not connected to the server; reconnecting…');
      return false;
    }
    S.ws.send(JSON.stringify(msg));
    return true;
  }

  function connect() {
    clearTimeout(S.retryTimer);
    S.replaced = false;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    let ws;
    try {
      ws = new WebSocket(url);
    } catch (e) {
      scheduleReconnect();
      return;
    }
    S.ws = ws;
    S.conn = 'connecting';
    render();
    ws.onopen = () => {
      S.retry = 0;
      sayHello();
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      onMessage(msg);
    };
    ws.onclose = () => {
      if (S.ws !== ws) return;
      S.ws = null;
      S.me = null;
      S.pending = null;
      S.conn = 'offline';
      if (!S.replaced) scheduleReconnect();
      render();
    };
  }

  function sayHello() {
    send({
      type: 'hello',
      protocol_version: PROTOCOL_VERSION,
      name: store.get(KEYS.name) || null,
      resume_token: store.get(KEYS.token) || null,
    });
  }

  function scheduleReconnect() {
    const delay = Math.min(5000, 300 * 2 ** S.retry);
    S.retry += 1;
    S.conn = `offline — reconnecting in ${Math.ceil(delay / 1000)} s`;
    S.retryTimer = setTimeout(connect, delay);
  }

  function reconnectNow() {
    const old = S.ws;
    S.ws = null;
    if (old) old.close();
    connect();
  }

  // ---- messages from the server ---------------------------------------------------------
  function onMessage(msg) {
    switch (msg.type) {
      case 'welcome': return onWelcome(msg);
      case 'rooms': S.rooms = msg.rooms || []; break;
      case 'room': onRoom(msg.room); break;
      case 'match_started': onMatchStarted(msg); break;
      case 'update': onUpdate(msg); break;
      case 'action_result': onActionResult(msg); break;
      case 'match_over': onMatchOver(msg); break;
      case 'spectators':
        if (S.match && S.match.id === msg.match_id) S.match.spectators = msg.spectators || [];
        break;
      case 'error': onError(msg); break;
      case 'notice': notice(msg.message); break;
      default: break; // pong, cards: nothing to do
    }
    render();
  }

  function onWelcome(msg) {
    S.me = { id: msg.player_id, name: msg.name };
    S.conn = 'online';
    store.set(KEYS.token, msg.resume_token);
    store.set(KEYS.name, msg.name);
    const nameInput = $('name');
    if (document.activeElement !== nameInput) nameInput.value = msg.name;
    // What we showed before the connection dropped is confirmed (or not) by what follows.
    S.room = null;
    const m = S.match;
    if (m && !m.outcome) {
      if (m.viewer && m.viewer.kind !== 'seat') {
        // Spectators are not re-attached by the server: ask again.
        send({ type: 'spectate', match_id: m.id, as: spectateAs(m.viewer) });
      } else if (!msg.resumed) {
        S.match = null;
        notice('The connection was lost and the seat could not be resumed.');
      } else {
        m.stale = true;
        setTimeout(() => {
          if (S.match === m && m.stale) {
            S.match = null;
            notice('The match is no longer running (it ended while you were away).');
            render();
          }
        }, 3000);
      }
    }
    listRooms();
    render();
  }

  // Every game's public rooms: the list names each room's game.
  function listRooms() { return send({ type: 'list_rooms', game: null }); }

  function spectateAs(viewer) {
    return viewer.kind === 'referee' ? 'referee' : { behind: viewer.behind };
  }

  function onRoom(room) {
    S.room = room;
    S.quick = false;
    const mine = room.seats.find((s) => S.me && s.player_id === S.me.id);
    if (!mine) S.room = null;
    else if (room.game !== S.game && GAMES.includes(room.game)) chooseGame(room.game);
  }

  function onMatchStarted(msg) {
    S.quick = false;
    if (S.match && S.match.id === msg.match_id) {
      S.match.viewer = msg.viewer;
      S.match.stale = false;
      S.match.rejoined = true;
    } else {
      S.match = {
        id: msg.match_id,
        game: msg.game,
        viewer: msg.viewer,
        u: null,
        at: 0,
        log: restoreLog(msg.match_id),
        spectators: [],
        outcome: null,
        stale: false,
        rejoined: true,
        conceding: false,
      };
      S.flow = null;
      S.pending = null;
    }
    S.deckError = '';
  }

  function onUpdate(msg) {
    const m = S.match;
    if (!m || m.id !== msg.match_id) return;
    const prev = m.u;
    m.u = msg;
    m.at = performance.now();
    m.stale = false;
    const view = msg.view;
    const sw = m.game === 'summoner_wars';
    if (!sw) learnEntities(view);
    if (m.rejoined) {
      m.rejoined = false;
      addLog(m, { text: `Joined the match at version ${msg.version}.`, cls: 'sys' });
    }
    // Summoner Wars events name cells: follow the cards from the previous view through them.
    const cells = sw ? (m.cells || swCells(view)) : null;
    for (const e of msg.events || []) {
      const line = sw ? swEventLine(e, view, cells) : eventLine(e, view);
      if (line) addLog(m, line);
    }
    if (sw) m.cells = swCells(view);
    saveLog(m);
    if (view.outcome) m.outcome = view.outcome;
    // The choice in flight is done once the update it produced (or a later one) is here.
    if (S.pending && S.pending.accepted != null && msg.version >= S.pending.accepted) S.pending = null;
    // Keep a half-made choice only while it still fits the decision at hand.
    if (S.flow) {
      const d = myDecision(msg);
      const keep = d && d.kind === S.flow.kind
        && (S.flow.key !== undefined ? S.flow.key === selectionKey(msg, d.kind) : prev && prev.version === msg.version);
      if (!keep) S.flow = null;
    }
  }

  function onActionResult(msg) {
    if (!S.pending || S.pending.id !== msg.action_id) return;
    if (msg.ok) {
      S.pending.accepted = msg.version;
      if (S.match && S.match.u && S.match.u.version >= msg.version) S.pending = null;
    } else {
      S.pending = null;
      S.flow = null;
      const e = msg.error || {};
      showError(`The server refused that: ${e.message || e.code}${e.reason ? ` (${e.reason})` : ''}`);
    }
  }

  function onMatchOver(msg) {
    const m = S.match;
    if (!m || m.id !== msg.match_id) return;
    m.outcome = msg.outcome;
    m.finalVersion = msg.version;
    S.room = null;
    S.flow = null;
    S.pending = null;
    store.set(KEYS.last, JSON.stringify({ text: resultText(m), at: Date.now() }));
  }

  function onError(msg) {
    const text = msg.message || msg.code;
    if (msg.action_id && S.pending && S.pending.id === msg.action_id) {
      S.pending = null;
      S.flow = null;
    }
    switch (msg.code) {
      case 'bad_token':
        // The old session expired: start a new one on this connection.
        store.del(KEYS.token);
        if (S.match && S.match.viewer.kind === 'seat') {
          S.match = null;
          notice('Your previous session expired; the seat was given up.');
        }
        sayHello();
        return;
      case 'replaced':
        S.replaced = true;
        S.conn = 'opened in another tab';
        showError('This session was opened in another tab or window. Use the button below to take it back here.');
        return;
      case 'kicked':
      case 'spectating_forbidden':
        if (S.match && S.match.viewer.kind !== 'seat') {
          S.match = null;
          S.flow = null;
          notice(text);
          return;
        }
        break;
      case 'bad_deck':
        S.deckError = text;
        S.quick = false;
        break;
      case 'shutting_down':
        // Refused while the server drains, or sent as it stops (the client then reconnects).
        notice(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
        return;
      default:
        break;
    }
    showError(text + (msg.reason ? ` (${msg.reason})` : ''));
  }

  // ---- banner and notices ---------------------------------------------------------------
  function showError(text) {
    $('banner-text').textContent = text;
    $('banner').hidden = false;
    renderReplaced();
  }
  function clearError() { $('banner').hidden = true; }
  function notice(text) {
    const n = $('notice');
    n.textContent = text;
    n.hidden = false;
    clearTimeout(notice.t);
    notice.t = setTimeout(() => { n.hidden = true; }, 12000);
  }
  function renderReplaced() {
    const b = $('banner');
    let btn = $('take-back');
    if (S.replaced && !btn) {
      btn = el('button', { id: 'take-back', type: 'button', onclick: () => { clearError(); reconnectNow(); } }, 'Use it here');
      b.append(btn);
    } else if (!S.replaced && btn) {
      btn.remove();
    }
  }

  // ---- the event log --------------------------------------------------------------------
  function addLog(m, line) {
    m.log.push(line);
    if (m.log.length > 400) m.log.splice(0, m.log.length - 400);
  }
  function saveLog(m) {
    try { sessionStorage.setItem(KEYS.log + m.id, JSON.stringify(m.log.slice(-200))); } catch { /* full */ }
  }
  function restoreLog(id) {
    try {
      for (let i = sessionStorage.length - 1; i >= 0; i--) {
        const k = sessionStorage.key(i);
        if (k && k.startsWith(KEYS.log) && k !== KEYS.log + id) sessionStorage.removeItem(k);
      }
      return JSON.parse(sessionStorage.getItem(KEYS.log + id)) || [];
    } catch { return []; }
  }

  function learnEntities(view) {
    for (const p of view.players || []) {
      const all = [...p.combat_statuses, ...p.summons, ...p.supports];
      for (const c of p.characters) all.push(...c.equipment, ...c.statuses);
      for (const e of all) S.entities.set(e.id, e.name);
    }
  }

  function perspective(view) {
    const v = view.viewer;
    if (v.kind === 'seat') return { me: v.seat, player: true };
    if (v.kind === 'spectator') return { me: v.behind, player: false };
    return { me: 0, player: false, referee: true };
  }

  function who(seat, view) {
    const p = perspective(view);
    if (p.player) return seat === p.me ? 'You' : 'Opponent';
    return seatName(seat);
  }
  function whose(seat, view) {
    const w = who(seat, view);
    return w === 'You' ? 'Your' : `${w}'s`;
  }
  function seatName(seat) {
    const names = seatNames();
    return names[seat] ? `${names[seat]} (seat ${seat + 1})` : `Seat ${seat + 1}`;
  }
  function seatNames() {
    const m = S.match;
    if (!m) return [];
    const room = (S.room && S.room.match_id === m.id) ? S.room : S.rooms.find((r) => r.match_id === m.id);
    if (room) m.names = room.seats.map((s) => s.player || '');
    return m.names || [];
  }
  function charLabel(ref, view) {
    const p = view.players[ref.seat];
    const c = p && p.characters[ref.slot];
    return `${whose(ref.seat, view)} ${c ? c.name : `character ${ref.slot + 1}`}`;
  }
  function damageName(d) {
    if (d === 'physical') return 'Physical';
    if (d === 'piercing') return 'Piercing';
    if (d && d.elemental) return elementName(d.elemental);
    return String(d);
  }
  function outcomeText(o, view) {
    if (!o) return '';
    if (o.result === 'win') {
      const ws = o.winners.map((s) => (view ? who(s, view) : seatName(s)));
      return `${ws.join(' and ')} won`;
    }
    if (o.result === 'draw') return 'Draw';
    return 'Both players lost';
  }

  function eventLine(e, view) {
    const W = (s) => who(s, view);
    switch (e.event) {
      case 'round_started': return { text: `Round ${e.round} begins`, cls: 'round' };
      case 'phase_started': return { text: PHASES[e.phase] || e.phase, cls: 'phase' };
      case 'card_drawn': return { text: `${W(e.seat)} drew ${e.card != null ? cardName(e.card) : 'a card'}`, cls: 'dim' };
      case 'card_burned': return { text: `${W(e.seat)} lost ${cardName(e.card)} (hand full)` };
      case 'card_returned': return { text: `${W(e.seat)} put ${e.card != null ? cardName(e.card) : 'a card'} back`, cls: 'dim' };
      case 'card_created': return { text: `${W(e.seat)} got ${cardName(e.card)}` };
      case 'hand_switched': return { text: `${W(e.seat)} switched ${plural(e.count, 'card')}` };
      case 'active_chosen_secretly': return { text: `${W(e.seat)} chose a first character`, cls: 'dim' };
      case 'active_changed': return { text: `${charLabel(e.character, view)} is now active` };
      case 'first_player': return { text: `${W(e.seat)} ${W(e.seat) === 'You' ? 'go' : 'goes'} first` };
      case 'dice_rolled': return {
        text: `${W(e.seat)} rolled ${e.dice ? e.dice.map(elementName).join(', ') : plural(e.count, 'die', 'dice')}`,
        cls: 'dim',
      };
      case 'turn_started': return { text: `${whose(e.seat, view)} turn`, cls: 'turn' };
      case 'skill_used': return { text: `${charLabel(e.character, view)} used ${skillName(e.skill)}`, cls: 'skill' };
      case 'card_played': return { text: `${W(e.seat)} played ${cardName(e.card)}`, cls: 'played' };
      case 'tuned': return { text: `${W(e.seat)} tuned ${cardName(e.card)} into ${/^[aeiou]/i.test(e.to) ? 'an' : 'a'} ${elementName(e.to)} die` };
      case 'declared_end': return { text: `${W(e.seat)} declared the end of the round` };
      case 'damage': return {
        text: `${charLabel(e.target, view)} took ${e.amount} ${damageName(e.damage)} damage`
          + `${e.reaction ? ` — ${REACTIONS[e.reaction] || e.reaction}` : ''} (HP ${e.hp})`,
        cls: e.reaction ? 'dmg reaction' : 'dmg',
      };
      case 'element_applied': return {
        text: `${elementName(e.element)} applied to ${charLabel(e.target, view)}`
          + `${e.reaction ? ` — ${REACTIONS[e.reaction] || e.reaction}` : ''}`,
        cls: e.reaction ? 'reaction' : '',
      };
      case 'healed': return { text: `${charLabel(e.target, view)} healed ${e.amount} (HP ${e.hp})`, cls: 'heal' };
      case 'energy_changed': return null; // shown on the board
      case 'knocked_out': return { text: `${charLabel(e.character, view)} was knocked out`, cls: 'ko' };
      case 'defeat_prevented': return { text: `${charLabel(e.character, view)} survived with ${e.hp} HP`, cls: 'heal' };
      case 'entity_added': return { text: `${whose(e.seat, view)} ${entityName(e.entity)} ${zoneVerb(e.zone, e.seat, view)}`, cls: 'dim' };
      case 'entity_removed': return { text: `${whose(e.seat, view)} ${entityName(e.entity)} is gone`, cls: 'dim' };
      case 'game_over': {
        const o = e.outcome;
        const text = o.result === 'win' ? `${W(o.winner)} won the match` : (o.result === 'draw' ? 'The match is a draw' : 'Both players lost');
        return { text, cls: 'over' };
      }
      default: return { text: e.event, cls: 'dim' };
    }
  }
  function zoneVerb(zone, seat, view) {
    switch (zone.zone) {
      case 'summons': return 'was summoned';
      case 'supports': return 'joined the supports';
      case 'combat': return 'is active (combat status)';
      case 'character': {
        const c = view.players[seat].characters[zone.slot];
        return `is on ${c ? c.name : 'a character'}`;
      }
      default: return 'appeared';
    }
  }

  function resultText(m) {
    const o = m.outcome;
    if (!o) return '';
    const view = m.u && m.u.view;
    const p = view ? perspective(view) : { player: false };
    let head;
    if (p.player) {
      if (o.result === 'win') head = o.winners.includes(p.me) ? 'Victory' : 'Defeat';
      else head = o.result === 'draw' ? 'Draw' : 'Both players lost';
    } else {
      head = outcomeText(o, view);
    }
    return `${head} — ${reasonText(m)}`;
  }
  function reasonText(m) {
    const r = m.outcome.reason;
    if (m.game === 'summoner_wars' && r === 'defeat') return 'summoner destroyed';
    return REASONS[r] || r;
  }

  // ---- decisions ------------------------------------------------------------------------
  function myDecision(u) {
    const p = perspective(u.view);
    if (!p.player) return null;
    return (u.decisions || []).find((d) => d.seat === p.me) || null;
  }
  function myPlayer(u) { return u.view.players[perspective(u.view).me]; }

  function selectionKey(u, kind) {
    const p = myPlayer(u);
    return kind === 'switch_hand' ? JSON.stringify(p.hand) : JSON.stringify(p.dice);
  }

  // The dice (indices into the list held) that make up `faces`.
  function pickDice(held, faces) {
    const used = new Set();
    for (const f of faces) {
      const i = held.findIndex((h, j) => h === f && !used.has(j));
      if (i >= 0) used.add(i);
    }
    return used;
  }

  function sendAction(action) {
    const m = S.match;
    if (!m || !m.u || S.pending) return;
    S.seq += 1;
    const id = `a${S.seq}-${Date.now().toString(36)}`;
    const ok = send({ type: 'action', match_id: m.id, version: m.u.version, action_id: id, action });
    if (ok) {
      S.pending = { id, version: m.u.version, at: Date.now() };
      S.flow = null;
      clearError();
    }
    render();
  }

  function activeElement(u) {
    const p = myPlayer(u);
    const c = p.active != null ? p.characters[p.active] : null;
    const info = c && charInfo(c.id);
    return info ? info.element : null;
  }

  function targetLabel(t, view) {
    if (!t) return 'no target';
    const p = perspective(view);
    const seat = t.side === 'own' ? p.me : 1 - p.me;
    const side = view.players[seat];
    if (t.kind === 'summon') {
      const s = side.summons[t.slot];
      return `${whose(seat, view)} summon ${s ? s.name : t.slot + 1}`;
    }
    const c = side.characters[t.slot];
    return `${whose(seat, view)} ${c ? c.name : `character ${t.slot + 1}`}`;
  }

  // Starts a choice that may need dice and a target: `options` are the listed actions for it.
  function startChoice(label, options) {
    const first = options[0];
    const needsDice = Array.isArray(first.dice) && first.dice.length > 0;
    const held = myPlayer(S.match.u).dice || [];
    if (needsDice) {
      S.flow = {
        kind: 'act', step: 'pay', label, options,
        need: first.dice.length, chosen: pickDice(held, first.dice),
      };
      render();
    } else if (options.length > 1) {
      S.flow = { kind: 'act', step: 'target', label, options, dice: [] };
      render();
    } else {
      sendAction(first);
    }
  }

  function confirmPay() {
    const f = S.flow;
    const held = myPlayer(S.match.u).dice || [];
    const dice = [...f.chosen].sort((a, b) => a - b).map((i) => held[i]);
    const options = f.options.filter((o) => o.dice.length === dice.length);
    if (options.length > 1) {
      S.flow = { kind: 'act', step: 'target', label: f.label, options, dice };
      render();
    } else {
      sendAction({ ...options[0], dice });
    }
  }

  // ---- rendering ------------------------------------------------------------------------
  // Redraws once after the current message or click is handled (a microtask, so the page
  // never shows a choice that was already made).
  let queued = false;
  function render() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      renderNow();
    });
  }

  function renderNow() {
    const c = $('conn');
    c.textContent = S.conn;
    c.dataset.state = S.conn === 'online' ? 'online' : 'offline';
    $('who').textContent = S.me ? `Playing as ${S.me.name}` : '';
    renderReplaced();
    const inMatch = !!S.match;
    $('lobby').hidden = inMatch;
    $('match').hidden = !inMatch;
    if (inMatch) renderMatch();
    else renderLobby();
  }

  // ---- lobby ----------------------------------------------------------------------------
  function renderLobby() {
    const inRoom = !!S.room;
    $('name-hint').textContent = inRoom
      ? 'Leave the room to change your name.'
      : 'Your name is shown to other players. Changing it starts a new session.';
    const last = store.get(KEYS.last);
    const lastBox = $('last-result');
    lastBox.replaceChildren();
    if (last) {
      try {
        const r = JSON.parse(last);
        lastBox.append(el('p', { class: 'last', 'data-testid': 'last-result' }, `Last match: ${r.text} (${new Date(r.at).toLocaleTimeString()})`));
      } catch { /* ignore */ }
    }
    const gameSel = $('game');
    if (gameSel.value !== S.game && [...gameSel.options].some((o) => o.value === S.game)) gameSel.value = S.game;
    gameSel.disabled = inRoom || S.quick;
    $('game-hint').textContent = isSw()
      ? 'Summoner Wars: a 6×8 battlefield; destroy the enemy summoner to win.'
      : 'Genius Invokation TCG: three characters, elemental dice and action cards.';
    renderDeckPanel();
    renderRoom();
    $('play-box').hidden = inRoom;
    $('quick').textContent = S.quick ? 'Cancel quick match' : 'Quick match';
    $('quick-status').textContent = S.quick ? 'Looking for an opponent…' : '';
    renderRooms();
  }

  function renderRoom() {
    const box = $('room-box');
    const r = S.room;
    box.hidden = !r;
    if (!r) { box.replaceChildren(); return; }
    const mine = r.seats.find((s) => S.me && s.player_id === S.me.id);
    const o = r.options;
    const problems = deckProblems();
    box.replaceChildren(
      el('h2', null, 'Your room'),
      r.code ? el('p', { class: 'code' }, 'Private room — join code ', el('strong', { 'data-testid': 'room-code' }, r.code), ' (give it to your opponent)') : el('p', null, 'Public room (listed in the lobby)'),
      el('p', { class: 'hint' }, [
        o.clock ? 'clocks on' : 'no clocks',
        `spectators: ${o.spectators.replace('_', ' ')}`,
        o.deck_rules ? 'deck rules checked' : 'casual decks',
      ].join(' · ')),
      el('ul', { class: 'seats', 'data-testid': 'room-seats' }, r.seats.map((s) => el('li', null,
        `Seat ${s.seat + 1}: `,
        s.player ? el('strong', null, s.player) : el('em', null, 'empty — waiting for a player'),
        s.bot ? ' (bot)' : '',
        mine && s.seat === mine.seat ? ' (you)' : '',
        s.player ? (s.ready ? ' — ready' : ' — choosing a deck') : ''))),
      el('p', null, 'Deck: ', el('strong', null, deckLabel())),
      el('div', { class: 'row' },
        el('button', {
          type: 'button', 'data-testid': 'ready', disabled: problems.length > 0,
          onclick: () => { S.deckError = ''; send({ type: 'ready', deck: currentDeck() }); },
        }, mine && mine.ready ? 'Ready again with this deck' : 'Ready with this deck'),
        el('button', { type: 'button', class: 'secondary', 'data-testid': 'leave-room', onclick: () => { send({ type: 'leave' }); S.room = null; render(); } }, 'Leave room')),
      el('label', { class: 'check' },
        el('input', {
          type: 'checkbox', checked: !mine || mine.allow_spectators,
          onchange: (ev) => send({ type: 'set_room_options', allow_spectators: ev.target.checked }),
        }), ' Allow spectators behind my seat'),
    );
  }

  function renderRooms() {
    const box = $('rooms');
    const rooms = S.rooms;
    if (!rooms.length) {
      box.replaceChildren(el('p', { class: 'hint' }, 'No public rooms right now. Create one!'));
      return;
    }
    box.replaceChildren(el('ul', { class: 'room-list' }, rooms.map((r) => {
      const running = !!r.match_id;
      const free = r.seats.some((s) => !s.bot && !s.player);
      const pol = r.options.spectators;
      const actions = [];
      if (!running && free && !S.room) {
        actions.push(el('button', { type: 'button', 'data-testid': 'join-room', onclick: () => send({ type: 'join_room', room: r.id, code: null }) }, 'Join'));
      }
      if (running && pol !== 'none') {
        r.seats.forEach((s) => {
          if (s.allow_spectators) {
            actions.push(el('button', {
              type: 'button', class: 'secondary', 'data-testid': `watch-${s.seat}`,
              onclick: () => send({ type: 'spectate', match_id: r.match_id, as: { behind: s.seat } }),
            }, `Watch seat ${s.seat + 1}`));
          }
        });
        if (pol === 'referee') {
          actions.push(el('button', {
            type: 'button', class: 'secondary', 'data-testid': 'watch-referee',
            onclick: () => send({ type: 'spectate', match_id: r.match_id, as: 'referee' }),
          }, 'Referee view'));
        }
      }
      return el('li', { class: 'room', 'data-room': r.id },
        el('div', null,
          el('strong', null, S.games.find((g) => g.id === r.game)?.name || r.game),
          ` · ${running ? 'playing' : 'waiting'}`,
          ` · ${plural(r.spectators, 'spectator')}`,
          ` · ${r.options.clock ? 'clocks' : 'no clocks'}`),
        el('div', { class: 'hint' }, r.seats.map((s) => `Seat ${s.seat + 1}: ${s.player || 'free'}${s.bot ? ' (bot)' : ''}${s.ready ? ' ✓' : ''}`).join(' · ')),
        el('div', { class: 'row' }, actions));
    })));
  }

  // ---- decks ----------------------------------------------------------------------------
  function loadDeck() {
    const d = { mode: 'preset', preset: 'starter', code: '', build: { characters: [], cards: {} }, faction: '' };
    try {
      const saved = JSON.parse(store.get(KEYS.deck));
      if (saved && typeof saved === 'object') Object.assign(d, saved);
    } catch { /* defaults */ }
    return d;
  }
  function saveDeck() { store.set(KEYS.deck, JSON.stringify(S.deck)); }

  // The lobby's game: its presets fill the deck choice (factions for Summoner Wars).
  function chooseGame(id) {
    S.game = id;
    store.set(KEYS.game, id);
    const g = S.games.find((x) => x.id === id);
    S.presets = g ? g.presets : [];
    S.deckError = '';
    document.title = g ? `Tavern · ${g.name}` : 'Tavern';
    render();
  }
  const isSw = () => S.game === 'summoner_wars';

  function currentDeck() {
    const d = S.deck;
    if (isSw()) return { preset: d.faction };
    if (d.mode === 'code') return { code: d.code.trim() };
    if (d.mode === 'build') {
      const cards = [];
      for (const [id, n] of Object.entries(d.build.cards)) for (let i = 0; i < n; i++) cards.push(Number(id));
      return { cards: { characters: d.build.characters.slice(), cards } };
    }
    return { preset: d.preset };
  }
  function deckLabel() {
    const d = S.deck;
    if (isSw()) return `faction “${d.faction}”`;
    if (d.mode === 'code') return d.code.trim() ? `share code ${d.code.trim().slice(0, 12)}…` : 'share code (none pasted)';
    if (d.mode === 'build') {
      const chars = d.build.characters.map((id) => charInfo(id)?.english_name || id).join(', ');
      return `my own deck${chars ? ` (${chars})` : ''}`;
    }
    return `preset “${d.preset}”`;
  }
  function deckProblems() {
    const d = S.deck;
    if (isSw()) return d.faction ? [] : ['Choose a faction.'];
    if (d.mode === 'preset') return d.preset ? [] : ['Choose a preset deck.'];
    if (d.mode === 'code') return d.code.trim() ? [] : ['Paste a deck share code.'];
    return buildProblems();
  }
  function buildProblems() {
    const b = S.deck.build;
    const out = [];
    const chars = b.characters.map((id) => charInfo(id)).filter(Boolean);
    if (chars.length !== 3) out.push(`Characters: ${chars.length} of 3 chosen.`);
    let total = 0;
    for (const n of Object.values(b.cards)) total += n;
    if (total !== 30) out.push(`Action cards: ${total} of 30.`);
    for (const [idText, n] of Object.entries(b.cards)) {
      const c = S.cards.get(Number(idText));
      if (!c || !n) continue;
      const max = c.kind === 'arcane_legend' ? 1 : 2;
      if (n > max) out.push(`${c.english_name}: at most ${max} ${max === 1 ? 'copy' : 'copies'} allowed, the deck has ${n}.`);
      if (c.talent_of && !b.characters.includes(c.talent_of)) {
        out.push(`${c.english_name} is a talent card: the deck needs ${charInfo(c.talent_of)?.english_name || c.talent_of} among its characters.`);
      }
      if (c.kind === 'resonance' && c.element) {
        const k = chars.filter((x) => x.element === c.element).length;
        if (k < 2) out.push(`${c.english_name} is an elemental resonance card: it needs 2 ${elementName(c.element)} characters, the deck has ${k}.`);
      }
      if (c.nations && c.nations.length) {
        const k = chars.filter((x) => x.nations.some((n2) => c.nations.includes(n2))).length;
        if (k < 2) out.push(`${c.english_name} is a nation card: it needs 2 ${c.nations.join(' or ')} characters, the deck has ${k}.`);
      }
    }
    return out;
  }

  function renderDeckPanel() {
    const d = S.deck;
    const sw = isSw();
    // Summoner Wars decks are factions: no share codes, no builder.
    const mode = sw ? 'preset' : d.mode;
    $('deck-title').textContent = sw ? 'Faction' : 'Deck';
    $('preset-label').textContent = sw ? 'Faction (its prebuilt deck)' : 'Preset deck';
    $('deck-tabs').hidden = sw;
    for (const r of document.querySelectorAll('input[name=deck-mode]')) r.checked = r.value === d.mode;
    $('deck-preset').hidden = mode !== 'preset';
    $('deck-code').hidden = mode !== 'code';
    $('deck-build').hidden = mode !== 'build';
    const sel = $('preset');
    if ([...sel.options].map((o) => o.value).join('\n') !== S.presets.join('\n')) {
      sel.replaceChildren(...S.presets.map((p) => el('option', { value: p }, p)));
    }
    const key = sw ? 'faction' : 'preset';
    if (S.presets.length && !S.presets.includes(d[key])) d[key] = S.presets[0];
    sel.value = d[key];
    if (document.activeElement !== $('code')) $('code').value = d.code;
    if (mode === 'build') renderBuilder();
    const msgs = deckProblems().map((p) => el('li', null, p));
    if (S.deckError) msgs.unshift(el('li', { class: 'server', 'data-testid': 'deck-error' }, `The server refused the deck: ${S.deckError}`));
    if (!msgs.length) msgs.push(el('li', { class: 'ok' }, `Deck: ${deckLabel()}`));
    $('deck-msgs').replaceChildren(...msgs);
  }

  function renderBuilder() {
    const b = S.deck.build;
    if (!S.catalog) {
      $('build-chars').replaceChildren(el('p', { class: 'hint' }, 'Loading the card list…'));
      return;
    }
    const f = S.buildFilter.trim().toLowerCase();
    const match = (...texts) => !f || texts.some((t) => String(t).toLowerCase().includes(f));
    let total = 0;
    for (const n of Object.values(b.cards)) total += n;
    $('build-summary').textContent = `${b.characters.length}/3 characters · ${total}/30 action cards`;
    const chosen = b.characters.map((id) => charInfo(id)).filter(Boolean);
    const others = S.catalog.characters
      .filter((c) => !b.characters.includes(c.id) && match(c.english_name, c.element, c.weapon, c.nations.join(' ')));
    $('build-chars').replaceChildren(...[...chosen, ...others]
      .map((c) => {
        const on = b.characters.includes(c.id);
        return el('button', {
          type: 'button', class: `pick el-${c.element}`, 'aria-pressed': on ? 'true' : 'false',
          disabled: !on && b.characters.length >= 3,
          title: `${c.english_name}: ${elementName(c.element)}, ${c.weapon}, ${c.hp} HP`,
          onclick: () => {
            b.characters = on ? b.characters.filter((x) => x !== c.id) : [...b.characters, c.id];
            saveDeck();
            render();
          },
        }, on ? `${b.characters.indexOf(c.id) + 1}. ` : '', c.english_name);
      }));
    $('build-cards').replaceChildren(...S.catalog.action_cards
      .filter((c) => c.deckable && (b.cards[c.id] || match(c.english_name, c.kind)))
      .map((c) => {
        const n = b.cards[c.id] || 0;
        const set = (k) => {
          if (k <= 0) delete b.cards[c.id]; else b.cards[c.id] = k;
          saveDeck();
          render();
        };
        return el('div', { class: `card-row${n ? ' in' : ''}` },
          el('span', { class: 'name' }, c.english_name, el('small', null, ` ${c.kind.replace('_', ' ')} · ${costText(c.cost)}`)),
          el('span', { class: 'count' },
            el('button', { type: 'button', class: 'small', disabled: n === 0, 'aria-label': `One less ${c.english_name}`, onclick: () => set(n - 1) }, '−'),
            el('span', null, String(n)),
            el('button', { type: 'button', class: 'small', 'aria-label': `One more ${c.english_name}`, onclick: () => set(n + 1) }, '+')));
      }));
  }

  // ---- match ----------------------------------------------------------------------------
  function renderMatch() {
    const m = S.match;
    const root = $('match');
    root.dataset.matchId = m.id;
    if (!m.u) {
      root.replaceChildren(el('p', { class: 'hint' }, 'Loading the match…'));
      return;
    }
    const u = m.u;
    const view = u.view;
    const p = perspective(view);
    root.dataset.version = String(u.version);
    root.dataset.viewer = view.viewer.kind;
    root.dataset.game = m.game;
    if (m.game === 'summoner_wars') {
      S.pickCharacter = null;
      root.replaceChildren(...renderSwMatch(m, u, p));
      tickClocks();
      return;
    }
    const top = 1 - p.me;
    const mine = myDecision(u);
    // The panel first: it says which characters may be clicked as choices.
    const panel = renderPanel(m, u, p, mine);
    root.replaceChildren(
      renderStatus(m, view, p),
      el('div', { class: 'table' },
        el('div', { class: 'board' },
          renderSide(view, top, p, 'top'),
          panel,
          renderSide(view, p.me, p, 'bottom')),
        el('aside', { class: 'aside' },
          renderSpectators(m, p),
          el('div', { class: 'box log-box' },
            el('h3', null, 'What happened'),
            el('ul', { class: 'log', 'data-testid': 'log' },
              m.log.slice().reverse().map((l) => el('li', { class: l.cls || '' }, l.text)))))),
      m.outcome ? renderResult(m) : '',
    );
    tickClocks();
  }

  function renderStatus(m, view, p) {
    const turn = view.turn != null ? `${whose(view.turn, view)} turn` : '';
    const clocks = [0, 1].map((seat) => el('span', { class: 'clock', 'data-clock-seat': seat },
      el('span', { class: 'clock-who' }, who(seat, view)), ' ', el('span', { class: 'clock-time' }, '—')));
    const buttons = [];
    if (p.player && !m.outcome) {
      buttons.push(m.conceding
        ? el('button', { type: 'button', class: 'danger', 'data-testid': 'concede-confirm', onclick: () => { send({ type: 'leave' }); m.conceding = false; } }, 'Really concede?')
        : el('button', { type: 'button', class: 'secondary', 'data-testid': 'concede', onclick: () => { m.conceding = true; render(); setTimeout(() => { m.conceding = false; render(); }, 4000); } }, 'Concede'));
    } else if (!p.player && !m.outcome) {
      buttons.push(el('button', { type: 'button', class: 'secondary', 'data-testid': 'stop-watching', onclick: () => { send({ type: 'leave' }); S.match = null; S.flow = null; listRooms(); render(); } }, 'Stop watching'));
    }
    const viewerText = p.player ? `You are seat ${p.me + 1}` : (p.referee ? 'Referee view (both hands)' : `Watching behind seat ${p.me + 1}`);
    return el('div', { class: 'status' },
      el('div', { class: 'status-main' },
        el('strong', { 'data-testid': 'round' }, view.round ? `Round ${view.round}` : 'Setup'),
        ' · ', el('span', { 'data-testid': 'phase' }, PHASES[view.phase] || view.phase),
        turn ? ' · ' : '', turn ? el('span', { 'data-testid': 'turn', class: view.turn === p.me && p.player ? 'yours' : '' }, turn) : '',
        el('span', { class: 'hint' }, ` · ${viewerText} · version `, el('span', { 'data-testid': 'version' }, String(m.u.version)))),
      el('div', { class: 'clocks' }, clocks),
      el('div', { class: 'row' }, buttons));
  }

  function tickClocks() {
    const m = S.match;
    if (!m || !m.u) return;
    const elapsed = performance.now() - m.at;
    for (const node of document.querySelectorAll('[data-clock-seat]')) {
      const seat = Number(node.dataset.clockSeat);
      const d = m.outcome ? null : (m.u.decisions || []).find((x) => x.seat === seat);
      const t = node.querySelector('.clock-time');
      node.classList.toggle('deciding', !!d);
      node.classList.remove('low');
      if (!d) { t.textContent = m.outcome ? '' : 'waiting'; continue; }
      const kind = DECISIONS[d.kind] || d.kind;
      if (d.deadline_ms == null) { t.textContent = `${kind} · no clock`; continue; }
      const left = Math.max(0, d.deadline_ms - elapsed);
      let text;
      if (d.reserve_ms == null || d.kind === 'switch_hand' || d.kind === 'reroll') text = fmtMs(left);
      else if (left > d.reserve_ms) text = `${fmtMs(left - d.reserve_ms)} + reserve ${fmtMs(d.reserve_ms)}`;
      else text = `reserve ${fmtMs(left)}`;
      t.textContent = `${kind} · ${text}`;
      node.classList.toggle('low', left < 10000);
    }
  }

  function renderSide(view, seat, p, where) {
    const pl = view.players[seat];
    const label = who(seat, view);
    const head = el('div', { class: 'side-head' },
      el('strong', null, label),
      el('span', { class: 'hint' }, ` · deck ${pl.deck_count} · hand ${pl.hand_count} · ${plural(pl.dice_count, 'die', 'dice')}`),
      pl.declared_end ? el('span', { class: 'badge' }, 'ended round') : '',
      pl.legend_used ? el('span', { class: 'badge dim' }, 'Arcane Legend used') : '',
      view.turn === seat ? el('span', { class: 'badge turn' }, 'to act') : '');
    const pick = S.pickCharacter && S.pickCharacter[seat];
    const chars = el('div', { class: 'chars' }, pl.characters.map((c) => renderCharacter(c, pick && pick[c.slot])));
    const zones = el('div', { class: 'zones' },
      zone('Combat statuses', pl.combat_statuses),
      zone('Summons', pl.summons),
      zone('Supports', pl.supports));
    const hand = el('div', { class: 'hand', 'data-testid': `hand-${seat}` },
      el('span', { class: 'zone-label' }, 'Hand'),
      Array.isArray(pl.hand)
        ? pl.hand.map((id) => {
          const c = S.cards.get(id);
          return el('span', { class: 'card', title: c ? `${c.english_name} — ${c.kind.replace('_', ' ')}, ${costText(c.cost)}` : '' },
            el('span', { class: 'card-name' }, cardName(id)), el('small', null, c ? costText(c.cost) : ''));
        })
        : Array.from({ length: pl.hand_count }, () => el('span', { class: 'card back', title: 'hidden card' }, '')),
      Array.isArray(pl.hand) ? '' : el('span', { class: 'hint' }, ` ${plural(pl.hand_count, 'card')}`));
    const dice = el('div', { class: 'dice', 'data-testid': `dice-${seat}` },
      el('span', { class: 'zone-label' }, 'Dice'),
      Array.isArray(pl.dice)
        ? (pl.dice.length ? pl.dice.map((f) => el('span', { class: `die face-${f}`, title: elementName(f) }, elementName(f))) : el('span', { class: 'hint' }, 'none'))
        : el('span', { class: 'hint' }, plural(pl.dice_count, 'die', 'dice')));
    const parts = where === 'top' ? [head, hand, dice, zones, chars] : [head, chars, zones, dice, hand];
    return el('section', { class: `side ${where}`, 'data-seat': seat, 'data-testid': `side-${where}` }, parts);
  }

  function zone(title, list) {
    if (!list.length) return null;
    return el('div', { class: 'zone' }, el('span', { class: 'zone-label' }, title), list.map(entity));
  }

  function entity(e) {
    const bits = [];
    if (e.usage != null) bits.push(`${e.usage}`);
    if (e.duration != null) bits.push(`${e.duration} rd`);
    if (e.counter != null) bits.push(`#${e.counter}`);
    const title = [e.name, e.usage != null ? `usages/points: ${e.usage}` : '', e.duration != null ? `rounds left: ${e.duration}` : '', e.counter != null ? `stored: ${e.counter}` : ''].filter(Boolean).join(' · ');
    return el('span', { class: 'chip', title }, e.name, bits.length ? el('small', null, ` ${bits.join(' · ')}`) : '');
  }

  function renderCharacter(c, onPick) {
    const info = charInfo(c.id);
    const hpPct = c.max_hp ? Math.round((100 * c.hp) / c.max_hp) : 0;
    const cls = ['char', info ? `el-${info.element}` : '', c.active ? 'active' : '', c.alive ? '' : 'dead', onPick ? 'pickable' : ''].filter(Boolean).join(' ');
    const props = { class: cls, 'data-slot': c.slot };
    if (onPick) {
      props.role = 'button';
      props.tabindex = '0';
      props.onclick = onPick;
      props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') onPick(); };
    }
    return el('div', props,
      el('div', { class: 'char-head' },
        el('strong', { class: 'char-name' }, c.name),
        c.active ? el('span', { class: 'badge active-badge' }, 'active') : '',
        c.alive ? '' : el('span', { class: 'badge ko' }, 'defeated')),
      el('div', { class: 'hp' },
        el('div', { class: 'hp-bar' }, el('div', { class: 'hp-fill', style: `width:${hpPct}%` })),
        el('span', { class: 'hp-text' }, `${c.hp}/${c.max_hp} HP`)),
      el('div', { class: 'energy', title: `energy ${c.energy}/${c.max_energy}` },
        Array.from({ length: c.max_energy }, (_, i) => el('span', { class: i < c.energy ? 'pip on' : 'pip' })),
        el('span', { class: 'hint' }, ` ${c.energy}/${c.max_energy}`)),
      c.aura.length ? el('div', { class: 'aura' }, c.aura.map((a) => el('span', { class: `chip aura-chip face-${a}` }, elementName(a)))) : null,
      c.equipment.length ? el('div', { class: 'equip' }, c.equipment.map(entity)) : null,
      c.statuses.length ? el('div', { class: 'statuses' }, c.statuses.map(entity)) : null);
  }

  function renderSpectators(m, p) {
    if (!p.player) return null;
    const list = m.spectators || [];
    return el('div', { class: 'box spectators', 'data-testid': 'spectators' },
      el('h3', null, `Spectators (${list.length})`),
      list.length
        ? el('ul', null, list.map((s) => el('li', null,
          `${s.name} — ${s.as === 'referee' ? 'referee view' : `behind seat ${s.as.behind + 1}`} `,
          m.outcome ? '' : el('button', { type: 'button', class: 'small secondary', 'data-testid': 'kick', onclick: () => send({ type: 'kick_spectator', match_id: m.id, spectator: s.id }) }, 'Remove'))))
        : el('p', { class: 'hint' }, 'Nobody is watching.'));
  }

  function renderResult(m) {
    return el('div', { class: 'result', 'data-testid': 'result', role: 'dialog', 'aria-label': 'Match result' },
      el('div', { class: 'result-box' },
        el('h2', null, resultText(m).split(' — ')[0]),
        el('p', null, `Reason: ${reasonText(m)}`),
        el('p', { class: 'hint' }, `Final version ${m.finalVersion ?? m.u.version}`),
        replayLink(m),
        el('button', {
          type: 'button', 'data-testid': 'back-to-lobby',
          onclick: () => { S.match = null; S.flow = null; S.room = null; listRooms(); render(); },
        }, 'Back to the lobby')));
  }

  // A link to the finished match's replay, shown once the server confirms it keeps one (servers
  // running without storage have no replays).
  function replayLink(m) {
    const p = el('p', { class: 'hint', 'data-testid': 'replay' });
    if (m.replayChecked === undefined) {
      m.replayChecked = false;
      fetch(`/api/matches/${encodeURIComponent(m.id)}`).then((r) => {
        m.replayChecked = r.ok;
        if (r.ok) render();
      }, () => {});
    }
    if (m.replayChecked) {
      p.append(el('a', {
        href: `/api/matches/${encodeURIComponent(m.id)}/replay`,
        target: '_blank', rel: 'noopener',
      }, 'Replay of this match (seed and every step)'));
    }
    return p;
  }

  // The decision panel: every button comes from a listed legal action.
  function renderPanel(m, u, p, mine) {
    S.pickCharacter = null;
    const panel = el('section', { class: 'panel', 'data-testid': 'panel' });
    const acts = u.legal_actions || [];
    if (m.outcome) {
      panel.dataset.state = 'over';
      panel.append(el('p', null, resultText(m)));
      return panel;
    }
    if (!p.player || !mine || !acts.length) {
      panel.dataset.state = p.player ? 'wait' : 'watch';
      const waiting = (u.decisions || []).map((d) => `${who(d.seat, u.view)} (${DECISIONS[d.kind] || d.kind})`);
      panel.append(el('p', { class: 'hint' }, waiting.length ? `Waiting for ${waiting.join(' and ')}…` : 'Resolving…'));
      return panel;
    }
    if (S.pending) {
      panel.dataset.state = 'sending';
      panel.append(el('p', { class: 'hint' }, 'Sending your choice…'));
      return panel;
    }
    panel.dataset.state = 'decide';
    const held = myPlayer(u).dice || [];
    switch (mine.kind) {
      case 'switch_hand': return selectionPanel(panel, u, 'switch_hand');
      case 'reroll': return selectionPanel(panel, u, 'reroll');
      case 'choose_active':
      case 'choose_active_after_knock_out': {
        panel.append(el('h3', null, mine.kind === 'choose_active' ? 'Choose your first active character' : 'Your active character was knocked out: choose the next one'));
        const own = myPlayer(u);
        const pick = {};
        const buttons = acts.filter((a) => a.action === 'choose_active').map((a) => {
          const c = own.characters[a.slot];
          const go = () => sendAction(a);
          pick[a.slot] = go;
          return choiceButton(`${c ? c.name : `Slot ${a.slot + 1}`} (${c ? c.hp : '?'} HP)`, go);
        });
        S.pickCharacter = { [p.me]: pick };
        panel.append(el('div', { class: 'choices' }, buttons));
        return panel;
      }
      case 'discard_support': {
        panel.append(el('h3', null, 'Your support zone is full: choose a support to discard'));
        const own = myPlayer(u);
        panel.append(el('div', { class: 'choices' }, acts.filter((a) => a.action === 'discard_support').map((a) => {
          const s = own.supports[a.slot];
          return choiceButton(`Discard ${s ? s.name : `support ${a.slot + 1}`}`, () => sendAction(a));
        })));
        return panel;
      }
      default: break;
    }
    // The turn.
    const f = S.flow && S.flow.kind === 'act' ? S.flow : null;
    if (f && f.step === 'pay') {
      const ok = f.chosen.size === f.need;
      panel.append(
        el('h3', null, `${f.label}: choose ${plural(f.need, 'die', 'dice')} to pay`),
        el('p', { class: 'hint' }, `The suggested payment is selected; tap dice to change it. ${f.chosen.size} of ${f.need} selected.`),
        diceToggles(held, f.chosen, null, (i) => {
          if (f.chosen.has(i)) f.chosen.delete(i); else f.chosen.add(i);
          render();
        }),
        el('div', { class: 'row' },
          el('button', { type: 'button', 'data-testid': 'confirm', disabled: !ok, onclick: confirmPay },
            ok ? `Pay ${plural(f.need, 'die', 'dice')}` : `Select ${f.need} (${f.chosen.size} selected)`),
          cancelButton()));
      return panel;
    }
    if (f && f.step === 'target') {
      panel.append(el('h3', null, `${f.label}: choose a target`));
      const pick = { 0: {}, 1: {} };
      const buttons = f.options.map((a) => {
        const go = () => sendAction({ ...a, dice: f.dice.length ? f.dice : a.dice });
        if (a.target && a.target.kind === 'character') {
          const seat = a.target.side === 'own' ? p.me : 1 - p.me;
          pick[seat][a.target.slot] = go;
        }
        return choiceButton(targetLabel(a.target, u.view), go);
      });
      S.pickCharacter = pick;
      panel.append(el('div', { class: 'choices' }, buttons), el('div', { class: 'row' }, cancelButton()));
      return panel;
    }
    if (f && f.step === 'tune') {
      const to = activeElement(u);
      const ok = f.die != null;
      panel.append(
        el('h3', null, `Tune ${cardName(f.card)}: choose a die to turn into ${elementName(to)}`),
        diceToggles(held, new Set(f.die != null ? [f.die] : []), (face) => face !== 'omni' && face !== to, (i) => { f.die = i; render(); }),
        el('div', { class: 'row' },
          el('button', {
            type: 'button', 'data-testid': 'confirm', disabled: !ok,
            onclick: () => sendAction({ action: 'tune', card: f.card, die: held[f.die] }),
          }, ok ? `Tune: ${elementName(held[f.die])} → ${elementName(to)}` : 'Select a die'),
          cancelButton()));
      return panel;
    }
    panel.append(el('h3', null, 'Your turn: choose an action'));
    const groups = [];
    const skills = acts.filter((a) => a.action === 'use_skill');
    if (skills.length) {
      groups.push(group('Skills', skills.map((a) => {
        const s = S.skills.get(a.skill);
        const label = `${skillName(a.skill)}${s ? ` (${s.kind})` : ''} · ${plural(a.dice.length, 'die', 'dice')}`;
        return choiceButton(label, () => startChoice(skillName(a.skill), [a]), 'skill');
      })));
    }
    const plays = new Map();
    for (const a of acts.filter((x) => x.action === 'play_card')) {
      if (!plays.has(a.card)) plays.set(a.card, []);
      plays.get(a.card).push(a);
    }
    if (plays.size) {
      groups.push(group('Play a card', [...plays.entries()].map(([card, options]) => {
        const n = options[0].dice.length;
        const targets = options.length > 1 ? ` · ${plural(options.length, 'target')}` : '';
        return choiceButton(`${cardName(card)} · ${plural(n, 'die', 'dice')}${targets}`, () => startChoice(cardName(card), options), 'card');
      })));
    }
    const switches = acts.filter((a) => a.action === 'switch');
    if (switches.length) {
      const own = myPlayer(u);
      groups.push(group('Switch character', switches.map((a) => {
        const c = own.characters[a.slot];
        return choiceButton(`Switch to ${c ? c.name : a.slot + 1} · ${plural(a.dice.length, 'die', 'dice')}`, () => startChoice(`Switch to ${c ? c.name : a.slot + 1}`, [a]), 'switch');
      })));
    }
    const tunes = acts.filter((a) => a.action === 'tune');
    if (tunes.length) {
      groups.push(group('Elemental tuning', tunes.map((a) => choiceButton(`Tune ${cardName(a.card)}`, () => {
        S.flow = { kind: 'act', step: 'tune', card: a.card, die: held.findIndex((x) => x === a.die) };
        if (S.flow.die < 0) S.flow.die = null;
        render();
      }, 'tune'))));
    }
    const end = acts.find((a) => a.action === 'declare_end');
    if (end) groups.push(group('End', [choiceButton('Declare end of round', () => sendAction(end), 'end')]));
    panel.append(el('div', { class: 'groups' }, groups));
    return panel;
  }

  function group(title, buttons) {
    return el('div', { class: 'group' }, el('span', { class: 'zone-label' }, title), el('div', { class: 'choices' }, buttons));
  }
  function choiceButton(label, onclick, kind) {
    return el('button', { type: 'button', class: `choice${kind ? ` kind-${kind}` : ''}`, 'data-testid': 'choice', onclick }, label);
  }
  function cancelButton() {
    return el('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => { S.flow = null; render(); } }, 'Back');
  }

  function diceToggles(held, chosen, allowed, toggle) {
    if (!held.length) return el('p', { class: 'hint' }, 'You hold no dice.');
    return el('div', { class: 'dice pick-dice', 'data-testid': 'pick-dice' }, held.map((f, i) => el('button', {
      type: 'button', class: `die face-${f}`, 'aria-pressed': chosen.has(i) ? 'true' : 'false',
      'data-testid': 'die', disabled: allowed && !allowed(f),
      onclick: () => toggle(i),
    }, elementName(f))));
  }

  // Opening-hand switch and rerolls: pick any subset, then confirm.
  function selectionPanel(panel, u, kind) {
    const own = myPlayer(u);
    const acts = u.legal_actions;
    if (!S.flow || S.flow.kind !== kind) {
      let chosen = new Set();
      if (kind === 'reroll') {
        // Pre-select the suggestion (the listed reroll that is not "keep everything").
        const suggested = acts.find((a) => a.action === 'reroll' && a.dice.length);
        if (suggested) chosen = pickDice(own.dice || [], suggested.dice);
      }
      S.flow = { kind, key: selectionKey(u, kind), chosen };
    }
    const f = S.flow;
    const flip = (i) => { if (f.chosen.has(i)) f.chosen.delete(i); else f.chosen.add(i); render(); };
    const n = f.chosen.size;
    if (kind === 'switch_hand') {
      panel.append(
        el('h3', null, 'Opening hand: choose cards to put back and draw again'),
        el('div', { class: 'pick-cards' }, (own.hand || []).map((id, i) => el('button', {
          type: 'button', class: 'card', 'aria-pressed': f.chosen.has(i) ? 'true' : 'false', 'data-testid': 'hand-card', onclick: () => flip(i),
        }, cardName(id)))),
        el('div', { class: 'row' }, el('button', {
          type: 'button', 'data-testid': 'confirm',
          onclick: () => sendAction({ action: 'switch_hand', cards: [...f.chosen].sort((a, b) => a - b) }),
        }, n ? `Switch ${plural(n, 'card')}` : 'Keep this hand')));
    } else {
      const held = own.dice || [];
      panel.append(
        el('h3', null, 'Reroll: choose dice to roll again'),
        el('p', { class: 'hint' }, 'Dice that do not fit your characters are selected; tap to change.'),
        diceToggles(held, f.chosen, null, flip),
        el('div', { class: 'row' }, el('button', {
          type: 'button', 'data-testid': 'confirm',
          onclick: () => sendAction({ action: 'reroll', dice: [...f.chosen].sort((a, b) => a - b).map((i) => held[i]) }),
        }, n ? `Reroll ${plural(n, 'die', 'dice')}` : 'Keep all dice')));
    }
    return panel;
  }

  // ---- Summoner Wars ----------------------------------------------------------------------
  // The battlefield is 6 columns × 8 rows in absolute cells (row 0 is seat 0's back row). The
  // page turns it so that the viewer's own back row is at the bottom. Every choice comes from
  // the update's legal actions: units and hand cards that appear in a listed action can be
  // clicked, and the cells those actions name are highlighted.
  const SW_PHASES = {
    summon: 'Summon phase', move: 'Move phase', build: 'Build phase', attack: 'Attack phase',
    magic: 'Magic phase', draw: 'Draw phase',
  };
  const SW_HINTS = {
    summon: 'Click a unit card in your hand, then a highlighted space next to one of your gates.',
    move: 'Click one of your highlighted units, then a highlighted space to move it.',
    build: 'Click a gate in your hand, then a highlighted space to build it.',
    attack: 'Click one of your highlighted units, then a highlighted enemy card to attack it.',
    magic: 'Click cards in your hand to discard them for 1 magic each.',
    draw: 'End the turn to draw up to 5 cards.',
  };
  const SW_FACES = { melee: 'melee', ranged: 'ranged', special: 'special' };
  const SW_HAND_ACTIONS = new Set(['summon', 'build', 'play_event', 'discard', 'empower', 'heal']);
  const swKey = (c) => `${c.col},${c.row}`;
  const cellName = (c) => `${'ABCDEF'[c.col] || '?'}${c.row + 1}`;
  function swName(id) {
    const c = S.swCards.get(id);
    return c ? c.name : `card ${id}`;
  }
  function factionName(f) {
    const g = { phoenix_elves: 'Phoenix Elves', tundra_orcs: 'Tundra Orcs', fallen_kingdom: 'Fallen Kingdom', vanguards: 'Vanguards' };
    return g[f] || f;
  }

  // Cell -> what stands there (and learn card names from the board).
  function swCells(view) {
    const map = new Map();
    for (const c of view.board || []) {
      map.set(swKey(c.at), { name: c.name, card: c.card, owner: c.owner, controller: c.controller, life: c.life, attack: c.attack });
      if (!S.swCards.has(c.card)) S.swCards.set(c.card, { id: c.card, name: c.name, class: c.class });
    }
    return map;
  }

  function swEventLine(e, view, cells) {
    const W = (s) => who(s, view);
    const at = (c) => {
      const x = c && cells.get(swKey(c));
      return x ? `${whose(x.controller, view)} ${x.name}` : `the card on ${cellName(c)}`;
    };
    switch (e.event) {
      case 'turn_started': return { text: `Turn ${e.turn}: ${whose(e.seat, view)} turn`, cls: 'round' };
      case 'phase_started': return { text: SW_PHASES[e.phase] || e.phase, cls: 'phase dim' };
      case 'event_expired': return { text: `${whose(e.seat, view)} ${swName(e.card)} expired`, cls: 'dim' };
      case 'card_drawn': return { text: `${W(e.seat)} drew ${e.card != null ? swName(e.card) : 'a card'}`, cls: 'dim' };
      case 'card_discarded': return { text: `${W(e.seat)} discarded ${e.card != null ? swName(e.card) : 'a card'} for magic`, cls: 'dim' };
      case 'card_revealed': return { text: `${W(e.seat)} revealed and discarded ${swName(e.card)}` };
      case 'card_returned': return { text: `${W(e.seat)} took ${e.card != null ? swName(e.card) : 'a card'} back from the discard pile` };
      case 'magic_changed': return { text: `${whose(e.seat, view)} magic: ${e.magic}`, cls: 'dim' };
      case 'placed': {
        const info = S.swCards.get(e.card);
        const verb = info && info.class === 'structure' ? 'built' : 'summoned';
        cells.set(swKey(e.at), { name: swName(e.card), card: e.card, owner: e.seat, controller: e.seat, life: info?.life, attack: info?.attack });
        return { text: `${W(e.seat)} ${verb} ${swName(e.card)} on ${cellName(e.at)}`, cls: 'played' };
      }
      case 'moved': {
        const text = `${at(e.from)} moved ${cellName(e.from)} → ${cellName(e.to)}`;
        const x = cells.get(swKey(e.from));
        cells.delete(swKey(e.from));
        if (x) cells.set(swKey(e.to), x);
        return { text };
      }
      case 'attack_declared': {
        const x = cells.get(swKey(e.from));
        cells.lastAttack = x ? x.attack : null;
        return { text: `${at(e.from)} attacks ${at(e.target)}`, cls: 'skill' };
      }
      case 'ability_used':
        cells.lastAttack = null;
        return { text: `${at(e.from)} uses its ability${e.target ? ` on ${at(e.target)}` : ''}`, cls: 'skill' };
      case 'dice_rolled': {
        const faces = e.faces || [];
        const hit = cells.lastAttack;
        const hits = hit ? faces.filter((f) => f === hit).length : null;
        return {
          text: `${W(e.seat)} rolled ${plural(faces.length, 'die', 'dice')}: ${faces.map((f) => SW_FACES[f] || f).join(', ') || 'nothing'}`
            + `${hits != null ? ` — ${plural(hits, 'hit')}` : ''}`,
          cls: 'roll',
        };
      }
      case 'wounded': {
        const x = cells.get(swKey(e.at));
        return { text: `${at(e.at)} took ${plural(e.amount, 'wound')} (${e.wounds}${x && x.life ? ` of ${x.life}` : ''})`, cls: 'dmg' };
      }
      case 'healed': return { text: `${at(e.at)} healed ${plural(e.amount, 'wound')} (${e.wounds} left)`, cls: 'heal' };
      case 'destroyed':
        cells.delete(swKey(e.at));
        return { text: `${whose(e.owner, view)} ${swName(e.card)} on ${cellName(e.at)} was destroyed`, cls: 'ko' };
      case 'charged': return { text: `${at(e.at)} has ${plural(e.charges, 'charge')}` };
      case 'control_changed': {
        const text = `${at(e.at)} is now controlled by ${W(e.controller) === 'You' ? 'you' : W(e.controller)}`;
        const x = cells.get(swKey(e.at));
        if (x) x.controller = e.controller;
        return { text, cls: 'skill' };
      }
      case 'event_played': return { text: `${W(e.seat)} played ${swName(e.card)}${e.target ? ` on ${at(e.target)}` : ''}`, cls: 'played' };
      case 'inaction': return { text: `${whose(e.seat, view)} summoner takes 1 wound: no enemy card was attacked (cost of inaction)`, cls: 'dmg' };
      case 'game_over': return { text: `${W(e.winner)} won the match`, cls: 'over' };
      default: return { text: e.event, cls: 'dim' };
    }
  }

  function swActionLabel(a, view) {
    const cells = swCells(view);
    const at = (c) => {
      const x = c && cells.get(swKey(c));
      return x ? `${x.controller === perspective(view).me ? '' : 'enemy '}${x.name} (${cellName(c)})` : cellName(c);
    };
    switch (a.action) {
      case 'summon': return `Summon ${swName(a.card)} on ${cellName(a.to)}`;
      case 'raise': return `Raise ${swName(a.card)} from the discard pile on ${cellName(a.to)}`;
      case 'move': return swKey(a.from) === swKey(a.to)
        ? `Move ${at(a.from)} there and back (stays on ${cellName(a.to)})`
        : `Move ${at(a.from)} to ${cellName(a.to)}`;
      case 'build': return `Build ${swName(a.card)} on ${cellName(a.to)}`;
      case 'attack': return `${at(a.from)} attacks ${at(a.target)}`;
      case 'ability': return `${at(a.from)}: use its ability${a.target ? ` on ${at(a.target)}` : ''}`;
      case 'sacrifice': return `${at(a.from)}: sacrifice ${at(a.target)}`;
      case 'empower': return `${at(a.from)}: discard ${swName(a.card)} for +1 magic and +1 strength`;
      case 'heal': return `${at(a.from)}: discard ${swName(a.card)} to heal ${at(a.target)}`;
      case 'claim': return `${at(a.from)} claims ${cellName(a.to)}`;
      case 'blaze_step': return `${at(a.from)}: Blaze Step to ${cellName(a.to)}`;
      case 'play_event': return `Play ${swName(a.card)}${a.target ? ` on ${at(a.target)}` : ''}`;
      case 'discard': return `Discard ${swName(a.card)} for 1 magic`;
      case 'end_phase': return view.phase === 'draw' ? 'End the turn (draw)' : `End the ${(SW_PHASES[view.phase] || 'phase').toLowerCase()}`;
      default: return a.action;
    }
  }
  const swTargetCell = (a) => a.to || a.target || null;

  // What the current selection offers: the listed actions grouped for the board and hand.
  function swChoices(m, u, p, mine) {
    const acts = (p.player && mine && !S.pending && !m.outcome) ? (u.legal_actions || []) : [];
    const byUnit = new Map(); // cell key -> actions starting from the unit there
    const byCard = new Map(); // hand card id -> actions naming it
    const raises = new Map(); // discard-pile card id -> raise actions
    for (const a of acts) {
      if (a.action === 'raise') {
        if (!raises.has(a.card)) raises.set(a.card, []);
        raises.get(a.card).push(a);
      } else if (a.from) {
        const k = swKey(a.from);
        if (!byUnit.has(k)) byUnit.set(k, []);
        byUnit.get(k).push(a);
      } else if (a.card != null && SW_HAND_ACTIONS.has(a.action)) {
        if (!byCard.has(a.card)) byCard.set(a.card, []);
        byCard.get(a.card).push(a);
      }
    }
    const f = S.flow && S.flow.step === 'sw' ? S.flow : null;
    let selected = [];
    if (f && f.from) selected = byUnit.get(f.from) || [];
    else if (f && f.card != null) selected = (f.zone === 'discard' ? raises : byCard).get(f.card) || [];
    if (f && !selected.length) S.flow = null;
    const targets = new Map(); // cell key -> selected actions aimed there
    const loose = []; // selected actions that name no cell
    for (const a of selected) {
      const c = swTargetCell(a);
      if (!c) { loose.push(a); continue; }
      const k = swKey(c);
      if (!targets.has(k)) targets.set(k, []);
      targets.get(k).push(a);
    }
    return { acts, byUnit, byCard, raises, flow: S.flow && S.flow.step === 'sw' ? S.flow : null, selected, targets, loose, end: acts.find((a) => a.action === 'end_phase') };
  }

  function swSelect(flow) {
    S.flow = flow ? { kind: 'act', step: 'sw', ...flow } : null;
    clearError();
    render();
  }

  function swClickCell(k, ch) {
    const list = ch.targets.get(k);
    if (list) {
      // The selected unit's own cell (a move there and back) is confirmed from the panel.
      if (list.length === 1 && !(ch.flow && ch.flow.from === k)) sendAction(list[0]);
      else swSelect({ ...ch.flow, pick: k });
      return;
    }
    if (ch.byUnit.has(k)) {
      if (ch.flow && ch.flow.from === k) swSelect(null);
      else swSelect({ from: k });
      return;
    }
    if (ch.flow) swSelect(null);
  }

  function renderSwMatch(m, u, p) {
    const view = u.view;
    const mine = myDecision(u);
    const ch = swChoices(m, u, p, mine);
    const top = p.referee ? 1 : 1 - p.me;
    const bottom = p.referee ? 0 : p.me;
    return [
      renderSwStatus(m, view, p),
      el('div', { class: 'table sw-table' },
        el('div', { class: 'board sw-main' },
          renderSwPlayer(view, top, p, 'top', ch),
          el('div', { class: 'sw-mid' },
            renderSwBoard(view, bottom, ch),
            renderSwPanel(m, u, p, mine, ch)),
          renderSwPlayer(view, bottom, p, 'bottom', ch)),
        el('aside', { class: 'aside' },
          renderSpectators(m, p),
          el('div', { class: 'box log-box' },
            el('h3', null, 'What happened'),
            el('ul', { class: 'log', 'data-testid': 'log' },
              m.log.slice().reverse().map((l) => el('li', { class: l.cls || '' }, l.text)))))),
      m.outcome ? renderResult(m) : '',
    ];
  }

  function renderSwStatus(m, view, p) {
    const clocks = [0, 1].map((seat) => el('span', { class: 'clock', 'data-clock-seat': seat },
      el('span', { class: 'clock-who' }, who(seat, view)), ' ', el('span', { class: 'clock-time' }, '—')));
    const status = renderStatus(m, view, p);
    const turn = `${whose(view.current, view)} turn`;
    let extra = '';
    if (view.phase === 'move') extra = ` · ${plural(view.moves_left, 'move')} left`;
    if (view.phase === 'attack') extra = ` · ${plural(view.attacks_left, 'attack')} left`;
    const viewerText = p.player ? `You are seat ${p.me + 1}` : (p.referee ? 'Referee view (both hands)' : `Watching behind seat ${p.me + 1}`);
    status.firstChild.replaceWith(el('div', { class: 'status-main' },
      el('strong', { 'data-testid': 'round' }, `Turn ${view.turn}`),
      ' · ', el('span', { 'data-testid': 'phase' }, SW_PHASES[view.phase] || view.phase),
      el('span', { class: 'hint' }, extra),
      ' · ', el('span', { 'data-testid': 'turn', class: view.current === p.me && p.player ? 'yours' : '' }, turn),
      el('span', { class: 'hint' }, ` · ${viewerText} · version `, el('span', { 'data-testid': 'version' }, String(m.u.version)))));
    status.children[1].replaceChildren(...clocks);
    return status;
  }

  function renderSwBoard(view, bottom, ch) {
    const rows = bottom === 1 ? [0, 1, 2, 3, 4, 5, 6, 7] : [7, 6, 5, 4, 3, 2, 1, 0];
    const cols = bottom === 1 ? [5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5];
    const cards = new Map((view.board || []).map((c) => [swKey(c.at), c]));
    const f = ch.flow;
    const claims = new Set((view.claims || []).map(swKey));
    const frenzy = view.frenzy ? swKey(view.frenzy) : null;
    const grid = el('div', { class: 'sw-board', 'data-testid': 'board', 'data-bottom-seat': bottom, role: 'grid', 'aria-label': 'Battlefield' });
    grid.append(el('span', { class: 'sw-axis' }, ''), ...cols.map((c) => el('span', { class: 'sw-axis' }, 'ABCDEF'[c])));
    rows.forEach((row, vrow) => {
      grid.append(el('span', { class: 'sw-axis' }, String(row + 1)));
      for (const col of cols) {
        const k = `${col},${row}`;
        const card = cards.get(k);
        const own = ch.byUnit.get(k);
        const aimed = ch.targets.get(k);
        const cls = ['sw-cell', (col + row) % 2 ? 'dark' : 'light'];
        if (own) cls.push('can-act');
        if (f && f.from === k) cls.push('selected');
        if (aimed) cls.push('target', ...new Set(aimed.map((a) => `t-${a.action}`)));
        if (f && f.pick === k) cls.push('picked');
        if (claims.has(k)) cls.push('claimable');
        const props = {
          class: cls.join(' '), 'data-testid': 'cell', 'data-col': col, 'data-row': row, 'data-vrow': vrow,
          'data-acts': own ? [...new Set(own.map((a) => a.action))].join(' ') : null,
          'data-targets': aimed ? [...new Set(aimed.map((a) => a.action))].join(' ') : null,
          title: `${'ABCDEF'[col]}${row + 1}`,
        };
        if (own || aimed || f) {
          props.role = 'button';
          props.tabindex = own || aimed ? '0' : null;
          props.onclick = () => swClickCell(k, ch);
          props.onkeydown = (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); swClickCell(k, ch); } };
        }
        grid.append(el('div', props, card ? renderSwCard(card, view, k === frenzy) : ''));
      }
    });
    return grid;
  }

  function renderSwCard(c, view, frenzy) {
    const me = perspective(view).me;
    const side = c.controller === me ? 'mine' : 'theirs';
    const left = Math.max(0, c.life - c.wounds);
    const unit = c.strength != null;
    const badge = { summoner: 'Summoner', champion: 'Champion', structure: 'Gate' }[c.class];
    const attackText = unit ? `str ${c.strength} · ${c.attack === 'ranged' ? `ranged ${c.range}` : 'melee'}` : '';
    const title = [
      `${c.name} (${whose(c.owner, view)}${c.controller !== c.owner ? `, controlled by ${who(c.controller, view)}` : ''})`,
      unit ? `strength ${c.strength}, ${c.attack} attack, range ${c.range}` : '',
      `${c.wounds} of ${c.life} wounds`,
      c.charges ? `${plural(c.charges, 'charge')}` : '',
      c.moved ? 'moved this turn' : '', c.attacked ? 'attacked this turn' : '',
    ].filter(Boolean).join(' · ');
    return el('div', {
      class: `sw-unit ${side} owner-${c.owner} class-${c.class}${c.controller !== c.owner ? ' seized' : ''}`,
      'data-testid': 'unit', 'data-card': c.card, title,
    },
    el('div', { class: 'sw-name' }, c.name),
    badge ? el('span', { class: 'sw-badge' }, badge) : '',
    el('div', { class: 'sw-stats' },
      unit ? el('span', { class: 'sw-attack', 'data-testid': 'attack' }, attackText) : '',
      el('span', { class: 'sw-life', 'data-testid': 'wounds' }, `${c.wounds}/${c.life} wounds`)),
    el('div', { class: 'sw-bar' }, el('div', { class: 'sw-fill', style: `width:${c.life ? Math.round((100 * left) / c.life) : 0}%` })),
    (c.charges || c.moved || c.attacked || frenzy) ? el('div', { class: 'sw-flags' },
      c.charges ? `${c.charges}⚡ ` : '', c.moved ? 'moved ' : '', c.attacked ? 'attacked ' : '', frenzy ? 'frenzy' : '') : '');
  }

  function renderSwPlayer(view, seat, p, where, ch) {
    const pl = view.players[seat];
    if (!pl) return null;
    const f = ch.flow;
    const visible = Array.isArray(pl.hand);
    const clickable = visible && seat === p.me && p.player;
    const hand = el('div', { class: 'hand sw-hand', 'data-testid': `hand-${seat}` },
      el('span', { class: 'zone-label' }, `Hand (${pl.hand_count})`),
      visible
        ? (pl.hand.length ? pl.hand.map((id, i) => {
          const options = clickable ? ch.byCard.get(id) : null;
          const info = S.swCards.get(id);
          const cost = info && info.cost != null ? `${info.cost} magic` : '';
          const kind = info ? (info.class === 'structure' ? 'gate' : (info.class || '').replace('_', ' ')) : '';
          const label = [el('span', { class: 'card-name' }, swName(id)), el('small', null, [kind, cost].filter(Boolean).join(' · '))];
          if (!options) return el('span', { class: 'card sw-hand-card', 'data-card': id }, label);
          const on = f && f.card === id && f.zone === 'hand' && f.index === i;
          return el('button', {
            type: 'button', class: 'card sw-hand-card playable', 'data-testid': 'hand-card', 'data-card': id,
            'data-acts': [...new Set(options.map((a) => a.action))].join(' '),
            'aria-pressed': on ? 'true' : 'false',
            onclick: () => swSelect(on ? null : { card: id, zone: 'hand', index: i }),
          }, label);
        }) : el('span', { class: 'hint' }, 'empty'))
        : [Array.from({ length: Math.min(pl.hand_count, 12) }, () => el('span', { class: 'card back', title: 'hidden card' }, '')),
          el('span', { class: 'hint' }, ` ${plural(pl.hand_count, 'card')}`)]);
    const raises = clickable && ch.raises.size ? el('div', { class: 'hand' },
      el('span', { class: 'zone-label' }, 'Raise from discard'),
      [...ch.raises.keys()].map((id) => {
        const on = f && f.card === id && f.zone === 'discard';
        return el('button', {
          type: 'button', class: 'card sw-hand-card playable', 'data-testid': 'discard-card', 'data-acts': 'raise',
          'aria-pressed': on ? 'true' : 'false', onclick: () => swSelect(on ? null : { card: id, zone: 'discard' }),
        }, el('span', { class: 'card-name' }, swName(id)));
      })) : '';
    const events = pl.active_events.length
      ? el('div', { class: 'zone' }, el('span', { class: 'zone-label' }, 'Active events'), pl.active_events.map((id) => el('span', { class: 'chip' }, swName(id))))
      : '';
    const head = el('div', { class: 'side-head' },
      el('span', { class: `sw-dot owner-${seat}` }),
      el('strong', null, who(seat, view)),
      el('span', null, ` · ${factionName(pl.faction)}`),
      el('span', { class: 'badge magic', 'data-testid': `magic-${seat}` }, `Magic ${pl.magic}`),
      el('span', { class: 'hint' }, ` · deck ${pl.deck_count} · discard ${pl.discard_count} · hand ${pl.hand_count}`),
      view.current === seat && !view.outcome ? el('span', { class: 'badge turn' }, 'to act') : '');
    return el('section', { class: `side ${where} sw-side`, 'data-seat': seat, 'data-testid': `side-${where}` }, head, events, hand, raises);
  }

  function renderSwPanel(m, u, p, mine, ch) {
    const panel = el('section', { class: 'panel sw-panel', 'data-testid': 'panel' });
    const view = u.view;
    if (m.outcome) {
      panel.dataset.state = 'over';
      panel.append(el('p', null, resultText(m)));
      return panel;
    }
    if (!p.player || !mine || !(u.legal_actions || []).length) {
      panel.dataset.state = p.player ? 'wait' : 'watch';
      const waiting = (u.decisions || []).map((d) => `${who(d.seat, view)} (${SW_PHASES[view.phase] || d.kind})`);
      panel.append(el('p', { class: 'hint' }, waiting.length ? `Waiting for ${waiting.join(' and ')}…` : 'Resolving…'));
      return panel;
    }
    if (S.pending) {
      panel.dataset.state = 'sending';
      panel.append(el('p', { class: 'hint' }, 'Sending your choice…'));
      return panel;
    }
    panel.dataset.state = 'decide';
    panel.append(el('h3', null, `Your ${(SW_PHASES[view.phase] || view.phase).toLowerCase()}`),
      el('p', { class: 'hint' }, SW_HINTS[view.phase] || ''));
    const f = ch.flow;
    if (f) {
      let what = '';
      if (f.from) {
        const c = (view.board || []).find((x) => swKey(x.at) === f.from);
        what = `${c ? c.name : 'Unit'} (${c ? cellName(c.at) : f.from}) selected`;
      } else {
        what = `${swName(f.card)} selected`;
      }
      const n = ch.targets.size;
      panel.append(el('p', { class: 'sel', 'data-testid': 'selection' }, what,
        n ? ` — click one of the ${plural(n, 'highlighted space')}` : ''));
      const picks = f.pick ? (ch.targets.get(f.pick) || []) : [];
      const buttons = [...picks, ...ch.loose].map((a) => choiceButton(swActionLabel(a, view), () => sendAction(a), a.action));
      if (buttons.length) panel.append(el('div', { class: 'choices' }, buttons));
    } else {
      const units = ch.byUnit.size;
      const cards = ch.byCard.size;
      const bits = [];
      if (units) bits.push(`${plural(units, 'unit')} can act`);
      if (cards) bits.push(`${plural(cards, 'card')} in hand can be used`);
      if (ch.raises.size) bits.push(`${plural(ch.raises.size, 'card')} can be raised from the discard pile`);
      if (bits.length) panel.append(el('p', null, `${bits.join(', ')}.`));
      const other = ch.acts.filter((a) => a.action !== 'end_phase' && !a.from && !(a.card != null));
      if (other.length) panel.append(el('div', { class: 'choices' }, other.map((a) => choiceButton(swActionLabel(a, view), () => sendAction(a)))));
    }
    const row = el('div', { class: 'row' });
    if (ch.end) row.append(el('button', { type: 'button', class: 'end-phase', 'data-testid': 'end-phase', onclick: () => sendAction(ch.end) }, swActionLabel(ch.end, view)));
    if (f) row.append(el('button', { type: 'button', class: 'secondary', 'data-testid': 'cancel', onclick: () => swSelect(null) }, 'Back'));
    panel.append(row);
    return panel;
  }

  // ---- lobby controls -------------------------------------------------------------------
  function wireLobby() {
    $('banner-close').onclick = clearError;
    $('name-form').onsubmit = (ev) => {
      ev.preventDefault();
      const name = $('name').value.trim();
      if (!name) return;
      if (S.room || S.match || S.quick) { showError('Leave your room or queue first to change your name.'); return; }
      if (S.me && name === S.me.name) return;
      store.set(KEYS.name, name);
      store.del(KEYS.token);
      reconnectNow();
    };
    for (const r of document.querySelectorAll('input[name=deck-mode]')) {
      r.onchange = () => { S.deck.mode = r.value; S.deckError = ''; saveDeck(); render(); };
    }
    $('preset').onchange = (ev) => { S.deck[isSw() ? 'faction' : 'preset'] = ev.target.value; S.deckError = ''; saveDeck(); render(); };
    $('game').onchange = (ev) => {
      if (S.room || S.quick) { ev.target.value = S.game; showError('Leave your room or queue first to change the game.'); return; }
      chooseGame(ev.target.value);
    };
    $('code').oninput = (ev) => { S.deck.code = ev.target.value; S.deckError = ''; saveDeck(); render(); };
    $('build-filter').oninput = (ev) => { S.buildFilter = ev.target.value; render(); };
    $('build-clear').onclick = () => { S.deck.build = { characters: [], cards: {} }; saveDeck(); render(); };
    $('create-form').onsubmit = (ev) => {
      ev.preventDefault();
      send({
        type: 'create_room',
        game: S.game,
        options: {
          seats: 2,
          clock: $('opt-clock').checked ? { ...DEFAULT_CLOCK } : null,
          spectators: $('opt-spectators').value,
          public: !$('opt-private').checked,
          bot_seats: $('opt-bot').checked ? [1] : [],
          deck_rules: true,
        },
      });
    };
    $('join-form').onsubmit = (ev) => {
      ev.preventDefault();
      const code = $('join-code').value.trim().toUpperCase();
      if (!code) { showError('Type the six-letter join code first.'); return; }
      send({ type: 'join_room', room: null, code });
    };
    $('quick').onclick = () => {
      if (S.quick) {
        send({ type: 'leave' });
        S.quick = false;
      } else {
        const problems = deckProblems();
        if (problems.length) { showError(`Fix the deck first: ${problems[0]}`); return; }
        S.deckError = '';
        if (send({ type: 'quick_match', game: S.game, deck: currentDeck() })) S.quick = true;
      }
      render();
    };
    $('rooms-refresh').onclick = () => listRooms();
  }

  async function loadGameData() {
    try {
      const games = await (await fetch('/api/games')).json();
      S.games = games;
      const sel = $('game');
      sel.replaceChildren(...games.filter((g) => GAMES.includes(g.id)).map((g) => el('option', { value: g.id }, g.name)));
      chooseGame(S.game);
    } catch (e) {
      showError(`Could not load the game list: ${e.message}`);
    }
    try {
      const sw = await (await fetch('/api/games/summoner_wars/cards')).json();
      for (const f of sw.factions || []) for (const c of f.cards) S.swCards.set(c.id, { ...c, faction: f.faction });
    } catch (e) {
      showError(`Could not load the Summoner Wars card list: ${e.message}`);
    }
    try {
      const cat = await (await fetch('/api/games/gitcg/cards')).json();
      S.catalog = cat;
      for (const c of cat.characters) {
        S.chars.set(c.id, c);
        for (const s of c.skills) S.skills.set(s.id, s);
      }
      for (const c of cat.action_cards) S.cards.set(c.id, c);
    } catch (e) {
      showError(`Could not load the card list: ${e.message}`);
    }
    render();
  }

  if (GAMES.includes(store.get(KEYS.game))) S.game = store.get(KEYS.game);
  wireLobby();
  loadGameData();
  connect();
  setInterval(tickClocks, 250);
  setInterval(() => {
    if (!S.match && S.me && document.visibilityState !== 'hidden') listRooms();
    if (S.pending && Date.now() - S.pending.at > 15000) { S.pending = null; render(); }
    if (S.ws && S.ws.readyState === WebSocket.OPEN && S.me) send({ type: 'ping', nonce: Date.now() % 1e9 });
  }, 5000);
  render();
})();
