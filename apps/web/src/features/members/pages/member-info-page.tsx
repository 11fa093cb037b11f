import { EditOutlined } from '@ant-design/icons';
import { memberResource } from '@tillbook/contract';
import { Button, Descriptions, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResourceDetail } from '../../../shared/api/resource';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { idParam } from '../../../shared/routing/id-param';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { LedgerSection } from '../components/ledger-section';
import { formatPoints } from '../format';
import { MEMBER_PATHS } from '../paths';

/** /vipManage/vipInfo?id=: a member's visits and spending, points (adjust by hand) and credit (repayments). */
export default function MemberInfoPage() {
  const { t } = useTranslation(['members', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const member = useResourceDetail(memberResource, id);
  const money = useMoney();
  const m = member.data;
  const when = (v: string | null) => (v ? formatDateTime(v) : '—');

  return (
    <EditFrame
      testId="member-info-page"
      title={m ? `${t('info.title')}: ${m.name}` : t('info.title')}
      backTo={MEMBER_PATHS.list}
      extra={
        m ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(`${MEMBER_PATHS.edit}?id=${m.id}`)}
            data-testid="member-info-edit"
          >
            {t('crud:edit')}
          </Button>
        ) : null
      }
    >
      {!id || member.isError ? (
        <LoadError testId="member-info-error" onRetry={() => member.refetch()} />
      ) : !m ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="member-info-summary">
            <Descriptions.Item label={t('field.phone')}>
              {m.areaCode ? `+${m.areaCode} ${m.phone}` : m.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.email')}>{m.email || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.customerCode')}>{m.customerCode || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.firstVisit')}>
              <span data-testid="member-info-first-visit">{when(m.firstVisitAt)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.lastVisit')}>
              <span data-testid="member-info-last-visit">{when(m.lastVisitAt)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.totalVisits')}>
              <span data-testid="member-info-visits">{m.totalVisits}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.totalSpent')}>
              <span data-testid="member-info-spent">{money(m.totalSpent)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.notes')}>{m.notes || '—'}</Descriptions.Item>
          </Descriptions>
          <LedgerSection mode="points" memberId={m.id} balance={m.pointsBalance} format={formatPoints} />
          <LedgerSection
            mode="repay"
            memberId={m.id}
            balance={m.creditBalance}
            format={money}
            extra={
              <Statistic
                title={t('field.creditLimit')}
                value={m.onCredit ? money(m.creditLimit) : t('credit.notAllowed')}
              />
            }
          />
        </Flex>
      )}
    </EditFrame>
  );
}
