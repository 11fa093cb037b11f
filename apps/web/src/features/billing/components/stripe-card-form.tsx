import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, getLang } from '../../../shared/i18n/lang';
import { loadStripe, type StripeCardElement, type StripeJs } from './stripe-js';

/**
 * The card form of the Stripe provider: Stripe's own card field; saving asks Stripe for a payment method and hands
 * on only its id (`pm_…`).
 */
export function StripeCardForm({
  publishableKey,
  saving,
  onToken,
}: {
  publishableKey: string;
  saving: boolean;
  onToken: (token: string) => void;
}) {
  const { t } = useTranslation('billing');
  const host = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let gone = false;
    loadStripe(publishableKey).then(
      (js) => {
        if (gone || !host.current) return;
        card = js.elements({ locale: bcp47(getLang()) }).create('card', { hidePostalCode: true });
        card.mount(host.current);
        card.on('change', (e) => {
          setComplete(e.complete);
          setError(e.error?.message ?? null);
        });
        setStripe({ js, card });
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const save = async () => {
    if (!stripe) return;
    setCreating(true);
    try {
      const { paymentMethod, error: refused } = await stripe.js.createPaymentMethod({
        type: 'card',
        card: stripe.card,
      });
      if (paymentMethod) onToken(paymentMethod.id);
      else setError(refused?.message ?? t('card.stripeFailed'));
    } finally {
      setCreating(false);
    }
  };

  if (failed)
    return <Alert type="error" showIcon title={t('card.stripeUnavailable')} data-testid="billing-stripe-failed" />;
  return (
    <Flex vertical gap={8} data-testid="billing-stripe-form">
      {stripe ? null : <Spin />}
      <div ref={host} style={{ padding: 10, border: '1px solid #d9d9d9', borderRadius: 6 }} />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Button
        type="primary"
        disabled={!stripe || !complete}
        loading={creating || saving}
        onClick={() => void save()}
        data-testid="billing-card-save"
      >
        {t('card.save')}
      </Button>
    </Flex>
  );
}
