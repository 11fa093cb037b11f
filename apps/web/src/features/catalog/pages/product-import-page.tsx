import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { ImportPanel } from '../../../shared/ui/crud/import-panel';
import { useInvalidateCatalog } from '../api';
import { CATALOG_PATHS } from '../paths';

/** The texts of the template's columns (keys of the server's product importer). */
const COLUMN_LABELS: Record<string, string> = {
  name: 'field.name',
  category: 'field.category',
  sku: 'field.sku',
  barcode: 'field.barcode',
  unit: 'field.unit',
  price: 'field.price',
  cost: 'field.cost',
  purchaseCost: 'field.purchaseCost',
  supplier: 'field.supplier',
  trackInventory: 'field.trackInventory',
  stores: 'product.stores',
  taxes: 'field.taxes',
  minStock: 'field.minStock',
  bestStock: 'field.bestStock',
  composite: 'field.composite',
  components: 'component.title',
  description: 'field.description',
};

/**
 * /goodsSetting/goodsList/importGoodsExcel: simple and composite products from a filled-in xlsx template, all rows
 * or none.
 */
export default function ProductImportPage() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const invalidate = useInvalidateCatalog();
  return (
    <EditFrame
      testId="product-import-page"
      title={t('import.title')}
      backTo={CATALOG_PATHS.products}
      backTestId="catalog-back"
    >
      <ImportPanel
        ns="catalog"
        prefix="product"
        paths={{ template: '/goods/importTemplate', start: '/goods/import', job: '/goods/importJob' }}
        columnLabel={(column) => (COLUMN_LABELS[column] ? t(COLUMN_LABELS[column]) : column)}
        onDone={invalidate}
        onToList={() => navigate(CATALOG_PATHS.products)}
      />
    </EditFrame>
  );
}
