import { isIP } from 'node:net';

// Where the server listens, and whether the demo passwords must go first (issue 11, finding 6).
// The demo log-ins share a password printed in the README, one of them a system administrator: a
// server that has them answers on loopback only unless HOST says otherwise, and a HOST that reaches
// beyond this computer replaces their passwords at that start. Pure, so it is tested on its own.

export const LOOPBACK_BIND = '127.0.0.1';
export const ALL_INTERFACES = '0.0.0.0';

/** 127.0.0.0/8, ::1 (also bracketed or IPv4-mapped) and the name localhost. */
export const isLoopbackHost = (host: string): boolean => {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost' || value === '::1' || value === '0:0:0:0:0:0:0:1') {
    return true;
  }
  const v4 = value.startsWith('::ffff:') ? value.slice('::ffff:'.length) : value;
  return isIP(v4) === 4 && v4.startsWith('127.');
};

export type BindDecision = {
  /** The address app.listen() gets. */
  host: string;
  /** Replace every demo user's published password with a random one before listening. */
  rotateDemoPasswords: boolean;
};

/**
 * `host`: the HOST variable, null when unset. `demoLogins`: a demo user still signs in with the
 * published password. Unset HOST: loopback while demo log-ins exist, every interface otherwise. An
 * explicit HOST is used as given; when it is not a loopback address and demo log-ins exist, their
 * passwords are replaced.
 */
export const decideBind = ({ host, demoLogins }: { host: string | null; demoLogins: boolean }): BindDecision => {
  if (host === null) {
    return { host: demoLogins ? LOOPBACK_BIND : ALL_INTERFACES, rotateDemoPasswords: false };
  }
  return { host, rotateDemoPasswords: demoLogins && !isLoopbackHost(host) };
};
