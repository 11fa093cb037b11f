// Suppliers and manufacturers of the stock domain (providerMsg/editProvider, factoryMsg/editFactory): request and
// response schemas, POST /m/<path> like every stock endpoint.
import { z } from 'zod';
import { text as boundedText, id, listId } from './fields';
import { ListQuery } from './paging';
import { areaCode, email, stripPhone } from './rules';

const text = (max: number) => boundedText(max).default('');

export const PARTNER_LIMITS = {
  name: 50,
  contact: 50,
  phone: 15,
  email: 50,
  website: 100,
  address: 100,
  city: 50,
  postalCode: 10,
  province: 50,
  note: 200,
} as const;

/**
 * POST /m/stock/supplier/save and /m/stock/manufacturer/save — one shape for both (§3): creates (no `id`) or
 * replaces; answers the saved `PartnerRow`. Refusals: 1003 name taken (case-insensitive) in the merchant, 20002 bad
 * e-mail, 20035 bad area code, 1019 no such row.
 */
export const PartnerSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(PARTNER_LIMITS.name),
  contact: text(PARTNER_LIMITS.contact),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  phone: text(PARTNER_LIMITS.phone).transform(stripPhone),
  email: z.union([z.literal(''), email]).default(''),
  website: text(PARTNER_LIMITS.website),
  address: text(PARTNER_LIMITS.address),
  city: text(PARTNER_LIMITS.city),
  postalCode: text(PARTNER_LIMITS.postalCode),
  province: text(PARTNER_LIMITS.province),
  /** A country id of `COUNTRIES`, or null. */
  countryId: listId.nullish().transform((v) => v ?? null),
  note: text(PARTNER_LIMITS.note),
});
export type PartnerSaveBody = z.infer<typeof PartnerSaveBody>;

/** POST /m/stock/supplier/list and /m/stock/manufacturer/list — keyword in name, contact, phone or e-mail. */
export const PartnerListQuery = ListQuery.extend({ keyword: z.string().trim().max(50).optional() });
export type PartnerListQuery = z.infer<typeof PartnerListQuery>;

export const PartnerRow = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string(),
  countryId: z.number().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type PartnerRow = z.infer<typeof PartnerRow>;
// A deleted supplier or manufacturer is kept for the documents that name it (pickers and lists no longer show it);
// products naming a deleted supplier lose it. Also: /m/stock/supplier/get, /delete ({ id }), /options (→ { id, name }[] for pickers), /export (PartnerListQuery
// plus `format`) and the same under /m/stock/manufacturer/.
