import {
  AssetIdBody,
  AssetListQuery,
  AssetSaveBody,
  InvoiceGetBody,
  InvoiceLogoBody,
  InvoicePreviewBody,
  InvoiceSaveBody,
  Menu,
  type MenuCode,
  PlaceIdBody,
  PlaceListQuery,
  PlaceSaveBody,
  ScanTableBody,
  StoreIdBody,
  StoreListQuery,
  StoreSaveBody,
  TableFeatureBody,
  TableIdBody,
  TableQrPngBody,
  UPLOAD_LIMITS,
  ZoneIdBody,
  ZoneListBody,
  ZoneQrPdfBody,
  ZoneSaveBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { attachment } from '../../platform/attachment';
import type { Deps } from '../../platform/deps';
import { publicRoute, route, uploadBodyLimit } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { qrPng, qrSheet } from '../../platform/qr-codes';
import { createAssetsService } from './assets.service';
import { createInvoiceService } from './invoice.service';
import { createPlacesService } from './places.service';
import type { StoreKind } from './store-access';
import { createStoresService, registerStoreReferences } from './stores.service';
import { createZonesService } from './zones.service';

/**
 * Routes of the stores domain: stores under /m/store (menu 7), food trucks under /m/diningCar (menu 127) with the
 * same list/detail/save/delete, assets and invoice format; zones, tables and QR codes for stores; places for
 * trucks; and the public QR scan. Schemas and codes: packages/contract/src/stores.ts.
 */
export function storesRoutes(app: FastifyInstance, deps: Deps) {
  registerStoreReferences(deps);
  const stores = createStoresService(deps);
  const assets = createAssetsService();
  const invoice = createInvoiceService(deps);
  const zones = createZonesService(deps);
  const places = createPlacesService(deps);

  const kinds: [string, StoreKind, MenuCode][] = [
    ['/store', 'store', Menu.STORES],
    ['/diningCar', 'truck', Menu.FOOD_TRUCKS],
  ];
  for (const [prefix, kind, menu] of kinds) {
    const access = { menu };
    // Lists only read: they may use the read replica.
    const reads = 'replica';
    route(app, `${prefix}/list`, { access, reads, body: StoreListQuery }, (ctx, b) => stores.list(ctx, kind, b));
    route(app, `${prefix}/detail`, { access, body: StoreIdBody }, (ctx, b) => stores.detail(ctx, kind, b.id));
    route(app, `${prefix}/save`, { access, body: StoreSaveBody }, (ctx, b) => stores.save(ctx, kind, b));
    route(app, `${prefix}/delete`, { access, body: StoreIdBody }, (ctx, b) => stores.delete(ctx, kind, b.id));

    route(app, `${prefix}/asset/list`, { access, reads, body: AssetListQuery }, (ctx, b) => assets.list(ctx, kind, b));
    route(app, `${prefix}/asset/detail`, { access, body: AssetIdBody }, (ctx, b) => assets.detail(ctx, kind, b.id));
    route(app, `${prefix}/asset/save`, { access, body: AssetSaveBody }, (ctx, b) => assets.save(ctx, kind, b));
    route(app, `${prefix}/asset/delete`, { access, body: AssetIdBody }, (ctx, b) => assets.delete(ctx, kind, b.id));

    route(app, `${prefix}/invoice/get`, { access, body: InvoiceGetBody }, (ctx, b) =>
      invoice.get(ctx, kind, b.storeId),
    );
    route(app, `${prefix}/invoice/save`, { access, body: InvoiceSaveBody }, (ctx, b) => invoice.save(ctx, kind, b));
    route(
      app,
      `${prefix}/invoice/logo`,
      {
        access,
        body: InvoiceLogoBody,
        bodyLimit: uploadBodyLimit(UPLOAD_LIMITS.logo.maxBytes),
      },
      (ctx, b) => invoice.uploadLogo(ctx, b),
    );
    route(app, `${prefix}/invoice/preview`, { access, body: InvoicePreviewBody }, (ctx, b) =>
      invoice.preview(ctx, kind, b),
    );
  }

  const storeAccess = { menu: Menu.STORES };
  route(app, '/store/area/list', { access: storeAccess, reads: 'replica', body: ZoneListBody }, (ctx, b) =>
    zones.list(ctx, b.storeId),
  );
  route(app, '/store/area/save', { access: storeAccess, body: ZoneSaveBody }, (ctx, b) => zones.save(ctx, b));
  route(app, '/store/area/delete', { access: storeAccess, body: ZoneIdBody }, (ctx, b) => zones.delete(ctx, b.id));
  route(app, '/store/table/feature', { access: storeAccess, body: TableFeatureBody }, (ctx, b) =>
    zones.switchFeature(ctx, b),
  );
  route(app, '/store/table/refreshQr', { access: storeAccess, body: TableIdBody }, (ctx, b) =>
    zones.refreshQr(ctx, b.id),
  );
  route(app, '/store/table/qrPng', { access: storeAccess, body: TableQrPngBody }, async (ctx, b, _req, reply) => {
    const table = await zones.visibleTable(ctx, b.id);
    const png = await qrPng(zones.qrUrl(table.qrToken), b.size);
    reply
      .type('image/png')
      .header('content-disposition', attachment(`table-${table.number}.png`))
      .send(png);
  });
  route(app, '/store/area/qrPdf', { access: storeAccess, body: ZoneQrPdfBody }, async (ctx, b, _req, reply) => {
    const { zone, storeName, tables } = await zones.zoneTables(ctx, b.id);
    const pdf = await qrSheet(pdfRenderer(deps.log), { storeName, zoneName: zone.name, tables });
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${storeName}-${zone.name}.pdf`))
      .send(pdf);
  });

  const truckAccess = { menu: Menu.FOOD_TRUCKS };
  route(app, '/diningCar/place/list', { access: truckAccess, reads: 'replica', body: PlaceListQuery }, (ctx, b) =>
    places.list(ctx, b),
  );
  route(app, '/diningCar/place/detail', { access: truckAccess, body: PlaceIdBody }, (ctx, b) =>
    places.detail(ctx, b.id),
  );
  route(app, '/diningCar/place/save', { access: truckAccess, body: PlaceSaveBody }, (ctx, b) => places.save(ctx, b));
  route(app, '/diningCar/place/delete', { access: truckAccess, body: PlaceIdBody }, (ctx, b) =>
    places.delete(ctx, b.id),
  );

  publicRoute(app, '/scan/table', { body: ScanTableBody }, (ctx, b) => zones.scan(ctx, b.token));
}
