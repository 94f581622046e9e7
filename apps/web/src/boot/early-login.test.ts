import { afterEach, describe, expect, it } from 'vitest';
import { catchEarlyLoginClicks, takeEarlyLoginRequest } from './early-login';

describe('login clicks before the app runs', () => {
  catchEarlyLoginClicks();
  // A span stands in for the link: jsdom cannot follow a link, and only whether the click's default is kept matters.
  const link = Object.assign(document.createElement('span'), { textContent: 'Sign in' });
  link.dataset.opensLogin = '';
  document.body.append(link);
  const click = (init: MouseEventInit = {}) =>
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

  afterEach(() => {
    delete document.documentElement.dataset.appReady;
    takeEarlyLoginRequest();
  });

  it('keeps the visitor on the page and leaves the request for the app, once', () => {
    expect(click()).toBe(false); // default prevented: no page load
    expect(takeEarlyLoginRequest()).toBe(true);
    expect(takeEarlyLoginRequest()).toBe(false);
  });

  it('lets a modified click open /login, and leaves clicks alone once the app runs', () => {
    expect(click({ ctrlKey: true })).toBe(true);
    document.documentElement.dataset.appReady = '';
    expect(click()).toBe(true);
    expect(takeEarlyLoginRequest()).toBe(false);
  });
});
