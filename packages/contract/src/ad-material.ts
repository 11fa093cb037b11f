// Advertising material (/deviceManage adList, hidden adEdit; §1, §3, §4, §5): video, audio, image and logo files a
// merchant plays on the customer displays of chosen stores, on a schedule, with proof of play.
import { z } from 'zod';
import { Err } from './errors';
import { id, int4, localDate, text, unixSeconds } from './fields';
import { ListQuery } from './paging';
import type { ResourceDescriptor } from './resources';
import { type RuleIssueParams, UPLOAD_LIMITS } from './rules';

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: PropertyKey[]) {
  ctx.addIssue({ code: 'custom', message, path, params: { code } satisfies RuleIssueParams });
}

export const AD_TYPES = ['video', 'audio', 'image', 'logo'] as const;
export const AdType = z.enum(AD_TYPES);
export type AdType = z.infer<typeof AdType>;

export const AD_STATUSES = ['normal', 'frozen'] as const;
export const AdStatus = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatus>;

/**
 * The file formats each ad type takes (§5 "file type must match"), as the server reads them from the file's bytes —
 * never from its name or the type a browser declares. `audio/mp4` is an m4a file. SVG is never taken.
 */
export const AD_FILE_TYPES = {
  video: ['video/mp4', 'video/webm'],
  audio: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  logo: ['image/png', 'image/jpeg', 'image/webp'],
} as const satisfies Record<AdType, readonly string[]>;

/** The file extensions a file picker offers per type (a hint only: the server decides by content). */
export const AD_FILE_ACCEPT: Record<AdType, string> = {
  video: '.mp4,.webm,video/mp4,video/webm',
  audio: '.mp3,.ogg,.oga,.wav,.m4a,audio/mpeg,audio/ogg,audio/wav,audio/mp4',
  image: '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp',
  logo: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
};

/** Largest file per type in bytes (§5, §9: video 20 MB, audio 10 MB, image 2 MB, logo 200 KB). */
export const adMaxBytes = (type: AdType) => UPLOAD_LIMITS[type].maxBytes;

/** Bytes a base64 text decodes to (padding counted out). */
export const base64Bytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'a time HH:MM' });
/** An end of a part of the day: up to 24:00 (the end of the day). */
const hhmmEnd = z.string().regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/, { message: 'a time HH:MM' });

/** Weekdays 1 Monday … 7 Sunday (ISO). */
export const AdWeekday = int4(1, 7);

/**
 * A part of the day an ad runs in, in the store's time zone: from `start` up to (not including) `end`, on the given
 * weekdays (e.g. 11:00–14:00 Mon–Fri = `{ weekdays: [1,2,3,4,5], start: '11:00', end: '14:00' }`).
 */
export const AdDayPart = z
  .object({
    weekdays: z
      .array(AdWeekday)
      .min(1)
      .max(7)
      .refine((w) => new Set(w).size === w.length, { message: 'a weekday twice' }),
    start: hhmm,
    end: hhmmEnd,
  })
  .refine((p) => p.start < p.end, { message: 'starts before it ends', path: ['end'] });
export type AdDayPart = z.infer<typeof AdDayPart>;

/** A file sent with a save: its name (kept sanitised, for display) and its bytes in base64. */
export const AdFileUpload = z.object({
  name: text(200),
  base64: z.string().max(Math.ceil(UPLOAD_LIMITS.video.maxBytes / 3) * 4 + 8),
});
export type AdFileUpload = z.infer<typeof AdFileUpload>;

/**
 * POST /m/device/adMaterial/save — creates (no id) or edits an ad. Name 1-50, unique per merchant (1003); at least one
 * store (20076), stores the caller sees (20037); a new ad needs its file (10197 on `file`); a file over its type's
 * limit answers 1001 on `file.base64`; a file whose bytes are not of a format of the type (or an SVG/HTML page
 * dressed as an image) 20094; an empty or undecodable file 20099. Editing without `file` keeps the file (its format
 * must still fit the type: 20094). End date not before start date (1001 on `endDate`). The file and the row are
 * written together: a refused save leaves neither.
 */
export const AdSaveBody = z
  .object({
    id: id.optional(),
    name: text(50).pipe(z.string().min(1)),
    publisher: text(50).default(''),
    slot: text(50).default(''),
    size: text(30).default(''),
    type: AdType,
    memo: text(200).default(''),
    status: AdStatus.default('normal'),
    storeIds: z.array(id).max(500).default([]),
    startDate: localDate.nullable().default(null),
    endDate: localDate.nullable().default(null),
    dayParts: z.array(AdDayPart).max(20).default([]),
    sort: int4(0, 9999).default(0),
    /** Seconds an image or logo stays on screen (video and audio play to their end). */
    durationSeconds: int4(1, 3600).default(10),
    file: AdFileUpload.optional(),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.storeIds).size !== b.storeIds.length) coded(ctx, Err.PARAM, 'a store twice', ['storeIds']);
    if (b.storeIds.length === 0) coded(ctx, Err.STORE_EMPTY, 'choose at least one store', ['storeIds']);
    if (b.id === undefined && !b.file) coded(ctx, Err.EMPTY_OR_MISSING, 'the ad file is required', ['file']);
    if (b.file && base64Bytes(b.file.base64) > adMaxBytes(b.type))
      ctx.addIssue({
        code: 'custom',
        message: `file larger than ${adMaxBytes(b.type)} bytes`,
        path: ['file', 'base64'],
      });
    if (b.startDate && b.endDate && b.endDate < b.startDate)
      ctx.addIssue({ code: 'custom', message: 'ends before it starts', path: ['endDate'] });
  });
