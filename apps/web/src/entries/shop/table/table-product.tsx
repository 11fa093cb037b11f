// A product of the table's menu, opened over it: its picture and description, variants and modifiers (as on the
// shop's product page), a quantity, and "add to my list" (this phone's cart).
import type { StorefrontProduct } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { addLine, type Cart } from '../cart';
import { ProductChooser } from '../components/product-chooser';
import { ShopImage } from '../components/shop-image';

export function TableProduct({
  p,
  token,
  money,
  update,
  onClose,
}: {
  p: StorefrontProduct;
  token: string;
  money: (amount: string) => string;
  update: (change: (c: Cart) => Cart) => void;
  onClose: (added: boolean) => void;
}) {
  const { t } = useTranslation('shop');
  const imageKey = p.onlineImageKeys[0] ?? p.imageKey;
  return (
    <div className="sf-sheet-back">
      <section className="sf-sheet" role="dialog" aria-modal="true" aria-label={p.name} data-testid="table-sheet">
        <div className="sf-sheet-head">
          <h1 data-testid="table-sheet-name">{p.name}</h1>
          <button
            type="button"
            className="sf-link"
            onClick={() => onClose(false)}
            aria-label={t('table.close')}
            data-testid="table-sheet-close"
          >
            ✕
          </button>
        </div>
        {imageKey && <ShopImage tableToken={token} imageKey={imageKey} alt={p.name} className="sf-gallery-img" />}
        {p.description && <p className="sf-muted">{p.description}</p>}
        <ProductChooser
          p={p}
          money={money}
          imageKey={imageKey}
          addLabel={t('table.addToList')}
          testId="table-sheet"
          onAdd={(line) => {
            update((c) => addLine(c, line));
            onClose(true);
          }}
        />
      </section>
    </div>
  );
}
