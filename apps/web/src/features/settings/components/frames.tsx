import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/ui/page-title';

/** A page title with a back arrow (to the settings index, or from an edit page to its list). */
export function BackTitle({ title, backTo }: { title: ReactNode; backTo: string }) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  // The breadcrumb's last entry reads the same as this title ("Add …" or "Edit …").
  usePageTitle(title);
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

export { EmptyList, LoadError } from '../../../shared/ui/crud/load-state';
