// QR table ordering for the phones at a table: the menu, the table's shared order and additions to it. The order is
// a receipt of the sales path (platform/table-orders.ts); this service finds the table by its code, checks that it
// takes orders (table-access.ts) and what may be ordered (table-menu.ts), and locks the table's row around each
// addition so that the additions of one table queue and make one order.
import {
  Err,
  type PromoImage,
  type TableImageBody,
  type TableMenu,
  type TableOrderAddBody,
  type TableOrderQuery,
  type TableOrderView,
} from '@tillbook/contract';
import { type Ctx, inTransaction } from '../../../platform/context';
import { takeSlot } from '../../../platform/counters';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { isTenantUploadKey } from '../../../platform/files';
import { storedImage } from '../../../platform/images';
import { tableOrdersOf } from '../../../platform/table-orders';
import { orderingTable, tableTenantCtx } from './table-access';
import { assertOrderable, menuShowsImage, tableMenu } from './table-menu';

/** Additions one table takes within the window (a dining room's phones share one address: counted per table). */
export const TABLE_ADD_LIMIT = { max: 100, windowMinutes: 10 } as const;

/** How far back a phone may follow an order of its table by id. */
const FOLLOW_HOURS = 12;

export const tableAddKey = (tenantId: number, tableId: number) => `shop-table-adds:${tenantId}:${tableId}`;

export function createTableOrdersService(deps: Deps) {
  const path = () => tableOrdersOf(deps);

  return {
    /** The table's store, menu and open order (2000–2003 refusals: table-access.ts). */
    async open(ctx: Ctx, token: string): Promise<TableMenu> {
      const at = await orderingTable(ctx, token);
      const tx = tableTenantCtx(ctx, at);
      const menu = await tableMenu(tx, at.store.id);
      const orderId = await path().openOrder(tx, at.table.id);
      const order = orderId === null ? null : await path().view(tx, at.table.id, orderId);
      return { store: at.store, zone: at.zone, table: at.table, ...menu, order };
    },

    /** Adds the lines to the table's open order (codes: TableOrderAddBody); answers the order after it. */
    async add(ctx: Ctx, b: TableOrderAddBody): Promise<TableOrderView> {
      const seen = await orderingTable(ctx, b.token);
      const outer = tableTenantCtx(ctx, seen);
      await assertOrderable(outer, seen.store.id, b.lines);
      const slot = await takeSlot(
        ctx,
        tableAddKey(seen.tenantId, seen.table.id),
        TABLE_ADD_LIMIT.max,
        TABLE_ADD_LIMIT.windowMinutes,
      );
      if (slot === null) throw new AppError(Err.DUPLICATE_OPERATION);
      const orderId = await inTransaction(outer, async (tx) => {
        // Again under the table's lock: the code may have been refreshed or ordering switched off meanwhile.
        const at = await orderingTable(tx, b.token, { lock: true });
        return path().add(tx, {
          storeId: at.store.id,
          table: { id: at.table.id, label: at.table.number },
          clientId: b.clientId,
          lines: b.lines,
          total: b.total,
          note: b.note,
          payFirst: at.store.payFirst,
        });
      });
      const view = await path().view(outer, seen.table.id, orderId);
      if (!view) throw new AppError(Err.NO_DATA);
      return view;
    },

    /** The table's open order (null: none), or one of its recent orders by id (20037 another). */
    async order(ctx: Ctx, q: TableOrderQuery): Promise<TableOrderView | null> {
      const at = await orderingTable(ctx, q.token);
      const tx = tableTenantCtx(ctx, at);
      if (q.orderId === undefined) {
        const open = await path().openOrder(tx, at.table.id);
        return open === null ? null : path().view(tx, at.table.id, open);
      }
      const view = await path().view(tx, at.table.id, q.orderId);
      if (!view || Date.parse(view.orderedAt) < Date.now() - FOLLOW_HOURS * 3_600_000) {
        throw new AppError(Err.NO_DATA);
      }
      return view;
    },

    /** A picture of a product on the table's menu (20037 any other key, 10197 the file is gone). */
    async image(ctx: Ctx, b: TableImageBody): Promise<PromoImage> {
      const at = await orderingTable(ctx, b.token);
      if (!isTenantUploadKey(at.tenantId, b.key)) throw new AppError(Err.NO_DATA);
      if (!(await menuShowsImage(tableTenantCtx(ctx, at), at.store.id, b.key))) throw new AppError(Err.NO_DATA);
      const image = storedImage(b.key, await deps.files.get(b.key));
      if (!image) throw new AppError(Err.EMPTY_OR_MISSING);
      return image as PromoImage;
    },
  };
}
