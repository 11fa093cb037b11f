import { Card, Checkbox, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuPermissionGroups } from '../permission-groups';

/**
 * Back-office permissions as the menu sections of §2: one card per section with a checkbox for the whole section,
 * and one per menu code when the section's pages need several (e.g. staff 5, time cards 6). Codes outside
 * `grantable` (those the caller does not hold) stay as they are.
 */
export function MenuPermissionMatrix({
  value = [],
  onChange,
  disabled,
  grantable,
}: {
  value?: number[];
  onChange?: (codes: number[]) => void;
  disabled?: boolean;
  grantable?: readonly number[];
}) {
  const { t } = useTranslation(['staff', 'menu']);
  const groups = useMemo(menuPermissionGroups, []);
  const held = new Set(value);
  const mayGrant = (code: number) => !grantable || grantable.includes(code);
  const set = (codes: number[], on: boolean) => {
    const next = new Set(held);
    for (const c of codes.filter(mayGrant)) {
      if (on) next.add(c);
      else next.delete(c);
    }
    onChange?.([...next].sort((a, b) => a - b));
  };
  const pages = (keys: string[]) => keys.map((k) => t(`menu:${k}`)).join(', ');

  return (
    <Row gutter={[12, 12]} data-testid="role-menu-matrix">
      {groups.map((group) => {
        const codes = group.permissions.map((p) => p.code);
        const count = codes.filter((c) => held.has(c)).length;
        const single = codes.length === 1;
        return (
          <Col key={group.key} xs={24} sm={12} xl={8}>
            <Card size="small" style={{ height: '100%' }}>
              <Checkbox
                checked={count === codes.length}
                indeterminate={count > 0 && count < codes.length}
                disabled={disabled || !codes.some(mayGrant)}
                onChange={(e) => set(codes, e.target.checked)}
                data-testid={single ? `role-menu-${codes[0]}` : `role-menu-section-${group.key}`}
              >
                <Typography.Text strong>{t(`menu:${group.titleKey}`)}</Typography.Text>
              </Checkbox>
              {single ? (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0 24px' }}>
                  {pages(group.permissions[0].pageTitleKeys)}
                </Typography.Paragraph>
              ) : (
                <div style={{ display: 'flex', flexDirection: 'column', gap: 4, margin: '8px 0 0 24px' }}>
                  {group.permissions.map((p) => (
                    <Checkbox
                      key={p.code}
                      checked={held.has(p.code)}
                      disabled={disabled || !mayGrant(p.code)}
                      onChange={(e) => set([p.code], e.target.checked)}
                      data-testid={`role-menu-${p.code}`}
                    >
                      {pages(p.pageTitleKeys)}
                    </Checkbox>
                  ))}
                </div>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
