import { type AnyResource, RESOURCES } from '@lanehub/shared';
import type { DemoSeed } from '../kernel/demo-seed';
import { tenantValues } from '../platform/tenancy';
import { toRow } from './resource-records';
import { tableOf } from './resource-tables';

// The demo rows registry resources declare (`demo` in their declaration), for every demo company. Each
// row goes through the resource's schema, so a declaration with a wrong demo row fails the seed test.
export const resourcesDemoSeed: DemoSeed = {
  name: 'registry resources',
  company: async (tx, company) => {
    for (const resource of RESOURCES as unknown as AnyResource[]) {
      if (!resource.demo?.length) {
        continue;
      }
      const table = tableOf(resource);
      const tenant = { companyId: company.id, userId: '' };
      const rows = resource.demo.map((row) =>
        tenantValues(tenant, toRow(resource, resource.schema.parse(row) as Record<string, unknown>)),
      );
      await tx
        .insert(table)
        .values(rows as never)
        .onConflictDoNothing();
    }
  },
};
