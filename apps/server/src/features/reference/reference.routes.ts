import { envelope, MSG, ZCountry, ZCountryParams, ZCountryState } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES, findCountry, locodesOf, statesOf } from '../../kernel/reference-data';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';

const TAGS = ['Reference data'];

// Countries and their states for every form that asks for an address ('changing country loads its
// states', spec 01 §5). Product data, the same for every company; public, because the sign-up forms
// (company, vendor, sourcing) ask for an address before anyone is signed in.
export const referenceRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reference/countries',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'Countries (ISO 3166-1), by name',
        response: { 200: envelope(z.array(ZCountry)) },
      },
    },
    async () => ok([...COUNTRIES], { total: COUNTRIES.length }),
  );

  r.get(
    '/api/reference/countries/:code/states',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: "A country's states, provinces and other subdivisions (ISO 3166-2), by name",
        description: '`code` is an ISO alpha-2 or alpha-3 code; state codes are given without the country prefix.',
        params: ZCountryParams,
        response: { 200: envelope(z.array(ZCountryState)) },
      },
    },
    async (request) => {
      const country = findCountry(request.params.code);
      if (!country) {
        throw notFound(MSG.countryNotFound);
      }
      const states = statesOf(country);
      return ok(states, { total: states.length });
    },
  );

  r.get(
    '/api/reference/countries/:code/locodes',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: "A country's UN/LOCODEs (ports, ramps, places), sorted",
        description:
          "The five-letter codes of the shipped UN/LOCODE list for the country (the order entry's port pickers). Codes only: the shipped list has no names.",
        params: ZCountryParams,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => {
      const country = findCountry(request.params.code);
      if (!country) {
        throw notFound(MSG.countryNotFound);
      }
      const codes = locodesOf(country);
      return ok(codes, { total: codes.length });
    },
  );
};
