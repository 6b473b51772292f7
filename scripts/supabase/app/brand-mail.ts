// The project's email templates ([auth.email.template.*] in supabase/config.toml, the HTML under
// supabase/templates/) are written in the demo's brand, PUBLIC_BRAND_NAME's default, so they read
// right as they stand in demo mode. The dealer's site speaks in the dealer's name: wherever the
// default brand is written, PUBLIC_BRAND_NAME takes its place, in the subject and in the HTML. The
// local server applies it as it loads the configuration; a hosted project pastes what
// `npm run --silent auth:templates` prints into its dashboard (docs/deploying.md "Going live").
import { DEFAULT_BRAND_NAME } from '~/config/dealer-settings';
import type { LocalConfig } from '../config/config.ts';

/** The brand an environment asks for, read as the build reads it (an empty value is the default). */
export const brandOf = (env: Record<string, string | undefined>): string =>
  env.PUBLIC_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

type Template = LocalConfig['auth']['emailTemplates'][string];

/** One template in `brand`: the subject as text, the HTML escaped. */
export const brandedTemplate = (template: Template, brand: string): Template => ({
  ...template,
  ...(template.subject !== undefined ? { subject: template.subject.split(DEFAULT_BRAND_NAME).join(brand) } : {}),
  ...(template.content !== undefined
    ? { content: template.content.split(DEFAULT_BRAND_NAME).join(escapeHtml(brand)) }
    : {}),
});

export const withBrandedTemplates = (config: LocalConfig, brand: string): LocalConfig =>
  brand === DEFAULT_BRAND_NAME
    ? config
    : {
        ...config,
        auth: {
          ...config.auth,
          emailTemplates: Object.fromEntries(
            Object.entries(config.auth.emailTemplates).map(([kind, t]) => [kind, brandedTemplate(t, brand)]),
          ),
        },
      };
