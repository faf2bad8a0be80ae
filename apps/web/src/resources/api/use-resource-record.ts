import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type ResourceRecord, resourceKeys } from './resource-keys';

// GET /api{apiPath}/:id → { data: Record }
export const resourceRecordOptions = (r: AnyResource, id: string) =>
  queryOptions({
    queryKey: resourceKeys.record(r, id),
    queryFn: async ({ signal }) =>
      (await api.get<ResourceRecord>(`${r.apiPath}/${encodeURIComponent(id)}`, { signal })).data,
  });

/** `enabled: false` until there is an id to read (an empty reference field). */
export const useResourceRecord = (r: AnyResource, id: string, enabled = true) =>
  useQuery({ ...resourceRecordOptions(r, id), enabled: enabled && id !== '' });
