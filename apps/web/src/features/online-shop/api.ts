import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Err,
  type ListResult,
  type OnlineCategoryRow,
  type OnlineCategorySaveBody,
  type OnlineGoodsListQuery,
  type OnlineGoodsRow,
  type OnlineGoodsSaveBody,
  type OnlineOrderDetail,
  type OnlineOrderListQuery,
  type OnlineOrderPoll,
  type OnlineOrderRow,
  type OnlineOrderStateBody,
  type OrderTypeOption,
  onlineAdResource,
  onlineMemberResource,
  onlineShopResource,
  onlineThemeResource,
  type PaymentMethodOption,
  type PromoImage,
  type PromoImageBody,
  type PromoKind,
  type ShopRow,
  type ShopSettingsBody,
  type TaxOption,
} from '@tillbook/contract';
import { useRef } from 'react';
import { API_BASE, buildHeaders, download, handleEnvelope, post, postData } from '../../shared/api/client';
import { invalidateResource, resourceKeys } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';

// Shops, ads, themes and online members are resources (packages/contract/src/resources.ts) listed, read, saved and
// deleted with the kit's hooks; the calls here are the rest: opening a shop, its settings and QR code, the online
// catalogue, the home page, image uploads, and the online orders with their polling.

export type GoodsListBody = BodyOf<typeof OnlineGoodsListQuery>;
export type OrderListBody = BodyOf<typeof OnlineOrderListQuery>;
export type SettingsBody = BodyOf<typeof ShopSettingsBody>;
export type OrderStateBody = BodyOf<typeof OnlineOrderStateBody>;

export const PROMO_RESOURCES = { ad: onlineAdResource, theme: onlineThemeResource } as const;

/** The feature's own query keys (the resources keep theirs: `resourceKeys(onlineShopResource)` …). */
export const onlineKeys = {
  all: ['online'] as const,
  goods: () => [...onlineKeys.all, 'goods'] as const,
  goodsList: (body: GoodsListBody) => [...onlineKeys.goods(), body] as const,
  categories: (shopId: number) => [...onlineKeys.all, 'categories', shopId] as const,
  home: (shopId: number) => [...onlineKeys.all, 'home', shopId] as const,
  qr: (shopId: number) => [...onlineKeys.all, 'qr', shopId] as const,
  image: (key: string) => [...onlineKeys.all, 'image', key] as const,
  options: (kind: string, storeId: number) => [...onlineKeys.all, 'options', kind, storeId] as const,
  orders: () => [...onlineKeys.all, 'orders'] as const,
  orderList: (body: OrderListBody) => [...onlineKeys.orders(), 'list', body] as const,
  orderDetail: (id: number) => [...onlineKeys.orders(), 'detail', id] as const,
  poll: (shopId?: number) => [...onlineKeys.all, 'poll', shopId ?? 0] as const,
};

// ── Shops ───────────────────────────────────────────────────────────────────────────────────────────────────

const ALL_SHOPS = { page: 1, pageSize: 200 } as const;

/** Every shop the caller sees (pickers, the QR page): the first 200, by the list's order. */
export function useAllShops() {
  return useQuery({
    queryKey: resourceKeys(onlineShopResource).list(ALL_SHOPS),
    queryFn: () => postData<ListResult<ShopRow>>(onlineShopResource.paths.list, ALL_SHOPS),
  });
}

/** Opens or closes a shop (§4). Invalidates the shops. */
export function useSetShopOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; open: boolean }) => postData<ShopRow>('/online/shop/setOpen', body),
    onSuccess: () => invalidateResource(queryClient, onlineShopResource),
  });
}

/** Saves the settings page (`set`). Invalidates the shops. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => postData<ShopRow>('/online/shop/settings', body),
    onSuccess: () => invalidateResource(queryClient, onlineShopResource),
  });
}

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** A call that answers an image: the image as a data URL; an envelope (a refusal) goes through the §8 handling. */
async function fetchImage(path: string, body: unknown): Promise<string> {
  const res = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: buildHeaders({}, true),
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    await handleEnvelope(await res.json());
    throw new Error('no image');
  }
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return asDataUrl(await res.blob());
}

