import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/ui/page-title';

/** The frame of an add/edit page: a back link to its list, the title, then the form. */
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
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  // The breadcrumb's last entry reads the same as this title ("Add …" or "Edit …").
  usePageTitle(title);
  return (
    <Card data-testid={testId} style={{ maxWidth: 1100 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('back')}
            onClick={() => navigate(backTo)}
            data-testid="edit-back"
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        {extra}
      </Flex>
      {children}
    </Card>
  );
}
