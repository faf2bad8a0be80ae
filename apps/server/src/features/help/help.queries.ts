import type { Language, THelpEntryListQuery, THelpLink } from '@lanehub/shared';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpEntries } from '../../db/schema';
import { columnKey, defineList, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';

// Help entries are product content, global to the installation: no tenant scope applies.

export type HelpEntryRow = typeof helpEntries.$inferSelect;
export type HelpEntryValues = {
  screen: string;
  language: Language;
  title: string;
  contentHtml: string;
  links: THelpLink[];
};

/** The screens that have an entry in one of the given languages. */
export const listScreens = async (db: Db, languages: Language[]): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ screen: helpEntries.screen })
    .from(helpEntries)
    .where(inArray(helpEntries.language, languages));
  return rows.map((r) => r.screen);
};

/** The entry of a screen in the first of the given languages that has one. */
export const findEntry = async (db: Db, screen: string, languages: Language[]): Promise<HelpEntryRow | undefined> => {
  // At most one row per language: picking the preferred one here is simpler than ordering in SQL.
  const rows = await db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.screen, screen), inArray(helpEntries.language, languages)));
  return languages.map((language) => rows.find((r) => r.language === language)).find(Boolean);
};

// One order: by screen, then language (the unique pair), as the admin table always showed them.
const HELP_LIST = defineList<'screen'>({
  id: helpEntries.id,
  sorts: { screen: [columnKey(helpEntries.screen), columnKey(helpEntries.language)] },
});

export const listEntries = async (db: Db, query: THelpEntryListQuery) => {
  const where = and(
    query.screen ? eq(helpEntries.screen, query.screen) : undefined,
    query.language ? eq(helpEntries.language, query.language) : undefined,
  );
  const plan = listPlan(HELP_LIST, { ...query, sort: 'screen', order: 'asc' });
  const fetched = await db
    .select({ ...getTableColumns(helpEntries), ...plan.keyColumns })
    .from(helpEntries)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(helpEntries).where(where).$dynamic());
};

/** Inserts or replaces the entry of a screen and language. */
export const upsertEntry = async (db: Db, values: HelpEntryValues): Promise<HelpEntryRow> => {
  const [row] = await db
    .insert(helpEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [helpEntries.screen, helpEntries.language],
      set: { title: values.title, contentHtml: values.contentHtml, links: values.links, updatedAt: new Date() },
    })
    .returning();
  return row as HelpEntryRow;
};

/** Inserts the entries that do not exist yet; returns how many were added. */
export const insertMissingEntries = async (db: Db, values: HelpEntryValues[]): Promise<number> => {
  if (values.length === 0) {
    return 0;
  }
  const rows = await db
    .insert(helpEntries)
    .values(values)
    .onConflictDoNothing({ target: [helpEntries.screen, helpEntries.language] })
    .returning({ id: helpEntries.id });
  return rows.length;
};

export const deleteEntry = async (db: Db, id: string) =>
  db.delete(helpEntries).where(eq(helpEntries.id, id)).returning({ id: helpEntries.id });
