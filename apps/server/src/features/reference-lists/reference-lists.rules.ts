import { MSG } from '@lanehub/shared';
import { badRequest } from '../../platform/errors';
import type { ResourceRules } from '../../resources/resource-rules';

// Rules of the reference lists that their schemas cannot say on one field.

/** A temperature range reads low to high: the maximum may not be below the minimum. */
export const temperatureRangeRule: ResourceRules = {
  beforeWrite: ({ values }) => {
    const { minCelsius, maxCelsius } = values as { minCelsius?: number | null; maxCelsius?: number | null };
    if (typeof minCelsius === 'number' && typeof maxCelsius === 'number' && maxCelsius < minCelsius) {
      throw badRequest(MSG.atLeast(minCelsius), { maxCelsius: MSG.atLeast(minCelsius) });
    }
    return values;
  },
};
