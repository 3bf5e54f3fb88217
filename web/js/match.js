// The match page around a game's board: the status bar (round, phase, turn, clocks, who you
// are), viewpoint switching for spectators, conceding, the log, the spectator list and the
// result with its numbers, replay and rematch.
import { h } from './dom.js';
import * as P from './protocol.js';
import { send } from './connection.js';
import { local, KEYS } from './store.js';
import { S, render, notice } from './state.js';
import { t } from './i18n.js';
import { boardFor } from './games.js';
import { matchContext } from './context.js';
import { clock, fmtMs } from './widgets/clock.js';
import { logPanel } from './widgets/log.js';
import { openReplay } from './replay.js';
import { nameLink } from './routes.js';

export function logOpen() {
  const saved = local.get(KEYS.logOpen);
  if (saved !== null) return saved === '1';
  return window.innerWidth >= 900;
}
export function toggleLog() {
  local.set(KEYS.logOpen, logOpen() ? '0' : '1');
  render();
}

// Seat names: from the room, the public room list, or the match's record on the server.
function learnNames(m) {
  if (m.names.some(Boolean)) return;
  const room = S.rooms.find((r) => r.match_id === m.id);
  if (room) { m.names = room.seats.map((s) => s.player || ''); return; }
  if (m.namesAsked) return;
  m.namesAsked = true;
  fetch(`/api/matches/${encodeURIComponent(m.id)}`).then((r) => (r.ok ? r.json() : null)).then((d) => {
    if (!d || !Array.isArray(d.players)) return;
    const names = [];
    for (const pl of d.players) names[pl.seat] = pl.name;
    m.names = names;
    m.bots = d.players.filter((pl) => pl.bot).map((pl) => pl.seat);
    render();
  }, () => {});
}

export function matchPage() {
  const m = S.match;
  const board = boardFor(m.game);
  if (!m.u || !board) {
    return h('section', { id: 'match', key: 'match', 'data-testid': 'match', 'data-match-id': m.id }, h('p', { class: 'hint' }, t('match.loading')));
  }
  learnNames(m);
  const ctx = matchContext(m);
  const open = logOpen();
  return h('section', {
    id: 'match', key: 'match', 'data-testid': 'match', 'data-match-id': m.id, 'data-version': m.u.version,
    'data-viewer': m.u.view.viewer.kind, 'data-game': m.game, class: `match game-${m.game}${open ? ' log-open' : ''}`,
  },
  statusBar(m, ctx, board),
  h('div', { class: 'table' },
    board.render(ctx),
    h('aside', { class: 'aside', 'aria-labelledby': 'log-title' },
      matchPlayers(m),
      spectatorBox(m, ctx),
      logPanel(m.log, (it) => board.line(it, ctx), open, toggleLog))),
  m.outcome ? result(m, ctx, board) : null);
}

