import { LOCATION_MSG } from '@lanehub/shared';
import type { TFunction } from 'i18next';
import { CATALOGUES, translateMessage } from '../../lib/i18n';

// The feature's own messages (shared LOCATION_MSG, sent by the server in English) translated through
// `locations.messages`; the spec's words stay as the spec wrote them. '{{x}}' parts are recovered.

type Pattern = { key: string; regex: RegExp; vars: string[] };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const english = (CATALOGUES.en as { locations: { messages: Record<string, string> } }).locations.messages;
const PATTERNS: Pattern[] = Object.entries(english)
  .map(([key, text]) => {
    const vars: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const match = /^\{\{(\w+)\}\}$/.exec(part);
        if (match?.[1]) {
          vars.push(match[1]);
          return '(.+?)';
        }
        return escapeRegex(part);
      })
      .join('');
    return { key, regex: new RegExp(`^${source}$`), vars };
  })
  .sort((a, b) => b.regex.source.length - a.regex.source.length);

const PREFIXES = [LOCATION_MSG.failedToAdd, LOCATION_MSG.failedToUpdate];

export const translateLocationMessage = (t: TFunction, message: string | undefined): string => {
  if (!message) {
    return '';
  }
  // 'Failed to add company location: <cause>': the spec's words, then the translated cause.
  for (const prefix of PREFIXES) {
    if (message.startsWith(`${prefix}: `)) {
      const cause = translateLocationMessage(t, message.slice(prefix.length + 2));
      return `${prefix === LOCATION_MSG.failedToAdd ? prefix : t('locations.messages.failedToUpdate')}: ${cause}`;
    }
  }
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (match) {
      const values: Record<string, string> = {};
      pattern.vars.forEach((name, index) => {
        values[name] = match[index + 1] ?? '';
      });
      return t(`locations.messages.${pattern.key}`, values);
    }
  }
  return translateMessage(t, message);
};

/** The country's name in the interface language ('Canadá'), else the name the server gave. */
export const countryLabel = (code: string | null | undefined, language: string, fallback?: string | null): string => {
  if (!code) {
    return '';
  }
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
};
