import type { TProduct, TProductValues } from '@lanehub/shared/features/products/products.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRODUCTS_API, productKeys } from './product-keys';

// POST /api/lanehub-core/products (201) or PUT /api/lanehub-core/products/:id (the whole product).
export const useSaveProduct = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TProductValues) =>
      id
        ? api.put<TProduct>(`${PRODUCTS_API}/${encodeURIComponent(id)}`, values)
        : api.post<TProduct>(PRODUCTS_API, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
