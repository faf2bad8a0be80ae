import { z } from 'zod';

// Countries (ISO 3166-1) and their subdivisions (ISO 3166-2) as the reference calls serve them.
export const ZCountry = z.object({ code2: z.string(), code3: z.string(), name: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountryState = z.object({ code: z.string(), name: z.string(), type: z.string() });
export type TCountryState = z.infer<typeof ZCountryState>;
export const ZCountryParams = z.object({ code: z.string().trim().min(2).max(3) });
