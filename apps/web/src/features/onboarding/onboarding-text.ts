import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';

// The onboarding messages (shared ONBOARDING_MSG, '{name}' slots filled by the server) arrive as English
// text; `onboardingFlows.messages` holds their translations, found by the app's message translation
// like every other message, the most specific pattern first.
export const translateOnboarding = (t: TFunction, message: string | undefined): string => translateMessage(t, message);

/** The text of a failed call: a string, or a list joined with commas (spec 01 §8 'Signup errors'). */
export const errorTextOf = (error: unknown): string => {
  if (Array.isArray(error)) {
    return error.map(String).join(', ');
  }
  return error instanceof Error ? error.message : String(error);
};
