import { LANGUAGES } from '@lanehub/shared';
import type { Db } from '../../db/client';
import { HELP_CONTENT } from './help.content';
import { insertMissingEntries } from './help.queries';
import { sanitizeHelpHtml } from './help.sanitize';

// The shipped help is product content, seeded on every installation (embedded or DATABASE_URL) at
// each start. Only missing screen-and-language pairs are inserted: an entry a system administrator
// edited stays as edited, and a screen added by a new release appears on its first start. Safe to
// run from several processes at once (ON CONFLICT DO NOTHING).
export const seedHelp = async (db: Db): Promise<number> =>
  insertMissingEntries(
    db,
    HELP_CONTENT.flatMap((entry) =>
      LANGUAGES.map((language) => ({
        screen: entry.screen,
        language,
        title: entry[language].title,
        contentHtml: sanitizeHelpHtml(entry[language].contentHtml),
        links: entry[language].links,
      })),
    ),
  );
