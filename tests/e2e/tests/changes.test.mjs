// The web client's update changes (web/js/changes.js), on their own: the changes the server
// writes (protocol/README.md, "Update changes") rebuild the state, never touch the state they
// are applied to, and changes that do not fit are refused (the page then asks for a resync).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyChanges, heldMatch, keep, rebuild } from '../../../web/js/changes.js';

const state = () => ({
  view: { me: { hp: 10, dice: ['omni', 'pyro'], hand: [{ id: 1 }, { id: 2 }, { id: 3 }] }, you: { hp: 8 } },
  decisions: [{ seat: 0, kind: 'act' }],
  legal_actions: [],
  unavailable: [],
});

test('paths from the root and steps back from the last change', () => {
  const old = state();
  const next = applyChanges(old, [[['view', 'me', 'hp'], 7], [[1, 'dice'], ['omni']], [[2, 'you', 'hp'], 5]]);
  assert.equal(next.view.me.hp, 7);
  assert.deepEqual(next.view.me.dice, ['omni']);
  assert.equal(next.view.you.hp, 5);
  assert.deepEqual(old, state(), 'the previous state is untouched');
  assert.equal(next.decisions, old.decisions, 'what did not change is shared');
});

test('a value may become null', () => {
  const next = applyChanges(state(), [[['view', 'you', 'hp'], null], [[2, 'me', 'hp'], 3]]);
  assert.equal(next.view.you.hp, null);
  assert.equal(next.view.me.hp, 3);
});

test('a list rebuilt from its old elements', () => {
  const next = applyChanges(state(), [[['view', 'me', 'hand'], [2, [{ id: 9 }], 0], 1]]);
  assert.deepEqual(next.view.me.hand, [{ id: 3 }, { id: 9 }, { id: 1 }]);
});

test('an empty path replaces the whole state', () => {
  const whole = { view: {}, decisions: [], legal_actions: [1], unavailable: [] };
  assert.deepEqual(applyChanges(state(), [[[], whole]]), whole);
});

test('changes that do not fit are refused', () => {
  for (const bad of [
    {},
    [[['view', 'nobody'], 1]],
    [[['view', 'me', 'dice', 5], 1]],
    [[[3, 'x'], 1]],
    [[['view', 'me', 'hand'], [7], 1]],
    [[['view', 'me', 'hp'], [0], 1]],
    [['view', 1]],
  ]) assert.equal(applyChanges(state(), bad), null, JSON.stringify(bad));
});

test('an update_changes becomes the whole update of the held match, only on the version it was made from', () => {
  keep({ type: 'update', match_id: 'm', version: 4, events: [], ...state() });
  assert.equal(heldMatch(), 'm');
  assert.equal(rebuild({ type: 'update_changes', version: 6, base: 5, events: [], changes: [] }), null);
  const whole = rebuild({ type: 'update_changes', version: 5, base: 4, events: [{ e: 1 }], changes: [[['view', 'you', 'hp'], 1]] });
  assert.equal(whole.type, 'update');
  assert.equal(whole.match_id, 'm');
  assert.equal(whole.version, 5);
  assert.deepEqual(whole.events, [{ e: 1 }]);
  assert.equal(whole.view.you.hp, 1);
  assert.equal(rebuild({ type: 'update_changes', version: 6, base: 5, events: [], changes: [[['view', 'you', 'hp'], 2]] }).view.you.hp, 2);
});

test('a decision list back after being empty is rebuilt from the last non-empty one', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((card) => ({ action: 'play_card', card }));
  keep({ type: 'update', match_id: 'm', version: 1, events: [], ...state(), legal_actions: [a, b, c] });
  const emptied = rebuild({ type: 'update_changes', version: 2, base: 1, events: [], changes: [[['legal_actions'], []]] });
  assert.deepEqual(emptied.legal_actions, []);
  const back = rebuild({ type: 'update_changes', version: 3, base: 2, events: [], changes: [[['legal_actions'], [2, [d], 1], 1]] });
  assert.deepEqual(back.legal_actions, [c, d, b]);
  assert.deepEqual(emptied.legal_actions, [], 'the previous update is untouched');
  // A whole update starts again: nothing is kept, so the same change no longer fits.
  keep({ type: 'update', match_id: 'm', version: 4, events: [], ...state() });
  assert.equal(rebuild({ type: 'update_changes', version: 5, base: 4, events: [], changes: [[['legal_actions'], [2, [d], 1], 1]] }), null);
});

test('a rebuilt list may take an old element with changes, leaving the old one as it was', () => {
  const s = state();
  const next = applyChanges(s, [[['view', 'me', 'hand'], [2, [0, [[['id'], 9]]], [{ id: 4 }]], 1]]);
  assert.deepEqual(next.view.me.hand, [{ id: 3 }, { id: 9 }, { id: 4 }]);
  assert.deepEqual(s.view.me.hand, [{ id: 1 }, { id: 2 }, { id: 3 }]);
  assert.equal(applyChanges(s, [[['view', 'me', 'hand'], [[7, [[['id'], 9]]]], 1]]), null, 'no old element 7');
  assert.equal(applyChanges(s, [[['view', 'me', 'hand'], [[0, [[['nope', 'x'], 9]]]], 1]]), null, 'changes that do not fit the element');
});

test('a rebuilt list may take a new element made before, by counting back', () => {
  const s = state();
  const next = applyChanges(s, [[['view', 'me', 'hand'], [[{ id: 7, n: 1 }], [-1, [[['n'], 2]]], -2, 0], 1]]);
  assert.deepEqual(next.view.me.hand, [{ id: 7, n: 1 }, { id: 7, n: 2 }, { id: 7, n: 1 }, { id: 1 }]);
  assert.equal(next.view.me.hand[0].n, 1, 'the element counted back from is untouched');
  for (const items of [[-1], [0, -2], [[-1, []]], [[0], [-2, []]], [-0.5]]) {
    assert.equal(applyChanges(s, [[['view', 'me', 'hand'], items, 1]]), null, JSON.stringify(items));
  }
});
