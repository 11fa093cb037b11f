import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real SMTP when `smtpUrl` is set; otherwise a development outbox: one JSON file per mail, and a log line. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(m) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      await fs.writeFile(file, JSON.stringify({ from: opts.from, ...m, at: new Date().toISOString() }, null, 2));
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close() {},
  };
}

/** Text messages. The default provider only logs; a real gateway plugs in behind this interface. */
export interface SmsSender {
  send(to: { areaCode: string; phone: string }, text: string): Promise<void>;
}

export function createLogSms(log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, text) {
      log.info({ to: `+${to.areaCode} ${to.phone}`, text }, 'SMS (log provider)');
    },
  };
}
