import { APPROVAL_STATUSES } from '@lanehub/shared/constants/companies';
import { ADMIN_COMPANY_SORTS, type TAdminCompany } from '@lanehub/shared/features/admin/admin.contract';
import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatDate } from '../../../lib/format';
import { companyTypesText } from '../../../lib/labels';
import { useAdminCompanies } from '../api/list-companies';
import { ApprovalBadge, EnabledBadge } from './status-badges';

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
  const list = useListState({ sorts: ADMIN_COMPANY_SORTS, filters: ['approvalStatus', 'enabled'] });
  const approvalParam = list.filters.approvalStatus ?? null;
  const approvalStatus = isApproval(approvalParam) ? approvalParam : undefined;
  const enabledParam = list.filters.enabled;
  const enabled = enabledParam === 'true' || enabledParam === 'false' ? enabledParam : undefined;
  const query = useAdminCompanies({
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
    cursor: list.cursor,
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
  const segment = (
    name: 'approvalStatus' | 'enabled',
    value: string | undefined,
    data: { value: string; label: string }[],
  ) => (
    <SegmentedControl
      aria-label={t(`adminArea.fields.${name}`)}
      value={value ?? ALL}
      onChange={(next) => list.setFilters({ [name]: next === ALL ? null : next })}
      data={[{ value: ALL, label: t('adminArea.all') }, ...data]}
    />
  );
  return (
    <ListPanel
      list={list}
      query={query}
      search={{ label: t('adminArea.companies.searchLabel'), placeholder: t('adminArea.companies.searchPlaceholder') }}
      filters={
        <>
          {segment(
            'approvalStatus',
            approvalStatus,
            APPROVAL_STATUSES.map((status) => ({ value: status, label: t(`adminArea.approval.${status}`) })),
          )}
          {segment('enabled', enabled, [
            { value: 'true', label: t('adminArea.enabled') },
            { value: 'false', label: t('adminArea.disabled') },
          ])}
        </>
      }
      tableName={tableName}
      empty={{ message: t('pages.empty.companies') }}
      tableLabel={t('adminArea.companies.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`${basePath}/${row.id}`)}
    />
  );
};
