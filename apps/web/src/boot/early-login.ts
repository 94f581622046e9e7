/**
 * A prerendered page shows its controls before the app has taken it over (ADR 0007). The controls that open
 * the login dialog are links to /login underneath (the landing with the dialog open), so a click then is never
 * lost: without scripts the browser follows the link; with them, the boot guard — the first script to run —
 * keeps the visitor on the page and leaves a note that the app reads once it runs, opening the dialog then.
 */
/** Marks a control that opens the login dialog (components/ui/login-button). */
export const LOGIN_TRIGGER = '[data-opens-login]';
// <html data-login-requested>: global.css shows the waiting cursor while it is set.
const REQUESTED = 'loginRequested';

/** A primary-button click without modifier keys: one that opens the dialog rather than /login in a new tab. */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Catches plain clicks on login controls until the app is ready; a click with a modifier opens /login as asked. */
export function catchEarlyLoginClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const html = document.documentElement;
      if ('appReady' in html.dataset || !isPlainClick(event)) return;
      if (!(event.target instanceof Element) || !event.target.closest(LOGIN_TRIGGER)) return;
      event.preventDefault();
      html.dataset[REQUESTED] = '';
    },
    true,
  );
}

/** Whether the visitor asked for the login dialog before the app ran; true once per request. */
export function takeEarlyLoginRequest(): boolean {
  const html = document.documentElement;
  const requested = REQUESTED in html.dataset;
  delete html.dataset[REQUESTED];
  return requested;
}
