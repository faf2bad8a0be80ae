import { ONBOARDING_MSG } from '@lanehub/shared';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';

// The onboarding messages arrive as English text from the server or the shared rules; each becomes a
// pattern ('{name}' slots) that finds its translation in `onboardingFlows.messages`. Anything else goes
// through the app's own message catalogue.
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.entries(ONBOARDING_MSG).map(([key, text]) => {
  const vars: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part);
      if (slot?.[1]) {
        vars.push(slot[1]);
        return '(.+?)';
      }
      return escapeRegex(part);
    })
    .join('');
  return { key, vars, regex: new RegExp(`^${source}$`) };
});

export const translateOnboarding = (t: TFunction, message: string | undefined): string => {
  if (!message) {
    return '';
  }
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (match) {
      const values = Object.fromEntries(pattern.vars.map((name, i) => [name, match[i + 1] ?? '']));
      return t(`onboardingFlows.messages.${pattern.key}`, values);
    }
  }
  return translateMessage(t, message);
};

/** The text of a failed call: a string, or a list joined with commas (spec 01 §8 'Signup errors'). */
export const errorTextOf = (error: unknown): string => {
  if (Array.isArray(error)) {
    return error.map(String).join(', ');
  }
  return error instanceof Error ? error.message : String(error);
};