/** The shop's QR code (a PNG of the storefront address) to show on screen. */
export function useShopQr(shopId: number, size = 256) {
  return useQuery({
    queryKey: [...onlineKeys.qr(shopId), size],
    queryFn: () => fetchImage('/online/shop/qrPng', { id: shopId, size }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const downloadShopQrPng = (shopId: number) => download('/online/shop/qrPng', { id: shopId, size: 1024 });
export const downloadShopQrPdf = (shopId: number) => download('/online/shop/qrPdf', { id: shopId });

// ── Settings options (names for the pickers of the `set` page, any back-office session) ───────────────────

function useOptions<T>(kind: 'orderClassify' | 'revenue' | 'payway', storeId: number | undefined) {
  return useQuery({
    queryKey: onlineKeys.options(kind, storeId ?? 0),
    queryFn: () => postData<T[]>(`/setting/${kind}/options`, { storeId }),
    enabled: storeId !== undefined,
    staleTime: 60_000,
  });
}
export const useOrderTypeOptions = (storeId?: number) => useOptions<OrderTypeOption>('orderClassify', storeId);
export const useTaxOptions = (storeId?: number) => useOptions<TaxOption>('revenue', storeId);
export const usePaymentOptions = (storeId?: number) => useOptions<PaymentMethodOption>('payway', storeId);

// ── Online catalogue, categories, home page ───────────────────────────────────────────────────────────────

export function useOnlineGoods(body: GoodsListBody, enabled = true) {
  return useQuery({
    queryKey: onlineKeys.goodsList(body),
    queryFn: () => postData<ListResult<OnlineGoodsRow>>('/online/goods/list', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What a catalogue change makes stale: the goods, the categories' product counts, the home page and the promos. */
function invalidateCatalogue(queryClient: QueryClient, shopId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: onlineKeys.goods() }),
    queryClient.invalidateQueries({ queryKey: onlineKeys.categories(shopId) }),
    queryClient.invalidateQueries({ queryKey: onlineKeys.home(shopId) }),
    invalidateResource(queryClient, onlineAdResource),
    invalidateResource(queryClient, onlineThemeResource),
  ]);
}

/** Puts products in the online catalogue or changes them (price, sort, back-orders, sale). */
export function useSaveOnlineGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof OnlineGoodsSaveBody>) => postData<null>('/online/goods/save', body),
    onSuccess: (_d, body) => invalidateCatalogue(queryClient, Number(body.shopId)),
  });
}

export function useSetGoodsSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shopId: number; productIds: number[]; onSale: boolean }) =>
      postData<null>('/online/goods/setSale', body),
    onSuccess: (_d, body) => invalidateCatalogue(queryClient, Number(body.shopId)),
  });
}

/** Takes products out of the online catalogue (the server takes them off the home page and promos too). */
export function useRemoveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shopId: number; productIds: number[] }) => postData<null>('/online/goods/remove', body),
    onSuccess: (_d, body) => invalidateCatalogue(queryClient, Number(body.shopId)),
  });
}

export function useOnlineCategories(shopId: number) {
  return useQuery({
    queryKey: onlineKeys.categories(shopId),
    queryFn: () => postData<OnlineCategoryRow[]>('/online/category/list', { shopId }),
  });
}

export function useSaveOnlineCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof OnlineCategorySaveBody>) => postData<null>('/online/category/save', body),
    onSuccess: (_d, body) => invalidateCatalogue(queryClient, Number(body.shopId)),
  });
}

/**
 * Takes categories out of the shop; the server takes their products out of the online catalogue with them (so off
 * the home page and the promos too).
 */
export function useRemoveOnlineCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shopId: number; categoryIds: number[] }) => postData<null>('/online/category/remove', body),
    onSuccess: (_d, body) => invalidateCatalogue(queryClient, body.shopId),
  });
}

export function useHomeList(shopId: number) {
  return useQuery({
    queryKey: onlineKeys.home(shopId),
    queryFn: () => postData<OnlineGoodsRow[]>('/online/home/list', { shopId }),
  });
}

