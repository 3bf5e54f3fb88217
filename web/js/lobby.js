// The lobby: your name, the game, your deck, creating or joining a room, quick match, the
// public rooms (to join or watch) and your finished matches (to replay).
import { h } from './dom.js';
import * as P from './protocol.js';
import { send, reconnectNow } from './connection.js';
import { local, KEYS } from './store.js';
import { S, render, showError } from './state.js';
import { t } from './i18n.js';
import { deckBox, currentDeck, deckProblems, deckLabel, presetName } from './decks.js';
import { loadGame, gameName, setupName as setupWords } from './games.js';
import { openReplay } from './replay.js';
import { resultHead, reasonText } from './match.js';
import { fmtMs } from './widgets/clock.js';
import { loggedIn } from './account.js';
import { nameLink, profileHref } from './routes.js';

// The bots' levels, from the gentlest, each named in words a player understands; the same
// word is used wherever a level shows.
export const LEVELS = ['random', 'greedy', 'search'];
export const levelName = (level) => t(`level.${level}`);

// The create-room form's choices, kept across redraws (the setup, the bots' deck and your seat
// per game). A first match is against a gentle bot; the level chosen is remembered.
const savedLevel = local.get(KEYS.botLevel);
const form = {
  bot: true, level: LEVELS.includes(savedLevel) ? savedLevel : 'greedy', clock: false, priv: false, spectators: 'behind_seat',
  name: null, code: '', setup: {}, version: {}, randomTeams: false, botDeck: {}, seat: {}, rated: false,
};
const VARIED = '*varied';

// The tables a game may be played at (`GET /api/games` lists them; two-seat games have one),
// and the one chosen in the form.
const setupsOf = (id) => (S.games.find((g) => g.id === id) || {}).setups || [];
// The game versions a game offers, the default (newest) first; empty for games without.
const versionsOf = (id) => (S.games.find((g) => g.id === id) || {}).versions || [];
// "version 5.3" for a room whose game has versions.
const versionWords = (r) => (r.options.version ? t('room.version', { v: r.options.version }) : '');
function chosenSetup() {
  const list = setupsOf(S.game);
  return list.find((x) => x.id === form.setup[S.game]) || list[0] || null;
}
const teamLetter = (team) => 'ABCDEF'[team] || String(team + 1);

export function chooseGame(id) {
  if (S.room || S.quick) { showError(t('lobby.leaveFirstGame'), 'other'); return; }
  S.game = id;
  S.deckError = '';
  local.set(KEYS.game, id);
  loadGame(id);
  render();
}

export function lobbyPage() {
  const inRoom = !!S.room;
  const game = S.games.find((g) => g.id === S.game);
  document.title = game ? `Tavern · ${gameName(game.id)}` : 'Tavern';
  return h('section', { id: 'lobby', key: 'lobby', 'data-testid': 'lobby' },
    h('div', { class: 'cols' },
      h('div', { class: 'col' },
        meBox(inRoom),
        h('div', { class: 'box', id: 'game-box' },
          h('h2', null, t('lobby.game')),
          h('div', { class: 'row' },
            h('label', { for: 'game' }, t('lobby.play')),
            h('select', { id: 'game', 'data-testid': 'game', value: S.game, disabled: inRoom || S.quick, onchange: (ev) => { chooseGame(ev.target.value); ev.target.value = S.game; } },
              S.games.map((g) => h('option', { key: g.id, value: g.id }, gameName(g.id))))),
          h('p', { class: 'hint' }, t(`game.hint.${S.game}`))),
        deckBox()),
      h('div', { class: 'col' },
        inRoom ? roomBox() : playBox(),
        roomsBox(),
        recentBox())));
}

