import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CatalogImage,
  type CatalogImageBody,
  categoryResource,
  Err,
  type ListResult,
  modifierResource,
  type PriceListQuery,
  type PriceRow,
  type PriceSaveBody,
  type PriceSaveManyBody,
  type ProductExportBody,
  productResource,
  rewardResource,
  type SortRow,
  type SortSaveBody,
  type TaxOption,
} from '@tillbook/contract';
import { useCallback } from 'react';
import { download, postData } from '../../shared/api/client';
import { resourceKeys, useResourceList } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';

// Categories, products, modifiers and rewards are resources (`shared/api/resource.ts`); here are the catalogue's
// other calls: store prices, POS order, images, the options the product form picks from.

export const catalogKeys = {
  all: ['catalog'] as const,
  prices: () => [...catalogKeys.all, 'price'] as const,
  priceList: (body: BodyOf<typeof PriceListQuery>) => [...catalogKeys.prices(), 'list', body] as const,
  sort: (categoryId: number | null) => [...catalogKeys.all, 'sort', categoryId] as const,
  image: (key: string) => [...catalogKeys.all, 'image', key] as const,
  taxOptions: () => [...catalogKeys.all, 'taxOptions'] as const,
  supplierOptions: () => [...catalogKeys.all, 'supplierOptions'] as const,
};

/**
 * Everything the catalogue shows. A product, price or order change (and a category's name) shows in the other lists
 * (names, counts, costs, prices), so those writes make all of it stale.
 */
export const CATALOG_ALL = [
  catalogKeys.all,
  ...[categoryResource, productResource, modifierResource, rewardResource].map((r) => resourceKeys(r).all),
];

const invalidateCatalog = (queryClient: QueryClient) =>
  Promise.all(CATALOG_ALL.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

// ── Pickers ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The body of a picker's list: the first 200 rows. */
const PICKER = { page: 1, pageSize: 200 };

/** Every category (for pickers and filters). */
export const useAllCategories = () => useResourceList(categoryResource, PICKER);
/** The modifiers a product may offer. */
export const useModifierOptions = () => useResourceList(modifierResource, PICKER);
/** The products to pick (components of a composite, products of a reward). */
export const useProductOptions = () => useResourceList(productResource, PICKER);

// ── Products ────────────────────────────────────────────────────────────────────────────────────────────────

/** §7 /subProduct/exportPdf: the composites of the filtered list with their components, quantities and costs. */
export const exportComposites = (body: BodyOf<typeof ProductExportBody>) =>
  download('/subProduct/exportPdf', body, { filename: 'composite-products.pdf' });

/** After a finished import the lists show the new products. */
export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateCatalog(queryClient), [queryClient]);
}

// ── Images ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Uploads a product or modifier image; answers its key. Invalidates nothing (rows carry keys). */
export function useUploadImage() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof CatalogImageBody>) => postData<CatalogImage>('/goods/image/upload', body),
  });
}

export function useImage(key: string | null | undefined) {
  return useQuery({
    queryKey: catalogKeys.image(key ?? ''),
    queryFn: () => postData<CatalogImage>('/goods/image/get', { key }),
    enabled: !!key,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

// ── Prices ──────────────────────────────────────────────────────────────────────────────────────────────────

export function usePriceList(body: BodyOf<typeof PriceListQuery>) {
  return useQuery({
    queryKey: catalogKeys.priceList(body),
    queryFn: () => postData<ListResult<PriceRow>>('/goods/price/list', body),
    placeholderData: keepPreviousData,
  });
}

/** Saves one product's store prices. Invalidates the catalogue (product rows show store prices). */
export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PriceSaveBody>) => postData<unknown>('/goods/price/save', body),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

/** Saves store prices of several products. Invalidates the catalogue. */
export function useSavePricesMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PriceSaveManyBody>) => postData<unknown>('/goods/price/saveMany', body),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

// ── Sort ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The products of a category (null: uncategorised) in their POS order. */
export function useSortList(categoryId: number | null) {
  return useQuery({
    queryKey: catalogKeys.sort(categoryId),
    queryFn: () => postData<SortRow[]>('/goods/sort/list', { categoryId }),
  });
}

/** Saves a category's product order. Invalidates the catalogue (lists sort by it). */
export function useSaveSort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof SortSaveBody>) => postData<SortRow[]>('/goods/sort/save', body),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

// ── Options from other modules ──────────────────────────────────────────────────────────────────────────────

/**
 * The merchant's live suppliers for the product form, from the stock module (POST /m/stock/supplier/options →
 * [{ id, name }]). A caller without the stock permission gets none, without an error toast.
 */
export function useSupplierOptions() {
  return useQuery({
    queryKey: catalogKeys.supplierOptions(),
    queryFn: async () =>
      (await postData<{ id: number; name: string }[] | null>(
        '/stock/supplier/options',
        {},
        { resultCodes: [Err.NO_PERMISSION] },
      )) ?? [],
    staleTime: 60_000,
  });
}

export function useTaxOptions() {
  return useQuery({
    queryKey: catalogKeys.taxOptions(),
    queryFn: () => postData<TaxOption[]>('/setting/revenue/options', {}),
    staleTime: 60_000,
  });
}
