import type { PromoImage } from '@tillbook/contract';
import { useEffect, useState } from 'react';
import { shopPost } from '../api';

// Images come as data URLs: a shop's from /m/shop/image, a table menu's from /m/shop/table/image (by the table's
// code). Each key is fetched once per visit.
const cache = new Map<string, Promise<string>>();

/** Where a picture is asked for: a shop by its code, or a table by its QR token. */
export type ImageSource = { shopCode: string } | { tableToken: string };

function imageOf(source: ImageSource, key: string): Promise<string> {
  const id = 'shopCode' in source ? `shop:${source.shopCode}:${key}` : `table:${source.tableToken}:${key}`;
  let found = cache.get(id);
  if (!found) {
    found = (
      'shopCode' in source
        ? shopPost<PromoImage>('/shop/image', { shopCode: source.shopCode, key })
        : shopPost<PromoImage>('/shop/table/image', { token: source.tableToken, key })
    ).then((img) => img.dataUrl);
    found.catch(() => cache.delete(id));
    cache.set(id, found);
  }
  return found;
}

/** A product's, ad's or theme's picture; a plain tile while it loads or when there is none. */
export function ShopImage({
  shopCode,
  tableToken,
  imageKey,
  alt,
  className = 'sf-img',
}: {
  alt: string;
  imageKey: string | null;
  className?: string;
} & ({ shopCode: string; tableToken?: undefined } | { tableToken: string; shopCode?: undefined })) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    setSrc(undefined);
    if (imageKey)
      imageOf(tableToken !== undefined ? { tableToken } : { shopCode: shopCode ?? '' }, imageKey).then(
        (url) => live && setSrc(url),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [shopCode, tableToken, imageKey]);
  return src ? (
    <img className={className} src={src} alt={alt} />
  ) : (
    <div className={`${className} sf-img-empty`} aria-hidden="true" />
  );
}
