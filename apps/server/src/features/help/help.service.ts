import {
  HELP_MESSAGES,
  isHelpLinkUrl,
  type Language,
  type THelp,
  type THelpEntry,
  type THelpLink,
  type TUpsertHelpEntry,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import * as q from './help.queries';
import { sanitizeHelpHtml } from './help.sanitize';

const FALLBACK_LANGUAGE: Language = 'en';

const segmentsOf = (path: string) =>
  (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.toLowerCase());

type Candidate = { screen: string; rank: number; depth: number; literals: number };

// How a screen pattern covers a path: 0 exact, 1 a ':param' pattern of the same length, 2 a prefix.
const candidateOf = (screen: string, path: string[]): Candidate | null => {
  const pattern = segmentsOf(screen);
  if (pattern.length > path.length) {
    return null;
  }
  let literals = 0;
  for (const [i, segment] of pattern.entries()) {
    if (segment.startsWith(':')) {
      continue;
    }
    if (segment !== path[i]) {
      return null;
    }
    literals++;
  }
  const full = pattern.length === path.length;
  const rank = full ? (literals === pattern.length ? 0 : 1) : 2;
  return { screen, rank, depth: pattern.length, literals };
};

/**
 * The screen key that best describes a pathname: an exact match first, then a pattern with ':param'
 * segments, then the longest matching prefix ('/' covers everything). Route matching is
 * case-insensitive, as in React Router.
 */
export const resolveScreen = (pathname: string, screens: readonly string[]): string | null => {
  const path = segmentsOf(pathname);
  const candidates = screens
    .map((screen) => candidateOf(screen, path))
    .filter((c): c is Candidate => c !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.depth - a.depth ||
        b.literals - a.literals ||
        // Two keys that differ only in case: the one spelled like the path, then a stable order.
        Number(b.screen === pathname) - Number(a.screen === pathname) ||
        a.screen.localeCompare(b.screen),
    );
  return candidates[0]?.screen ?? null;
};

// Links were checked on write; a row edited in the database still never yields a javascript: link.
const safeLinks = (links: THelpLink[]) =>
  links.filter((l) => typeof l?.label === 'string' && typeof l?.url === 'string' && isHelpLinkUrl(l.url));

const toHelp = (row: q.HelpEntryRow): THelp => ({
  screen: row.screen,
  language: row.language as Language,
  title: row.title,
  contentHtml: sanitizeHelpHtml(row.contentHtml),
  links: safeLinks(row.links),
});

const toEntry = (row: q.HelpEntryRow): THelpEntry => ({
  id: row.id,
  ...toHelp(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** The help of the screen at `pathname`, in `language` or else in English. */
export const getHelp = async (db: Db, pathname: string, language: Language): Promise<THelp> => {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const screen = resolveScreen(pathname, await q.listScreens(db, languages));
  const row = screen ? await q.findEntry(db, screen, languages) : undefined;
  if (!row) {
    throw notFound(HELP_MESSAGES.notFound);
  }
  return toHelp(row);
};

export const listHelpEntries = async (db: Db, query: Parameters<typeof q.listEntries>[1]) => {
  const { rows, ...total } = await q.listEntries(db, query);
  return { entries: rows.map(toEntry), ...total };
};

export const saveHelpEntry = async (db: Db, input: TUpsertHelpEntry): Promise<THelpEntry> => {
  const contentHtml = sanitizeHelpHtml(input.contentHtml);
  if (contentHtml === '') {
    const message = HELP_MESSAGES.noTextLeft;
    throw badRequest(message, { contentHtml: message });
  }
  return toEntry(await q.upsertEntry(db, { ...input, contentHtml }));
};

export const deleteHelpEntry = async (db: Db, id: string): Promise<void> => {
  const [row] = await q.deleteEntry(db, id);
  if (!row) {
    throw notFound();
  }
};
