import { type ProductDetail, productResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ProductForm } from '../components/product-form';
import { initialValues } from '../components/product-values';
import { CATALOG_PATHS } from '../paths';

/** /goodsSetting/goodsList/addGoods: add a product, or edit one (`?id=`). */
export default function ProductEditPage() {
  const { t } = useTranslation('catalog');
  return (
    <ResourceEdit
      resource={productResource}
      testId="product"
      addTitle={t('product.addTitle')}
      editTitle={t('product.editTitle')}
      backTo={CATALOG_PATHS.products}
      backTestId="catalog-back"
      form={(row) => <ProductFormWithStores product={row} />}
    />
  );
}

/** A new product starts in every store the caller sees: the form waits for them. */
function ProductFormWithStores({ product }: { product?: ProductDetail }) {
  const stores = useStoreOptions();
  if (!stores.data) return <PageLoading />;
  return (
    <ProductForm
      product={product}
      initial={initialValues(
        product,
        stores.data.stores.map((s) => s.id),
      )}
    />
  );
}