function meBox(inRoom) {
  const last = local.json(KEYS.last, null);
  const acct = loggedIn();
  return h('div', { class: 'box', id: 'me-box' },
    h('h2', null, t('lobby.you')),
    acct ? h('p', { 'data-testid': 'me-account' }, t('account.loggedInAs', { name: '' }),
      h('a', { href: profileHref(acct), class: 'player-link', 'data-testid': 'me-profile' }, acct)) : null,
    acct ? null : h('form', {
      id: 'name-form', class: 'row',
      onsubmit: (ev) => {
        ev.preventDefault();
        const name = (form.name ?? '').trim();
        if (!name) return;
        if (S.room || S.match || S.quick) { showError(t('lobby.leaveFirstName'), 'other'); return; }
        if (S.me && name === S.me.name) return;
        local.set(KEYS.name, name);
        local.del(KEYS.token);
        form.name = null;
        reconnectNow();
      },
    },
    h('label', { for: 'name' }, t('lobby.name')),
    h('input', { id: 'name', maxlength: 32, autocomplete: 'nickname', placeholder: 'Traveler', value: form.name ?? (S.me ? S.me.name : ''), oninput: (ev) => { form.name = ev.target.value; } }),
    h('button', { type: 'submit' }, t('lobby.save'))),
    acct ? null : h('p', { class: 'hint' }, inRoom ? t('lobby.nameInRoom') : t('lobby.nameHint')),
    last && last.outcome ? h('p', { class: 'last', 'data-testid': 'last-result' },
      t('lobby.lastMatch', { text: `${resultHead({ names: [] }, last.outcome, last.viewer)} — ${reasonText(last.game, last.outcome)}`, at: new Date(last.at).toLocaleTimeString() })) : null);
}

// The preset each bot seat plays: one named preset for all, or a different one per seat at
// random ("varied"; with more bots than presets, each preset once before any repeats).
function botDecks(seats) {
  const presets = presetsOf(S.game);
  const chosen = botDeckChoice();
  if (!presets.length || !chosen) return [];
  if (chosen !== VARIED) return seats.map(() => chosen);
  const out = [];
  let bag = [];
  for (let i = 0; i < seats.length; i++) {
    if (!bag.length) bag = shuffled(presets);
    out.push(bag.pop());
  }
  return out;
}

function shuffled(list) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const presetsOf = (id) => (S.games.find((g) => g.id === id) || {}).presets || [];

// The bots' deck chosen in the form: by default varied at a table of more than two seats, the
// game's first preset otherwise.
function botDeckChoice() {
  const presets = presetsOf(S.game);
  const key = `${S.game}/${chosenSetup()?.id || ''}`;
  const saved = form.botDeck[key];
  if (saved === VARIED || presets.includes(saved)) return saved;
  return (chosenSetup()?.seats || 2) > 2 ? VARIED : (presets[0] || null);
}

// The seat the creator sits in (tables of more than two seats with bots: any seat, so any
// team); the bots take every other one.
function chosenSeat(seats) {
  const s = Number(form.seat[S.game] ?? 0);
  return s >= 0 && s < seats ? s : 0;
}

