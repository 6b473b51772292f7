// The local mail catcher: every email the embedded Auth server sends (confirmation links) is
// kept here instead of being delivered, and is readable at /inbox on the API port, as the
// Supabase CLI's Inbucket/Mailpit catches mail for a local project.
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

const MAX_MESSAGES = 200;

export class Mailbox {
  private readonly messages: MailMessage[] = [];

  send(mail: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
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
