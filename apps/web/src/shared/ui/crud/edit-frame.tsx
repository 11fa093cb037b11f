import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../page-title';

/**
 * A page title with a back arrow (from an edit page to its list, or from a list to its index). The breadcrumb's last
 * entry reads the same as this title ("Add …" or "Edit …"). Test id of the arrow: `testId` (default `edit-back`).
 */
export function BackTitle({
  title,
  backTo,
  testId = 'edit-back',
}: {
  title: ReactNode;
  backTo: string;
  testId?: string;
}) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <Flex align="center" gap={8}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('back')}
        onClick={() => navigate(backTo)}
        data-testid={testId}
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Flex>
  );
}

/**
 * The frame of an add/edit page (or of a single form such as a setting): back arrow to its list, the title, actions
 * on the right (`extra`), then the form. Test ids: `testId` on the card, `backTestId` on the arrow.
 */
export function EditFrame({
  title,
  backTo,
  extra,
  children,
  testId,
  backTestId,
  maxWidth = 1100,
}: {
  title: ReactNode;
  backTo: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  backTestId?: string;
  maxWidth?: number | string;
}) {
  return (
    <Card data-testid={testId} style={{ maxWidth }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <BackTitle title={title} backTo={backTo} testId={backTestId} />
        {extra}
      </Flex>
      {children}
    </Card>
  );
}