function playBox() {
  const setup = chosenSetup();
  const seats = setup ? setup.seats : 2;
  return h('div', { class: 'box', id: 'play-box' },
    h('h2', null, t('lobby.playTitle')),
    h('form', {
      id: 'create-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        const mine = form.bot ? chosenSeat(seats) : 0;
        const bots = form.bot ? Array.from({ length: seats }, (_, i) => i).filter((i) => i !== mine) : [];
        const options = {
          seats,
          clock: form.clock ? { ...P.DEFAULT_CLOCK } : null,
          spectators: form.spectators,
          public: !form.priv,
          // The bots take every seat but the creator's.
          bot_seats: bots,
          bot_levels: bots.map(() => form.level),
          deck_rules: true,
        };
        const decks = botDecks(bots);
        if (decks.length) options.bot_decks = decks;
        if (setup) {
          options.setup = setup.id;
          if (setup.random_teams && form.randomTeams) options.random_teams = true;
        }
        if (form.version[S.game]) options.version = form.version[S.game];
        send(P.createRoom(S.game, options));
      },
    },
    h('h3', null, t('lobby.createTitle')),
    setupChoice(),
    versionChoice(),
    check('opt-bot', 'bot', seats > 2 ? t('lobby.optBots') : t('lobby.optBot')),
    form.bot ? botOptions(setup, seats) : null,
    h('div', { class: 'row' }, h('button', { type: 'submit', class: 'big', 'data-testid': 'create-room' }, t('lobby.create'))),
    h('div', { class: 'more-options' },
      check('opt-clock', 'clock', t('lobby.optClock')),
      check('opt-private', 'priv', t('lobby.optPrivate')),
      h('label', { for: 'opt-spectators' }, t('lobby.spectators')),
      h('select', { id: 'opt-spectators', value: form.spectators, onchange: (ev) => { form.spectators = ev.target.value; } },
        h('option', { value: 'none' }, t('lobby.specNone')),
        h('option', { value: 'behind_seat' }, t('lobby.specBehind')),
        h('option', { value: 'referee' }, t('lobby.specReferee'))))),
    h('form', {
      id: 'join-form', class: 'row',
      onsubmit: (ev) => {
        ev.preventDefault();
        const code = form.code.trim().toUpperCase();
        if (!code) { showError(t('lobby.codeFirst'), 'room'); return; }
        send(P.joinRoom(null, code));
      },
    },
    h('label', { for: 'join-code' }, t('lobby.joinCode')),
    h('input', { id: 'join-code', maxlength: 6, autocapitalize: 'characters', placeholder: 'K7P2QX', 'data-testid': 'join-code', value: form.code, oninput: (ev) => { form.code = ev.target.value; } }),
    h('button', { type: 'submit', 'data-testid': 'join-by-code' }, t('lobby.join'))),
    h('div', { class: 'row' },
      h('button', {
        type: 'button', id: 'quick', 'data-testid': 'quick-match',
        onclick: () => {
          if (S.quick) {
            send(P.leave());
            S.quick = false;
          } else {
            const problems = deckProblems();
            if (problems.length) { showError(t('lobby.fixDeck', { problem: problems[0] }), 'ready'); return; }
            S.deckError = '';
            S.lastReady = currentDeck();
            const quickSetup = setupsOf(S.game).length > 1 ? chosenSetup() : null;
            const rated = !!(form.rated && loggedIn());
            if (send(P.quickMatch(S.game, S.lastReady, quickSetup ? quickSetup.id : null, rated))) S.quick = true;
          }
          render();
        },
      }, S.quick ? t('lobby.quickCancel') : t('lobby.quick')),
      // The rated queue is for accounts: a guest is not shown it.
      loggedIn() ? h('label', { class: 'check', title: t('rated.hint') },
        h('input', {
          type: 'checkbox', id: 'opt-rated', 'data-testid': 'rated', checked: form.rated, disabled: !!S.quick,
          onchange: (ev) => { form.rated = ev.target.checked; render(); },
        }), ` ${t('rated.option')}`) : null,
      h('span', { id: 'quick-status', class: 'hint' }, S.quick ? t('lobby.quickWaiting') : '')));
}

// The bots' level and deck, and (at a table of more than two) your own seat.
function botOptions(setup, seats) {
  const presets = presetsOf(S.game);
  const deckKey = `${S.game}/${setup?.id || ''}`;
  const teams = setup && !(setup.random_teams && form.randomTeams) ? setup.teams || [] : [];
  return [
    h('div', { key: 'level', class: 'field-row' },
      h('label', { for: 'opt-level' }, t('lobby.botLevel')),
      h('select', {
        id: 'opt-level', 'data-testid': 'bot-level', value: form.level,
        onchange: (ev) => { form.level = ev.target.value; local.set(KEYS.botLevel, form.level); render(); },
      }, LEVELS.map((l) => h('option', { key: l, value: l }, `${levelName(l)} — ${t(`level.about.${l}`)}`)))),
    presets.length ? h('div', { key: 'deck', class: 'field-row' },
      h('label', { for: 'opt-bot-deck' }, seats > 2 ? t(`lobby.botDecks.${S.game}`) : t(`lobby.botDeck.${S.game}`)),
      h('select', {
        id: 'opt-bot-deck', 'data-testid': 'bot-deck', value: botDeckChoice(),
        onchange: (ev) => { form.botDeck[deckKey] = ev.target.value; render(); },
      },
      h('option', { key: VARIED, value: VARIED }, seats > 2 ? t('lobby.botDeckVariedMany') : t('lobby.botDeckVaried')),
      presets.map((p) => h('option', { key: p, value: p }, presetName(S.game, p))))) : null,
    seats > 2 ? h('div', { key: 'seat', class: 'field-row' },
      h('label', { for: 'opt-seat' }, t('lobby.yourSeat')),
      h('select', {
        id: 'opt-seat', 'data-testid': 'my-seat', value: String(chosenSeat(seats)),
        onchange: (ev) => { form.seat[S.game] = Number(ev.target.value); render(); },
      }, Array.from({ length: seats }, (_, i) => h('option', { key: i, value: String(i) },
        teams[i] != null ? `${t('seat.n', { n: i + 1 })} · ${t('room.team', { x: teamLetter(teams[i]) })}` : t('seat.n', { n: i + 1 }))))) : null,
  ];
}

