import { describe, expect, it } from 'vitest';
import { decideBind, isLoopbackHost } from './demo.bind';

// Issue 11, finding 6: where the server listens, and when the published demo password must go.
describe('decideBind', () => {
  it('listens on loopback by default while demo log-ins exist, on every interface when none exist', () => {
    expect(decideBind({ host: null, demoLogins: true })).toEqual({ host: '127.0.0.1', rotateDemoPasswords: false });
    expect(decideBind({ host: null, demoLogins: false })).toEqual({ host: '0.0.0.0', rotateDemoPasswords: false });
  });

  it('replaces the demo passwords when HOST reaches beyond this computer', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'lanehub.example.test', '10.1.2.3']) {
      expect(decideBind({ host, demoLogins: true })).toEqual({ host, rotateDemoPasswords: true });
      expect(decideBind({ host, demoLogins: false })).toEqual({ host, rotateDemoPasswords: false });
    }
  });

  it('keeps the demo password for a loopback HOST', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2', '[::1]', 'LOCALHOST']) {
      expect(decideBind({ host, demoLogins: true })).toEqual({ host, rotateDemoPasswords: false });
    }
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from the rest', () => {
    expect(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', '192.0.2.2', '127.example.test', 'localhost.example.test'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
