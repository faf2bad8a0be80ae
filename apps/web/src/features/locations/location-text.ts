import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';

// The feature's own messages (shared LOCATION_MSG, sent by the server in English) are translated
// through `locations.messages` by the app's message translation: '{{x}}' parts are recovered, and
// 'Failed to add company location: <cause>' is translated with its cause.
export const translateLocationMessage = (t: TFunction, message: string | undefined): string =>
  translateMessage(t, message);