// The table of a game with several (Project Confix: 1v1 … 2v2v2), and whether its teams are
// drawn at random; nothing for a game with one.
// The game version of the room, for games that have versions (the newest by default).
function versionChoice() {
  const list = versionsOf(S.game);
  if (!list.length) return null;
  const chosen = list.includes(form.version[S.game]) ? form.version[S.game] : list[0];
  return h('div', { key: 'version', class: 'setup-choice' },
    h('label', { for: 'opt-version' }, t('lobby.version')),
    h('select', {
      id: 'opt-version', 'data-testid': 'version', value: chosen,
      onchange: (ev) => { form.version[S.game] = ev.target.value; render(); },
    }, list.map((v, i) => h('option', { key: v, value: v }, i === 0 ? t('lobby.versionNewest', { v }) : v))));
}

function setupChoice() {
  const list = setupsOf(S.game);
  if (list.length < 2) return null;
  const setup = chosenSetup();
  return h('div', { key: 'setup', class: 'setup-choice' },
    h('label', { for: 'opt-setup' }, t('lobby.setup')),
    h('select', {
      id: 'opt-setup', 'data-testid': 'setup', value: setup.id,
      onchange: (ev) => { form.setup[S.game] = ev.target.value; render(); },
    }, list.map((x) => h('option', { key: x.id, value: x.id }, `${setupWords(x)} · ${t('rooms.seatsN', { n: x.seats })}`))),
    setup.random_teams ? check('opt-random-teams', 'randomTeams', t('lobby.optRandomTeams')) : null);
}

// A checkbox of the form; a change that alters what else the form offers redraws it.
function check(id, field, label) {
  return h('label', { class: 'check' },
    h('input', { type: 'checkbox', id, checked: form[field], onchange: (ev) => { form[field] = ev.target.checked; render(); } }), ` ${label}`);
}

function roomBox() {
  const r = S.room;
  const mine = r.seats.find((s) => S.me && s.player_id === S.me.id);
  const o = r.options;
  const problems = deckProblems();
  return h('div', { class: 'box', id: 'room-box', 'data-testid': 'room' },
    h('h2', null, t('room.title')),
    r.code
      ? h('p', { class: 'code' }, t('room.private'), ' ', h('strong', { 'data-testid': 'room-code' }, r.code), ` ${t('room.giveCode')}`)
      : h('p', null, t('room.public')),
    h('p', { class: 'hint' }, [
      o.clock ? t('room.clocks') : t('room.noClocks'),
      t(`room.spec.${o.spectators}`),
      o.deck_rules ? t('room.rules') : t('room.casual'),
    ].join(' · ')),
    setupsOf(r.game).length > 1 ? h('p', { 'data-testid': 'room-setup' }, setupName(r)) : null,
    o.version ? h('p', { 'data-testid': 'room-version' }, versionWords(r)) : null,
    h('ul', { class: 'seats', 'data-testid': 'room-seats' }, r.seats.map((s) => h('li', { key: s.seat },
      `${t('seat.n', { n: s.seat + 1 })}${s.team != null && setupsOf(r.game).length > 1 ? ` · ${t('room.team', { x: teamLetter(s.team) })}` : ''}: `,
      s.player ? h('strong', null, nameLink(s.player, { bot: s.bot })) : h('em', null, t('room.empty')),
      s.bot ? ` (${botWords(r, s.seat)})` : '',
      mine && s.seat === mine.seat ? ` (${t('you').toLowerCase()})` : '',
      s.player ? (s.ready ? ` — ${t('room.ready')}` : ` — ${t('room.choosing')}`) : ''))),
    seatMoves(r, mine),
    h('p', null, `${t(`deck.title.${S.game}`)}: `, h('strong', null, deckLabel())),
    h('div', { class: 'row' },
      h('button', {
        type: 'button', 'data-testid': 'ready', disabled: problems.length > 0, 'aria-describedby': problems.length ? 'ready-reason' : null,
        onclick: () => { S.deckError = ''; S.lastReady = currentDeck(); send(P.ready(S.lastReady)); },
      }, mine && mine.ready ? t('room.readyAgain') : t('room.readyWith')),
      h('button', { type: 'button', class: 'secondary', 'data-testid': 'leave-room', onclick: () => { send(P.leave()); S.room = null; render(); } }, t('room.leave')),
      // A greyed Ready says why, beside it.
      problems.length ? h('span', { id: 'ready-reason', class: 'reason', 'data-testid': 'ready-reason' }, problems[0]) : null),
    h('label', { class: 'check' },
      h('input', { type: 'checkbox', checked: !mine || mine.allow_spectators, onchange: (ev) => send(P.allowSpectators(ev.target.checked)) }),
      ` ${t('room.allowSpectators')}`));
}

