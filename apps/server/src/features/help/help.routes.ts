import {
  envelope,
  HELP_MESSAGES,
  ZHelp,
  ZHelpEntry,
  ZHelpEntryListQuery,
  ZHelpQuery,
  ZIdParams,
  ZUpsertHelpEntry,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import * as help from './help.service';

const TAGS = ['Help'];

// The top bar's help drawer (spec 01 §2.4): any signed-in user reads the help of the screen they are
// on; system administrators maintain the entries, which are product content shared by every company.
export const helpRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/help',
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'The help of the screen at a web path, in a language (English when it has none)',
        querystring: ZHelpQuery,
        response: { 200: envelope(ZHelp) },
      },
    },
    async (request) => ok(await help.getHelp(db, request.query.path, request.query.lang)),
  );

  r.get(
    '/api/help/entries',
    {
      config: { access: access.systemAdmin },
      schema: {
        tags: TAGS,
        summary: 'Every help entry, by screen and language (system administrators)',
        querystring: ZHelpEntryListQuery,
        response: { 200: envelope(z.array(ZHelpEntry)) },
      },
    },
    async (request) => {
      const { entries, ...page } = await help.listHelpEntries(db, request.query);
      return ok(entries, listMeta(page, request.query));
    },
  );

  r.put(
    '/api/help/entries',
    {
      config: {
        access: access.systemAdmin,
        example: {
          body: {
            screen: '/orders/order-detail/:id',
            language: 'en',
            title: 'Order detail',
            contentHtml: '<p>The order, its stops and its tasks.</p>',
            links: [{ label: 'All orders', url: '/orders/all' }],
          },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Create or replace the help entry of a screen and language (system administrators)',
        body: ZUpsertHelpEntry,
        response: { 200: envelope(ZHelpEntry) },
      },
    },
    async (request) => ok(await help.saveHelpEntry(db, request.body), { message: HELP_MESSAGES.saved }),
  );

  r.delete(
    '/api/help/entries/:id',
    {
      config: { access: access.systemAdmin },
      schema: {
        tags: TAGS,
        summary: 'Delete a help entry (system administrators)',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      await help.deleteHelpEntry(db, request.params.id);
      return ok({ id: request.params.id }, { message: HELP_MESSAGES.deleted });
    },
  );
};
