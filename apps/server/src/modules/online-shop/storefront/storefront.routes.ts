import {
  HEADERS,
  ShopCodeBody,
  ShopperAddressRemoveBody,
  ShopperAddressSaveBody,
  ShopperEmailBody,
  ShopperOrderIdBody,
  ShopperOrdersQuery,
  ShopperProfileBody,
  ShopperRegisterBody,
  ShopperSetPasswordBody,
  ShopperSignInBody,
  ShopperVerifyBody,
  StorefrontGoodsQuery,
  StorefrontImageBody,
  StorefrontOrderBody,
  StorefrontPreviewBody,
  StorefrontProductBody,
  StorefrontSlotsBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { BODY_LIMITS, publicRoute, shopperRoute } from '../../../platform/http';
import { endShopperSession } from '../../../platform/sessions';
import { createAccountsService } from './accounts.service';
import { createBrowseService } from './browse.service';
import { createCheckoutService } from './checkout.service';
import { guestOrderRoutes } from './guest-orders.routes';
import { createProfileService } from './profile.service';
import { slotsOf } from './slots';
import { tableOrderRoutes } from './table-orders.routes';

/** The back-office route that moves online orders; the shopper is mailed after each of its successful calls. */

/**
 * The storefront's routes: what shoppers of an online shop call (`/m/shop/...`). Browsing is public by the shop's
 * code; the account routes take a shopper session (a kind of its own, platform/sessions.ts), checkout a shopper or a
 * guest. Schemas and codes: packages/contract/src/storefront.ts.
 */
export function storefrontRoutes(app: FastifyInstance, deps: Deps): void {
  const browse = createBrowseService(deps);
  const accounts = createAccountsService(deps);
  const profile = createProfileService();
  const checkout = createCheckoutService(deps);

  publicRoute(app, '/shop/info', { body: ShopCodeBody }, (ctx, b) => browse.info(ctx, b.shopCode));
  publicRoute(app, '/shop/home', { body: ShopCodeBody }, (ctx, b) => browse.home(ctx, b.shopCode));
  publicRoute(app, '/shop/categories', { body: ShopCodeBody }, (ctx, b) => browse.categories(ctx, b.shopCode));
  publicRoute(app, '/shop/goods', { body: StorefrontGoodsQuery }, (ctx, b) => browse.goods(ctx, b));
  publicRoute(app, '/shop/product', { body: StorefrontProductBody }, (ctx, b) =>
    browse.product(ctx, b.shopCode, b.productId),
  );
  publicRoute(app, '/shop/image', { body: StorefrontImageBody }, (ctx, b) => browse.image(ctx, b.shopCode, b.key));
  publicRoute(app, '/shop/slots', { body: StorefrontSlotsBody }, (ctx, b) => slotsOf(ctx, b.shopCode, b.date));

  publicRoute(app, '/shop/member/register', { body: ShopperRegisterBody }, (ctx, b) => accounts.register(ctx, b));
  publicRoute(app, '/shop/member/resendCode', { body: ShopperEmailBody }, (ctx, b) => accounts.resendCode(ctx, b));
  publicRoute(app, '/shop/member/verify', { body: ShopperVerifyBody }, (ctx, b) => accounts.verify(ctx, b));
  publicRoute(app, '/shop/member/signIn', { body: ShopperSignInBody }, (ctx, b) => accounts.signIn(ctx, b));
  publicRoute(app, '/shop/member/forgot', { body: ShopperEmailBody }, (ctx, b) => accounts.forgot(ctx, b));
  // The page /onlineUpdatePwd (apps/web features/auth) posts here.
  publicRoute(app, '/online/member/setPassword', { body: ShopperSetPasswordBody }, (ctx, b) =>
    accounts.setPassword(ctx, b),
  );
  // The verification link of the mail is opened in a browser: it answers with the page showing the outcome.
  app.get(
    '/m/shop/member/checkEmail/:token',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ token: z.string().max(300) }) } },
    async (req, reply) => {
      const { token } = req.params as { token: string };
      const result = await accounts.checkEmail(req.ctx, token);
      return reply.redirect(`${deps.config.publicUrl}/#/checkEmailRes?result=${result}`, 302);
    },
  );

  const access = 'shopper' as const;
  shopperRoute(app, '/shop/member/signOut', { access, body: z.object({}) }, async (ctx, _b, req) => {
    await endShopperSession(ctx.db, String(req.headers[HEADERS.token]));
    return null;
  });
  shopperRoute(app, '/shop/member/profile', { access, body: z.object({}) }, (ctx) => profile.profile(ctx, ctx.shopper));
  shopperRoute(app, '/shop/member/saveProfile', { access, body: ShopperProfileBody }, (ctx, b) =>
    profile.saveProfile(ctx, ctx.shopper, b),
  );
  shopperRoute(app, '/shop/member/address/save', { access, body: ShopperAddressSaveBody }, (ctx, b) =>
    profile.saveAddress(ctx, ctx.shopper, b),
  );
  shopperRoute(app, '/shop/member/address/remove', { access, body: ShopperAddressRemoveBody }, (ctx, b) =>
    profile.removeAddress(ctx, ctx.shopper, b.index),
  );
  shopperRoute(app, '/shop/member/orders', { access, body: ShopperOrdersQuery }, (ctx, b) =>
    profile.orders(ctx, ctx.shopper, b),
  );
  shopperRoute(app, '/shop/member/order', { access, body: ShopperOrderIdBody }, (ctx, b) =>
    profile.order(ctx, ctx.shopper, b.id),
  );

  const orderOpts = { access: 'shopperOrGuest', bodyLimit: BODY_LIMITS.bulk } as const;
  shopperRoute(app, '/shop/order/preview', { ...orderOpts, body: StorefrontPreviewBody }, (ctx, b) =>
    checkout.preview(ctx, b),
  );
  shopperRoute(app, '/shop/order/place', { ...orderOpts, body: StorefrontOrderBody }, (ctx, b) =>
    checkout.place(ctx, b),
  );
  // QR table ordering, and following an order by its secret: table-orders.routes.ts, guest-orders.routes.ts.
  tableOrderRoutes(app, deps);
  guestOrderRoutes(app, deps);
}
