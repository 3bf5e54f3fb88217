// The messages this client sends, built exactly as protocol/README.md describes them, and the
// protocol's constants. Nothing else in the client writes a message by hand.

export const PROTOCOL_VERSION = 1;

// The online-mode clock, with the defaults the protocol lists.
export const DEFAULT_CLOCK = {
  decision_ms: 25000,
  first_round_reserve_ms: 45000,
  reserve_ms: 60000,
  switch_hand_ms: 40000,
  reroll_ms: 40000,
  forfeit_after: 3,
};

// Updates after each match's first come as changes (`update_changes`; see `changes.js`).
// `session`: the account's session token, when logged in (left out for a guest).
export const hello = (name, token, session) => ({
  type: 'hello', protocol_version: PROTOCOL_VERSION, name: name || null, resume_token: token || null, updates: 'changes', ...(session ? { session } : {}),
});
export const resync = (matchId) => ({ type: 'resync', match_id: matchId });
export const listRooms = () => ({ type: 'list_rooms', game: null });
export const createRoom = (game, options) => ({ type: 'create_room', game, options });
// `seat`: the seat asked for (a table of more than two seats); left out, the first free one.
export const joinRoom = (room, code, seat) => (seat != null
  ? { type: 'join_room', room: room || null, code: code || null, seat }
  : { type: 'join_room', room: room || null, code: code || null });
// `rated`: the rated queue (accounts only).
export const quickMatch = (game, deck, setup, rated) => ({
  type: 'quick_match', game, deck, ...(setup ? { setup } : {}), ...(rated ? { rated: true } : {}),
});
export const leave = () => ({ type: 'leave' });
export const ready = (deck) => ({ type: 'ready', deck });
export const action = (matchId, version, actionId, act) => ({ type: 'action', match_id: matchId, version, action_id: actionId, action: act });
export const spectate = (matchId, as) => ({ type: 'spectate', match_id: matchId, as });
export const kickSpectator = (matchId, spectator) => ({ type: 'kick_spectator', match_id: matchId, spectator });
export const allowSpectators = (allow) => ({ type: 'set_room_options', allow_spectators: allow });
export const ping = () => ({ type: 'ping', nonce: Date.now() % 1e9 });

// How to ask for a viewpoint: `{behind: seat}` or `'referee'`.
export function spectateAs(viewer) {
  return viewer.kind === 'referee' ? 'referee' : { behind: viewer.kind === 'seat' ? viewer.seat : viewer.behind };
}

// Where a viewer sits: `me` is the seat shown at the bottom; `player` says whether it may act.
export function perspective(viewer) {
  if (viewer.kind === 'seat') return { me: viewer.seat, player: true, referee: false };
  if (viewer.kind === 'spectator') return { me: viewer.behind, player: false, referee: false };
  return { me: 0, player: false, referee: true };
}
