import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ExportFileFormat, ListResult, ResourceDescriptor } from '@tillbook/contract';
import { postData } from './client';
import type { BodyOf } from './schema-types';
import { storeOptionsKey } from './store-options';

// The web side of the contract's resource descriptors (`categoryResource`, `taxResource` …): one query-key factory
// per resource and the typed hooks every list-and-edit screen uses. Types come from the descriptor.

type OutputOf<S> = S extends { readonly _output: infer T } ? T : never;

/** A row of the resource's list. */
export type RowOf<R extends ResourceDescriptor> = OutputOf<R['row']>;
/** What the detail call answers (the row unless the descriptor says otherwise). */
export type DetailOf<R extends ResourceDescriptor> = R extends { detail: infer D } ? OutputOf<D> : RowOf<R>;
/** What the list call answers: `{ list, total }` unless the descriptor says otherwise. */
export type ListAnswerOf<R extends ResourceDescriptor> = R extends { listResult: infer L }
  ? OutputOf<L>
  : ListResult<RowOf<R>>;
/** What a save answers (the detail unless the descriptor says otherwise). */
export type SavedOf<R extends ResourceDescriptor> = R extends { saved: infer S } ? OutputOf<S> : DetailOf<R>;
export type ListBodyOf<R extends ResourceDescriptor> = BodyOf<R['listQuery']>;
export type SaveBodyOf<R extends ResourceDescriptor> = BodyOf<R['saveBody']>;

/** Resources with a detail call, with a delete call, with an export. */
export type WithDetail = ResourceDescriptor & { readonly paths: { readonly detail: string } };
export type WithDelete = ResourceDescriptor & { readonly paths: { readonly delete: string } };
export type WithExport = ResourceDescriptor & { readonly paths: { readonly export: string } };

/** Their rows appear in `/setting/storeOptions`: changing one invalidates the store options. */
const STORE_OPTION_SOURCES: ReadonlySet<string> = new Set(['store', 'truck', 'place']);

/** The id of a row: its `id`, or the field the descriptor names (rewards: `productId`). */
export function idOf<R extends ResourceDescriptor>(resource: R, row: RowOf<R>): number {
  return (row as Record<string, number>)[resource.idKey ?? 'id'];
}

/** The query keys of one resource: everything of it, its lists, one list, its details, one detail. */
export function resourceKeys<R extends ResourceDescriptor>(resource: R) {
  const all = ['resource', resource.name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (body: ListBodyOf<R>) => [...all, 'list', body] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/** What a write of the resource makes stale in other screens (a feature's own keys), besides the resource itself. */
export interface WriteOptions {
  invalidates?: readonly QueryKey[];
}

/**
 * Invalidates what a write of `resource` changes: its lists and details, the store options when it is a store, truck
 * or place, and the keys the caller adds. For writes outside the hooks below (imports, a save with result codes).
 */
export function invalidateResource(
  queryClient: QueryClient,
  resource: ResourceDescriptor,
  invalidates: readonly QueryKey[] = [],
) {
  const keys: QueryKey[] = [resourceKeys(resource).all, ...invalidates];
  if (STORE_OPTION_SOURCES.has(resource.name)) keys.push(storeOptionsKey);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** One page of the list; the previous page stays shown while the next loads. */
export function useResourceList<R extends ResourceDescriptor>(
  resource: R,
  body: ListBodyOf<R>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: resourceKeys(resource).list(body),
    queryFn: () => postData<ListAnswerOf<R>>(resource.paths.list, body),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** One row by id; waits while `id` is undefined (an add page). */
export function useResourceDetail<R extends WithDetail>(resource: R, id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys(resource).detail(id ?? 0),
    queryFn: () => postData<DetailOf<R>>(resource.paths.detail, { [resource.idKey ?? 'id']: id }),
    enabled: id !== undefined,
  });
}

/** Adds (no `id`) or edits a row. Invalidates as `invalidateResource` says. */
export function useSaveResource<R extends ResourceDescriptor>(resource: R, options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBodyOf<R>) => postData<SavedOf<R>>(resource.paths.save, body),
    onSuccess: () => invalidateResource(queryClient, resource, options.invalidates),
  });
}

/** Deletes a row by id (after the page asked). Invalidates as `invalidateResource` says. */
export function useDeleteResource<R extends WithDelete>(resource: R, options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>(resource.paths.delete, { [resource.idKey ?? 'id']: id }),
    onSuccess: () => invalidateResource(queryClient, resource, options.invalidates),
  });
}

/** A list body without its paging: what an export of the list takes. */
export function withoutPaging(body: object): object {
  const { page: _page, pageSize: _pageSize, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The export body of a list: its filters without paging, plus `format` where the export takes one. */
export function exportBodyOf(resource: ResourceDescriptor, filters: object, format?: ExportFileFormat): object {
  const rest = withoutPaging(filters);
  return resource.exportFormats ? { ...rest, format: format ?? resource.exportFormats[0] } : rest;
}
