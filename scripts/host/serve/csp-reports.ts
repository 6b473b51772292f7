// Collects Content-Security-Policy violation reports (report-uri) in memory, so the end-to-end
// suite can fail when any page broke its policy: POST stores, GET lists, DELETE clears.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_REPORT_BYTES = 64 * 1024;
const MAX_REPORTS = 500;

export interface CspViolation {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sample: string;
}

function violationOf(raw: unknown): CspViolation | null {
  // report-uri sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}].
  const r = (raw as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (!r || typeof r !== 'object') return null;
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  return {
    documentUri: str(r['document-uri']),
    violatedDirective: str(r['effective-directive']) || str(r['violated-directive']),
    blockedUri: str(r['blocked-uri']),
    sample: str(r['script-sample']),
  };
}

export class CspReports {
  readonly violations: CspViolation[] = [];

  constructor(private readonly log: (line: string) => void = () => undefined) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const json = (status: number, body: unknown): void => {
      res
        .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(body));
    };
    if (req.method === 'GET') return json(200, this.violations);
    if (req.method === 'DELETE') {
      // ?document=<text> removes only the reports of pages whose address contains it (a spec's own probe).
      const only = new URL(req.url ?? '/', 'http://x').searchParams.get('document');
      const kept = only ? this.violations.filter((v) => !v.documentUri.includes(only)) : [];
      this.violations.splice(0, this.violations.length, ...kept);
      return json(200, this.violations);
    }
    if (req.method !== 'POST') return json(405, { error: 'method not allowed' });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_REPORT_BYTES) return json(413, { error: 'report too large' });
      chunks.push(chunk as Buffer);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(400, { error: 'not JSON' });
    }
    const v = violationOf(parsed);
    if (v && this.violations.length < MAX_REPORTS) {
      this.violations.push(v);
      this.log(
        `CSP violation on ${v.documentUri}: ${v.violatedDirective} blocked ${v.blockedUri || 'inline'} ${v.sample}`,
      );
    }
    res.writeHead(204).end();
  }
}
