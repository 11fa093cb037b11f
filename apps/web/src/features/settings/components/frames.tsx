import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page title with a back arrow (to the settings index, or from an edit page to its list). */
export function BackTitle({ title, backTo }: { title: ReactNode; backTo: string }) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  return (
    <Flex align="center" gap={8}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('back')}
        onClick={() => navigate(backTo)}
        data-testid="settings-back"
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Flex>
  );
}

/** The frame of an edit page or of a single setting's form: back arrow, title, then the form. */
export function EditFrame({
  title,
  backTo,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  backTo: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId} style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <BackTitle title={title} backTo={backTo} />
        {extra}
      </Flex>
      {children}
    </Card>
  );
}

/** The error state of a list or a form whose data did not load (the client has already toasted why). */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('settings');
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

/** The empty state of a list table. */
export function EmptyList({ text, testId }: { text: string; testId: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} data-testid={testId} />;
}
