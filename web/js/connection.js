// The WebSocket to the server: connecting, saying hello with the resume token, reconnecting
// with back-off after a drop, and handing each message to the session.
import { hello, ping } from './protocol.js';
import { local, KEYS } from './store.js';
import { S, render, showError } from './state.js';
import { t } from './i18n.js';
import { account } from './account.js';

let ws = null;
let retry = 0;
let retryTimer = 0;
let onMessage = () => {};

export function setMessageHandler(f) { onMessage = f; }

export function isOpen() { return !!ws && ws.readyState === WebSocket.OPEN; }

export function send(msg) {
  if (!isOpen()) {
    showError(t('error.offline'), 'offline');
    return false;
  }
  ws.send(JSON.stringify(msg));
  // An error without an action id answers the last request; its kind says which success
  // clears it.
  if (msg.type !== 'ping' && msg.type !== 'list_rooms') S.lastSent = msg.type;
  return true;
}

export function sayHello() {
  const a = account();
  return send(hello(local.get(KEYS.name), local.get(KEYS.token), a ? a.token : null));
}

export function connect() {
  clearTimeout(retryTimer);
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  let sock;
  try {
    sock = new WebSocket(url);
  } catch {
    scheduleReconnect();
    return;
  }
  ws = sock;
  S.ws = sock;
  S.conn = 'connecting';
  // Nobody is welcomed on this connection yet (a new name or account: the old one is gone).
  S.me = null;
  render();
  sock.onopen = () => { retry = 0; sayHello(); };
  sock.onmessage = (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch { return; }
    onMessage(msg);
    render();
  };
  sock.onclose = () => {
    if (ws !== sock) return;
    ws = null;
    S.me = null;
    S.pending = null;
    if (S.conn !== 'replaced') scheduleReconnect();
    render();
  };
}

function scheduleReconnect() {
  const delay = Math.min(5000, 300 * 2 ** retry);
  retry += 1;
  S.conn = 'offline';
  S.retryIn = Math.ceil(delay / 1000);
  retryTimer = setTimeout(connect, delay);
}

// Drops the current connection and opens a new one at once (a new name, or taking the
// session back from another tab).
export function reconnectNow() {
  const old = ws;
  ws = null;
  if (old) old.close();
  connect();
}

// Keeps the connection warm and notices a dead one.
setInterval(() => { if (isOpen() && S.me) send(ping()); }, 5000);
