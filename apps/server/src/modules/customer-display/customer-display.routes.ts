import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { displayState } from './cart';

/**
 * The customer display screen's routes (customer display sessions only: their store's till). The ads it shows come
 * from the ad material's device routes (/m/device/ad/*).
 */
export function customerDisplayRoutes(app: FastifyInstance, _deps: Deps): void {
  route(app, '/device/display/cart', { access: { device: ['customer'] }, body: z.object({}) }, (ctx) =>
    displayState(ctx),
  );
}
