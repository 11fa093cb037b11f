import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/ui/page-title';

/** The frame of an edit page: back arrow to its list, title, then the form. */
export function EditFrame({
  title,
  backTo,
  children,
  testId,
}: {
  title: ReactNode;
  backTo: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  // The breadcrumb's last entry reads the same as this title ("Add …" or "Edit …").
  usePageTitle(title);
  return (
    <Card data-testid={testId} style={{ maxWidth: 1100 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('back')}
          onClick={() => navigate(backTo)}
          data-testid="catalog-back"
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {children}
    </Card>
  );
}

/** The error state of a list or a form whose data did not load (the client has already toasted why). */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      data-testid={testId}
      extra={
        <Button onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

export function EmptyList({ text, testId }: { text: string; testId: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} data-testid={testId} />;
}