export function statusBar(m, ctx, board) {
  const st = board.status(ctx);
  const p = ctx.p;
  // Once the match is over, the bar says so in every game (the board's phase and turn are
  // those of the last position, which no one plays any more).
  const over = m.outcome || ctx.view.outcome;
  let viewerText = p.player ? t('viewer.seat', { n: p.me + 1 }) : (p.referee ? t('viewer.referee') : t('viewer.behind', { n: p.me + 1 }));
  if (p.out) viewerText = t('viewer.out', { n: p.me + 1 });
  const buttons = [];
  if (p.player && !m.outcome) {
    buttons.push(m.conceding
      ? h('button', { key: 'c2', type: 'button', class: 'danger', 'data-testid': 'concede-confirm', onclick: () => concede(m) }, t('match.concedeConfirm'))
      : h('button', {
        key: 'c1', type: 'button', class: 'secondary', 'data-testid': 'concede',
        onclick: () => { m.conceding = true; render(); setTimeout(() => { m.conceding = false; render(); }, 4000); },
      }, t('match.concede')));
  } else if (!p.player && !m.outcome) {
    // A seat that is out watches from its own place only.
    if (!p.out) buttons.push(viewpoints(m, ctx));
    buttons.push(h('button', {
      key: 'stop', type: 'button', class: 'secondary', 'data-testid': 'stop-watching',
      onclick: () => { send(P.leave()); S.match = null; send(P.listRooms()); render(); },
    }, t('match.stopWatching')));
  }
  buttons.push(h('button', {
    key: 'log', type: 'button', class: 'secondary log-button', 'aria-expanded': logOpen() ? 'true' : 'false',
    'data-testid': 'log-button', onclick: toggleLog,
  }, t('log.title')));
  return h('div', { class: 'status', 'data-over': over ? 'true' : null },
    h('div', { class: 'status-main' },
      h('strong', { 'data-testid': 'round' }, st.round),
      ' · ', h('span', { 'data-testid': 'phase', class: over ? 'over' : null }, over ? t('status.over') : st.phase),
      !over && st.extra ? h('span', { class: 'hint' }, ` · ${st.extra}`) : null,
      over ? ' · ' : null,
      over ? h('span', { 'data-testid': 'status-result', class: `result-word ${wonOrLost(m, over)}` }, resultHead(m, over, m.u.view.viewer)) : null,
      !over && st.turn ? ' · ' : null,
      !over && st.turn ? h('span', { 'data-testid': 'turn', class: st.yours ? 'yours' : '' }, st.turn) : null,
      h('span', { class: 'hint viewer-text' }, ` · ${viewerText}`),
      m.gameVersion ? h('span', { class: 'hint', 'data-testid': 'game-version' }, ` · ${t('room.version', { v: m.gameVersion })}`) : null,
      // The version, for the tests and the console only.
      h('span', { 'data-testid': 'version', hidden: true }, String(m.u.version))),
    m.outcome ? null : h('div', { class: 'clocks', 'data-testid': 'clocks' }, clockSeats(m, ctx, st).map((seat) => clock(m, seat, ctx.who(seat), (st.seats || []).find((x) => x.seat === seat)))),
    h('div', { class: 'row status-buttons' }, buttons));
}

// Conceding forfeits your seat. Where the match goes on without you (other teams than one
// still play), the server tells you nothing more of it: the page goes back to the lobby and
// says so. Otherwise the match's end comes as for any other.
function concede(m) {
  send(P.leave());
  m.conceding = false;
  if (goesOnWithout(m)) {
    S.match = null;
    S.room = null;
    S.pending = null;
    send(P.listRooms());
    notice(t('notice.concededGoesOn'));
  }
  render();
}

// Whether seats of two teams or more would still play once this page's seat is out (a view
// that lists its players says which are alive; seats of other games all still play).
function goesOnWithout(m) {
  const teams = m.teams || [];
  const players = (m.u && m.u.view && Array.isArray(m.u.view.players)) ? m.u.view.players : [];
  const playing = new Set();
  teams.forEach((team, seat) => {
    if (seat !== m.played && !(players[seat] && players[seat].alive === false)) playing.add(team);
  });
  return playing.size > 1;
}

const seatList = (ctx) => Array.from({ length: ctx.seats }, (_, i) => i);

// Whose clocks the status bar shows: every seat's in a two-seat match, and in a game whose board
// gives each seat's state (`seats` in its status); otherwise, with more seats, only those
// deciding now and your own, so the bar stays one line.
function clockSeats(m, ctx, st) {
  const all = seatList(ctx);
  if (all.length <= 2 || (st && Array.isArray(st.seats))) return all;
  const deciding = new Set((m.u.decisions || []).map((d) => d.seat));
  return all.filter((s) => deciding.has(s) || (ctx.p.player && s === ctx.p.me));
}

