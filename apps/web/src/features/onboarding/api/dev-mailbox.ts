import type { TMailboxItem } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

// GET /api/dev/mailbox (system administrators, only without SMTP_URL): the outbox, newest first.
export const useDevMailbox = (to: string) =>
  useQuery({
    queryKey: onboardingKeys.mailbox(to),
    queryFn: async ({ signal }) =>
      (await api.get<TMailboxItem[]>('/dev/mailbox', { query: { to: to || undefined, limit: 100 }, signal })).data,
    retry: false,
  });
