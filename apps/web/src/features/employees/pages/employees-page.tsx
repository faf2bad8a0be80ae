import { type EMPLOYEE_SORTS, TABLE_PAGE_SIZE, type TEmployee } from '@lanehub/shared';
import { Alert, Badge, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { useEmployeeList } from '../api/list-employees';

type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

// /company/employee: employee search (spec 02 §7.14), the company's users by name or e-mail; read only.
const Employees = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const [sort, setSort] = useState<EmployeeSort>('name');
  const [order, setOrder] = useState<SortOrder>('asc');
  const query = useEmployeeList({ search: search || undefined, skip, limit: TABLE_PAGE_SIZE, sort, order });

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
      render: (row) => (
        <Badge color={row.enabled ? 'green' : 'gray'} variant="light">
          {row.enabled ? t('common.yes') : t('common.no')}
        </Badge>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{t('employees.title')}</Title>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          label={t('employees.searchLabel')}
          placeholder={t('employees.searchPlaceholder')}
          onSearch={(value) => {
            setSearch(value);
            setSkip(0);
          }}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName="employees"
        label={t('employees.tableLabel')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={skip}
        limit={TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => {
          setSort(nextSort as EmployeeSort);
          setOrder(nextOrder);
          setSkip(0);
        }}
        onSkipChange={setSkip}
      />
    </Stack>
  );
};

export const EmployeesPage = () => (
  <RequirePermission permission="company.view">
    <Employees />
  </RequirePermission>
);
