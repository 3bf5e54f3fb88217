// The account panel of the top bar: a guest sees one "Log in" button and is never asked
// anything else; it opens a small panel to log in or sign up. Logged in, the button names the
// account and the panel offers the profile, logging out, a new password and deleting the
// account.
import { h } from './dom.js';
import { S, render, notice } from './state.js';
import { t } from './i18n.js';
import { reconnectNow } from './connection.js';
import {
  account, loggedIn, busy, signUp, logIn, logOut, changePassword, deleteAccount, apiErrorText,
} from './account.js';
import { profileHref } from './routes.js';

const panel = { open: false, tab: 'login', name: '', password: '', old: '', next: '', confirm: '', error: '', working: false };

function close() {
  Object.assign(panel, { open: false, password: '', old: '', next: '', confirm: '', error: '', working: false });
  render();
}

// Runs one account step from the panel: its error stays in the panel, in words.
async function run(step, after) {
  if (panel.working) return;
  panel.error = '';
  panel.working = true;
  render();
  try {
    await step();
    panel.working = false;
    after();
  } catch (e) {
    panel.working = false;
    panel.error = apiErrorText(e);
    render();
  }
}

// Logging in or out changes who the page plays as: not while a seat waits for this player.
function whoChanges(step) {
  if (busy()) { panel.error = t('account.leaveFirst'); render(); return; }
  run(step, () => { close(); reconnectNow(); });
}

function field(id, label, key, attrs = {}) {
  return h('label', { class: 'account-field', for: id }, h('span', null, label),
    h('input', { id, value: panel[key], oninput: (ev) => { panel[key] = ev.target.value; }, ...attrs }));
}

function guestPanel() {
  const signup = panel.tab === 'signup';
  return [
    h('div', { key: 'tabs', class: 'tabs', role: 'tablist' },
      ['login', 'signup'].map((tab) => h('button', {
        key: tab, type: 'button', role: 'tab', class: 'small secondary', 'aria-selected': panel.tab === tab ? 'true' : 'false',
        'aria-pressed': panel.tab === tab ? 'true' : 'false', 'data-testid': `account-tab-${tab}`,
        onclick: () => { panel.tab = tab; panel.error = ''; render(); },
      }, t(`account.${tab}`)))),
    h('form', {
      key: `form-${panel.tab}`, class: 'account-form', 'data-testid': 'account-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        const name = panel.name.trim();
        whoChanges(() => (signup ? signUp(name, panel.password) : logIn(name, panel.password)));
      },
    },
    field('account-name', t('account.name'), 'name', { autocomplete: 'username', maxlength: 24, required: true }),
    field('account-password', t('account.password'), 'password', {
      type: 'password', autocomplete: signup ? 'new-password' : 'current-password', required: true,
    }),
    signup ? h('p', { class: 'hint' }, t('account.rules')) : null,
    h('div', { class: 'row' },
      h('button', { type: 'submit', 'data-testid': 'account-submit', disabled: panel.working }, t(signup ? 'account.signupDo' : 'account.loginDo'))),
    h('p', { class: 'hint' }, t('account.guestHint'))),
  ];
}

function accountPanel(name) {
  const tab = panel.tab === 'password' || panel.tab === 'delete' ? panel.tab : null;
  return [
    h('p', { key: 'who' }, t('account.loggedInAs', { name }), ' · ',
      h('a', { href: profileHref(name), 'data-testid': 'my-profile', onclick: () => close() }, t('account.profile'))),
    h('div', { key: 'acts', class: 'row' },
      h('button', { type: 'button', class: 'small', 'data-testid': 'logout', onclick: () => whoChanges(logOut) }, t('account.logout')),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'account-tab-password', 'aria-pressed': tab === 'password' ? 'true' : 'false', onclick: () => { panel.tab = 'password'; panel.error = ''; render(); } }, t('account.changePassword')),
      h('button', { type: 'button', class: 'small secondary', 'data-testid': 'account-tab-delete', 'aria-pressed': tab === 'delete' ? 'true' : 'false', onclick: () => { panel.tab = 'delete'; panel.error = ''; render(); } }, t('account.delete'))),
    tab === 'password' ? h('form', {
      key: 'password', class: 'account-form', 'data-testid': 'password-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        run(() => changePassword(panel.old, panel.next), () => { close(); notice(t('account.passwordChanged')); });
      },
    },
    field('account-old', t('account.oldPassword'), 'old', { type: 'password', autocomplete: 'current-password', required: true }),
    field('account-new', t('account.newPassword'), 'next', { type: 'password', autocomplete: 'new-password', required: true }),
    h('p', { class: 'hint' }, t('account.passwordHint')),
    h('button', { type: 'submit', 'data-testid': 'password-submit', disabled: panel.working }, t('account.changePasswordDo'))) : null,
    tab === 'delete' ? h('form', {
      key: 'delete', class: 'account-form', 'data-testid': 'delete-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        if (busy()) { panel.error = t('account.leaveFirst'); render(); return; }
        run(() => deleteAccount(panel.confirm), () => { close(); notice(t('account.deleted', { name })); reconnectNow(); });
      },
    },
    h('p', null, t('account.deleteWarning')),
    field('account-confirm', t('account.password'), 'confirm', { type: 'password', autocomplete: 'current-password', required: true }),
    h('button', { type: 'submit', class: 'danger', 'data-testid': 'delete-submit', disabled: panel.working }, t('account.deleteDo'))) : null,
  ];
}

// The button and, when open, the panel under it.
export function accountBox() {
  const name = loggedIn() || (account() && S.conn !== 'online' ? account().name : null);
  return h('div', { class: 'account', id: 'account' },
    h('button', {
      type: 'button', class: 'small account-button', 'data-testid': 'account-button', 'aria-expanded': panel.open ? 'true' : 'false',
      'aria-controls': 'account-panel', 'data-account': loggedIn() || null,
      onclick: () => { panel.open = !panel.open; panel.error = ''; if (panel.open && !name) panel.tab = panel.tab === 'signup' ? 'signup' : 'login'; render(); },
    }, name || t('account.open')),
    panel.open ? h('div', {
      id: 'account-panel', class: 'account-panel', role: 'dialog', 'aria-label': t('account.title'), 'data-testid': 'account-panel',
      onkeydown: (ev) => { if (ev.key === 'Escape') { ev.stopPropagation(); close(); } },
    },
    name ? accountPanel(name) : guestPanel(),
    panel.error ? h('p', { class: 'reason', role: 'alert', 'data-testid': 'account-error' }, panel.error) : null) : null);
}
