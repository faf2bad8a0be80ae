import { ADMIN_COMPANY_SORTS, APPROVAL_STATUSES, TABLE_PAGE_SIZE, type TAdminCompany } from '@lanehub/shared';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { companyTypesText } from '../../../lib/labels';
import { useAdminCompanies } from '../api/list-companies';
import { ApprovalBadge, EnabledBadge } from './status-badges';
import { useListParams } from './use-list-params';

const ALL = 'all';
const isApproval = (value: string | null): value is (typeof APPROVAL_STATUSES)[number] =>
  value !== null && (APPROVAL_STATUSES as readonly string[]).includes(value);

/**
 * Every member company with search, approval status and enabled filters (Company Management and the
 * company approval screens). Rows open `${basePath}/:companyId`.
 */
export const CompanyList = ({ basePath, tableName }: { basePath: string; tableName: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(ADMIN_COMPANY_SORTS);
  const approvalParam = list.get('approvalStatus');
  const approvalStatus = isApproval(approvalParam) ? approvalParam : undefined;
  const enabledParam = list.get('enabled');
  const enabled = enabledParam === 'true' || enabledParam === 'false' ? enabledParam : undefined;
  const query = useAdminCompanies({
    skip: list.skip,
    limit: TABLE_PAGE_SIZE,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    approvalStatus,
    enabled,
  });
  const columns: DataTableColumn<TAdminCompany>[] = [
    {
      key: 'legalName',
      label: t('adminArea.fields.legalName'),
      sortable: true,
      hideable: false,
      render: (row) => <Text size="sm">{row.legalName}</Text>,
    },
    {
      key: 'companyTypes',
      label: t('adminArea.fields.companyTypes'),
      render: (row) => companyTypesText(t, row.companyTypes),
    },
    {
      key: 'approvalStatus',
      label: t('adminArea.fields.approvalStatus'),
      sortable: true,
      render: (row) => <ApprovalBadge status={row.approvalStatus} />,
    },
    { key: 'enabled', label: t('adminArea.fields.enabled'), render: (row) => <EnabledBadge enabled={row.enabled} /> },
    { key: 'userCount', label: t('adminArea.fields.users'), render: (row) => String(row.userCount) },
    { key: 'accountCount', label: t('adminArea.fields.accounts'), render: (row) => String(row.accountCount) },
    {
      key: 'requestedAt',
      label: t('adminArea.fields.requestedAt'),
      sortable: true,
      defaultHidden: true,
      render: (row) => formatDate(row.requestedAt),
    },
    {
      key: 'createdAt',
      label: t('adminArea.fields.createdAt'),
      sortable: true,
      render: (row) => formatDate(row.createdAt),
    },
  ];
  return (
    <Stack>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <div style={{ flex: '1 1 320px', maxWidth: 520 }}>
          <SearchBox
            key={list.search}
            defaultValue={list.search}
            label={t('adminArea.companies.searchLabel')}
            placeholder={t('adminArea.companies.searchPlaceholder')}
            onSearch={(value) => list.update({ search: value, skip: null })}
          />
        </div>
        <SegmentedControl
          aria-label={t('adminArea.fields.approvalStatus')}
          value={approvalStatus ?? ALL}
          onChange={(value) => list.update({ approvalStatus: value === ALL ? null : value, skip: null })}
          data={[
            { value: ALL, label: t('adminArea.all') },
            ...APPROVAL_STATUSES.map((status) => ({ value: status, label: t(`adminArea.approval.${status}`) })),
          ]}
        />
        <SegmentedControl
          aria-label={t('adminArea.fields.enabled')}
          value={enabled ?? ALL}
          onChange={(value) => list.update({ enabled: value === ALL ? null : value, skip: null })}
          data={[
            { value: ALL, label: t('adminArea.all') },
            { value: 'true', label: t('adminArea.enabled') },
            { value: 'false', label: t('adminArea.disabled') },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName={tableName}
        label={t('adminArea.companies.tableLabel')}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={query.data?.skip ?? list.skip}
        limit={TABLE_PAGE_SIZE}
        sort={list.sort}
        order={list.order}
        loading={query.isFetching}
        onSortChange={(sort, order) => list.update({ sort, order, skip: null })}
        onSkipChange={(skip) => list.update({ skip })}
        onRowClick={(row) => navigate(`${basePath}/${row.id}`)}
      />
    </Stack>
  );
};
