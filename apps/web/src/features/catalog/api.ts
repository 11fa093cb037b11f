import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogImage,
  CatalogImageBody,
  CategoryListQuery,
  CategoryRow,
  CategorySaveBody,
  ListResult,
  ModifierListQuery,
  ModifierRow,
  ModifierSaveBody,
  PriceListQuery,
  PriceRow,
  PriceSaveBody,
  PriceSaveManyBody,
  ProductDetail,
  ProductExportBody,
  ProductListQuery,
  ProductRow,
  ProductSaveBody,
  RewardListQuery,
  RewardRow,
  RewardSaveBody,
  SettingStoreOptions,
  SortRow,
  SortSaveBody,
  TaxOption,
} from '@tillbook/contract';
import { Err } from '@tillbook/contract';
import { useCallback } from 'react';
import { download, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'category'] as const,
  categoryList: (body: BodyOf<typeof CategoryListQuery>) => [...catalogKeys.categories(), 'list', body] as const,
  products: () => [...catalogKeys.all, 'product'] as const,
  productList: (body: BodyOf<typeof ProductListQuery>) => [...catalogKeys.products(), 'list', body] as const,
  productDetail: (id: number) => [...catalogKeys.products(), 'detail', id] as const,
  modifiers: () => [...catalogKeys.all, 'modifier'] as const,
  modifierList: (body: BodyOf<typeof ModifierListQuery>) => [...catalogKeys.modifiers(), 'list', body] as const,
  modifierDetail: (id: number) => [...catalogKeys.modifiers(), 'detail', id] as const,
  prices: () => [...catalogKeys.all, 'price'] as const,
  priceList: (body: BodyOf<typeof PriceListQuery>) => [...catalogKeys.prices(), 'list', body] as const,
  rewards: () => [...catalogKeys.all, 'reward'] as const,
  rewardList: (body: BodyOf<typeof RewardListQuery>) => [...catalogKeys.rewards(), 'list', body] as const,
  sort: (categoryId: number | null) => [...catalogKeys.all, 'sort', categoryId] as const,
  image: (key: string) => [...catalogKeys.all, 'image', key] as const,
  storeOptions: () => [...catalogKeys.all, 'storeOptions'] as const,
  taxOptions: () => [...catalogKeys.all, 'taxOptions'] as const,
  supplierOptions: () => [...catalogKeys.all, 'supplierOptions'] as const,
};

// ── Categories ──────────────────────────────────────────────────────────────────────────────────────────────

export function useCategoryList(body: BodyOf<typeof CategoryListQuery>) {
  return useQuery({
    queryKey: catalogKeys.categoryList(body),
    queryFn: () => postData<ListResult<CategoryRow>>('/goods/category/list', body),
    placeholderData: keepPreviousData,
  });
}

/** Every category (for pickers and filters). */
export const useAllCategories = () => useCategoryList({ page: 1, pageSize: 200 });

/** Adds or edits a category. Invalidates categories and products (they show the category name). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof CategorySaveBody>) => postData<CategoryRow>('/goods/category/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** Deletes a category (refused with 20055 while it has products). Invalidates categories. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/goods/category/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}

// ── Products ────────────────────────────────────────────────────────────────────────────────────────────────

export function useProductList(body: BodyOf<typeof ProductListQuery>) {
  return useQuery({
    queryKey: catalogKeys.productList(body),
    queryFn: () => postData<ListResult<ProductRow>>('/goods/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(id: number | undefined) {
  return useQuery({
    queryKey: catalogKeys.productDetail(id ?? 0),
    queryFn: () => postData<ProductDetail>('/goods/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Adds or edits a product. Invalidates the whole catalogue (categories count products, composites cost). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ProductSaveBody>) => postData<ProductDetail>('/goods/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** Deletes a product. Invalidates the whole catalogue. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/goods/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** The filtered product list as xlsx. */
export const exportProducts = (body: BodyOf<typeof ProductExportBody>) =>
  download('/goods/export', body, { filename: 'products.xlsx' });
/** §7 /subProduct/exportPdf: the composites of the filtered list with their components, quantities and costs. */
export const exportComposites = (body: BodyOf<typeof ProductExportBody>) =>
  download('/subProduct/exportPdf', body, { filename: 'composite-products.pdf' });

// ── Import ──────────────────────────────────────────────────────────────────────────────────────────────────

/** After a finished import the lists show the new products. */
export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: catalogKeys.all }), [queryClient]);
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

// ── Modifiers ───────────────────────────────────────────────────────────────────────────────────────────────

export function useModifierList(body: BodyOf<typeof ModifierListQuery>) {
  return useQuery({
    queryKey: catalogKeys.modifierList(body),
    queryFn: () => postData<ListResult<ModifierRow>>('/goods/spice/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useModifierDetail(id: number | undefined) {
  return useQuery({
    queryKey: catalogKeys.modifierDetail(id ?? 0),
    queryFn: () => postData<ModifierRow>('/goods/spice/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Adds or edits a modifier. Invalidates modifiers. */
export function useSaveModifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ModifierSaveBody>) => postData<ModifierRow>('/goods/spice/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.modifiers() }),
  });
}

/** Deletes a modifier. Invalidates modifiers and products (they list their modifiers). */
export function useDeleteModifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/goods/spice/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
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

/** Saves one product's store prices. Invalidates prices and products (rows show store prices). */
export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PriceSaveBody>) => postData<unknown>('/goods/price/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** Saves store prices of several products. Invalidates prices and products. */
export function useSavePricesMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PriceSaveManyBody>) => postData<unknown>('/goods/price/saveMany', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

// ── Rewards ─────────────────────────────────────────────────────────────────────────────────────────────────

export function useRewardList(body: BodyOf<typeof RewardListQuery>) {
  return useQuery({
    queryKey: catalogKeys.rewardList(body),
    queryFn: () => postData<ListResult<RewardRow>>('/goods/reward/list', body),
    placeholderData: keepPreviousData,
  });
}

/** Sets the commission of one or more products. Invalidates rewards. */
export function useSaveRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof RewardSaveBody>) => postData<unknown>('/goods/reward/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.rewards() }),
  });
}

/** Removes a product's commission. Invalidates rewards. */
export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => postData<null>('/goods/reward/delete', { productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.rewards() }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

// ── Options from the settings ───────────────────────────────────────────────────────────────────────────────

/** The stores the caller sees (fresh for a minute: stores change elsewhere). */
export function useStoreOptions() {
  return useQuery({
    queryKey: catalogKeys.storeOptions(),
    queryFn: () => postData<SettingStoreOptions>('/setting/storeOptions', {}),
    staleTime: 60_000,
  });
}

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
