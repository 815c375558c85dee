import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One suspicious string in one file of the build. */
export interface SecretFinding {
  file: string;
  rule: string;
  /** The match, shortened so a real secret is not copied whole into a test log. */
  excerpt: string;
}

/** Shapes of credentials that must never reach a browser, named for the report. */
export const KEY_PATTERNS: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'private key block', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
  { rule: 'secret-style key (sk_…, sk-…)', pattern: /\bsk[-_](?:live_|test_)?[A-Za-z0-9]{16,}/g },
  { rule: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { rule: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}/g },
  { rule: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { rule: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { rule: 'Stripe restricted key', pattern: /\brk_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    rule: 'JSON Web Token',
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
  },
  { rule: 'credentials in a URL', pattern: /\bhttps?:\/\/[^\s/:@"'`]+:[^\s/@"'`]+@[a-z0-9.-]+/gi },
];

/**
 * Names of private variables: upper-case identifiers that end in SECRET, PRIVATE_KEY, PASSWORD
 * or TOKEN, or server-side provider keys. Public build variables start with VITE_ and are
 * allowed (VITE_PROVIDER_PUBLIC_KEY is public by design).
 */
export const PRIVATE_NAME_PATTERN =
  /\b(?!VITE_)[A-Z][A-Z0-9]*_(?:SECRET|SECRET_KEY|PRIVATE_KEY|PASSWORD|TOKEN|API_SECRET|PRIVATE_API_KEY)\b/g;

/** Every file under `dir`, as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function shorten(match: string): string {
  return match.length <= 12 ? match : `${match.slice(0, 8)}…(${match.length} chars)`;
}

/**
 * Scans every file of a build for key-like strings, private variable names and the values of
 * `secrets` (e.g. the environment's private variables), which must not appear anywhere.
 */
export async function scanForSecrets(
  dir: string,
  secrets: readonly { name: string; value: string }[] = [],
): Promise<SecretFinding[]> {
  const findings: SecretFinding[] = [];
  for (const file of await listFiles(dir)) {
    const text = (await readFile(join(dir, file))).toString('latin1');
    for (const { rule, pattern } of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        findings.push({ file, rule, excerpt: shorten(match[0]) });
      }
    }
    for (const match of text.matchAll(PRIVATE_NAME_PATTERN)) {
      findings.push({ file, rule: 'private variable name', excerpt: match[0] });
    }
    for (const { name, value } of secrets) {
      if (text.includes(value)) findings.push({ file, rule: `value of ${name}`, excerpt: '…' });
    }
  }
  return findings;
}

/**
 * The environment variables whose values must never be in a build: those whose names say they
 * are private, with values long enough to be credentials (short ones would match by chance).
 */
export function privateEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): { name: string; value: string }[] {
  return Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith('VITE_') &&
        /SECRET|PRIVATE|PASSWORD|TOKEN|CREDENTIAL|API_KEY|AUTH/i.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        entry[1].length >= 12,
    )
    .map(([name, value]) => ({ name, value }));
}
