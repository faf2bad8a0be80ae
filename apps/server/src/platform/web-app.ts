import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MSG } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import { access } from './access';
import { errorBody, notFound } from './errors';

/** Replies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies on the fly (brotli or gzip, as the client accepts) above the threshold: the API's
 * JSON, and any web file the build did not precompress. Registered before the routes (it hooks each
 * route as it is added). The built web assets are precompressed at build time (apps/web/build/
 * precompress.ts) and sent as they are by the static handler below; a reply that already carries a
 * Content-Encoding is left alone. Request bodies are not decompressed: clients send them plain.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
};

// Source maps are built (for reading what a chunk holds) but never served: they would publish the source.
// The `.br` and `.gz` siblings are sent in place of their file, never under their own name.
const isHidden = (relative: string) => /\.(map|br|gz)$/.test(relative);

// Serves the built single-page app with a fallback to index.html for client-side routes.
// Unknown /api paths answer a JSON 404 instead, and so do unknown /assets files: a tab left open across a
// deploy asks for chunks of the old build, and must learn they are gone (it then reloads itself, see
// apps/web/src/lib/chunk-reload.ts) instead of receiving index.html as a script.
export const registerWebApp = async (app: FastifyInstance, webDist: string | null) => {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : null;
  if (root) {
    // preCompressed: a file's `.br` or `.gz` sibling is sent when the client accepts it (Vary: Accept-Encoding).
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
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
    const relative = urlPath.replace(/^\/+/, '');
    const isAsset = relative.startsWith('assets/');
    if (isAsset) {
      // A script or stylesheet needs two of helmet's dozen headers; the others (the content security
      // policy first) apply to documents, and would add about 600 bytes to each of the dozens of chunks.
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    } else {
      await reply.helmet();
    }
    if (isHidden(relative)) {
      throw notFound(MSG.notFound);
    }
    // Hashed build assets are immutable; index.html must always be revalidated.
    if (relative && path.extname(relative) && existsSync(path.join(root, path.normalize(relative)))) {
      // A hashed asset never changes: its ETag is enough to revalidate, and no one asks it by ranges.
      return reply.sendFile(
        relative,
        isAsset ? { maxAge: '365d', immutable: true, lastModified: false, acceptRanges: false } : { maxAge: 0 },
      );
    }
    if (isAsset) {
      throw notFound(MSG.notFound);
    }
    // cacheControl: false keeps this header (@fastify/static would write 'public, max-age=0' over it).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(MSG.noSuchRoute, 'NOT_FOUND')));
};
