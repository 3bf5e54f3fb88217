// How the board names seats, teams and permanents in words. Teams are told apart by a mark and
// a letter as well as a colour; a permanent is named with whose it is, so a log line or a
// button never depends on where something is drawn.
import { t } from '../../js/i18n.js';
import { aroundTable } from '../../js/widgets/layout.js';
import { X, cardName } from './catalog.js';

const TEAM_MARKS = ['◆', '●', '▲', '■', '★', '✚'];
export const teamMark = (team) => TEAM_MARKS[team % TEAM_MARKS.length];
export const teamLetter = (team) => 'ABCDEF'[team] || String(team + 1);
export const teamName = (team) => t('cfx.team', { mark: teamMark(team), letter: teamLetter(team) });

// A seat in words in the middle of a sentence ("you", "Bob"), and whose ("your", "Bob's"); a
// sentence starts with a capital through `cap`.
// A seat that is out still plays for its team: it is "you" too.
export const mine = (ctx, seat) => (ctx.p.player || ctx.p.out) && seat === ctx.p.me;
export const who = (ctx, seat) => (mine(ctx, seat) ? t('cfx.you') : ctx.name(seat));
export const whose = (ctx, seat) => (mine(ctx, seat) ? t('cfx.your') : ctx.whose(seat));
export const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

// Every seat in table order, each at the right hand of the one before: the view's (drawn teams
// sit alternately), else seat order.
export const tableOf = (v) => (v.table && v.table.length === v.players.length ? v.table : v.players.map((p) => p.seat));

// The other seats as they sit from `me`: the left-hand neighbour first, the right-hand one (the
// next player) last; with two seats the other sits opposite.
export function othersAround(v, me) {
  const table = tableOf(v);
  return aroundTable(Math.max(0, table.indexOf(me)), table.length).map((place) => table[place]);
}

// The seat drawn at the bottom: yours, the one a spectator watches behind, seat 0 for a referee.
export const bottomSeat = (ctx) => (ctx.p.referee ? 0 : ctx.p.me);

// How `seat` stands to the seat at the bottom: 'me' (only when it is yours to play), 'ally',
// 'enemy'; a referee sees teams only ('team').
export function relation(ctx, seat) {
  const v = ctx.view;
  if (ctx.p.referee) return 'team';
  const me = bottomSeat(ctx);
  if (seat === me) return ctx.p.player || ctx.p.out ? 'me' : 'watched';
  const a = v.players[me];
  const b = v.players[seat];
  return a && b && a.team === b.team ? 'ally' : 'enemy';
}

// What the board remembers of every permanent it has seen, so a permanent that left the
// battlefield is still named in the log.
export function rememberPermanents(board, view) {
  if (!board.perms) board.perms = {};
  for (const p of view.battlefield || []) board.perms[p.uid] = { uid: p.uid, card: p.card, owner: p.owner, side: p.side, power: p.power };
}

export function permInfo(ctx, uid) {
  const live = (ctx.view.battlefield || []).find((p) => p.uid === uid);
  if (live) return live;
  const b = ctx.match.board;
  return (b && b.perms && b.perms[uid]) || null;
}

// "Bob's Raging Imp", "your Raging Imp": a creature is named by whom it fights for, an object
// by whose it is (a Scorch put in front of Bob is still its caster's).
export function permName(ctx, uid) {
  const p = permInfo(ctx, uid);
  if (!p) return t('cfx.aPermanent', { n: uid });
  const by = X.cards.get(p.card)?.kind === 'creature' ? p.side : p.owner;
  return t('cfx.of', { whose: whose(ctx, by), what: cardName(p.card) });
}

// A card's or ability's target in words.
export function targetWords(ctx, target) {
  if (!target || target.kind === 'none') return '';
  if (target.kind === 'player') return who(ctx, target.seat);
  return permName(ctx, target.uid);
}
