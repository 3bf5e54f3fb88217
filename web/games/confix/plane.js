// The middle of the table, shared by everyone: the plane in force (its text on hover, stable or
// unstable in words), the plane deck and discard, the plane die with what the next roll costs
// and what the last one showed, and the last combat's dice: both sides' 2d6, their totals and
// what the loser lost.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { die } from '../../js/widgets/dice.js';
import { X, planeName } from './catalog.js';
import { who, cap } from './names.js';

const FACE_WORD = { shift: 'cfx.face.shift', chaos: 'cfx.face.chaos', blank: 'cfx.face.blank' };

export function planeStrip(ctx, ui) {
  const v = ctx.view;
  const plane = X.planes.get(v.plane);
  const b = ctx.match.board;
  const rolls = v.plane_rolls;
  return h('section', { key: 'plane', class: 'cfx-plane', 'data-testid': 'plane', 'aria-label': t('cfx.planeArea') },
    // The plane as a landscape card, its text in full (the tooltip repeats it with the die's rule).
    h('div', { class: `plane-card${plane ? (plane.stable ? ' stable' : ' unstable') : ''}`, tabindex: 0, 'data-tip': `confix:plane:${v.plane}`, 'data-testid': 'plane-card', 'data-plane': v.plane },
      h('div', { class: 'plane-head' },
        h('span', { class: 'zone-label' }, t('cfx.plane')),
        h('strong', { class: 'plane-name' }, planeName(v.plane)),
        plane ? h('span', { class: `badge ${plane.stable ? 'stable' : 'unstable'}` }, plane.stable ? t('cfx.stable') : t('cfx.unstable')) : null),
      plane ? h('p', { class: 'plane-text', 'data-testid': 'plane-text' }, plane.text) : null),
    h('div', { class: 'plane-die', 'data-testid': 'plane-die' },
      h('span', { class: 'zone-label' }, t('cfx.planeDie')),
      h('span', { 'data-testid': 'die-cost' }, rolls ? t('cfx.nextRollCosts', { n: rolls }) : t('cfx.nextRollFree')),
      b.lastDie ? h('span', { class: 'last-die' }, t('cfx.lastRoll', { who: cap(who(ctx, b.lastDie.seat)) }), ' ',
        die({ face: `cfx-${b.lastDie.result}`, mark: String(b.lastDie.face), name: t('cfx.dieName', { n: b.lastDie.face, what: t(FACE_WORD[b.lastDie.result]) }) }),
        ' ', t(FACE_WORD[b.lastDie.result])) : null,
      ui.roll ? h('button', { type: 'button', class: 'small', 'data-testid': 'roll-die-strip', onclick: ui.roll }, t('cfx.a.roll')) : null,
      h('span', { class: 'hint plane-deck' }, t('cfx.planeDeck', { n: v.plane_deck, d: v.plane_discard.length }))),
    b.lastCombat ? combatRoll(ctx, b.lastCombat) : null);
}

// The last combat's rolls: "Alice 6 + 3 + 2 power = 11 · Bob 5 + 2 = 7 → Bob loses 1".
function combatRoll(ctx, r) {
  const side = (seat, dice, totalN, role) => h('span', { class: `roll-side ${role}` },
    h('strong', null, cap(who(ctx, seat))), ' ',
    dice.map((f, i) => die({ key: i, face: 'cfx-d6', mark: String(f), name: t('cfx.d6', { n: f }) })),
    ` ${t('cfx.plusPower', { n: totalN - dice[0] - dice[1] })} = `, h('strong', { 'data-testid': `${role}-total` }, String(totalN)));
  const loser = cap(r.attack >= r.defense ? t('cfx.defenderLoses', { who: who(ctx, r.defender), n: r.count }) : t('cfx.attackerLoses', { who: who(ctx, r.attacker), n: r.count }));
  return h('div', { class: 'combat-roll', 'data-testid': 'combat-roll', 'aria-label': t('cfx.combatRoll') },
    h('span', { class: 'zone-label' }, t('cfx.combatRoll')),
    side(r.attacker, r.attack_dice, r.attack, 'attack'), h('span', { class: 'vs' }, ' vs '), side(r.defender, r.defense_dice, r.defense, 'defense'),
    h('span', { class: 'roll-result' }, ` → ${loser}`));
}
