import {
  KitchenBumpBody,
  KitchenDeviceStationBody,
  KitchenDeviceStationQuery,
  KitchenPrepTimeQuery,
  KitchenStationBody,
  Menu,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { kitchenBoard } from './board';
import { bump, recall } from './bumps';
import { prepTime } from './prep-time';
import { officeStation, saveOfficeStation, setOwnStation } from './station';

const none = z.object({});

/**
 * The kitchen display screen's routes (kitchen display sessions only: their store's orders), the back office's binding
 * of a kitchen display to a printer group (devices menu), and the preparation time the reports read (reports menu).
 */
export function kitchenRoutes(app: FastifyInstance, _deps: Deps): void {
  const kitchen = { access: { device: ['kitchen'] } } as const;
  route(app, '/device/kitchen/board', { ...kitchen, body: none }, (ctx) => kitchenBoard(ctx));
  route(app, '/device/kitchen/bump', { ...kitchen, body: KitchenBumpBody }, (ctx, b) => bump(ctx, b));
  route(app, '/device/kitchen/recall', { ...kitchen, body: none }, (ctx) => recall(ctx));
  route(app, '/device/kitchen/station', { ...kitchen, body: KitchenStationBody }, async (ctx, b) => {
    await setOwnStation(ctx, b.printerGroupId);
    return null;
  });
  // The back office binds a kitchen display to a printer group with the device (devices menu).
  const devices = { access: { menu: Menu.DEVICES } } as const;
  route(app, '/kitchen/station/get', { ...devices, body: KitchenDeviceStationQuery }, (ctx, b) =>
    officeStation(ctx, b.deviceId),
  );
  route(app, '/kitchen/station/save', { ...devices, body: KitchenDeviceStationBody }, (ctx, b) =>
    saveOfficeStation(ctx, b.deviceId, b.printerGroupId),
  );
  route(
    app,
    '/kitchen/report/prepTime',
    { access: { menu: Menu.REPORTS }, reads: 'replica', body: KitchenPrepTimeQuery },
    (ctx, b) => prepTime(ctx, b),
  );
}
