import {
  CostTypeListQuery,
  CostTypeOptionsQuery,
  CostTypeSaveBody,
  Menu,
  type MenuCode,
  OrderDurationSaveBody,
  OrderingFeaturesSaveBody,
  OrderTypeListQuery,
  OrderTypeSaveBody,
  PaymentMethodListQuery,
  PaymentMethodSaveBody,
  PointsSaveBody,
  PrinterGroupListQuery,
  PrinterGroupSaveBody,
  RegionListQuery,
  RegionSaveBody,
  SettingIdBody,
  SettingOptionsQuery,
  TaxListQuery,
  TaxSaveBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { type Reads, route } from '../../platform/http';
import { createCostTypesService } from './cost-types.service';
import { createOrderTypesService } from './order-types.service';
import { createPaymentMethodsService } from './payment-methods.service';
import { createPrinterGroupsService } from './printer-groups.service';
import { createRegionsService } from './regions.service';
import { settingStoreOptions } from './store-options';
import { createTaxesService } from './taxes.service';
import { createTenantSettingsService } from './tenant-settings.service';

interface ListService<L, S, O> {
  list(ctx: TenantCtx, q: L): Promise<unknown>;
  detail(ctx: TenantCtx, id: number): Promise<unknown>;
  save(ctx: TenantCtx, b: S): Promise<unknown>;
  remove(ctx: TenantCtx, id: number): Promise<unknown>;
  options(ctx: TenantCtx, q: O): Promise<unknown>;
}

/**
 * list, detail, save, delete under the menu code of the page; options (names for pickers in other modules'
 * forms and on the POS) for any signed-in caller, scoped like everything else. The list only reads and may use the
 * read replica unless `listReads` says 'primary'.
 */
function crud<L extends z.ZodType, S extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  base: string,
  menu: MenuCode,
  schemas: { list: L; save: S; options: O },
  svc: ListService<z.infer<L>, z.infer<S>, z.infer<O>>,
  listReads: Reads = 'replica',
) {
  const access = { menu };
  route(app, `${base}/list`, { access, reads: listReads, body: schemas.list }, (ctx, b) => svc.list(ctx, b));
  route(app, `${base}/detail`, { access, body: SettingIdBody }, (ctx, b) => svc.detail(ctx, b.id));
  route(app, `${base}/save`, { access, body: schemas.save }, (ctx, b) => svc.save(ctx, b));
  route(app, `${base}/delete`, { access, body: SettingIdBody }, (ctx, b) => svc.remove(ctx, b.id));
  route(app, `${base}/options`, { access: 'office', body: schemas.options }, (ctx, b) => svc.options(ctx, b));
}

/**
 * The /setting pages (§2, menu codes 9–15). The paths keep the spec's words, the code says what they are: payway =
 * payment methods, revenue = taxes, orderClassify = order types, costType = cost types, printGroup = printer groups,
 * area = regions (not the dining areas of a store).
 */
export function settingsRoutes(app: FastifyInstance, deps: Deps) {
  crud(
    app,
    '/setting/payway',
    Menu.PAYMENT_METHODS,
    { list: PaymentMethodListQuery, save: PaymentMethodSaveBody, options: SettingOptionsQuery },
    createPaymentMethodsService(),
  );
  crud(
    app,
    '/setting/revenue',
    Menu.TAXES,
    { list: TaxListQuery, save: TaxSaveBody, options: SettingOptionsQuery },
    createTaxesService(deps),
  );
  crud(
    app,
    '/setting/orderClassify',
    Menu.ORDER_TYPES,
    { list: OrderTypeListQuery, save: OrderTypeSaveBody, options: SettingOptionsQuery },
    createOrderTypesService(),
    // The list creates the built-in order types on a tenant's first read: a write, which a standby refuses.
    'primary',
  );
  crud(
    app,
    '/setting/costType',
    Menu.COST_TYPES,
    { list: CostTypeListQuery, save: CostTypeSaveBody, options: CostTypeOptionsQuery },
    createCostTypesService(),
  );
  const printerGroups = createPrinterGroupsService();
  crud(
    app,
    '/setting/printGroup',
    Menu.PRINTER_GROUPS,
    { list: PrinterGroupListQuery, save: PrinterGroupSaveBody, options: SettingOptionsQuery },
    printerGroups,
  );
  route(
    app,
    '/setting/printGroup/categoryOptions',
    { access: { menu: Menu.PRINTER_GROUPS }, body: z.object({}) },
    (ctx) => printerGroups.categoryOptions(ctx),
  );
  crud(
    app,
    '/setting/area',
    Menu.REGIONS,
    { list: RegionListQuery, save: RegionSaveBody, options: z.object({}) },
    createRegionsService(deps),
  );

  // The stores, trucks and truck places the forms above bind rows to (the stores API needs menu 7).
  route(app, '/setting/storeOptions', { access: 'office', body: z.object({}) }, (ctx) => settingStoreOptions(ctx));

  const single = createTenantSettingsService();
  const ordering = { access: { menu: Menu.ORDERING_SETTINGS } } as const;
  const none = z.object({});
  route(app, '/setting/integral/get', { ...ordering, body: none }, (ctx) => single.points(ctx));
  route(app, '/setting/integral/save', { ...ordering, body: PointsSaveBody }, (ctx, b) => single.savePoints(ctx, b));
  route(app, '/setting/orderDuration/get', { ...ordering, body: none }, (ctx) => single.orderDuration(ctx));
  route(app, '/setting/orderDuration/save', { ...ordering, body: OrderDurationSaveBody }, (ctx, b) =>
    single.saveOrderDuration(ctx, b),
  );
  route(app, '/setting/order/get', { ...ordering, body: none }, (ctx) => single.features(ctx));
  route(app, '/setting/order/save', { ...ordering, body: OrderingFeaturesSaveBody }, (ctx, b) =>
    single.saveFeatures(ctx, b),
  );
}
