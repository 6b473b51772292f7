// `npm run --silent auth:templates`: prints the project's email templates (supabase/config.toml's
// [auth.email.template.*]) in this environment's PUBLIC_BRAND_NAME, each subject and HTML, for a
// hosted project's dashboard (Authentication → Emails). The local server applies the brand itself.
import { loadConfig } from '../supabase/config/config.ts';
import { brandOf, withBrandedTemplates } from '../supabase/app/brand-mail.ts';

const config = withBrandedTemplates(loadConfig(), brandOf(process.env));
for (const [kind, t] of Object.entries(config.auth.emailTemplates)) {
  process.stdout.write(`== ${kind}\nSubject: ${t.subject ?? ''}\n\n${t.content ?? ''}\n`);
}