// A spectator switches between the seats' viewpoints and the referee's without leaving. A view
// the room forbids (its spectator policy, or a player who keeps spectators from behind their
// seat) is greyed with the reason; so is one the server refused.
function viewpoints(m, ctx) {
  const current = m.u.view.viewer;
  const room = m.room || S.rooms.find((r) => r.match_id === m.id) || null;
  const refused = m.refused || {};
  const seatWhy = (seat) => {
    if (refused[`seat${seat}`]) return refused[`seat${seat}`];
    if (!room) return null;
    if (room.options.spectators === 'none') return t('viewer.noSpectators');
    const s = room.seats[seat];
    return s && s.allow_spectators === false ? t('viewer.seatClosed') : null;
  };
  const options = seatList(ctx).map((seat) => ({
    key: `seat${seat}`, as: { behind: seat }, label: t('viewer.behindName', { name: ctx.name(seat) }),
    on: current.kind === 'spectator' && current.behind === seat, why: seatWhy(seat),
  }));
  options.push({
    key: 'referee', as: 'referee', label: t('viewer.refereeShort'), on: current.kind === 'referee',
    why: refused.referee || (room && room.options.spectators !== 'referee' ? t('viewer.noReferee') : null),
  });
  return h('div', { key: 'views', class: 'viewpoints', role: 'group', 'aria-label': t('viewer.switch'), 'data-testid': 'viewpoints' },
    options.map((o) => {
      const greyed = !o.on && !!o.why;
      return h('button', {
        key: o.key, type: 'button', class: `small secondary${greyed ? ' greyed' : ''}`, 'aria-pressed': o.on ? 'true' : 'false',
        'aria-disabled': greyed ? 'true' : null, title: greyed ? o.why : null, 'data-testid': `view-${o.key}`, 'data-reason': greyed ? o.why : null,
        onclick: () => {
          if (o.on || greyed) return;
          S.switching = { from: m.viewer, to: o.key };
          send(P.spectate(m.id, o.as));
        },
      }, o.label, greyed ? h('small', { class: 'reason', 'data-testid': 'view-reason' }, ` — ${o.why}`) : null);
    }));
}

function spectatorBox(m, ctx) {
  if (!ctx.p.player) return null;
  const list = m.spectators || [];
  return h('div', { class: 'box spectators', 'data-testid': 'spectators' },
    h('h3', null, t('spectators.title', { n: list.length })),
    list.length
      ? h('ul', null, list.map((s) => h('li', { key: s.id },
        `${s.name} — ${s.as === 'referee' ? t('viewer.refereeShort') : t('viewer.behind', { n: s.as.behind + 1 })} `,
        m.outcome ? null : h('button', { type: 'button', class: 'small secondary', 'data-testid': 'kick', onclick: () => send(P.kickSpectator(m.id, s.id)) }, t('spectators.remove')))))
      : h('p', { class: 'hint' }, t('spectators.none')));
}

// 'won' or 'lost' for a player (their team's result), '' for others and draws.
function wonOrLost(m, outcome) {
  const seat = m.played;
  if (seat == null || outcome.result !== 'win') return '';
  return outcome.winners.includes(seat) ? 'won' : 'lost';
}

export function resultHead(m, outcome, viewer) {
  // A player whose seat went out before the end still won or lost with their team.
  const p = m.played != null ? { me: m.played, player: true } : P.perspective(viewer);
  if (outcome.result === 'win') {
    if (p.player) return outcome.winners.includes(p.me) ? t('result.victory') : t('result.defeat');
    const names = outcome.winners.map((s) => (m.names && m.names[s]) || t('seat.n', { n: s + 1 }));
    return t('result.won', { names: names.join(' & ') });
  }
  return outcome.result === 'draw' ? t('result.draw') : t('result.allLose');
}

export function reasonText(game, outcome) {
  const board = boardFor(game);
  return (board && board.reason && board.reason(outcome)) || t(`reason.${outcome.reason}`);
}

// The match's record on the server, for its duration and to know a replay exists (servers
// without storage keep none).
function detail(m) {
  if (m.detail === undefined) {
    m.detail = null;
    fetch(`/api/matches/${encodeURIComponent(m.id)}`).then((r) => (r.ok ? r.json() : false)).then((d) => {
      m.detail = d && d.status === 'finished' ? d : (d || false);
      if (d && d.status !== 'finished') setTimeout(() => { m.detail = undefined; render(); }, 500);
      render();
    }, () => { m.detail = false; });
  }
  return m.detail;
}

