import { COUNTRIES, CURRENCIES } from '@tillbook/contract';
import { Col, Descriptions, Result, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAccountInfo } from '../api';
import { ChangeEmailCard } from '../components/change-email-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { ChangePhoneCard } from '../components/change-phone-card';
import { DeleteAccountCard } from '../components/delete-account-card';

/** /user/userMsg: the account's details; change password, e-mail, phone; delete the account (boss). */
export default function UserMsgPage() {
  const { t } = useTranslation('account');
  const info = useAccountInfo();
  const lang = getLang();

  if (info.isPending) return <PageLoading />;
  if (!info.data) return <Result status="warning" title={t('loadFailed')} />;
  const account = info.data;
  const country = COUNTRIES.find((c) => c.sysCountryId === account.sysCountryId);
  const currency = CURRENCIES.find((c) => c.currencyId === account.sysCurrencyId);

  return (
    <div data-testid="account-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'name', label: t('common:field.name'), children: account.name },
          { key: 'company', label: t('common:field.company'), children: account.company },
          { key: 'email', label: t('common:field.email'), children: account.email },
          {
            key: 'phone',
            label: t('common:field.phone'),
            children: account.phone ? `+${account.areaCode} ${account.phone}` : '—',
          },
          { key: 'role', label: t('role'), children: account.isBoss ? t('boss') : account.role },
          { key: 'country', label: t('common:field.country'), children: country?.name[lang] ?? '—' },
          {
            key: 'currency',
            label: t('common:field.currency'),
            children: currency ? `${currency.code} (${currency.symbol})` : '—',
          },
          { key: 'address', label: t('address'), children: account.address || '—' },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <ChangeEmailCard current={account.email} />
        </Col>
        <Col xs={24} lg={12}>
          <ChangePhoneCard areaCode={account.areaCode} phone={account.phone} verified={account.phoneVerified} />
        </Col>
        {account.isBoss ? (
          <Col xs={24} lg={12}>
            <DeleteAccountCard />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
