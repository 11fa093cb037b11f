import { type KitchenTicket, type TicketUrgency, ticketUrgency } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../shared/format/numbers';
import { bcp47, getLang } from '../../shared/i18n/lang';

interface Props {
  ticket: KitchenTicket;
  /** Now on the server's clock (ms). */
  now: number;
  duration: { enabled: boolean; minutes: number };
  busy: boolean;
  onBumpLine: (lineId: number) => void;
  onBumpTicket: () => void;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(bcp47(getLang()), { hour: '2-digit', minute: '2-digit' });

/** One order to prepare: its header (number, type, table, time, age), its lines; tap a line or "done" to bump. */
export function TicketCard({ ticket, now, duration, busy, onBumpLine, onBumpTicket }: Props) {
  const { t } = useTranslation('kitchen');
  const age = Math.max(0, now - new Date(ticket.orderedAt).getTime());
  const urgency: TicketUrgency = ticketUrgency(age, duration);
  return (
    <article
      className={`kd-ticket kd-${urgency}`}
      data-testid={`kitchen-ticket-${ticket.orderId}`}
      data-urgency={urgency}
    >
      <header>
        <div className="kd-ticket-number">{ticket.number}</div>
        <div className="kd-ticket-age" data-testid={`kitchen-ticket-age-${ticket.orderId}`}>
          {t('minutes', { count: Math.floor(age / 60_000) })}
        </div>
        <div className="kd-ticket-meta">
          <span>{t(`channel.${ticket.channel}`)}</span>
          {ticket.orderTypeName && <span>{ticket.orderTypeName}</span>}
          {ticket.tableLabel && <span>{t('table', { table: ticket.tableLabel })}</span>}
          <span>{time(ticket.orderedAt)}</span>
        </div>
      </header>
      <ul>
        {ticket.lines.map((line) => (
          <li key={line.lineId} className={line.bumpedAt ? 'kd-bumped' : undefined}>
            <button
              type="button"
              disabled={busy || line.bumpedAt !== null}
              onClick={() => onBumpLine(line.lineId)}
              data-testid={`kitchen-line-${line.lineId}`}
              aria-label={line.bumpedAt ? t('bumped') : t('bumpLine')}
            >
              <span className="kd-qty">{formatQuantity(line.quantity)}×</span>
              <span className="kd-name">
                {line.name}
                {line.variantName && <small> ({line.variantName})</small>}
              </span>
            </button>
            {line.modifiers.length > 0 && (
              <ul className="kd-mods">
                {line.modifiers.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line's modifiers have no id of their own here.
                  <li key={i}>
                    + {m.name}
                    {Number(m.quantity) !== 1 && ` ×${formatQuantity(m.quantity)}`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {ticket.note && (
        <p className="kd-note">
          {t('note')}: {ticket.note}
        </p>
      )}
      <footer>
        <button
          type="button"
          className="ds-button"
          disabled={busy}
          onClick={onBumpTicket}
          data-testid={`kitchen-bump-${ticket.orderId}`}
        >
          {t('bumpTicket')}
        </button>
      </footer>
    </article>
  );
}
