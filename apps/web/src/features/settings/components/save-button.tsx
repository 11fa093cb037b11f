import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The submit button of a settings form, set off from the last field's hint or error. */
export function SaveButton({ loading, testId }: { loading: boolean; testId: string }) {
  const { t } = useTranslation('crud');
  return (
    <Button type="primary" htmlType="submit" loading={loading} style={{ marginTop: 8 }} data-testid={testId}>
      {t('save')}
    </Button>
  );
}
