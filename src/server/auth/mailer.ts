// Email over SMTP (SMTP_URL, MAIL_FROM). With none configured, the message is written to the log so a
// self-hoster can still finish sign-up by opening the link from there (docs/product/roles.md).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = { to: string; subject: string; text: string };
/** `send` resolves true once an SMTP server took the message, false when it was only logged. */
export type Mailer = { send: (mail: Mail) => Promise<boolean> };

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.warn(
          { to: mail.to, subject: mail.subject },
          `SMTP_URL is not set; email not sent:\n${mail.text}`,
        );
        return false;
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const from = config.mail.from ?? `${config.appName} <no-reply@${new URL(config.publicUrl).hostname}>`;
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
      return true;
    },
  };
}
