import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRODUCTS_API, productKeys } from './product-keys';

// DELETE /api/lanehub-core/products/:id → { data: { id }, meta: { message } }
export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${PRODUCTS_API}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
