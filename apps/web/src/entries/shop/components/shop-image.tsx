import type { PromoImage } from '@tillbook/contract';
import { useEffect, useState } from 'react';
import { shopPost } from '../api';

// Images come as data URLs from /m/shop/image; each key is fetched once per visit.
const cache = new Map<string, Promise<string>>();

function imageOf(shopCode: string, key: string): Promise<string> {
  const id = `${shopCode}:${key}`;
  let found = cache.get(id);
  if (!found) {
    found = shopPost<PromoImage>('/shop/image', { shopCode, key }).then((img) => img.dataUrl);
    found.catch(() => cache.delete(id));
    cache.set(id, found);
  }
  return found;
}

/** A product's, ad's or theme's picture; a plain tile while it loads or when there is none. */
export function ShopImage({
  shopCode,
  imageKey,
  alt,
  className = 'sf-img',
}: {
  shopCode: string;
  imageKey: string | null;
  alt: string;
  className?: string;
}) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    setSrc(undefined);
    if (imageKey)
      imageOf(shopCode, imageKey).then(
        (url) => live && setSrc(url),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [shopCode, imageKey]);
  return src ? (
    <img className={className} src={src} alt={alt} />
  ) : (
    <div className={`${className} sf-img-empty`} aria-hidden="true" />
  );
}
