import { BellOutlined } from '@ant-design/icons';
import type { OnlineOrderRow } from '@tillbook/contract';
import { Badge, Button, Flex, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useNewOrders } from '../api';

type AudioContextClass = typeof AudioContext;

/** A short two-tone chime through Web Audio (no sound file to load); silent where the browser has none. */
export function chime(): void {
  const Ctx =
    (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.2, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.8);
    [880, 1175].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.2);
      osc.stop(ctx.currentTime + 0.8);
    });
    setTimeout(() => void ctx.close(), 1_000);
  } catch {
    // A browser that refuses to play before the user has clicked anything still shows the badge and the toast.
  }
}

/**
 * Keeps the kitchen from missing an order: asks for new online orders every few seconds while the page is open,
 * refreshes the list when some arrive, chimes (unless muted) and toasts, and shows how many arrived since the user
 * last looked and how many are unpaid. Test ids `order-new-count`, `order-unpaid`, `order-sound`, `order-new-seen`.
 */
export function NewOrdersBell({ intervalMs }: { intervalMs?: number }) {
  const { t } = useTranslation('onlineShop');
  const [fresh, setFresh] = useState(0);
  const [sound, setSound] = useState(true);
  const poll = useNewOrders((orders: OnlineOrderRow[]) => {
    setFresh((n) => n + orders.length);
    toast.info(t('order.arrived', { count: orders.length, number: orders[orders.length - 1].number }));
    if (sound) chime();
  }, intervalMs);
  const unpaid = poll.data?.unpaid ?? 0;

  return (
    <Flex gap={12} align="center" wrap data-testid="order-bell">
      <Tooltip title={t('order.newHelp')}>
        <Badge count={fresh} data-testid="order-new-count">
          <Button icon={<BellOutlined />} onClick={() => setFresh(0)} data-testid="order-new-seen">
            {t('order.new')}
          </Button>
        </Badge>
      </Tooltip>
      <Badge count={unpaid} showZero color={unpaid > 0 ? 'gold' : 'default'} data-testid="order-unpaid">
        <span style={{ paddingRight: 12 }}>{t('orderState.unpaid')}</span>
      </Badge>
      <Switch
        size="small"
        checked={sound}
        onChange={setSound}
        checkedChildren={t('order.soundOn')}
        unCheckedChildren={t('order.soundOff')}
        data-testid="order-sound"
      />
    </Flex>
  );
}
