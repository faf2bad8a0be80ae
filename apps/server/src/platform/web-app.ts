import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import { access } from './access';
import { errorBody, notFound } from './errors';

// Serves the built single-page app with a fallback to index.html for client-side routes.
// Unknown /api paths answer a JSON 404 instead.
export const registerWebApp = async (app: FastifyInstance, webDist: string | null) => {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  if (root) {
    await app.register(fastifyStatic, { root, serve: false });
  }
  app.get('/*', { config: { access: access.public }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      throw notFound(MSG.noSuchRoute);
    }
    if (!root) {
      return reply
        .type('text/plain')
        .send('Lanehub API is running. The web app is not built: run `npm run build` (or `npm start`).');
    }
    await reply.helmet();
    const relative = urlPath.replace(/^\/+/, '');
    // Hashed build assets are immutable; index.html must always be revalidated.
    if (relative && path.extname(relative) && existsSync(path.join(root, path.normalize(relative)))) {
      const immutable = relative.startsWith('assets/');
      return reply.sendFile(relative, { maxAge: immutable ? '365d' : 0, immutable });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(MSG.noSuchRoute, 'NOT_FOUND')));
};