export type AdSaveBody = z.input<typeof AdSaveBody>;
export type AdSaveValues = z.infer<typeof AdSaveBody>;

export const AdIdBody = z.object({ id });
export type AdIdBody = z.infer<typeof AdIdBody>;

/** POST /m/device/adMaterial/setStatus — normal or frozen (§4); a frozen ad is off on every display at once. */
export const AdStatusBody = z.object({ id, status: AdStatus });
export type AdStatusBody = z.infer<typeof AdStatusBody>;

/** A period of plays (unix seconds, `to` excluded); none: every play. */
const playPeriod = {
  playsFrom: unixSeconds.optional(),
  playsTo: unixSeconds.optional(),
};

/** POST /m/device/adMaterial/list — the ads of the caller's stores, with their plays in the period. */
export const AdListQuery = ListQuery.extend({
  name: text(50).optional(),
  type: AdType.optional(),
  storeId: id.optional(),
  status: AdStatus.optional(),
  ...playPeriod,
  sort: z.enum(['sort', '-sort', 'name', '-name', 'createdAt', '-createdAt']).optional(),
});
export type AdListQuery = z.infer<typeof AdListQuery>;

export interface AdStoreRef {
  id: number;
  name: string;
}

/** The stored file of an ad: its sanitised name, its content type (read from its bytes), size and version. */
export interface AdFileInfo {
  name: string;
  contentType: string;
  bytes: number;
  version: string;
}

export interface AdRow {
  id: number;
  name: string;
  publisher: string;
  slot: string;
  size: string;
  type: AdType;
  memo: string;
  status: AdStatus;
  /** The stores it runs in that the caller sees. */
  stores: AdStoreRef[];
  storeIds: number[];
  startDate: string | null;
  endDate: string | null;
  dayParts: AdDayPart[];
  sort: number;
  durationSeconds: number;
  file: AdFileInfo;
  /** Plays in the list's period (all when none), in the caller's stores. */
  plays: number;
  playSeconds: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /m/device/adMaterial/plays — an ad's plays per store (the caller's) in a period. */
export const AdPlaysQuery = z.object({ id, ...playPeriod });
export type AdPlaysQuery = z.infer<typeof AdPlaysQuery>;
export interface AdStorePlays {
  storeId: number;
  storeName: string;
  plays: number;
  seconds: number;
}

/** POST /m/device/adMaterial/file — the ad's file (bytes, its content type, nosniff) for the back office. */

export const adMaterialResource = {
  name: 'adMaterial',
  paths: {
    list: '/device/adMaterial/list',
    detail: '/device/adMaterial/detail',
    save: '/device/adMaterial/save',
    delete: '/device/adMaterial/delete',
  },
  listQuery: AdListQuery,
  saveBody: AdSaveBody,
  row: {} as { readonly _output: AdRow },
  search: 'name',
} as const satisfies ResourceDescriptor;

// ── The customer display's side (device sessions of kind 'customer') ──────────────────────────────────────────

/** One ad a customer display plays now. */
export interface DeviceAd {
  id: number;
  name: string;
  type: AdType;
  /** The file's content type, read from its bytes (e.g. 'video/mp4', 'image/png'). */
  contentType: string;
  /** Image and logo: seconds on screen. Video and audio: 0, they play to their end. */
  durationSeconds: number;
  sort: number;
  /** Changes when the file changes (a cache key for the blob). */
  version: string;
}

/**
 * POST /m/device/ad/schedule, body `{}` — the ads of the device's store playing now (normal, linked to the store,
 * inside their dates and parts of the day in the store's time zone), in sort order.
 */
export interface DeviceAdSchedule {
  ads: DeviceAd[];
  /** Epoch seconds when the set may change; the screen asks again then or after 60 s. */
  nextChangeAt: number;
}
export const DeviceAdScheduleBody = z.object({});

/**
 * POST /m/device/ad/file `{ id }` — the file's bytes with its content type (an ad of the device's store that is not
 * frozen; else 20037). The screen fetches it as a blob, since a video element cannot send the token header.
 */
export const DeviceAdFileBody = z.object({ id });
export type DeviceAdFileBody = z.infer<typeof DeviceAdFileBody>;

/** One play the display reports: the ad, when it started (epoch s) and how long it showed. */
export const DeviceAdPlay = z.object({
  adId: id,
  startedAt: unixSeconds,
  seconds: int4(0, 86_400),
});
export type DeviceAdPlay = z.infer<typeof DeviceAdPlay>;

/**
 * POST /m/device/ad/played — proof of play, recorded per ad, store and device; at most 200 per call. A resend of the
 * same play (same ad, start and device) counts once; plays of ads the merchant no longer has are skipped.
 */
export const DeviceAdPlayedBody = z.object({ plays: z.array(DeviceAdPlay).max(200) });
export type DeviceAdPlayedBody = z.infer<typeof DeviceAdPlayedBody>;
export interface DeviceAdPlayed {
  /** Plays newly recorded by this call. */
  recorded: number;
}
