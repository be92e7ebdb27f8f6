import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLanguage } from '../lib/i18n';
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

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => cleanup());
