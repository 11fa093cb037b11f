import { type BillingOverview, TEST_CARD_TOKENS } from '@tillbook/contract';
import { Alert, Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useRemoveCard, useSaveCard } from '../api';
import { StripeCardForm } from './stripe-card-form';

/** The test provider's cards (the contract's tokens), by what they do. */
function TestCardForm({ saving, onToken }: { saving: boolean; onToken: (token: string) => void }) {
  const { t } = useTranslation('billing');
  const [token, setToken] = useState<string>(TEST_CARD_TOKENS[0]);
  return (
    <Flex vertical gap={8} data-testid="billing-test-card-form">
      <Typography.Text type="secondary">{t('card.testHelp')}</Typography.Text>
      <Select
        value={token}
        onChange={setToken}
        options={TEST_CARD_TOKENS.map((tok) => ({ value: tok, label: t(`card.test.${tok}`) }))}
        data-testid="billing-test-card"
        style={{ maxWidth: 420 }}
      />
      <Button
        type="primary"
        loading={saving}
        onClick={() => onToken(token)}
        data-testid="billing-card-save"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('card.save')}
      </Button>
    </Flex>
  );
}

/** The card on file (brand, last four digits, expiry), replaced through the provider's form or removed. */
export function CardSection({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  const save = useSaveCard();
  const remove = useRemoveCard();
  const { confirm, holder } = useConfirm();
  const [editing, setEditing] = useState(false);
  const card = overview.card;
  const showForm = editing || !card;

  const onToken = async (token: string) => {
    const saved = await save.mutateAsync(token).catch(() => null);
    if (!saved) return; // refused (20117 …): toasted
    toast.success(t('card.saved'));
    setEditing(false);
  };
  const onRemove = async () => {
    if (!(await confirm({ title: t('card.removeTitle'), content: t('card.removeBody'), danger: true }))) return;
    await remove.mutateAsync();
    toast.success(t('card.removed'));
  };

  return (
    <Card title={t('card.title')} data-testid="billing-card">
      {holder}
      <Flex vertical gap={12}>
        {card ? (
          <Flex gap={12} align="center" wrap>
            <Typography.Text strong data-testid="billing-card-on-file">
              {t('card.onFile', {
                brand: card.brand,
                last4: card.last4,
                exp: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
              })}
            </Typography.Text>
            {editing ? null : (
              <Button onClick={() => setEditing(true)} data-testid="billing-card-replace">
                {t('card.replace')}
              </Button>
            )}
            <Button danger onClick={() => void onRemove()} loading={remove.isPending} data-testid="billing-card-remove">
              {t('card.remove')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary" data-testid="billing-card-none">
            {t('card.none')}
          </Typography.Text>
        )}
        {!showForm ? null : overview.provider === 'stripe' && overview.publishableKey ? (
          <StripeCardForm
            publishableKey={overview.publishableKey}
            saving={save.isPending}
            onToken={(tok) => void onToken(tok)}
          />
        ) : overview.provider === 'test' ? (
          <TestCardForm saving={save.isPending} onToken={(tok) => void onToken(tok)} />
        ) : (
          <Alert type="warning" showIcon title={t('card.stripeUnavailable')} />
        )}
        {editing && card ? (
          <Button type="link" onClick={() => setEditing(false)} style={{ alignSelf: 'flex-start', padding: 0 }}>
            {t('crud:cancel')}
          </Button>
        ) : null}
        <Typography.Text type="secondary">{t('card.privacy')}</Typography.Text>
      </Flex>
    </Card>
  );
}
