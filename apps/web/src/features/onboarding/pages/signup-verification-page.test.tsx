import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockFetch } from '../../../test/fetch-mock';
import { renderApp, resetClientState } from '../../../test/render';

const COMPANY = '2b0f5a4e-8f3c-4c1e-9a57-0d6f1f1b2c3d';
const USER = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('sign-up verification link', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'Token is not valid' for a link cut short, without asking the server", async () => {
    const fetchFn = mockFetch({});
    renderApp('/signup-verification?token=abc&companyId=123&userId=456');
    expect(await screen.findByText('Token is not valid')).toBeInTheDocument();
    expect(callsOf(fetchFn).filter((call) => call.includes('verify'))).toEqual([]);
  });

  it("verifies a whole link: 'You're all signed up!'", async () => {
    let sent: unknown;
    mockFetch({
      'POST /api/lanehub-core/company/verify/confirm': (request) => {
        sent = request.body;
        return {
          status: 200,
          body: { data: { verified: true, email: 'a@b.test' }, meta: { message: "You're all signed up!" } },
        };
      },
    });
    renderApp(`/signup-verification?token=${'x'.repeat(43)}&companyId=${COMPANY}&userId=${USER}`);
    expect(await screen.findByText("You're all signed up!")).toBeInTheDocument();
    expect(sent).toEqual({ token: 'x'.repeat(43), companyId: COMPANY, userId: USER });
  });
});
