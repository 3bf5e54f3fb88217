// Update changes (protocol/README.md, "Update changes"): the client keeps each match's last
// update state (view, decisions, legal actions, unavailable options) and turns each
// `update_changes` into the whole `update` it stands for. Changes never touch the state they
// are applied to: the containers along each path are copied, so the previous update (which the
// boards compare with to animate) stays as it was.

// The decision lists whose last non-empty value is kept: changes may rebuild them from it when
// they come back after being empty (protocol/README.md, "Update changes").
const KEPT_LISTS = ['legal_actions', 'unavailable'];

let held = null; // { matchId, version, state, kept: { legal_actions, unavailable } }

// Keeps a whole update's state; returns the update.
export function keep(msg) {
  held = {
    matchId: msg.match_id,
    version: msg.version,
    state: { view: msg.view, decisions: msg.decisions || [], legal_actions: msg.legal_actions || [], unavailable: msg.unavailable || [] },
    kept: {},
  };
  return msg;
}

// The match whose state is held (`update_changes` carry no match id: a connection follows one
// match at a time, that of its last whole update), or null.
export function heldMatch() {
  return held ? held.matchId : null;
}

// The whole update an `update_changes` stands for, or null when its changes do not fit what
// is held (the caller asks for the state again).
export function rebuild(msg) {
  if (!held || held.version !== msg.base) return null;
  const kept = { ...held.kept };
  const state = applyChanges(held.state, msg.changes, kept);
  if (!state) return null;
  held = { matchId: held.matchId, version: msg.version, state, kept };
  return { type: 'update', match_id: held.matchId, version: msg.version, events: msg.events || [], ...state };
}

// Each change is [path, value]; a path that starts with a number n is the previous change's
// path less its last n steps, then the rest. [path, items, 1] rebuilds the list at the path:
// each item is an old element's index (-k: the new element k places before), [index, changes]
// for such an element with changes (paths from the element), or [value] for a new one; for a decision list that is
// empty, an index into the last non-empty one, kept in `kept` (updated here). Returns the new
// state, or null.
export function applyChanges(state, changes, kept = {}) {
  if (!Array.isArray(changes)) return null;
  let root = state;
  let last = [];
  for (const change of changes) {
    if (!Array.isArray(change) || !Array.isArray(change[0])) return null;
    if (change.length !== 2 && !(change.length === 3 && change[2] === 1)) return null;
    const [path, given] = change;
    const rebuilt = change.length === 3;
    if (typeof path[0] === 'number') {
      if (path[0] > last.length) return null;
      last = last.slice(0, last.length - path[0]).concat(path.slice(1));
    } else {
      last = path.slice();
    }
    if (last.length === 0) {
      for (const key of KEPT_LISTS) if (nonEmpty(root && root[key])) kept[key] = root[key];
      root = rebuilt ? rebuildList(root, given) : given;
      if (rebuilt && root === null) return null;
      continue;
    }
    const copy = Array.isArray(root) ? root.slice() : { ...root };
    let at = copy;
    for (let i = 0; i < last.length - 1; i += 1) {
      const next = step(at, last[i]);
      if (next === undefined || next === null || typeof next !== 'object') return null;
      const c = Array.isArray(next) ? next.slice() : { ...next };
      at[last[i]] = c;
      at = c;
    }
    const old = step(at, last[last.length - 1]);
    if (old === undefined) return null;
    const keptKey = last.length === 1 && KEPT_LISTS.includes(last[0]) ? last[0] : null;
    // A value may be null; only a list that cannot be rebuilt fails.
    // Nothing kept since the last whole update: only new elements to rebuild from.
    const from = keptKey && !nonEmpty(old) ? kept[keptKey] || [] : old;
    const value = rebuilt ? rebuildList(from, given) : given;
    if (rebuilt && value === null) return null;
    if (keptKey && nonEmpty(old)) kept[keptKey] = old;
    at[last[last.length - 1]] = value;
    root = copy;
  }
  return root;
}

function rebuildList(old, items) {
  if (!Array.isArray(old) || !Array.isArray(items)) return null;
  const out = [];
  // An index names an old element, or, when negative (-k), the new one k places before.
  const element = (k) => {
    if (!Number.isInteger(k)) return undefined;
    return k < 0 ? (-k <= out.length ? out[out.length + k] : undefined) : (k < old.length ? old[k] : undefined);
  };
  for (const item of items) {
    if (Number.isInteger(item)) {
      const found = element(item);
      if (found === undefined) return null;
      out.push(found);
    } else if (Array.isArray(item) && item.length === 1) out.push(item[0]);
    else if (Array.isArray(item) && item.length === 2 && element(item[0]) !== undefined) {
      // An element with changes, their paths from the element.
      const changed = applyChanges(element(item[0]), item[1]);
      if (changed === null) return null;
      out.push(changed);
    } else return null;
  }
  return out;
}

function nonEmpty(list) {
  return Array.isArray(list) && list.length > 0;
}

function step(container, key) {
  if (Array.isArray(container)) return Number.isInteger(key) && key >= 0 && key < container.length ? container[key] : undefined;
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(container, key) ? container[key] : undefined;
}
