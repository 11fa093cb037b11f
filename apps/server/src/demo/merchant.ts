import type { Api } from './api';
import { setupCatalogue } from './catalogue';
import type { DemoMerchant } from './model';
import { setupMembers, setupStaff } from './people';
import type { Random } from './random';
import { type MerchantLogin, registerMerchant, setupSettings, setupStores } from './setup';
import { setupStock } from './stock-setup';

/**
 * Builds the demo merchant through the back-office API: stores and truck, settings, catalogue, staff, members and
 * opening stock. Answers null when the merchant's e-mail is already registered (nothing is written then).
 * `stockPerItem`: how many of each tracked item every store buys.
 */
export async function buildMerchant(
  api: Api,
  login: MerchantLogin,
  rnd: Random,
  opts: { stockPerItem: number; today: Date; members?: number },
): Promise<DemoMerchant | null> {
  const reg = await registerMerchant(api, login);
  if (!reg) return null;
  const token = reg.token;
  const stores = await setupStores(api, token);
  const settings = await setupSettings(api, token, stores);
  const products = await setupCatalogue(api, token, stores, settings.taxIds);
  await setupStock(api, token, stores, products, opts.stockPerItem, opts.today);
  const staff = await setupStaff(api, token, login.email, stores);
  const members = await setupMembers(api, token, rnd.fork('members'), opts.members ?? 40);
  return {
    email: login.email,
    password: login.password,
    bossToken: token,
    tenantId: reg.tenantId,
    stores,
    products,
    staff,
    members,
    payment: settings.payment,
    orderTypes: settings.orderTypes,
    costTypes: settings.costTypes,
    points: settings.points,
  };
}
