// The local mail catcher: every email the embedded Auth server sends (confirmation links) is
// kept here instead of being delivered, and is readable at /inbox on the API port, as the
// Supabase CLI's Inbucket/Mailpit catches mail for a local project.
// Sending is capped at [auth.rate_limit] email_sent per hour, all recipients together, as hosted
// Auth caps its built-in sender: over it, send() throws GoTrue's 429, which rolls back
// the sign-up (or other request) that wanted the email.
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /** The HTML body, as a mail client would render it. */
  html: string;
  /** Plain-text body with the same link. */
  text: string;
  sentAt: string;
}

/** More emails than [auth.rate_limit] email_sent allows in the last hour: the Auth server answers it as GoTrue's 429 (auth/errors.ts). */
export class MailRateLimitError extends Error {
  constructor() {
    super('Email rate limit exceeded');
    this.name = 'MailRateLimitError';
  }
}

const MAX_MESSAGES = 200;

const HOUR_MS = 60 * 60 * 1000;

/** An hourly sending allowance: the send times of the last hour. */
class HourlyBudget {
  private sentTimes: number[] = [];

  constructor(
    private readonly perHour: number,
    private readonly now: () => number,
  ) {}

  /** Spends one send now, or throws MailRateLimitError when the last hour's are used up. */
  spend(): void {
    const t = this.now();
    this.sentTimes = this.sentTimes.filter((s) => s > t - HOUR_MS);
    if (this.sentTimes.length >= this.perHour) throw new MailRateLimitError();
    this.sentTimes.push(t);
  }
}

export class Mailbox {
  private readonly messages: MailMessage[] = [];
  /** Auth's sender ([auth.rate_limit] email_sent) */
  private readonly authBudget: HourlyBudget;

  constructor(
    perHour: number = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {
    this.authBudget = new HourlyBudget(perHour, now);
  }

  /** An email of the Auth server's, spending its budget. */
  send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    this.authBudget.spend();
    return this.keep(mail);
  }

  /**
   * A sender into the same mailbox with an hourly budget of its own: the site's own mails (lead
   * notifications) go through a hosted project's webhook to a mail service of the dealer's, never
   * through Auth's sender, so they must not spend Auth's email_sent either.
   */
  sender(perHour: number): { send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage } {
    const budget = new HourlyBudget(perHour, this.now);
    return {
      send: (mail) => {
        budget.spend();
        return this.keep(mail);
      },
    };
  }

  private keep(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const message: MailMessage = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return message;
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): MailMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted);
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
