import type { RouteObject } from 'react-router';

// Employee search (issue 5; spec 01 §2.3 /company/employee).
export const employeeRoutes = (): RouteObject[] => [
  {
    path: '/company/employee',
    lazy: async () => ({ Component: (await import('./pages/employees-page')).EmployeesPage }),
  },
];
