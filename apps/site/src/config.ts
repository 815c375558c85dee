/**
 * The site's configuration: every `VITE_*` variable is read and validated here and nowhere else.
 * `vite.config.ts` runs the same parser at build time, so a missing or malformed value fails the
 * build with a message naming it, and the browser code can trust what it reads.
 */

/** Validated configuration of one build of the site. */
export interface SiteConfig {
  /** Absolute origin the site is served from, for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  webhooks: {
    contact: string;
    calculator: string;
    verify: string;
    callSummary: string;
  };
  provider: {
    /** Base URL of the voice provider's REST API. */
    apiUrl: string;
    /** The provider's PUBLIC key: it is shipped to every browser, so it must never be a private key. */
    publicKey: string;
  };
  /** Whether the test-only seam of /demo is compiled in. Always false in production builds. */
  testSeams: boolean;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** The outcome of parsing: the configuration, or one message per bad variable. */
export type SiteConfigResult =
  | { readonly ok: true; readonly config: SiteConfig }
  | { readonly ok: false; readonly errors: readonly string[] };

const URL_VARIABLES = {
  siteUrl: 'VITE_SITE_URL',
  contact: 'VITE_CONTACT_WEBHOOK_URL',
  calculator: 'VITE_CALCULATOR_WEBHOOK_URL',
  verify: 'VITE_VERIFY_WEBHOOK_URL',
  callSummary: 'VITE_CALL_SUMMARY_WEBHOOK_URL',
  providerApi: 'VITE_PROVIDER_API_URL',
} as const;

/** Every variable the site reads, for documentation and for `.env.example`. */
export const SITE_ENV_VARIABLES = [
  ...Object.values(URL_VARIABLES),
  'VITE_PROVIDER_PUBLIC_KEY',
  'VITE_TEST_SEAMS',
] as const;

function readUrl(env: Env, name: string, errors: string[]): string {
  const raw = env[name];
  if (typeof raw !== 'string' || raw.trim() === '') {
    errors.push(`${name} is missing: set it to an absolute http(s) URL.`);
    return '';
  }
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('not http(s)');
    return url.href.replace(/\/$/, '');
  } catch {
    errors.push(`${name} is malformed: "${raw}" is not an absolute http(s) URL.`);
    return '';
  }
}

/**
 * Parses and validates the site's variables.
 * @example
 * const result = parseSiteConfig(import.meta.env);
 * if (!result.ok) throw new Error(result.errors.join('\n'));
 */
export function parseSiteConfig(env: Env): SiteConfigResult {
  const errors: string[] = [];
  const siteUrl = readUrl(env, URL_VARIABLES.siteUrl, errors);
  const webhooks = {
    contact: readUrl(env, URL_VARIABLES.contact, errors),
    calculator: readUrl(env, URL_VARIABLES.calculator, errors),
    verify: readUrl(env, URL_VARIABLES.verify, errors),
    callSummary: readUrl(env, URL_VARIABLES.callSummary, errors),
  };
  const apiUrl = readUrl(env, URL_VARIABLES.providerApi, errors);

  const publicKey = env.VITE_PROVIDER_PUBLIC_KEY;
  if (typeof publicKey !== 'string' || publicKey.trim() === '') {
    errors.push('VITE_PROVIDER_PUBLIC_KEY is missing: set it to the provider PUBLIC key.');
  } else if (/^(sk|secret|private)[-_]/i.test(publicKey.trim())) {
    errors.push('VITE_PROVIDER_PUBLIC_KEY looks like a private key: only the public key may ship.');
  }

  const seams = env.VITE_TEST_SEAMS;
  if (seams !== undefined && seams !== '' && seams !== 'true' && seams !== 'false') {
    errors.push(`VITE_TEST_SEAMS is malformed: "${String(seams)}" must be "true" or "false".`);
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      siteUrl,
      webhooks,
      provider: { apiUrl, publicKey: String(publicKey).trim() },
      testSeams: seams === 'true',
    },
  };
}
