import {
  shippingInstructionFileName,
  type TShippingInstruction,
  type TShippingInstructionValues,
} from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

const pathOf = (orderId: string) => `/order/${encodeURIComponent(orderId)}/shipping-instruction`;

export const shippingInstructionKey = (orderId: string) => ['orders', 'shipping-instruction', orderId] as const;

// GET /api/order/:id/shipping-instruction → { data: ShippingInstruction } (version 0: the draft from the order)
export const useShippingInstruction = (orderId: string) =>
  useQuery({
    queryKey: shippingInstructionKey(orderId),
    queryFn: async ({ signal }) => (await api.get<TShippingInstruction>(pathOf(orderId), { signal })).data,
  });

// PUT /api/order/:id/shipping-instruction with every field → { data, meta: { message } }
export const useSaveShippingInstruction = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TShippingInstructionValues) =>
      await api.put<TShippingInstruction>(pathOf(orderId), values),
    onSuccess: (reply) => queryClient.setQueryData(shippingInstructionKey(orderId), reply.data),
  });
};

// GET /api/order/:id/shipping-instruction/export-pdf: the PDF, saved by the browser under the server's name.
export const downloadShippingInstructionPdf = async (orderId: string, orderNumber: string) => {
  const { blob, fileName } = await downloadFile(`${pathOf(orderId)}/export-pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? shippingInstructionFileName(orderNumber);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