/** Replaces the home page's products (in order). Invalidates the home page and the goods (their home position). */
export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shopId: number; productIds: number[] }) =>
      postData<OnlineGoodsRow[]>('/online/home/save', body),
    onSuccess: (_d, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onlineKeys.home(body.shopId) }),
        queryClient.invalidateQueries({ queryKey: onlineKeys.goods() }),
      ]),
  });
}

// ── Ads and themes ────────────────────────────────────────────────────────────────────────────────────────

/** Uploads an ad's or theme's image; answers its key and a preview. Invalidates nothing (the save carries the key). */
export function useUploadPromoImage(kind: PromoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PromoImageBody>) => postData<PromoImage>(`/online/${kind}/image`, body),
    onSuccess: (image) => queryClient.setQueryData(onlineKeys.image(image.key), image.dataUrl),
  });
}

/**
 * The preview of an image by its key: one just uploaded is in the cache already (the upload answers it); a saved one
 * is read from its ad or theme (`promoId`, whose saved image `key` is). A promo gone meanwhile (20037) or without
 * its image any more (10197) shows no preview, without a toast; neither does a key with no promo to read it from.
 */
export function usePromoImage(kind: PromoKind, key: string | null | undefined, promoId?: number) {
  return useQuery({
    queryKey: onlineKeys.image(key ?? ''),
    queryFn: async () => {
      if (promoId === undefined) return null;
      const answer = await post<PromoImage>(
        `/online/${kind}/image/get`,
        { id: promoId },
        { resultCodes: [Err.NO_DATA, Err.EMPTY_OR_MISSING] },
      );
      return answer.code === 200 && answer.data?.key === key ? answer.data.dataUrl : null;
    },
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Freezes or unfreezes an ad or theme. Invalidates that resource. */
export function useSetPromoStatus(kind: PromoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: 'normal' | 'frozen' }) => postData(`/online/${kind}/setStatus`, body),
    onSuccess: () => invalidateResource(queryClient, PROMO_RESOURCES[kind]),
  });
}

// ── Online members ────────────────────────────────────────────────────────────────────────────────────────

/** Freezes or unfreezes an online member (a frozen member cannot order). Invalidates the members. */
export function useSetMemberFrozen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; frozen: boolean }) => postData('/online/member/setFrozen', body),
    onSuccess: () => invalidateResource(queryClient, onlineMemberResource),
  });
}

// ── Online orders ─────────────────────────────────────────────────────────────────────────────────────────

export function useOrderList(body: OrderListBody, enabled = true) {
  return useQuery({
    queryKey: onlineKeys.orderList(body),
    queryFn: () => postData<ListResult<OnlineOrderRow>>('/online/order/list', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOrderDetail(id: number | undefined) {
  return useQuery({
    queryKey: onlineKeys.orderDetail(id ?? 0),
    queryFn: () => postData<OnlineOrderDetail>('/online/order/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Moves an order to its next state (§4). Invalidates the orders, the poll's badge and the members' order counts. */
export function useSetOrderState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderStateBody) => postData<OnlineOrderDetail>('/online/order/setState', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onlineKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: [...onlineKeys.all, 'poll'] }),
        invalidateResource(queryClient, onlineMemberResource),
      ]),
  });
}

/** How often the order list asks for new orders. */
export const POLL_MS = 10_000;

/**
 * Asks `/online/order/poll` every POLL_MS for orders placed since the last answer (the first call only takes the
 * cursor). New ones go to `onArrived` and make the order lists stale; the answer's `unpaid` is the badge.
 */
export function useNewOrders(onArrived: (orders: OnlineOrderRow[]) => void, intervalMs = POLL_MS) {
  const queryClient = useQueryClient();
  const cursor = useRef<number | undefined>(undefined);
  const arrived = useRef(onArrived);
  arrived.current = onArrived;
  return useQuery({
    queryKey: onlineKeys.poll(),
    queryFn: async () => {
      const first = cursor.current === undefined;
      const answer = await postData<OnlineOrderPoll>('/online/order/poll', first ? {} : { after: cursor.current });
      cursor.current = answer.cursor;
      if (!first && answer.orders.length > 0) {
        void queryClient.invalidateQueries({ queryKey: onlineKeys.orders() });
        arrived.current(answer.orders);
      }
      return answer;
    },
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
