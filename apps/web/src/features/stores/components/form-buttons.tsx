import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Cancel (back to `cancelTo`) and save, under a store, truck, place or asset form. Test ids `<testId>-cancel`, `-save`. */
export function FormButtons({ testId, saving, cancelTo }: { testId: string; saving: boolean; cancelTo: string }) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={() => navigate(cancelTo)} data-testid={`${testId}-cancel`}>
        {t('cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
        {t('save')}
      </Button>
    </Flex>
  );
}
