import {
  DEVICE_KINDS,
  DeviceIdBody,
  DeviceListQuery,
  DeviceLoginBody,
  DeviceSaveBody,
  DeviceStatusBody,
  HEADERS,
  Menu,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { publicRoute, route } from '../../platform/http';
import { endSession } from '../../platform/sessions';
import { createDeviceLoginService } from './device-login.service';
import { createDevicesService } from './devices.service';

/**
 * Devices (/deviceManage, menu 123): kiosks, kitchen displays and customer displays managed from the back office,
 * and the devices' own sign-in. (/m/device/order/* belongs to the receipts of the sales module.)
 */
export function devicesRoutes(app: FastifyInstance, deps: Deps) {
  const device = createDevicesService(deps);
  const login = createDeviceLoginService(deps.config);
  const menu = { access: { menu: Menu.DEVICES } } as const;

  route(app, '/device/list', { ...menu, reads: 'replica', body: DeviceListQuery }, (ctx, b) => device.list(ctx, b));
  route(app, '/device/detail', { ...menu, body: DeviceIdBody }, (ctx, b) => device.detail(ctx, b.id));
  route(app, '/device/save', { ...menu, body: DeviceSaveBody }, (ctx, b) => device.save(ctx, b));
  route(app, '/device/setStatus', { ...menu, body: DeviceStatusBody }, (ctx, b) =>
    device.setStatus(ctx, b.id, b.status),
  );
  route(app, '/device/delete', { ...menu, body: DeviceIdBody }, (ctx, b) => device.remove(ctx, b.id));

  publicRoute(app, '/device/login', { body: DeviceLoginBody }, (ctx, b) => login.login(ctx, b));
  route(app, '/device/me', { access: { device: DEVICE_KINDS }, body: z.object({}) }, (ctx) => login.me(ctx));
  // A screen's "sign out": its session ends on the server, not only in the browser.
  route(app, '/device/logout', { access: { device: DEVICE_KINDS }, body: z.object({}) }, async (ctx, _b, req) => {
    await endSession(ctx.db, String(req.headers[HEADERS.token]));
    return null;
  });
}
