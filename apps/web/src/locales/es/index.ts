// The Spanish catalogue, one lazy chunk: lib/i18n.ts loads it only when the language is chosen.
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
