import { EMPLOYEE_SORTS, type TEmployee } from '@lanehub/shared/features/employees/employees.contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { EnabledBadge } from '../../../components/status-badge';
import { RequirePermission } from '../../../resources/require-permission';
import { useEmployeeList } from '../api/list-employees';

// /company/employee: employee search (spec 02 §7.14), the company's users by name or e-mail; read only.
const Employees = () => {
  const { t } = useTranslation();
  const list = useListState({ sorts: EMPLOYEE_SORTS, defaultSort: 'name' });
  const query = useEmployeeList({
    search: list.search || undefined,
    cursor: list.cursor,
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
  });

  const columns: DataTableColumn<TEmployee>[] = [
    {
      key: 'name',
      label: t('employees.fields.name'),
      sortable: true,
      hideable: false,
      render: (row) => <Text size="sm">{`${row.firstName} ${row.lastName}`.trim()}</Text>,
    },
    {
      key: 'email',
      label: t('employees.fields.email'),
      sortable: true,
      render: (row) => <Text size="sm">{row.email}</Text>,
    },
    {
      key: 'role',
      label: t('employees.fields.role'),
      sortable: true,
      render: (row) => <Text size="sm">{t(`userRoles.${row.role}`, { defaultValue: row.role })}</Text>,
    },
    {
      key: 'enabled',
      label: t('employees.fields.enabled'),
      sortable: true,
      render: (row) => <EnabledBadge enabled={row.enabled} />,
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('employees.title')}
      description={t('pages.employees')}
      search={{ label: t('employees.searchLabel'), placeholder: t('employees.searchPlaceholder') }}
      tableName="employees"
      tableLabel={t('employees.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
};

export const EmployeesPage = () => (
  <RequirePermission permission="company.view">
    <Employees />
  </RequirePermission>
);
