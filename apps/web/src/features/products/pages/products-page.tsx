import { type ProductSort, TABLE_PAGE_SIZE, type TProduct } from '@lanehub/shared';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useProductList } from '../api/list-products';
import { ProductFormModal } from '../components/product-form-modal';
import { PRODUCTS_PATH, partnerProductsPath } from '../product-paths';

// /company/product (every product) and /company/product/partner/:id (the company's own products that
// partner supplies; never the partner's records).
const Products = ({ partnerId }: { partnerId?: string | undefined }) => {
  const { t } = useTranslation();
  const canWrite = useCan()('company.edit');
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const [sort, setSort] = useState<ProductSort>('name');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [editing, setEditing] = useState<TProduct | 'new' | null>(null);
  const query = useProductList({ search: search || undefined, skip, limit: TABLE_PAGE_SIZE, sort, order }, partnerId);
  const text = (value: string | null | undefined) => <Text size="sm">{value ?? ''}</Text>;

  const columns: DataTableColumn<TProduct>[] = [
    {
      key: 'productId',
      label: t('products.fields.productId'),
      sortable: true,
      hideable: false,
      render: (r) => text(r.productId),
    },
    { key: 'name', label: t('products.fields.name'), sortable: true, render: (r) => text(r.name) },
    { key: 'category', label: t('products.fields.category'), sortable: true, render: (r) => text(r.category) },
    { key: 'hsCode', label: t('products.fields.hsCode'), sortable: true, render: (r) => text(r.hsCode) },
    {
      key: 'partner',
      label: t('products.fields.partner'),
      sortable: true,
      defaultHidden: Boolean(partnerId),
      render: (r) =>
        r.partnerCompanyId && r.partnerName ? (
          <Anchor
            component={Link}
            to={partnerProductsPath(r.partnerCompanyId)}
            size="sm"
            onClick={(event) => event.stopPropagation()}
          >
            {r.partnerName}
          </Anchor>
        ) : null,
    },
    {
      key: 'description',
      label: t('products.fields.description'),
      defaultHidden: true,
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.description ?? ''}
        </Text>
      ),
    },
    { key: 'updatedAt', label: t('common.updated'), sortable: true, render: (r) => text(formatDate(r.updatedAt)) },
  ];

  const partnerName = query.data?.partner?.legalName;
  return (
    <Stack>
      {partnerId ? (
        <Anchor component={Link} to={PRODUCTS_PATH} size="sm">
          {t('products.backToList')}
        </Anchor>
      ) : null}
      <Group justify="space-between">
        <Title order={2}>
          {partnerId ? t('products.partnerTitle', { partner: partnerName ?? '…' }) : t('products.title')}
        </Title>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('products.new')}
          </Button>
        ) : null}
      </Group>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
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
        tableName={partnerId ? 'partner-products' : 'products'}
        label={t('products.tableLabel')}
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
          setSort(nextSort as ProductSort);
          setOrder(nextOrder);
          setSkip(0);
        }}
        onSkipChange={setSkip}
        onRowClick={canWrite ? (row) => setEditing(row) : undefined}
      />
      <ProductFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        product={editing === 'new' ? null : editing}
        partnerId={partnerId}
      />
    </Stack>
  );
};

export const ProductsPage = () => (
  <RequirePermission permission="company.view">
    <Products />
  </RequirePermission>
);

export const PartnerProductsPage = () => {
  const { id } = useParams();
  return (
    <RequirePermission permission="company.view">
      <Products key={id} partnerId={id} />
    </RequirePermission>
  );
};
