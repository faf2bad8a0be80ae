import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken, setAuthTime, setProfile } from '../../../lib/session';
import { fakeJwt, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderApp, resetClientState } from '../../../test/render';

const signInPending = (verificationPending: boolean) => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  const { company } = makeProfile();
  setProfile(
    makeProfile({
      email: 'founder@example.test',
      verificationPending,
      company: company ? { ...company, pendingStatus: true } : null,
    }),
  );
};

describe('sign-up confirmation', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers to resend the verification e-mail while the address is not verified', async () => {
    signInPending(true);
    mockFetch({});
    renderApp('/signup-confirmation');
    expect(await screen.findByText('The company account has not been confirmed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('founder@example.test');
  });

  it('only says the approval is awaited once the address is verified', async () => {
    signInPending(false);
    mockFetch({});
    renderApp('/signup-confirmation');
    expect(await screen.findByText('The company account has not been confirmed yet')).toBeInTheDocument();
    expect(screen.getByText(/Your email address is verified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('sends a visitor who opens it cold to log-in', async () => {
    mockFetch({});
    const { router } = renderApp('/signup-confirmation');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('The company account has not been confirmed yet')).not.toBeInTheDocument();
  });
});
