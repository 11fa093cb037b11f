import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server in the test process: the app sends through nodemailer, tests read what arrived. */
export async function startMailServer() {
  const inbox: ReceivedMail[] = [];
  let rejectAll = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (rejectAll) {
        stream.resume();
        return callback(new Error('mailbox unavailable'));
      }
      simpleParser(stream)
        .then((m) => {
          for (const rcpt of session.envelope.rcptTo) {
            inbox.push({ to: rcpt.address.toLowerCase(), subject: m.subject ?? '', text: m.text ?? '' });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest mail to an address. */
    lastTo(address: string) {
      const found = inbox.filter((m) => m.to === address.toLowerCase()).at(-1);
      if (!found) throw new Error(`no mail to ${address}`);
      return found;
    },
    failDelivery(on: boolean) {
      rejectAll = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
