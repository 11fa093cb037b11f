// The devices domain (/deviceManage): self-service ordering machines (kiosks), kitchen displays and customer
// displays. Each signs in with its own account and password and works for one store.
import { z } from 'zod';
import { id } from './fields';
import { ListQuery } from './paging';
import { accountName, staffPassword } from './rules';

export const DEVICE_KINDS = ['kiosk', 'kitchen', 'customer'] as const;
export const DeviceKind = z.enum(DEVICE_KINDS);
export type DeviceKind = z.infer<typeof DeviceKind>;

export const DEVICE_STATUSES = ['normal', 'frozen'] as const;
export const DeviceStatus = z.enum(DEVICE_STATUSES);
export type DeviceStatus = z.infer<typeof DeviceStatus>;

/**
 * POST /m/device/save — creates (no id) or edits a device. Account 8-30 characters, unique across all merchants
 * (20074 when taken: it is what the device signs in with); password 8-16 (§5), required on creation and changed
 * only when sent; a store is required (20076). Changing the password or freezing ends the device's sessions.
 */
export const DeviceSaveBody = z.object({
  id: id.optional(),
  kind: DeviceKind,
  name: z.string().trim().max(50).default(''),
  account: accountName,
  password: staffPassword.optional(),
  available: z.boolean().default(true),
  storeId: id,
  status: DeviceStatus.default('normal'),
});
export type DeviceSaveBody = z.infer<typeof DeviceSaveBody>;

export const DeviceIdBody = z.object({ id });
export const DeviceStatusBody = z.object({ id, status: DeviceStatus });

export const DeviceListQuery = ListQuery.extend({
  kind: DeviceKind,
  storeId: id.optional(),
  status: DeviceStatus.optional(),
  keyword: z.string().trim().max(50).optional(),
  sort: z.enum(['account', '-account', 'createdAt', '-createdAt']).optional(),
});
export type DeviceListQuery = z.infer<typeof DeviceListQuery>;

export const DeviceRow = z.object({
  id: z.number(),
  kind: DeviceKind,
  name: z.string(),
  account: z.string(),
  available: z.boolean(),
  storeId: z.number(),
  storeName: z.string(),
  status: DeviceStatus,
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeviceRow = z.infer<typeof DeviceRow>;

/**
 * POST /m/device/login — a device signs in: unknown account 20096, wrong password 20101, frozen 20098, not available
 * 20081. Answers a device session bound to its store.
 */
export const DeviceLoginBody = z.object({
  account: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(16),
});
export const DeviceSession = z.object({
  token: z.string(),
  deviceId: z.number(),
  kind: DeviceKind,
  storeId: z.number(),
  storeName: z.string(),
});
export type DeviceSession = z.infer<typeof DeviceSession>;
