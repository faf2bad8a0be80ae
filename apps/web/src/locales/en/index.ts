// The English catalogue but its start texts (core.json, in the first load): one lazy chunk that every
// screen after the log-in awaits (lib/i18n.ts `loadEnglish`).
export default import.meta.glob<Record<string, unknown>>(['./*.json', '!./core.json'], {
  eager: true,
  import: 'default',
});
