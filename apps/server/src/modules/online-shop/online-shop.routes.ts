import {
  Menu,
  OnlineCategoryRemoveBody,
  OnlineCategorySaveBody,
  OnlineGoodsListQuery,
  OnlineGoodsRemoveBody,
  OnlineGoodsSaleBody,
  OnlineGoodsSaveBody,
  OnlineHomeSaveBody,
  OnlineMemberFrozenBody,
  OnlineMemberIdBody,
  OnlineMemberLinkBody,
  OnlineMemberListQuery,
  OnlineMemberSaveBody,
  OnlineOrderCreateBody,
  OnlineOrderExportBody,
  OnlineOrderIdBody,
  OnlineOrderListQuery,
  OnlineOrderPollBody,
  OnlineOrderStateBody,
  PROMO_KINDS,
  PromoIdBody,
  PromoImageBody,
  PromoListQuery,
  PromoSaveBody,
  PromoStatusBody,
  ShopIdBody,
  ShopListQuery,
  ShopOpenBody,
  ShopQrPngBody,
  ShopRefBody,
  ShopSaveBody,
  ShopSettingsBody,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../platform/attachment';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { BODY_LIMITS, route, uploadBodyLimit } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { qrPng } from '../../platform/qr-codes';
import { createCatalogueService } from './catalogue.service';
import { createMembersService } from './members.service';
import { exportOrders } from './orders.export';
import { listOrders, orderDetail, pollOrders } from './orders.read';
import { createOrdersService } from './orders.service';
import { createPromosService } from './promos.service';
import { shopQrSheet } from './shop-qr';
import { createShopsService } from './shops.service';

/**
 * The online shop, back-office side (/readmeApp, menu 16): shops and settings, QR codes, the online catalogue and
 * home page, ads and themes, online members and orders. Schemas and codes: packages/contract/src/online-shop*.ts.
 */
export function onlineShopRoutes(app: FastifyInstance, deps: Deps) {
  const shops = createShopsService(deps);
  const catalogue = createCatalogueService();
  const promos = createPromosService(deps);
  const orders = createOrdersService(deps);
  const members = createMembersService();
  const pdf = pdfRenderer(deps.log);
  const access = { menu: Menu.ONLINE_SHOP } as const;
  const reads = 'replica';

  route(app, '/online/shop/list', { access, reads, body: ShopListQuery }, (ctx, b) => shops.list(ctx, b));
  route(app, '/online/shop/detail', { access, body: ShopIdBody }, (ctx, b) => shops.detail(ctx, b.id));
  route(app, '/online/shop/save', { access, body: ShopSaveBody }, (ctx, b) => shops.save(ctx, b));
  route(app, '/online/shop/settings', { access, body: ShopSettingsBody }, (ctx, b) => shops.saveSettings(ctx, b));
  route(app, '/online/shop/setOpen', { access, body: ShopOpenBody }, (ctx, b) => shops.setOpen(ctx, b.id, b.open));
  route(app, '/online/shop/delete', { access, body: ShopIdBody }, (ctx, b) => shops.remove(ctx, b.id));
  route(app, '/online/shop/qrPng', { access, body: ShopQrPngBody }, async (ctx, b, _req, reply) => {
    const shop = await shops.qrTarget(ctx, b.id);
    reply
      .type('image/png')
      .header('content-disposition', attachment(`${shop.name}.png`))
      .send(await qrPng(shop.url, b.size));
  });
  route(app, '/online/shop/qrPdf', { access, body: ShopIdBody }, async (ctx, b, _req, reply) => {
    const shop = await shops.qrTarget(ctx, b.id);
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${shop.name}.pdf`))
      .send(await shopQrSheet(pdf, shop));
  });

  route(app, '/online/goods/list', { access, reads, body: OnlineGoodsListQuery }, (ctx, b) => catalogue.list(ctx, b));
  route(app, '/online/goods/save', { access, body: OnlineGoodsSaveBody }, (ctx, b) => catalogue.save(ctx, b));
  route(app, '/online/goods/setSale', { access, body: OnlineGoodsSaleBody }, (ctx, b) =>
    catalogue.setSale(ctx, b.shopId, b.productIds, b.onSale),
  );
  route(app, '/online/goods/remove', { access, body: OnlineGoodsRemoveBody }, (ctx, b) =>
    catalogue.remove(ctx, b.shopId, b.productIds),
  );
  route(app, '/online/category/list', { access, reads, body: ShopRefBody }, (ctx, b) =>
    catalogue.categories(ctx, b.shopId),
  );
  route(app, '/online/category/save', { access, body: OnlineCategorySaveBody }, (ctx, b) =>
    catalogue.saveCategories(ctx, b),
  );
  route(app, '/online/category/remove', { access, body: OnlineCategoryRemoveBody }, (ctx, b) =>
    catalogue.removeCategories(ctx, b.shopId, b.categoryIds),
  );
  route(app, '/online/home/list', { access, reads, body: ShopRefBody }, (ctx, b) => catalogue.homeList(ctx, b.shopId));
  route(app, '/online/home/save', { access, body: OnlineHomeSaveBody }, (ctx, b) => catalogue.saveHome(ctx, b));

  // Ads and themes: one shape, the kind from the path.
  for (const kind of PROMO_KINDS) {
    const p = `/online/${kind}`;
    route(app, `${p}/list`, { access, reads, body: PromoListQuery }, (ctx, b) => promos.list(ctx, kind, b));
    route(app, `${p}/detail`, { access, body: PromoIdBody }, (ctx, b) => promos.detail(ctx, kind, b.id));
    route(app, `${p}/save`, { access, body: PromoSaveBody }, (ctx, b) => promos.save(ctx, kind, b));
    route(app, `${p}/setStatus`, { access, body: PromoStatusBody }, (ctx, b) =>
      promos.setStatus(ctx, kind, b.id, b.status),
    );
    route(app, `${p}/delete`, { access, body: PromoIdBody }, (ctx, b) => promos.remove(ctx, kind, b.id));
    route(
      app,
      `${p}/image`,
      { access, body: PromoImageBody, bodyLimit: uploadBodyLimit(UPLOAD_LIMITS.image.maxBytes) },
      (ctx, b) => promos.upload(ctx, b),
    );
    route(app, `${p}/image/get`, { access, body: PromoIdBody }, (ctx, b) => promos.image(ctx, kind, b.id));
  }

  route(app, '/online/member/list', { access, reads, body: OnlineMemberListQuery }, (ctx, b) => members.list(ctx, b));
  route(app, '/online/member/detail', { access, body: OnlineMemberIdBody }, (ctx, b) => members.detail(ctx, b.id));
  route(app, '/online/member/save', { access, body: OnlineMemberSaveBody }, (ctx, b) => members.save(ctx, b));
  route(app, '/online/member/setFrozen', { access, body: OnlineMemberFrozenBody }, (ctx, b) =>
    members.setFrozen(ctx, b.id, b.frozen),
  );
  route(app, '/online/member/link', { access, body: OnlineMemberLinkBody }, (ctx, b) =>
    members.link(ctx, b.id, b.memberId),
  );

  route(app, '/online/order/list', { access, reads, body: OnlineOrderListQuery }, (ctx, b) => listOrders(ctx, b));
  route(app, '/online/order/detail', { access, body: OnlineOrderIdBody }, (ctx, b) => orderDetail(ctx, b.id));
  route(app, '/online/order/poll', { access, body: OnlineOrderPollBody }, (ctx, b) => pollOrders(ctx, b));
  route(app, '/online/order/setState', { access, body: OnlineOrderStateBody }, (ctx, b) => orders.setState(ctx, b));
  // The shop API's order, placed from the back office until the storefront signs shoppers in (next issue).
  route(app, '/online/order/create', { access, body: OnlineOrderCreateBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    orders.place(ctx, b),
  );
  exportRoute(app, deps, '/own/goods/exportNOrders', { access, body: OnlineOrderExportBody }, async (ctx, b) => ({
    fileBase: 'online-orders',
    format: 'xlsx',
    bytes: await exportOrders(ctx, b),
  }));
}
