import {
  CatalogIdBody,
  CatalogImageBody,
  CatalogImageKeyBody,
  CategoryListQuery,
  CategorySaveBody,
  IMPORT_MAX_BYTES,
  ImportJobBody,
  ImportUploadBody,
  Menu,
  ModifierListQuery,
  ModifierSaveBody,
  PriceListQuery,
  PriceSaveBody,
  PriceSaveManyBody,
  ProductExportBody,
  ProductListQuery,
  ProductSaveBody,
  RewardDeleteBody,
  RewardListQuery,
  RewardSaveBody,
  SortListQuery,
  SortSaveBody,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { BODY_LIMITS, route, uploadBodyLimit } from '../../platform/http';
import { registerImporter, startImport } from '../../platform/imports';
import { readJob } from '../../platform/jobs';
import { pdfRenderer } from '../../platform/pdf';
import { sendXlsx } from '../../platform/xlsx';
import { createCategoriesService } from './categories.service';
import { compositesPdf } from './composites.export';
import { productsWorkbook } from './export';
import { catalogImages } from './images';
import { createModifiersService } from './modifiers.service';
import { createPricesService } from './prices.service';
import { createProductImporter, PRODUCT_IMPORT_KIND, productImportTemplate } from './products.import';
import { createProductsService } from './products.service';
import { createRewardsService } from './rewards.service';

/** The catalogue (/goodsSetting, menu 3). */
export function catalogRoutes(app: FastifyInstance, deps: Deps) {
  const access = { menu: Menu.GOODS };
  // Lists and exports only read: they may use the read replica.
  const reads = 'replica';
  const images = catalogImages(deps.files);
  const categories = createCategoriesService();
  const products = createProductsService(images);
  const prices = createPricesService(products);
  const modifiers = createModifiersService(images);
  const rewards = createRewardsService(products);
  const pdf = pdfRenderer(deps.log);

  route(
    app,
    '/goods/image/upload',
    { access, body: CatalogImageBody, bodyLimit: uploadBodyLimit(UPLOAD_LIMITS.image.maxBytes) },
    (ctx, b) => images.upload(ctx, b),
  );
  route(app, '/goods/image/get', { access, body: CatalogImageKeyBody }, (ctx, b) => images.read(ctx, b.key));

  route(app, '/goods/category/list', { access, reads, body: CategoryListQuery }, (ctx, b) => categories.list(ctx, b));
  route(app, '/goods/category/save', { access, body: CategorySaveBody }, (ctx, b) => categories.save(ctx, b));
  route(app, '/goods/category/delete', { access, body: CatalogIdBody }, (ctx, b) => categories.remove(ctx, b.id));

  route(app, '/goods/list', { access, reads, body: ProductListQuery }, (ctx, b) => products.list(ctx, b));
  route(app, '/goods/detail', { access, body: CatalogIdBody }, (ctx, b) => products.detail(ctx, b.id));
  route(app, '/goods/save', { access, body: ProductSaveBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    products.save(ctx, b),
  );
  route(app, '/goods/delete', { access, body: CatalogIdBody }, (ctx, b) => products.remove(ctx, b.id));
  const exportProducts = async (ctx: TenantCtx, b: ProductExportBody) => ({
    fileBase: 'products',
    format: 'xlsx' as const,
    bytes: await productsWorkbook(ctx.lang, await products.all(ctx, b)),
  });
  exportRoute(app, deps, '/goods/export', { access, body: ProductExportBody }, exportProducts);
  // §7 names /setGoods/exportSale: the same product list export.
  exportRoute(app, deps, '/setGoods/exportSale', { access, body: ProductExportBody }, exportProducts);

  // §7 /subProduct/exportPdf: the composites of the filtered list with their components, as a PDF.
  exportRoute(app, deps, '/subProduct/exportPdf', { access, body: ProductExportBody }, async (ctx, b) => ({
    fileBase: 'composite-products',
    format: 'pdf',
    bytes: await compositesPdf(pdf, ctx, b),
  }));

  // importGoodsExcel: template, upload (answers { jobId } at once), job progress.
  const sendImportTemplate: Parameters<typeof route>[3] = async (ctx, _b, _req, reply) =>
    sendXlsx(reply, 'product-import-template.xlsx', await productImportTemplate(ctx.lang));
  registerImporter(deps, createProductImporter);
  route(app, '/goods/importTemplate', { access, body: z.object({}) }, sendImportTemplate);
  // §7 names /setGoods/getMode: the same template.
  route(app, '/setGoods/getMode', { access, body: z.object({}) }, sendImportTemplate);
  // One importer per upload: it remembers the file's SKUs between batches.
  route(
    app,
    '/goods/import',
    { access, body: ImportUploadBody, bodyLimit: uploadBodyLimit(IMPORT_MAX_BYTES) },
    (ctx, b) => startImport(ctx, deps, createProductImporter(), b),
  );
  route(app, '/goods/importJob', { access, body: ImportJobBody }, (ctx, b) =>
    readJob(ctx, PRODUCT_IMPORT_KIND, b.jobId),
  );

  route(app, '/goods/sort/list', { access, body: SortListQuery }, (ctx, b) => prices.sortList(ctx, b));
  route(app, '/goods/sort/save', { access, body: SortSaveBody }, (ctx, b) => prices.sortSave(ctx, b));

  route(app, '/goods/price/list', { access, reads, body: PriceListQuery }, (ctx, b) => prices.priceList(ctx, b));
  route(app, '/goods/price/save', { access, body: PriceSaveBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    prices.priceSave(ctx, b),
  );
  route(app, '/goods/price/saveMany', { access, body: PriceSaveManyBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    prices.priceSaveMany(ctx, b),
  );

  route(app, '/goods/spice/list', { access, reads, body: ModifierListQuery }, (ctx, b) => modifiers.list(ctx, b));
  route(app, '/goods/spice/detail', { access, body: CatalogIdBody }, (ctx, b) => modifiers.detail(ctx, b.id));
  route(app, '/goods/spice/save', { access, body: ModifierSaveBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    modifiers.save(ctx, b),
  );
  route(app, '/goods/spice/delete', { access, body: CatalogIdBody }, (ctx, b) => modifiers.remove(ctx, b.id));

  route(app, '/goods/reward/list', { access, reads, body: RewardListQuery }, (ctx, b) => rewards.list(ctx, b));
  route(app, '/goods/reward/save', { access, body: RewardSaveBody }, (ctx, b) => rewards.save(ctx, b));
  route(app, '/goods/reward/delete', { access, body: RewardDeleteBody }, (ctx, b) => rewards.remove(ctx, b.productId));
}
