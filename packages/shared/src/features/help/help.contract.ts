import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { LANGUAGES } from '../../constants/app';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { requiredString } from '../../validation/validators';

// The help drawer of the top bar (spec 01 §2.4: contextual title, HTML content, 'Learn More' links),
// served by the server per screen and language.

export const HELP_LINKS_MAX = 10;

export const HELP_MESSAGES = defineMessages('help.messages', {
  notFound: 'No help for this screen',
  saved: 'Help entry has been saved',
  deleted: 'Help entry has been deleted',
  noTextLeft: 'The content has no text left once unsafe HTML is removed',
  screen: "Must be a route such as '/dashboard' or '/orders/:id'",
  linkUrl: 'Must be an http(s) address or a path inside Lanehub, starting with /',
  path: 'Must be a path starting with /',
  maxLinks: withParams('At most {{n}} links', (n: number) => ({ n })),
});

export const ZHelpLanguage = z.enum(LANGUAGES);

// A screen is a web route pattern: '/', '/dashboard', '/orders/order-detail/:id'.
const SCREEN_PATTERN = /^\/(?::?[A-Za-z0-9_-]+(?:\/:?[A-Za-z0-9_-]+)*)?$/;
export const ZHelpScreen = z
  .string({ error: MSG.required })
  .trim()
  .max(200, { error: MSG.maxLength(200) })
  .regex(SCREEN_PATTERN, { error: HELP_MESSAGES.screen });

// A path inside the app ('/settings/profile'), never '//host' or '/\host', which browsers treat as
// another site.
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;
// Host name (ASCII or punycode) and optional port, then an optional path, query or fragment.
const HTTP_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** A 'Learn More' target: an http(s) address or a path inside the app. */
export const isHelpLinkUrl = (value: string): boolean => APP_PATH.test(value) || HTTP_URL.test(value);

/** True for a link that stays inside the app (rendered with the router, not a new tab). */
export const isAppPath = (value: string): boolean => APP_PATH.test(value);

export const ZHelpLink = z.object({
  label: requiredString(80),
  url: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(500, { error: MSG.maxLength(500) })
    .refine(isHelpLinkUrl, { error: HELP_MESSAGES.linkUrl }),
});
export type THelpLink = z.infer<typeof ZHelpLink>;

export const ZHelpQuery = z.object({
  path: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(500, { error: MSG.maxLength(500) })
    .regex(/^\//, { error: HELP_MESSAGES.path }),
  lang: ZHelpLanguage.default('en'),
});
export type THelpQuery = z.infer<typeof ZHelpQuery>;

// The drawer's content. `language` is the one served: English when the asked language has no entry.
export const ZHelp = z.object({
  screen: z.string(),
  language: ZHelpLanguage,
  title: z.string(),
  contentHtml: z.string(),
  links: z.array(ZHelpLink),
});
export type THelp = z.infer<typeof ZHelp>;

export const ZHelpEntry = ZHelp.extend({
  id: z.uuid(),
  updatedAt: z.string(),
});
export type THelpEntry = z.infer<typeof ZHelpEntry>;

export const ZHelpEntryListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  screen: z.string().trim().max(200).optional(),
  language: ZHelpLanguage.optional(),
  cursor: ZListCursor,
});
export type THelpEntryListQuery = z.infer<typeof ZHelpEntryListQuery>;

// Upsert by screen and language. The HTML is sanitized by the server with an allow-list on write and
// on read; this schema only bounds its size.
export const ZUpsertHelpEntry = z.object({
  screen: ZHelpScreen,
  language: ZHelpLanguage,
  title: requiredString(120),
  contentHtml: requiredString(20_000),
  links: z
    .array(ZHelpLink)
    .max(HELP_LINKS_MAX, { error: HELP_MESSAGES.maxLinks(HELP_LINKS_MAX) })
    .default([]),
});
export type TUpsertHelpEntry = z.infer<typeof ZUpsertHelpEntry>;
