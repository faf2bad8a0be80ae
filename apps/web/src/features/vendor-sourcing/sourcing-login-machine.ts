import { MSG } from '@lanehub/shared/constants/messages';
import type { TSourcingLoginResponse } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';

// What follows a sourcing log-in (spec 01 §4 Sourcing login): the server says where to go next.
export type SourcingLoginStep =
  | { kind: 'navigate'; to: '/sourcing/type' | '/sourcing/confirmation'; message?: string }
  | { kind: 'leave'; url: string }
  | { kind: 'journey' };

/**
 * The storefront address with the current query, and the access token in the fragment: a fragment
 * is never sent to a server, so the token stays out of request logs and Referer headers.
 */
export const storefrontAddress = (base: string, search: string, accessToken: string) => {
  const url = new URL(base);
  for (const [key, value] of new URLSearchParams(search)) {
    url.searchParams.append(key, value);
  }
  url.hash = new URLSearchParams({ token: accessToken }).toString();
  return url.toString();
};

export const resolveSourcingLogin = (reply: TSourcingLoginResponse, search: string): SourcingLoginStep => {
  switch (reply.next) {
    case 'account-type':
      return { kind: 'navigate', to: '/sourcing/type', message: MSG.noCompany };
    case 'confirmation':
      return { kind: 'navigate', to: '/sourcing/confirmation', message: MSG.companyPending };
    case 'storefront':
      return reply.storefrontUrl
        ? { kind: 'leave', url: storefrontAddress(reply.storefrontUrl, search, reply.accessToken) }
        : { kind: 'journey' };
    default:
      // The product's own logistics site: the normal log-in journey (survey, account selection, home).
      return { kind: 'journey' };
  }
};
