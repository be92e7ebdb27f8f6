/**
 * Every feature's texts in both languages, as one chunk that lib/i18n.ts loads right after start
 * (the sign-in page's first load carries only what it needs; pages wait for this chunk).
 */
export const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
