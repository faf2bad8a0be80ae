import {
  invoiceFileName,
  type TCreditNote,
  type TCreditNoteInput,
  type TInvoice,
  type TInvoiceAction,
  type TInvoiceInput,
  type TInvoiceListQuery,
  type TInvoiceSummary,
  type TPayment,
  type TPaymentInput,
} from '@lanehub/shared/features/invoices/invoices.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

// The calls of spec 02 §7.5 'Invoice' (apps/server/src/features/invoices): invoices the company
// issued, bills other companies issued to it, payments and credit notes.

const CORE = '/lanehub-core';

export type InvoiceSide = 'invoice' | 'bill';
const base = (side: InvoiceSide) => `${CORE}/${side}`;

export const invoiceKeys = { all: ['invoices'] as const };

export type Page<T> = { rows: T[]; total: number; totalExact: boolean; nextCursor: string | null };
const page = async <T>(path: string, query: Record<string, unknown>, signal: AbortSignal): Promise<Page<T>> => {
  const { data, meta } = await api.get<T[]>(path, { query: query as never, signal });
  return {
    rows: Array.isArray(data) ? data : [],
    total: meta.total ?? 0,
    totalExact: meta.totalExact !== false,
    nextCursor: null,
  };
};

export const useInvoiceList = (side: InvoiceSide, params: Partial<TInvoiceListQuery>) =>
  useQuery({
    queryKey: [...invoiceKeys.all, side, 'list', params],
    queryFn: ({ signal }) => page<TInvoiceSummary>(base(side), params, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoice = (side: InvoiceSide, id: string) =>
  useQuery({
    queryKey: [...invoiceKeys.all, side, 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<TInvoice>(`${base(side)}/${encodeURIComponent(id)}`, { signal })).data,
  });

export const usePaymentList = (params: { skip: number; limit: number; search?: string | undefined }) =>
  useQuery({
    queryKey: [...invoiceKeys.all, 'payments', params],
    queryFn: ({ signal }) => page<TPayment>(`${CORE}/invoice-payment`, params, signal),
    placeholderData: keepPreviousData,
  });

export const useCreditNoteList = (params: { skip: number; limit: number; search?: string | undefined }) =>
  useQuery({
    queryKey: [...invoiceKeys.all, 'credit-notes', params],
    queryFn: ({ signal }) => page<TCreditNote>(`${CORE}/credit-note`, params, signal),
    placeholderData: keepPreviousData,
  });

const useInvoiceMutation = <V, R>(
  call: (values: V) => Promise<{ data: R; meta: { message?: string | undefined } }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
};

// POST invoice
export const useCreateInvoice = () =>
  useInvoiceMutation((values: TInvoiceInput) => api.post<TInvoice>(`${CORE}/invoice`, values));
// POST invoice/:id/publish|cancel
export const useInvoiceAction = (id: string) =>
  useInvoiceMutation((action: TInvoiceAction) =>
    api.post<TInvoice>(`${CORE}/invoice/${encodeURIComponent(id)}/${action}`, {}),
  );
// DELETE invoice/:id
export const useDeleteInvoice = (id: string) =>
  useInvoiceMutation(() => api.delete<{ id: string }>(`${CORE}/invoice/${encodeURIComponent(id)}`));
// POST invoice-payment
export const useRecordPayment = () =>
  useInvoiceMutation((values: TPaymentInput) => api.post<TPayment>(`${CORE}/invoice-payment`, values));
// POST credit-note
export const useRecordCreditNote = () =>
  useInvoiceMutation((values: TCreditNoteInput) => api.post<TCreditNote>(`${CORE}/credit-note`, values));

// GET invoice/:id/line-detail/:lineId, fetched only when a line is opened (spec 02 §4)
export const useLineDetail = (side: InvoiceSide, invoiceId: string, lineId: string | null) =>
  useQuery({
    queryKey: [...invoiceKeys.all, 'line', invoiceId, lineId],
    enabled: lineId !== null && side === 'invoice',
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (
        await api.get<{
          order: {
            orderNumber: string;
            mode: string | null;
            origin: string | null;
            destination: string | null;
            ownerName: string | null;
          };
          chargeLabel: string;
        }>(`${CORE}/invoice/${encodeURIComponent(invoiceId)}/line-detail/${encodeURIComponent(lineId ?? '')}`, {
          signal,
        })
      ).data,
  });

export type InvoiceableOrder = { id: string; orderNumber: string; ownerCompanyId: string; ownerName: string };

/** Orders the company may invoice (its own and those it is a party to), for the entry form. */
export const useInvoiceableOrders = (search: string) =>
  useQuery({
    queryKey: ['orders', 'invoiceable', search],
    queryFn: async ({ signal }) =>
      (
        await api.get<InvoiceableOrder[]>(`${CORE}/order`, {
          query: { search: search || undefined, limit: 20 },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

// GET invoice/:id/pdf or bill/:id/pdf
export const downloadInvoicePdf = async (side: InvoiceSide, invoice: Pick<TInvoice, 'id' | 'invoiceNumber'>) => {
  const { blob, fileName } = await downloadFile(`${base(side)}/${encodeURIComponent(invoice.id)}/pdf`);
  save(blob, fileName ?? invoiceFileName(invoice.invoiceNumber));
};

// GET invoice/export or bill/export (CSV)
export const downloadInvoiceCsv = async (side: InvoiceSide, search?: string) => {
  const { blob, fileName } = await downloadFile(`${base(side)}/export`, { query: { search } });
  save(blob, fileName ?? `${side}s.csv`);
};
