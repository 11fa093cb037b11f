import { KITCHEN_POLL_MS } from '@tillbook/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceApiError, signOutDevice } from '../../shared/device-screen/device-api';
import type { DeviceInfo } from '../../shared/device-screen/device-session';
import { usePoll } from '../../shared/device-screen/use-poll';
import { kitchenApi } from './kitchen-api';
import { useNewTicketSound } from './new-ticket-sound';
import { TicketCard } from './ticket-card';
import './kitchen.css';

/**
 * The kitchen display: the store's tickets to prepare, polled every second; bump a line or a ticket, recall the last
 * bump, choose the station (printer group); a chime on each new ticket.
 */
export function KitchenScreen({ info }: { info: DeviceInfo }) {
  const { t } = useTranslation(['kitchen', 'deviceScreen']);
  const { data: board, error, refresh } = usePoll((signal) => kitchenApi.board(signal), KITCHEN_POLL_MS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const ids = useMemo(() => board?.tickets.map((x) => x.orderId), [board]);
  useNewTicketSound(ids);

  // The server's clock, so that every screen ages a ticket alike whatever its own clock says.
  const now = board ? new Date(board.serverTime).getTime() : Date.now();

  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setMessage('');
    try {
      await run();
    } catch (err) {
      if (!(err instanceof DeviceApiError && err.signedOut))
        setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <div className="kd-screen" data-testid="kitchen-screen">
      <header className="kd-bar">
        <h1>
          {t('title')} · {info.storeName}
        </h1>
        <label className="kd-station">
          <span>{t('station.label')}</span>
          <select
            data-testid="kitchen-station"
            value={board?.station?.id ?? ''}
            disabled={!board || busy}
            onChange={(e) => void act(() => kitchenApi.station(e.target.value ? Number(e.target.value) : null))}
          >
            <option value="">{t('station.all')}</option>
            {board?.stations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="ds-button ds-secondary"
          disabled={busy || !board?.lastBump}
          onClick={() => void act(() => kitchenApi.recall())}
          data-testid="kitchen-recall"
        >
          {board?.lastBump ? t('recallOf', { number: board.lastBump.number }) : t('recall')}
        </button>
        <button
          type="button"
          className="ds-button ds-secondary"
          onClick={() => void signOutDevice('kitchen')}
          data-testid="kitchen-signout"
        >
          {t('deviceScreen:signOut')}
        </button>
      </header>
      {message && (
        <p className="ds-error kd-message" role="alert" data-testid="kitchen-message">
          {message}
        </p>
      )}
      {board && board.tickets.length === 0 && (
        <p className="kd-empty" data-testid="kitchen-empty">
          {t('empty')}
        </p>
      )}
      <main className="kd-tickets">
        {board?.tickets.map((ticket) => (
          <TicketCard
            key={ticket.orderId}
            ticket={ticket}
            now={now}
            duration={board.orderDuration}
            busy={busy}
            onBumpLine={(lineId) => void act(() => kitchenApi.bump(ticket.orderId, [lineId]))}
            onBumpTicket={() => void act(() => kitchenApi.bump(ticket.orderId))}
          />
        ))}
      </main>
      {error && !error.signedOut && (
        <div className="ds-offline" role="status" data-testid="kitchen-offline">
          {t('deviceScreen:offline')}
        </div>
      )}
    </div>
  );
}
