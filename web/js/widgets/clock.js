// The decision clocks in the status bar. The text is computed from the last update's deadline
// and the time since it arrived, both when the page is drawn and four times a second between
// updates (only the clock's own text changes then).
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { S } from '../state.js';

export function fmtMs(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// "turn · 0:21 + reserve 0:45" for a seat, or what it waits for.
export function clockText(m, seat) {
  if (!m.u) return { text: '', deciding: false, low: false };
  const d = m.outcome ? null : (m.u.decisions || []).find((x) => x.seat === seat);
  if (!d) return { text: m.outcome ? '' : t('clock.waiting'), deciding: false, low: false };
  const kind = t(`decision.${d.kind}`);
  if (d.deadline_ms == null) return { text: `${kind} · ${t('clock.none')}`, deciding: true, low: false };
  const left = Math.max(0, d.deadline_ms - (performance.now() - m.at));
  let text;
  if (d.reserve_ms == null || d.kind === 'switch_hand' || d.kind === 'reroll') text = fmtMs(left);
  else if (left > d.reserve_ms) text = `${fmtMs(left - d.reserve_ms)} + ${t('clock.reserve')} ${fmtMs(d.reserve_ms)}`;
  else text = `${t('clock.reserve')} ${fmtMs(left)}`;
  return { text: `${kind} · ${text}`, deciding: true, low: left < 10000 };
}

// A seat's clock; `seat` (from the board's status) adds the seat's state before it ("♥ 12",
// "out"), and a seat that is out shows no clock.
export function clock(m, seat, who, state = null) {
  const c = state && state.out ? { text: '', deciding: false, low: false } : clockText(m, seat);
  return h('span', {
    key: `clock${seat}`, class: `clock${c.deciding ? ' deciding' : ''}${c.low ? ' low' : ''}${state && state.out ? ' out' : ''}`,
    'data-clock-seat': state && state.out ? null : seat, 'data-seat': seat, 'data-testid': 'clock',
  },
  h('span', { class: 'clock-who' }, who),
  state ? h('span', { class: 'clock-state', 'data-testid': 'seat-state' }, ` ${state.state}`) : null,
  state && state.out ? null : h('span', { class: 'clock-sep' }, ':'), ' ',
  h('span', { class: 'clock-time' }, c.text));
}

function tick() {
  const m = S.match;
  if (!m || !m.u) return;
  for (const node of document.querySelectorAll('[data-clock-seat]')) {
    const c = clockText(m, Number(node.dataset.clockSeat));
    const time = node.querySelector('.clock-time');
    if (time && time.textContent !== c.text) time.textContent = c.text;
    node.classList.toggle('deciding', c.deciding);
    node.classList.toggle('low', c.low);
  }
}
setInterval(tick, 250);
