import { ZLocationInput } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import { DEMO_COORDINATES, DEMO_LOCATIONS } from './locations.demo-data';
import * as q from './locations.queries';
import { checkReferences } from './locations.service';

/** Adds the demo locations of one demo company (none for companies without any). */
export const seedDemoLocations = async (db: Db, companyId: string, legalName: string) => {
  const tenant: Tenant = { companyId, userId: '' };
  const rows = (DEMO_LOCATIONS[legalName] ?? []).map((input) => {
    const checked = checkReferences(ZLocationInput.parse(input));
    if (!checked.ok) {
      throw new Error(`Demo location ${input.name}: ${JSON.stringify(checked.fieldErrors)}`);
    }
    return checked.values;
  });
  await q.insertLocations(db, tenant, rows);
  for (const [name, at] of Object.entries(DEMO_COORDINATES[legalName] ?? {})) {
    await db
      .update(locations)
      .set(at)
      .where(tenantWhere(locations, tenant, eq(locations.name, name)));
  }
};

/** The locations feature's part of the demo set (collected in `demo-seeds.ts`). */
export const locationsDemoSeed: DemoSeed = {
  name: 'locations',
  company: (tx, company) => seedDemoLocations(tx, company.id, company.legalName),
};
