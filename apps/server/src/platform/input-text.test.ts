import { MSG } from '@lanehub/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler, toErrorReply } from './errors';
import { registerInputTextGuard } from './input-text';

// The server's side of the control-character rule (issue 11, finding 5): every input is checked before
// its schema, and PostgreSQL's refusal of a character is a 400, never a 500.

const guarded = async () => {
  const app = Fastify();
  registerErrorHandler(app);
  registerInputTextGuard(app);
  app.post('/echo/:code', async (request) => ({ ok: true, params: request.params }));
  await app.ready();
  return app;
};

describe('the input text guard', () => {
  it('refuses a control character in a body field, a nested key, a query parameter or a path parameter', async () => {
    const app = await guarded();
    const cases = [
      { url: '/echo/A1', payload: { name: 'Acme\u0000' }, field: 'name' },
      { url: '/echo/A1', payload: { contacts: [{ phone: '\u001b[2J' }] }, field: 'contacts.0.phone' },
      { url: '/echo/A1', payload: { notes: { 'k\u0007': 'v' } }, field: 'notes.k\u0007' },
      { url: '/echo/A1?search=%00', payload: {}, field: 'search' },
      { url: '/echo/A%001', payload: {}, field: 'code' },
    ];
    for (const { url, payload, field } of cases) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: MSG.controlCharacters,
        code: 'VALIDATION',
        messageCode: 'messages.controlCharacters',
        params: {},
        fieldErrors: { [field]: MSG.controlCharacters },
        fieldCodes: { [field]: { code: 'messages.controlCharacters', params: {} } },
      });
    }
    await app.close();
  });

  it('lets multi-line text, accents and emoji through', async () => {
    const app = await guarded();
    const res = await app.inject({
      method: 'POST',
      url: '/echo/Qu%C3%A9bec?search=caf%C3%A9',
      payload: { notes: 'Dock 4\r\n\tcall ahead 🚚', name: 'Société Générale' },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it("answers PostgreSQL's refusal of a character (22021, 22P05) with 400, however drizzle wraps it", () => {
    for (const code of ['22021', '22P05']) {
      const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
      const wrapped = new Error('Failed query', { cause: driverError });
      expect(toErrorReply(wrapped)).toEqual({
        status: 400,
        body: {
          message: MSG.controlCharacters,
          code: 'VALIDATION',
          messageCode: 'messages.controlCharacters',
          params: {},
        },
      });
    }
  });
});
