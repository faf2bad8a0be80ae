import type { AnyResource } from '@lanehub/shared/resources/define-resource';

export type ResourceRecord = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

export type ResourceListParams = {
  skip: number;
  limit: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  search?: string | undefined;
};

// Query keys by resource name, so one invalidation refreshes every list and record of a resource.
export const resourceKeys = {
  all: (r: AnyResource) => ['resource', r.name] as const,
  list: (r: AnyResource, params: ResourceListParams) => ['resource', r.name, 'list', params] as const,
  record: (r: AnyResource, id: string) => ['resource', r.name, 'record', id] as const,
};
