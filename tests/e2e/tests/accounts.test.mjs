// Accounts in real Chromium: a guest is never asked; signing up, logging in and out, changing
// the password and deleting the account from the top bar's panel, each refusal in words by its
// code (English and Chinese, the 429 of too many failed log-ins included); the session kept
// across a reload; a guest refused a registered name.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as L from '../lib.mjs';
import { openPanel, enter, refused, submit } from './account_steps.mjs';

let browser;
before(async () => { browser = await L.launch(); });
after(async () => { await browser?.close(); });

test('sign up, log out, log in, reload, change the password, delete: refusals in words', async () => {
  const page = await L.person(browser, null);
  // A guest plays at once; nothing asks them for an account.
  assert.equal(await page.getByTestId('account-panel').count(), 0);
  assert.equal((await page.getByTestId('account-button').textContent()).trim(), 'Log in');
  assert.ok(await page.getByTestId('create-room').isVisible());

  await openPanel(page);
  await page.getByTestId('account-tab-signup').click();
  await submit(page, 'Ay', 'long enough');
  await refused(page, 'A name has 3 to 24 letters');
  await submit(page, 'Furina', 'short');
  await refused(page, 'at least 8 characters');
  await L.shot(page, 'account-signup');
  await enter(page, 'Furina', 'snow and cherry');
  await page.getByTestId('me-account').filter({ hasText: 'Furina' }).waitFor();
  assert.equal(await page.locator('#name-form').count(), 0, 'an account keeps its own name');

  // Another browser: a guest may not take the name, in any case, nor sign up with it.
  const other = await L.person(browser, null);
  await other.locator('#name').fill('FURINA');
  await other.locator('#name-form button').click();
  await other.getByTestId('error').filter({ hasText: 'registered name' }).waitFor();
  await other.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  assert.doesNotMatch(await other.locator('#who').textContent(), /FURINA/);
  await openPanel(other);
  await other.getByTestId('account-tab-signup').click();
  await submit(other, 'furina', 'another password');
  await refused(other, 'That name is already registered.');
  // Wrong password, then in Chinese.
  await other.getByTestId('account-tab-login').click();
  await submit(other, 'Furina', 'not the password');
  await refused(other, 'Wrong name or password.');
  await other.getByTestId('lang').selectOption('zh');
  await submit(other, 'Furina', 'still not it');
  await refused(other, '名字或密码错误。');
  await other.getByTestId('lang').selectOption('en');
  // Logged in with another case: the name as registered.
  await submit(other, 'FURINA', 'snow and cherry');
  await other.locator('[data-testid=account-button][data-account=Furina]').waitFor();

  // The session is kept across a reload.
  await page.reload();
  await page.locator('#who').filter({ hasText: 'Playing as Furina' }).waitFor();
  await page.locator('[data-testid=account-button][data-account=Furina]').waitFor();

  // A new password: a wrong old one is refused; the right one ends the other browser's session.
  await openPanel(page);
  await page.getByTestId('account-tab-password').click();
  await page.locator('#account-old').fill('wrong wrong');
  await page.locator('#account-new').fill('blossoms in winter');
  await page.getByTestId('password-submit').click();
  await refused(page, 'Wrong name or password.');
  await page.locator('#account-old').fill('snow and cherry');
  await page.locator('#account-new').fill('blossoms in winter');
  await page.getByTestId('password-submit').click();
  await page.getByTestId('notice').filter({ hasText: 'Password changed' }).waitFor();
  // The other browser's session ended: on its next hello it plays on as a guest.
  await other.reload();
  await other.getByTestId('notice').filter({ hasText: 'Your login ended' }).waitFor();
  assert.equal((await other.getByTestId('account-button').textContent()).trim(), 'Log in');

  // Log out, and back in with the new password.
  await openPanel(page);
  await page.getByTestId('logout').click();
  await page.locator('[data-testid=account-button]:not([data-account])').waitFor();
  await page.getByTestId('conn').filter({ hasText: 'online' }).waitFor();
  assert.doesNotMatch(await page.locator('#who').textContent(), /Furina/);
  await enter(page, 'Furina', 'blossoms in winter', 'login');

  // Delete: the name is free again.
  await openPanel(page);
  await page.getByTestId('account-tab-delete').click();
  await page.locator('#account-confirm').fill('blossoms in winter');
  await page.getByTestId('delete-submit').click();
  await page.getByTestId('notice').filter({ hasText: 'is deleted' }).waitFor();
  await page.locator('[data-testid=account-button]:not([data-account])').waitFor();
  const gone = await page.evaluate(async () => (await fetch('/api/players/Furina')).status);
  assert.equal(gone, 404);
  await enter(other, 'Furina', 'a new owner here');

  // The refusals the test asked for are the only failed requests.
  const unasked = (p) => !/status of 4\d\d/.test(p);
  assert.deepEqual(page.problems.filter(unasked), []);
  assert.deepEqual(other.problems.filter(unasked), []);
  await page.context().close();
  await other.context().close();
});

test('too many failed log-ins: the 429 in words, with the wait (on a phone)', async () => {
  const page = await L.person(browser, null, { width: 390, height: 844 }, { isMobile: true, hasTouch: true });
  await enter(page, 'Wriothesley', 'the right password');
  await openPanel(page);
  await page.getByTestId('logout').click();
  await page.locator('[data-testid=account-button]:not([data-account])').waitFor();
  // Ten failures (the server's default limit per name), then the panel's next try.
  const statuses = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 10; i++) {
      const r = await fetch('/api/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Wriothesley', password: `wrong ${i}` }) });
      out.push(r.status);
    }
    return out;
  });
  assert.deepEqual(statuses, Array(10).fill(401));
  await openPanel(page);
  await page.getByTestId('account-tab-login').click();
  await submit(page, 'Wriothesley', 'the right password');
  await refused(page, 'Too many failed tries: wait 15 min');
  // The panel lies wholly inside the phone's window.
  const box = await page.getByTestId('account-panel').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, JSON.stringify(box));
  await L.shot(page, 'account-panel-390x844');
  await page.getByTestId('lang').selectOption('zh');
  await submit(page, 'Wriothesley', 'the right password');
  await refused(page, '失败次数太多');
  await page.getByTestId('lang').selectOption('en');
  assert.deepEqual(page.problems.filter((p) => !/status of 4\d\d/.test(p)), []);
  await page.context().close();
});