// At a table of more than two, before the match, a player who is not ready yet may move to a
// free seat (and with it to its team, where teams go by seat), however they joined: from the
// list, or by the room's code, which seats them in the first free seat. The move is a leave
// and a join of that seat, so another person must be in the room (a room with no one in it
// closes).
function seatMoves(r, mine) {
  if (!mine || mine.ready || r.match_id || r.seats.length <= 2) return null;
  const free = r.seats.filter((x) => !x.bot && !x.player);
  const others = r.seats.some((x) => !x.bot && x.player && x.seat !== mine.seat);
  if (!free.length || !others) return null;
  return h('div', { class: 'row seat-moves', 'data-testid': 'seat-moves' },
    h('span', { class: 'hint' }, t('room.moveTo')),
    free.map((x) => {
      const team = !r.options.random_teams && x.team != null ? ` · ${t('room.team', { x: teamLetter(x.team) })}` : '';
      return h('button', {
        key: `move${x.seat}`, type: 'button', class: 'small secondary', 'data-testid': `move-seat-${x.seat}`, 'data-seat': x.seat,
        onclick: () => {
          send(P.leave());
          send(P.joinRoom(r.code ? null : r.id, r.code || null, x.seat));
          S.room = null;
          render();
        },
      }, `${t('seat.n', { n: x.seat + 1 })}${team}`);
    }));
}

// A bot seat in words: its level, and its deck where the room names one.
function botWords(r, seat) {
  const o = r.options || {};
  const k = (o.bot_seats || []).indexOf(seat);
  const level = k >= 0 && o.bot_levels && o.bot_levels[k] ? o.bot_levels[k] : 'search';
  const deck = k >= 0 && o.bot_decks && o.bot_decks[k] ? o.bot_decks[k] : null;
  const words = t('room.botLevel', { level: levelName(level) });
  return deck ? `${words} · ${presetName(r.game, deck)}` : words;
}

// A room's table in words: "2 vs 2", and whether its teams are drawn at the start.
function setupName(r) {
  const setup = setupsOf(r.game).find((x) => x.id === r.options.setup);
  const name = setup ? setupWords(setup) : t('rooms.seatsN', { n: r.seats.length });
  return r.options.random_teams ? `${name} · ${t('room.teamsDrawn')}` : name;
}

function roomsBox() {
  const rooms = S.rooms;
  return h('div', { class: 'box', id: 'rooms-box' },
    h('div', { class: 'row spread' },
      h('h2', null, t('rooms.title')),
      h('button', { type: 'button', id: 'rooms-refresh', class: 'secondary', onclick: () => send(P.listRooms()) }, t('rooms.refresh'))),
    h('div', { id: 'rooms', 'data-testid': 'rooms' },
      !rooms.length ? h('p', { class: 'hint' }, t('rooms.none')) : h('ul', { class: 'room-list' }, rooms.map(roomRow))));
}

