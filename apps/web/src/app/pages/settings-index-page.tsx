import { RightOutlined, SettingOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitleKey, sectionTitleKey } from '../../shared/navigation/page-tree';
import type { SectionDef } from '../../shared/navigation/sections';
import { permissionsOf, useLoginInfo } from '../../shared/session/session';
import { openablePages } from '../layout/menu-model';
import { NoPermission } from './no-permission';

/** Every settings page is hidden in §2, so the section opens this index of the ones the user may open. */
export default function SettingsIndexPage({ section }: { section: SectionDef }) {
  const { t } = useTranslation('menu');
  const pages = openablePages(section, permissionsOf(useLoginInfo()));
  if (pages.length === 0) return <NoPermission />;
  return (
    <div data-testid="settings-index">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(sectionTitleKey(section))}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {pages.map((page) => (
          <Col key={page.fullPath} xs={24} sm={12} lg={8} xxl={6}>
            <Link to={page.fullPath} data-testid={`settings-link-${page.relPath}`}>
              <Card hoverable size="small">
                <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                  <SettingOutlined style={{ fontSize: 18, color: '#389e0d' }} />
                  <span style={{ flex: 1 }}>{t(pageTitleKey(page))}</span>
                  <RightOutlined style={{ color: '#bfbfbf' }} />
                </div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
