import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import core from '../locales/en/core.json';
import { mockFetch } from '../test/fetch-mock';
import { renderApp, resetClientState } from '../test/render';

// The log-in screen loads with English's start texts only (core.json; the rest of the catalogue is a
// chunk the other screens' guards await, lib/i18n.ts): every text it shows, its messages included,
// must be there, or a visitor would read a key.

const EN = 'en';
const NS = 'translation';

describe('the log-in screen with the start texts only', () => {
  let whole: Record<string, unknown>;
  let missing: string[];
  const onMissing = (_lngs: readonly string[], _ns: string, key: string) => {
    missing.push(key);
  };

  beforeEach(async () => {
    await resetClientState();
    whole = structuredClone(i18n.getResourceBundle(EN, NS) as Record<string, unknown>);
    i18n.removeResourceBundle(EN, NS);
    i18n.addResourceBundle(EN, NS, structuredClone(core), true, true);
    missing = [];
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
  });
  afterEach(() => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    i18n.removeResourceBundle(EN, NS);
    i18n.addResourceBundle(EN, NS, whole, true, true);
    vi.unstubAllGlobals();
  });

  it.each(['/login', '/vendor/login'])('%s shows its texts and messages with no key missing', async (path) => {
    mockFetch({
      'PUT /api/user/login': {
        status: 401,
        body: { message: 'The email or password is incorrect', code: 'BAD_LOGIN' },
      },
    });
    renderApp(path);
    await screen.findByRole('heading', { name: /Login/ });
    const user = userEvent.setup();
    // The required messages, then the e-mail's format, then the server's answer.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada');
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@acme.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
