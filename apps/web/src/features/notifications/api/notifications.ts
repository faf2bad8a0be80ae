import type { TNotification } from '@lanehub/shared/features/notifications/notifications.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

/** Polls the bell every minute, like a mailbox; the list refreshes when it opens. */
const POLL_MS = 60_000;

// GET /api/notifications → the newest ten with the unread count in meta.
export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TNotification[]>('/notifications', { query: { limit: 10 }, signal });
      return { items: Array.isArray(data) ? data : [], unread: Number(meta.unread ?? 0) };
    },
    refetchInterval: POLL_MS,
  });

export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put(`/notifications/${id}/read`),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};

export const useMarkAllRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put('/notifications/read-all'),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
