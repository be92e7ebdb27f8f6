/** Every feature's German texts, one chunk that lib/i18n.ts loads right after start (issue 17). */
export const files = import.meta.glob<Record<string, unknown>>('./de/*.json', { eager: true, import: 'default' });
