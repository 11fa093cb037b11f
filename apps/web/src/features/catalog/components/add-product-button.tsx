import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CATALOG_PATHS } from '../paths';

/** "Add product", offered where a catalogue page is empty because there are no products yet. */
export function AddProductButton({ testId }: { testId: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate(CATALOG_PATHS.productEdit)}
      data-testid={testId}
    >
      {t('product.add')}
    </Button>
  );
}
