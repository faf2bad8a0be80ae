import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the secrets of e-mailed links and leaves other addresses alone', () => {
    expect(redactUrl('/signup/AbC_123-x')).toBe('/signup/[redacted]');
    expect(redactUrl('/api/lanehub-core/invitations/AbC/signup')).toBe(
      '/api/lanehub-core/invitations/[redacted]/signup',
    );
    expect(redactUrl('/signup-verification?token=s3cret&companyId=c&userId=u')).toBe(
      '/signup-verification?token=[redacted]&companyId=c&userId=u',
    );
    expect(redactUrl('/sourcing/verify/buyer/s3cret')).toBe('/sourcing/verify/buyer/[redacted]');
    expect(redactUrl('/api/lanehub-core/locations?skip=10')).toBe('/api/lanehub-core/locations?skip=10');
  });
});
