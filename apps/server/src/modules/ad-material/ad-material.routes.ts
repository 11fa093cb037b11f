import {
  AdIdBody,
  AdListQuery,
  AdPlaysQuery,
  AdSaveBody,
  AdStatusBody,
  DeviceAdFileBody,
  DeviceAdPlayedBody,
  DeviceAdScheduleBody,
  Menu,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachment } from '../../platform/attachment';
import type { Deps } from '../../platform/deps';
import { route, uploadBodyLimit } from '../../platform/http';
import { createAdDeviceService } from './ad-device.service';
import { createAdMaterialService } from './ad-material.service';

/** Answers a stored file with the content type read from its bytes, never sniffed again by the browser. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; contentType: string; name: string }) {
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachment(file.name))
    .send(file.bytes);
}

/**
 * Ad material (/deviceManage adList, hidden adEdit; menu 123) and what customer displays read of it
 * (/m/device/ad/*: device sessions of kind 'customer' only).
 */
export function adMaterialRoutes(app: FastifyInstance, deps: Deps): void {
  const ads = createAdMaterialService(deps);
  const device = createAdDeviceService(deps);
  const menu = { access: { menu: Menu.DEVICES } } as const;

  route(app, '/device/adMaterial/list', { ...menu, reads: 'replica', body: AdListQuery }, (ctx, b) => ads.list(ctx, b));
  route(app, '/device/adMaterial/detail', { ...menu, body: AdIdBody }, (ctx, b) => ads.detail(ctx, b.id));
  route(
    app,
    '/device/adMaterial/save',
    { ...menu, body: AdSaveBody, bodyLimit: uploadBodyLimit(UPLOAD_LIMITS.video.maxBytes) },
    (ctx, b) => ads.save(ctx, b),
  );
  route(app, '/device/adMaterial/setStatus', { ...menu, body: AdStatusBody }, (ctx, b) =>
    ads.setStatus(ctx, b.id, b.status),
  );
  route(app, '/device/adMaterial/delete', { ...menu, body: AdIdBody }, (ctx, b) => ads.remove(ctx, b.id));
  route(app, '/device/adMaterial/plays', { ...menu, reads: 'replica', body: AdPlaysQuery }, (ctx, b) =>
    ads.plays(ctx, b),
  );
  route(app, '/device/adMaterial/file', { ...menu, body: AdIdBody }, async (ctx, b, _req, reply) =>
    sendFile(reply, await ads.file(ctx, b.id)),
  );

  const display = { access: { device: ['customer'] } } as const;
  route(app, '/device/ad/schedule', { ...display, body: DeviceAdScheduleBody }, (ctx) => device.schedule(ctx));
  route(app, '/device/ad/file', { ...display, body: DeviceAdFileBody }, async (ctx, b, _req, reply) =>
    sendFile(reply, await device.file(ctx, b.id)),
  );
  route(app, '/device/ad/played', { ...display, body: DeviceAdPlayedBody }, (ctx, b) => device.played(ctx, b));
}
