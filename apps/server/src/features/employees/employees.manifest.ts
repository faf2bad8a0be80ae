import type { FeatureManifest } from '../../kernel/feature-manifest';
import { employeeRoutes } from './employees.routes';

export const employeesManifest: FeatureManifest = {
  name: 'employees',
  order: 140,
  register: async (app, { db }) => {
    await app.register(employeeRoutes, { db });
  },
};
