import type { LoginResult } from '@tillbook/contract';

/**
 * A fresh registration stays in memory (not stored) while the user verifies the phone and reads the
 * welcome page; "enter back office" stores the session. A reload drops it on purpose.
 */
export interface PendingRegistration {
  result: LoginResult;
  areaCode: string;
  phone: string;
  phoneVerified: boolean;
}

let pending: PendingRegistration | null = null;

export const getPendingRegistration = (): PendingRegistration | null => pending;

export function setPendingRegistration(value: PendingRegistration | null): void {
  pending = value;
}
