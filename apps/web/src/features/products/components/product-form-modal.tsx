import {
  type TProduct,
  type TProductInput,
  type TProductValues,
  ZProductInput,
} from '@lanehub/shared/features/products/products.contract';
import { Button, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/company-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { useDeleteProduct } from '../api/delete-product';
import { useSaveProduct } from '../api/save-product';

const FIELDS = ['productId', 'name', 'category', 'description', 'hsCode', 'partnerCompanyId'];

const valuesOf = (product: TProduct | null, partnerId?: string): TProductInput => ({
  productId: product?.productId ?? '',
  name: product?.name ?? '',
  category: product?.category ?? '',
  description: product?.description ?? '',
  hsCode: product?.hsCode ?? '',
  partnerCompanyId: product ? product.partnerCompanyId : (partnerId ?? null),
});

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The product to edit; null creates one. */
  product: TProduct | null;
  /** On the partner route a new product starts with that partner. */
  partnerId?: string | undefined;
};

// Create or edit one product: productId, name, category, description, HS code and the supplying partner.
export const ProductFormModal = ({ opened, onClose, product, partnerId }: Props) => {
  const { t } = useTranslation();
  const save = useSaveProduct(product?.id);
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      if (product) {
        await remove.mutateAsync(product.id);
        toastSuccess(t('products.messages.deleted'));
        onClose();
      }
    } catch (error) {
      toastError(error instanceof Error ? translateMessage(t, error.message) : String(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <EntityFormModal<TProductInput, TProductValues, unknown>
        key={product?.id ?? 'new'}
        opened={opened}
        onClose={onClose}
        title={product ? t('products.editTitle') : t('products.newTitle')}
        schema={ZProductInput}
        defaultValues={valuesOf(product, partnerId)}
        fields={FIELDS}
        onSubmit={(values) => save.mutateAsync(values)}
        successMessage={() => t(product ? 'products.messages.updated' : 'products.messages.created')}
        submitLabel={t('products.save')}
        extraActions={
          product ? (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('products.delete')}
            </Button>
          ) : null
        }
      >
        {({ form, errorOf }) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('products.fields.productId')}
                required
                {...form.register('productId')}
                error={errorOf('productId')}
              />
              <TextInput
                label={t('products.fields.name')}
                required
                {...form.register('name')}
                error={errorOf('name')}
              />
              <TextInput
                label={t('products.fields.category')}
                {...form.register('category')}
                error={errorOf('category')}
              />
              <TextInput
                label={t('products.fields.hsCode')}
                placeholder="9403.60"
                {...form.register('hsCode')}
                error={errorOf('hsCode')}
              />
            </SimpleGrid>
            <Textarea
              label={t('products.fields.description')}
              autosize
              minRows={2}
              {...form.register('description')}
              error={errorOf('description')}
            />
            <Controller
              control={form.control}
              name="partnerCompanyId"
              render={({ field }) => (
                <CompanyPicker
                  label={t('products.fields.partner')}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errorOf('partnerCompanyId')}
                />
              )}
            />
          </>
        )}
      </EntityFormModal>
      <ConfirmDialog opened={confirming} onCancel={() => setConfirming(false)} onConfirm={confirmDelete} />
    </>
  );
};
