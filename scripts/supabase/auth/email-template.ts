// A project's own email template ([auth.email.template.<kind>] subject and content_path in
// supabase/config.toml, which hosted Supabase takes from the same keys through the CLI), rendered as
// GoTrue's template mailer does (internal/mailer/templatemailer): the Go template's `{{ .Name }}`
// fields, HTML-escaped. Without a template, the caller's GoTrue default is sent. The inbox's plain
// text is the HTML's words, each link followed by its address.
export interface EmailTemplate {
  subject?: string | undefined;
  /** The HTML read from content_path. */
  content?: string | undefined;
}

export interface Mail {
  subject: string;
  html: string;
  text: string;
}

/** GoTrue's fields: SiteURL, ConfirmationURL, Email, Token, TokenHash, RedirectTo. */
export type TemplateFields = Readonly<Record<string, string>>;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

/** `{{ .Field }}` filled in (escaped); a field the mailer does not have renders empty. */
export function renderTemplate(template: string, fields: TemplateFields, escape = escapeHtml): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => escape(fields[name] ?? ''));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'", nbsp: ' ' };

/** The words of an HTML email, as a plain-text part: links as 'label: address', blocks on their own lines. */
export function htmlToText(html: string): string {
  return (
    html
      // HTML's own whitespace is one space; the blocks make the lines, a blank line between them.
      .replace(/\s+/g, ' ')
      .replace(
        /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
        (_, href: string, label: string) => `${label}: ${href}`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|div|li)>/gi, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#\d+|\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .concat('\n')
  );
}

/** The project's template for this email if it has one, else GoTrue's default the caller gives. */
export function templatedMail(template: EmailTemplate | undefined, fallback: Mail, fields: TemplateFields): Mail {
  const subject = template?.subject ? renderTemplate(template.subject, fields, (s) => s) : fallback.subject;
  if (!template?.content) return { ...fallback, subject };
  const html = renderTemplate(template.content, fields);
  return { subject, html, text: htmlToText(html) };
}
