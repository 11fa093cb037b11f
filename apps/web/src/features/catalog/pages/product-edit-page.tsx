import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProductDetail, useStoreOptions } from '../api';
import { EditFrame, LoadError } from '../components/frames';
import { ProductForm } from '../components/product-form';
import { initialValues } from '../components/product-values';
import { CATALOG_PATHS, idParam } from '../paths';

/** /goodsSetting/goodsList/addGoods: add a product, or edit one (`?id=`). */
export default function ProductEditPage() {
  const { t } = useTranslation('catalog');
  const id = idParam(useSearchParams()[0]);
  const detail = useProductDetail(id);
  const stores = useStoreOptions();
  const loading = (id !== undefined && !detail.data) || !stores.data;
  return (
    <EditFrame
      title={id ? t('product.editTitle') : t('product.addTitle')}
      backTo={CATALOG_PATHS.products}
      testId="product-edit"
    >
      {detail.isError ? (
        <LoadError testId="product-load-error" onRetry={() => void detail.refetch()} />
      ) : loading ? (
        <Spin />
      ) : (
        <ProductForm
          key={detail.data?.id ?? 0}
          product={detail.data}
          initial={initialValues(
            detail.data,
            (stores.data?.stores ?? []).map((s) => s.id),
          )}
        />
      )}
    </EditFrame>
  );
}
