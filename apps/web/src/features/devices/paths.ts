import type { DeviceKind } from '@tillbook/contract';

/** The device pages of §2 by kind: a list and its hidden edit page (`?id=` edits an existing device). */
export const DEVICE_PATHS: Record<DeviceKind, { list: string; edit: string }> = {
  kiosk: { list: '/deviceManage/index', edit: '/deviceManage/edit' },
  kitchen: { list: '/deviceManage/deviceKitchen', edit: '/deviceManage/deviceKitchenEdit' },
  customer: { list: '/deviceManage/deviceCustomer', edit: '/deviceManage/deviceCustomerEdit' },
};

/** The menu namespace's keys of each kind's list and edit page titles. */
export const DEVICE_TITLES: Record<DeviceKind, { list: string; edit: string }> = {
  kiosk: { list: 'menu:deviceManage.index', edit: 'menu:deviceManage.edit' },
  kitchen: { list: 'menu:deviceManage.deviceKitchen', edit: 'menu:deviceManage.deviceKitchenEdit' },
  customer: { list: 'menu:deviceManage.deviceCustomer', edit: 'menu:deviceManage.deviceCustomerEdit' },
};
