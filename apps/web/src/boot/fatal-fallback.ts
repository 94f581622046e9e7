import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import en from '../locales/en/fatal.json';
import no from '../locales/no/fatal.json';

export const ROOT_ELEMENT_MISSING = 'Root element not found';
/** Dispatched on window once React has the page; from then on React's error boundaries take over. */
export const APP_STARTED_EVENT = 'talentpath:started';

function storedLanguage(): 'en' | 'no' {
  try {
    const value = (localStorage.getItem(STORAGE_KEYS.language) ?? navigator.language ?? '').toLowerCase();
    return /^(no|nb|nn)\b/.test(value) ? 'no' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The fatal-start page (spec §2/§8), built with the DOM alone so it works when React, the router or the
 * translations could not start. The language is read straight from storage.
 */
export function renderFatalFallback(root: HTMLElement): void {
  const language = storedLanguage();
  const text = language === 'no' ? no : en;
  document.documentElement.lang = language;
  document.title = text.title;

  const main = document.createElement('main');
  main.setAttribute('role', 'main');
  main.style.cssText =
    'min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;' +
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529;';
  const card = document.createElement('div');
  card.setAttribute('role', 'alert');
  card.style.cssText =
    'max-width:440px;text-align:center;background:#fff;padding:32px;border-radius:16px;' +
    'box-shadow:0 4px 24px rgba(0,0,0,.08);';
  const heading = document.createElement('h1');
  heading.textContent = text.title;
  heading.style.cssText = 'font-size:24px;margin:0 0 12px;';
  const message = document.createElement('p');
  message.textContent = text.message;
  message.style.cssText = 'margin:0 0 24px;line-height:1.5;color:#495057;';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text.reload;
  button.style.cssText =
    'background:#4263eb;color:#fff;border:0;border-radius:8px;padding:10px 20px;font-size:16px;' +
    'font-weight:600;cursor:pointer;';
  button.addEventListener('click', () => window.location.reload());

  card.append(heading, message, button);
  main.append(card);
  root.replaceChildren(main);
}
