import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import i18n, { loadLanguage } from '../lib/i18n';
import { closeAlertsOfPreviousPage } from '../lib/notify';
import { loadContractMessages } from '../lib/server-messages';

// every feature's texts in both languages, before any test renders (tests switch to English at once)
await Promise.all([loadLanguage('en'), loadContractMessages()]);

// jsdom lacks these; Mantine needs them (STACK.md)
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }),
});
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: typeof RO }).ResizeObserver = RO;
Element.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea listens to document.fonts
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

// The suite runs without per-file isolation (vite.config.ts): the files of a worker share one jsdom window and
// every loaded module (i18n, notify, the notifications store), so each test leaves them as the next one expects
// them. This file runs again for every test file; a hook in a shared module (test/render.tsx) would not.
afterEach(async () => {
  // vitest runs without globals, so Testing Library cannot register its own cleanup; unmounted first, so that
  // nothing below re-renders a screen
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals(); // fetch, XMLHttpRequest
  vi.restoreAllMocks(); // vi.spyOn's
  // German, as the app starts (changing the language also stores it in localStorage, cleared below)
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
  closeAlertsOfPreviousPage(null); // notify's own record of the open alerts
  notifications.clean();
  localStorage.clear(); // the session, the language
  sessionStorage.clear(); // "the session expired"
});
