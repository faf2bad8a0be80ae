import { describe, expect, it } from 'vitest';
import { resolveSourcingLogin, storefrontAddress } from './sourcing-login-machine';

const reply = (next: 'account-type' | 'confirmation' | 'storefront' | 'site', storefrontUrl: string | null = null) => ({
  accessToken: 'access.token.value',
  refreshToken: 'refresh',
  next,
  storefrontUrl,
});

describe('resolveSourcingLogin', () => {
  it('sends a user without a company to the sourcing account type', () => {
    expect(resolveSourcingLogin(reply('account-type'), '')).toEqual({
      kind: 'navigate',
      to: '/sourcing/type',
      message: 'No company profile was found',
    });
  });

  it('sends a pending company to the confirmation', () => {
    expect(resolveSourcingLogin(reply('confirmation'), '')).toEqual({
      kind: 'navigate',
      to: '/sourcing/confirmation',
      message: 'The company account has not been confirmed yet',
    });
  });

  it('leaves to the storefront with the current query and the token', () => {
    const step = resolveSourcingLogin(
      reply('storefront', 'https://shop.example.test/app?shop=acme'),
      '?product=42&ref=mail',
    );
    expect(step.kind).toBe('leave');
    const url = new URL(step.kind === 'leave' ? step.url : '');
    expect(url.origin + url.pathname).toBe('https://shop.example.test/app');
    expect(url.searchParams.get('shop')).toBe('acme');
    expect(url.searchParams.get('product')).toBe('42');
    expect(url.searchParams.get('ref')).toBe('mail');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe('access.token.value');
    // Never in the query, where servers log it.
    expect(url.search).not.toContain('access.token.value');
  });

  it('continues with the log-in journey on the own site', () => {
    expect(resolveSourcingLogin(reply('site'), '?x=1')).toEqual({ kind: 'journey' });
  });

  it('encodes the token', () => {
    expect(storefrontAddress('https://s.test', '', 'a+b/c=')).toBe('https://s.test/#token=a%2Bb%2Fc%3D');
  });
});
