// Playwright global setup and teardown: the e2e stack's static server collects every CSP
// violation report (scripts/host/serve/csp-reports.ts); the run fails if any page broke its
// Content-Security-Policy. Setup clears reports left by an earlier run on a reused server.
import type { FullConfig } from '@playwright/test';
import type { CspViolation } from '../../../scripts/host/serve/csp-reports';
import { CSP_REPORT_PATH } from '~/integrations/security-headers';

const reportUrl = (config: FullConfig): string => {
  const base = config.projects[0]?.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 4331}`;
  return new URL(CSP_REPORT_PATH, base).href;
};

export async function clearCspReports(config: FullConfig): Promise<void> {
  const res = await fetch(reportUrl(config), { method: 'DELETE' });
  if (!res.ok) throw new Error(`the e2e site does not collect CSP reports (${res.status} from ${CSP_REPORT_PATH})`);
}

export async function failOnCspReports(config: FullConfig): Promise<void> {
  // Browsers send a report shortly after the violation; give the last page's a moment.
  await new Promise((r) => setTimeout(r, 1000));
  const res = await fetch(reportUrl(config));
  const reports = (await res.json()) as CspViolation[];
  if (reports.length > 0) {
    const lines = reports.map((r) =>
      `  ${r.documentUri}: ${r.violatedDirective} blocked ${r.blockedUri || 'inline'} ${r.sample}`.trimEnd(),
    );
    throw new Error(`${reports.length} Content-Security-Policy violation(s) during the e2e run:\n${lines.join('\n')}`);
  }
}
