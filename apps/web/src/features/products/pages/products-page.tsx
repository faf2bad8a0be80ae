import { PRODUCT_SORTS, type TProduct } from '@lanehub/shared/features/products/products.contract';
import { Anchor, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatDate } from '../../../lib/format';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useProductList } from '../api/list-products';
import { ProductFormModal } from '../components/product-form-modal';
import { PRODUCTS_PATH, partnerProductsPath } from '../product-paths';

// /company/product (every product) and /company/product/partner/:id (the company's own products that
// partner supplies; never the partner's records).
const Products = ({ partnerId }: { partnerId?: string | undefined }) => {
  const { t } = useTranslation();
  const canWrite = useCan()('company.edit');
  const list = useListState({ sorts: PRODUCT_SORTS, defaultSort: 'name' });
  const [editing, setEditing] = useState<TProduct | 'new' | null>(null);
  const query = useProductList(
    { search: list.search || undefined, skip: list.skip, limit: list.limit, sort: list.sort, order: list.order },
    partnerId,
  );
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
  const addProduct = (label: string) => (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {label}
    </Button>
  );
  return (
    <ListPanel
      list={list}
      query={query}
      header={
        partnerId ? (
          <Anchor component={Link} to={PRODUCTS_PATH} size="sm">
            {t('products.backToList')}
          </Anchor>
        ) : null
      }
      title={partnerId ? t('products.partnerTitle', { partner: partnerName ?? '…' }) : t('products.title')}
      description={partnerId ? t('pages.partnerProducts') : t('pages.products')}
      actions={canWrite ? addProduct(t('products.new')) : null}
      search={{ label: t('products.searchLabel'), placeholder: t('products.searchPlaceholder') }}
      tableName={partnerId ? 'partner-products' : 'products'}
      tableLabel={t('products.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
      empty={canWrite ? { action: addProduct(t('listKit.firstProduct')) } : undefined}
    >
      <ProductFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        product={editing === 'new' ? null : editing}
        partnerId={partnerId}
      />
    </ListPanel>
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
