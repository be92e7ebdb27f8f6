/** Every feature's English texts, one chunk that lib/i18n.ts loads when English is shown (issue 17). */
export const files = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
