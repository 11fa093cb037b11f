import { CheckCircleOutlined, EditOutlined, PlayCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { type CountDetail, Err, errorMessage } from '@tillbook/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getLang } from '../../../shared/i18n/lang';
import { idParam } from '../../../shared/routing/id-param';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useCount, useCountAction, useSaveCount } from '../api';
import { type CountLine, CountSheet, countedError, countLinesOf } from '../components/count-sheet';
import { Loaded, StockFrame } from '../components/frames';
import { StatusTag } from '../components/status-tag';
import { STOCK_PATHS } from '../paths';

/**
 * /stockManage/saveInventory?id=: the counting screen of a draft or running count. Save keeps the counts; 'save
 * and count' moves a draft on to counting; complete (after a confirmation: irreversible) saves and then moves
 * stock by counted − expected for every counted item.
 */
export default function CountSavePage() {
  const { t } = useTranslation(['stock', 'menu']);
  const id = idParam(useSearchParams()[0]);
  const count = useCount(id);
  return (
    <StockFrame testId="count-save-page" title={t('menu:stockManage.saveInventory')} backTo={STOCK_PATHS.counts}>
      <Loaded query={count} testId="count-save">
        {(c) => <CountScreen key={c.id} count={c} />}
      </Loaded>
    </StockFrame>
  );
}

function CountScreen({ count }: { count: CountDetail }) {
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const [detail, setDetail] = useState(count);
  // Read once per count: a background refetch must not overwrite what is being typed.
  const [lines, setLines] = useState<CountLine[]>(() => countLinesOf(count));
  const save = useSaveCount();
  const complete = useCountAction('complete');
  const { confirm, holder } = useConfirm();
  const busy = save.isPending || complete.isPending;

  if (detail.status === 'completed')
    return (
      <Alert
        type="info"
        showIcon
        title={t('count.alreadyCompleted')}
        action={
          <Button onClick={() => navigate(`${STOCK_PATHS.countInfo}?id=${detail.id}`)}>{t('crud:detail')}</Button>
        }
        data-testid="count-completed"
      />
    );

  const valid = () => {
    const bad = lines.some((l) => countedError(l.counted, '') !== null);
    if (bad) toast.error(t('count.fixCounts'));
    return !bad;
  };

  const persist = async (start: boolean): Promise<CountDetail | null> => {
    try {
      const saved = await save.mutateAsync({
        id: detail.id,
        number: detail.number,
        storeId: detail.storeId,
        type: detail.type,
        note: detail.note,
        start,
        lines: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, counted: l.counted || null })),
      });
      setDetail(saved);
      setLines(countLinesOf(saved));
      return saved;
    } catch {
      // The client has shown the refusal (1004, 1019, 20075 …).
      return null;
    }
  };

  const onSave = async (start: boolean) => {
    if (!valid()) return;
    if (await persist(start)) toast.success(t(start ? 'count.started' : 'crud:saved'));
  };

  const onComplete = async () => {
    if (!valid()) return;
    if (!lines.some((l) => l.counted !== '')) {
      toast.error(errorMessage(Err.SAVE_AT_LEAST_ONE, getLang()) ?? t('count.noneCounted'));
      return;
    }
    const ok = await confirm({
      title: t('count.completeTitle'),
      content: t('count.completeBody'),
      okText: t('count.complete'),
      danger: true,
    });
    if (!ok) return;
    const saved = await persist(true);
    if (!saved) return;
    try {
      await complete.mutateAsync({ id: saved.id });
      toast.success(t('count.completed'));
      navigate(`${STOCK_PATHS.countInfo}?id=${saved.id}`, { replace: true });
    } catch {
      // As above (1005 none counted, 1019 already completed).
    }
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      {holder}
      <Typography.Text>
        {detail.number} · {detail.storeName} · {t(`count.types.${detail.type}`)}{' '}
        <StatusTag kind="count" status={detail.status} testId="count-status" />
      </Typography.Text>
      <CountSheet storeId={detail.storeId} lines={lines} onChange={setLines} />
      <Flex gap={8} wrap>
        <Button
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={busy}
          onClick={() => onSave(false)}
          data-testid="count-save"
        >
          {t('crud:save')}
        </Button>
        {detail.status === 'draft' ? (
          <>
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              disabled={busy}
              onClick={() => onSave(true)}
              data-testid="count-start"
            >
              {t('count.saveAndCount')}
            </Button>
            <Button
              icon={<EditOutlined />}
              disabled={busy}
              onClick={() => navigate(`${STOCK_PATHS.countSelect}?id=${detail.id}`)}
              data-testid="count-edit-items"
            >
              {t('count.editItems')}
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            danger
            icon={<CheckCircleOutlined />}
            loading={complete.isPending}
            disabled={busy}
            onClick={onComplete}
            data-testid="count-complete"
          >
            {t('count.complete')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
