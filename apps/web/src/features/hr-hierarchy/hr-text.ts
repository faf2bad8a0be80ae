import type { TFunction } from 'i18next';
import { CATALOGUES, translateMessage } from '../../lib/i18n';

// The server answers in English (shared HR_MSG). Each English message of `hrHierarchy.messages`
// becomes a pattern, so '{{x}}' parts are recovered and the message is shown in the user's language.

type Pattern = { key: string; regex: RegExp; vars: string[] };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const english = (CATALOGUES.en as { hrHierarchy: { messages: Record<string, string> } }).hrHierarchy.messages;
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

export const translateHrMessage = (t: TFunction, message: string | undefined): string => {
  if (!message) {
    return '';
  }
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (match) {
      const values: Record<string, string> = {};
      pattern.vars.forEach((name, index) => {
        values[name] = match[index + 1] ?? '';
      });
      return t(`hrHierarchy.messages.${pattern.key}`, values);
    }
  }
  return translateMessage(t, message);
};
