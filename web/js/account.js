// The player's account, when they have one: the session token kept in this browser, the
// account endpoints of the HTTP API (sign up, log in, log out, change password, delete), and
// their refusals in words. A guest never needs any of it.
import { local, KEYS } from './store.js';
import { S, render } from './state.js';
import { t } from './i18n.js';

// A refusal of an account endpoint: its code (`name_taken`, `too_many_attempts`, …), the
// server's words and, for a 429, the seconds until trying again is allowed.
export class ApiError extends Error {
  constructor(code, status, message, retryAfter) {
    super(message || code);
    this.code = code;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

// The logged-in account as this browser keeps it: `{name, token, expires_at}`, or null.
export function account() {
  const a = local.json(KEYS.account, null);
  if (!a || typeof a.token !== 'string' || typeof a.name !== 'string') return null;
  if (typeof a.expires_at === 'number' && a.expires_at < Date.now()) return null;
  return a;
}

// The name of the account this page plays as: confirmed by the server's `welcome`.
export function loggedIn() {
  return S.me && S.me.account ? S.me.account : null;
}

function keep(a) {
  if (a) local.set(KEYS.account, JSON.stringify(a));
  else local.del(KEYS.account);
  S.saved = {};
  S.recent = null;
  render();
}

// Forgets the session here (the server ended it, or the player logged out). The resume token
// and name go with it: they belong to the account's player, not to the guest who follows.
export function forget() {
  keep(null);
  local.del(KEYS.token);
  local.del(KEYS.name);
}

// One request to the HTTP API, with the session's bearer token when there is one. Resolves to
// the answer's JSON (null for 204); rejects with an ApiError.
export async function api(method, path, body) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const a = account();
  if (a) headers.Authorization = `Bearer ${a.token}`;
  let r;
  try {
    r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('offline', 0, t('error.offline'));
  }
  if (r.status === 204) return null;
  let data = null;
  try { data = await r.json(); } catch { /* not JSON */ }
  if (!r.ok) {
    const code = (data && data.code) || `http_${r.status}`;
    throw new ApiError(code, r.status, data && data.message, Number(r.headers.get('Retry-After')) || null);
  }
  return data;
}

// A refusal in the interface's language, by its code; the server's words for a code the
// client has none for.
export function apiErrorText(e) {
  const key = `account.error.${e.code}`;
  const words = t(key, { s: e.retryAfter ?? '', m: Math.ceil((e.retryAfter || 0) / 60) });
  return words === key ? (e.message || e.code) : words;
}

// Each step below changes who this page plays as; none is allowed in a room, a queue or a
// match (the seat would be left behind).
export function busy() {
  return !!(S.room || S.quick || (S.match && !S.match.outcome));
}

export async function signUp(name, password) {
  await api('POST', '/api/accounts', { name, password });
  await logIn(name, password);
}

export async function logIn(name, password) {
  const s = await api('POST', '/api/sessions', { name, password });
  keep({ name: s.name, token: s.token, expires_at: s.expires_at });
  // The guest's resume token would bring the guest back: the next hello starts afresh.
  local.del(KEYS.token);
  local.set(KEYS.name, s.name);
}

export async function logOut() {
  try { await api('DELETE', '/api/sessions/current'); } catch { /* ended already */ }
  forget();
}

export async function changePassword(old, next) {
  await api('POST', '/api/accounts/current/password', { old, new: next });
}

export async function deleteAccount(password) {
  await api('DELETE', '/api/accounts/current', { password });
  forget();
}