function result(m, ctx, board) {
  const d = detail(m);
  const duration = d && d.duration_ms ? d.duration_ms : (m.endedAt || Date.now()) - m.firstSeen;
  const canReplay = d && d.status === 'finished';
  // Everyone who played (a seat that went out before the end too) may ask for a rematch.
  const buttons = [
    canReplay ? h('button', { key: 'replay', type: 'button', 'data-testid': 'open-replay', onclick: () => openReplay(m.id, m.game, m.u.view.viewer) }, t('result.replay')) : null,
    m.played != null && m.rematch ? h('button', { key: 'rematch', type: 'button', 'data-testid': 'rematch', onclick: () => rematch(m) }, t('result.rematch')) : null,
    h('button', { key: 'back', type: 'button', class: 'secondary', 'data-testid': 'back-to-lobby', onclick: () => { S.match = null; S.room = null; send(P.listRooms()); render(); } }, t('result.back')),
  ];
  return h('div', { class: 'result', 'data-testid': 'result', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'result-title' },
    h('div', { class: 'result-box' },
      h('h2', { id: 'result-title' }, resultHead(m, m.outcome, m.u.view.viewer)),
      h('p', null, `${t('result.reason')}: ${reasonText(m.game, m.outcome)}`),
      h('dl', { class: 'numbers', 'data-testid': 'numbers' },
        h('dt', null, t('result.duration')), h('dd', { 'data-testid': 'duration' }, fmtMs(duration)),
        h('dt', null, t('result.moves')), h('dd', { 'data-testid': 'moves-played' }, String(m.finalVersion ?? m.u.version))),
      board.stats ? board.stats(ctx) : null,
      players(m, d),
      ratingChanges(m),
      h('div', { class: 'row' }, buttons)));
}

// The seats' players beside the log, each name opening the player's profile (bots named by
// the room are not linked).
function matchPlayers(m) {
  if (!m.names.some(Boolean)) return null;
  const bots = new Set([...(m.bots || []), ...((m.room && m.room.seats) || []).filter((s) => s.bot).map((s) => s.seat)]);
  return h('p', { class: 'hint match-players', 'data-testid': 'match-players' },
    m.names.map((name, seat) => [seat ? ' – ' : '', nameLink(name, { bot: bots.has(seat) })]));
}

// Who played, each name opening the player's profile.
function players(m, d) {
  const seats = d && Array.isArray(d.players) ? d.players : (m.names || []).map((name, seat) => ({ seat, name, bot: false }));
  if (!seats.some((p) => p.name)) return null;
  return h('p', { class: 'hint', 'data-testid': 'result-players' },
    seats.map((p, i) => [i ? ' – ' : '', nameLink(p.name, { bot: p.bot })]));
}

// A rated match's ratings, before → after, for every rated seat.
function ratingChanges(m) {
  if (!m.ratings || !m.ratings.length) return null;
  return h('div', { class: 'rated', 'data-testid': 'rating-changes' },
    h('h3', null, t('rated.title')),
    h('ul', { class: 'rating-changes' }, m.ratings.map((r) => {
      const delta = Math.round(r.after.rating) - Math.round(r.before.rating);
      return h('li', {
        key: r.seat, class: delta > 0 ? 'up' : (delta < 0 ? 'down' : ''), 'data-testid': 'rating-change', 'data-seat': r.seat,
        'data-name': r.name, 'data-before': r.before.rating.toFixed(1), 'data-after': r.after.rating.toFixed(1),
      }, nameLink(r.name, { testid: 'rating-name' }), `: ${Math.round(r.before.rating)} → ${Math.round(r.after.rating)} (${delta > 0 ? '+' : ''}${delta})`);
    })));
}

// A new room with the same options, readied with the same deck as soon as it exists. Against
// the server's bot the match starts at once; a person can join the new room as usual.
function rematch(m) {
  const r = m.rematch;
  S.rematch = { game: r.game, deck: r.deck };
  S.match = null;
  send(P.createRoom(r.game, r.options));
  render();
}
