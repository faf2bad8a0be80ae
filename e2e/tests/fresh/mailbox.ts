import { type APIRequestContext, expect } from '@playwright/test';

// The onboarding journeys read their e-mails where a user of the embedded default would: the
// development mailbox of the server (GET /api/dev/mailbox?to=, the /dev/mailbox page).

export const API_HEADERS = { 'x-api-key': 'lanehub-web' };

/** A suffix that keeps the addresses and company names of one run apart from those of another. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

export type Mail = { to: string; subject: string; text: string };

/** The newest e-mail to an address, from GET /api/dev/mailbox. */
export const newestMailTo = async (request: APIRequestContext, to: string): Promise<Mail> => {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
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
