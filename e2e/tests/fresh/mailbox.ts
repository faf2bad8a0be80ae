import { type APIRequestContext, expect } from '@playwright/test';
import { FRESH_ADMIN } from '../../fresh-install';

// The onboarding journeys read their e-mails where the operator of the embedded default would: the
// development mailbox of the server (GET /api/dev/mailbox?to=, the /dev/mailbox page). It shows
// every e-mail, reset codes included, so only a signed-in system administrator reads it (issue 11):
// the journeys sign in through the API as the first administrator of the new installation.

export const API_HEADERS = { 'x-api-key': 'lanehub-web' };

/** A suffix that keeps the addresses and company names of one run apart from those of another. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

export type Mail = { to: string; subject: string; text: string };

// One access token for the whole run, signed in again when it has expired.
let adminToken: string | null = null;
const signInAdmin = async (request: APIRequestContext) => {
  const res = await request.put('/api/user/login', {
    headers: API_HEADERS,
    data: { email: FRESH_ADMIN.email, password: FRESH_ADMIN.password },
  });
  expect(res.ok(), `the first administrator signs in: ${res.status()}`).toBe(true);
  adminToken = (await res.json()).data.accessToken as string;
  return adminToken;
};

/** The newest e-mail to an address, from GET /api/dev/mailbox as the system administrator. */
export const newestMailTo = async (request: APIRequestContext, to: string): Promise<Mail> => {
  const read = async (token: string) =>
    request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    });
  let res = await read(adminToken ?? (await signInAdmin(request)));
  if (res.status() === 401) {
    res = await read(await signInAdmin(request));
  }
  expect(res.ok(), `the mailbox answers ${res.status()}`).toBe(true);
  const [mail] = (await res.json()).data as Mail[];
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  return mail as Mail;
};

/** The path and query of a link in an e-mail (the link's origin is PUBLIC_URL). */
export const pathOfLink = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  expect(match, `a ${path} link`).not.toBeNull();
  const url = new URL((match as RegExpExecArray)[0]);
  return `${url.pathname}${url.search}`;
};
