import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';

// The server answers in English (shared HR_MSG). `hrHierarchy.messages` holds their translations; the
// app's message translation finds them by pattern, so '{{x}}' parts are recovered.
export const translateHrMessage = (t: TFunction, message: string | undefined): string => translateMessage(t, message);