function roomRow(r) {
  const running = !!r.match_id;
  const free = r.seats.some((s) => !s.bot && !s.player);
  const pol = r.options.spectators;
  const actions = [];
  if (!running && free && !S.room) {
    if (r.seats.length > 2) {
      // At a table of more than two, you choose your seat, and with it your team where teams
      // go by seat (drawn teams are not known yet).
      for (const s of r.seats.filter((x) => !x.bot && !x.player)) {
        const team = !r.options.random_teams && s.team != null ? ` · ${t('room.team', { x: teamLetter(s.team) })}` : '';
        actions.push(h('button', {
          key: `join${s.seat}`, type: 'button', 'data-testid': `join-seat-${s.seat}`, 'data-seat': s.seat,
          onclick: () => send(P.joinRoom(r.id, null, s.seat)),
        }, `${t('lobby.joinSeat', { n: s.seat + 1 })}${team}`));
      }
    } else {
      actions.push(h('button', { key: 'join', type: 'button', 'data-testid': 'join-room', onclick: () => send(P.joinRoom(r.id, null)) }, t('lobby.join')));
    }
  }
  if (running && pol !== 'none') {
    for (const s of r.seats) {
      if (s.allow_spectators) {
        actions.push(h('button', {
          key: `w${s.seat}`, type: 'button', class: 'secondary', 'data-testid': `watch-${s.seat}`,
          onclick: () => send(P.spectate(r.match_id, { behind: s.seat })),
        }, t('rooms.watch', { name: s.player || t('seat.n', { n: s.seat + 1 }) })));
      }
    }
    if (pol === 'referee') {
      actions.push(h('button', { key: 'ref', type: 'button', class: 'secondary', 'data-testid': 'watch-referee', onclick: () => send(P.spectate(r.match_id, 'referee')) }, t('viewer.refereeShort')));
    }
  }
  return h('li', { key: r.id, class: 'room', 'data-room': r.id },
    h('div', null,
      h('strong', null, gameName(r.game)),
      setupsOf(r.game).length > 1 ? ` · ${setupName(r)}` : '',
      r.options.version ? h('span', { 'data-testid': 'room-row-version' }, ` · ${versionWords(r)}`) : '',
      ` · ${running ? t('rooms.playing') : t('rooms.waiting')}`,
      ` · ${t('rooms.spectators', { n: r.spectators })}`,
      ` · ${r.options.clock ? t('room.clocks') : t('room.noClocks')}`),
    h('div', { class: 'hint' }, r.seats.map((s, i) => [
      i ? ' · ' : '', `${t('seat.n', { n: s.seat + 1 })}: `, s.player ? nameLink(s.player, { bot: s.bot }) : t('rooms.free'),
      `${s.bot ? ` (${botWords(r, s.seat)})` : ''}${s.ready ? ' ✓' : ''}`])),
    h('div', { class: 'row' }, actions));
}

// The player's finished matches, each with its replay.
function recentBox() {
  if (!S.me) return null;
  if (S.recent === null) {
    S.recent = undefined;
    fetch(`/api/matches?player=${encodeURIComponent(S.me.id)}&limit=8`).then((r) => (r.ok ? r.json() : [])).then((list) => {
      S.recent = Array.isArray(list) ? list : [];
      render();
    }, () => { S.recent = []; });
  }
  const list = (S.recent || []).filter((x) => x.status === 'finished');
  if (!list.length) return null;
  return h('div', { class: 'box', id: 'recent-box', 'data-testid': 'recent' },
    h('h2', null, t('recent.title')),
    h('ul', { class: 'room-list' }, list.map((x) => {
      const me = x.players.find((p) => p.player_id === S.me.id);
      const viewer = me ? { kind: 'seat', seat: me.seat } : { kind: 'referee' };
      return h('li', { key: x.id, class: 'room' },
        h('div', null, h('strong', null, gameName(x.game)), ' · ',
          x.players.map((p, i) => [i ? ' – ' : '', nameLink(p.name, { bot: p.bot })]), ' · ',
          x.outcome ? resultHead({ names: x.players.map((p) => p.name) }, x.outcome, viewer) : '', ' · ', fmtMs(x.duration_ms)),
        h('div', { class: 'row' }, h('button', { type: 'button', class: 'small secondary', 'data-testid': 'recent-replay', onclick: () => openReplay(x.id, x.game, viewer) }, t('result.replay'))));
    })));
}
