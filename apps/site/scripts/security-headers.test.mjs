import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../scripts/static-server.mjs';
import {
  earlyScriptHashSources,
  HOLD_SCRIPT,
  PREFILL_PENDING,
  PREFILL_SCRIPTS,
  SPECULATION_RULES,
  scriptHashSource,
} from './early-scripts.mjs';
import {
  configuredOrigins,
  contentSecurityPolicy,
  DAILY_BASE_DOMAINS,
  DAILY_SOURCES,
  permissionsPolicy,
  renderHeadersFile,
  securityHeaderRules,
} from './security-headers.mjs';

/** A production-like configuration: two webhook hosts, the provider elsewhere, https. */
const config = {
  siteUrl: 'https://www.example.com',
  webhooks: {
    contact: 'https://hooks.example.com/contact',
    calculator: 'https://hooks.example.com/calculator',
    verify: 'https://automation.example.net/verify?x=1',
    callSummary: 'https://hooks.example.com/call-summary',
  },
  provider: { apiUrl: 'https://api.provider.example/v1', publicKey: 'pk-public' },
  testSeams: false,
};
const loopback = {
  ...config,
  siteUrl: 'http://127.0.0.1:4317',
  webhooks: {
    contact: 'http://127.0.0.1:8787/contact',
    calculator: 'http://127.0.0.1:8787/calculator',
    verify: 'http://127.0.0.1:8787/verify',
    callSummary: 'http://127.0.0.1:8787/call-summary',
  },
  provider: { apiUrl: 'http://127.0.0.1:8788', publicKey: 'local-public-key' },
};

function directives(policy) {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The headers a path ends with when rules apply in order and a later value replaces. */
function headersFor(path, text) {
  const headers = {};
  for (const rule of parseHeadersFile(text)) {
    if (rule.pattern.test(path)) Object.assign(headers, rule.headers);
  }
  return headers;
}

describe('configuredOrigins', () => {
  it('lists each webhook and provider origin once, without paths or queries', () => {
    expect(configuredOrigins(config)).toEqual([
      'https://api.provider.example',
      'https://automation.example.net',
      'https://hooks.example.com',
    ]);
  });

  it('refuses a URL that is not http(s)', () => {
    const bad = { ...config, provider: { ...config.provider, apiUrl: 'javascript:alert(1)' } };
    expect(() => configuredOrigins(bad)).toThrow(TypeError);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy(config));

  it('runs only the site’s own scripts, its hash-pinned early scripts and Daily’s call bundle: no eval', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...earlyScriptHashSources(),
      'https://c.daily.co',
      'https://c.dailywebrtc.com',
      'https://c.dailywebrtc.net',
      "'wasm-unsafe-eval'",
    ]);
    const all = contentSecurityPolicy(config);
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toMatch(/'nonce-|blob:|data:|https:(\s|;|$)/);
    // Hashes only in script-src, one for each early script.
    expect(all.match(/'sha256-/g)).toHaveLength(Object.keys(PREFILL_SCRIPTS).length + 3);
    for (const script of [
      HOLD_SCRIPT,
      SPECULATION_RULES,
      PREFILL_PENDING,
      ...Object.values(PREFILL_SCRIPTS),
    ]) {
      expect(policy.get('script-src')).toContain(scriptHashSource(script));
    }
    // Inline style is allowed (the dialogs' scroll lock), inline script nowhere.
    const inline = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(inline.map(([name]) => name)).toEqual(['style-src']);
  });

  it('connects exactly to the site, the configured webhooks and provider, and Daily', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.provider.example',
      'https://automation.example.net',
      'https://hooks.example.com',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.dailywebrtc.com',
      'wss://*.dailywebrtc.com',
      'https://*.dailywebrtc.net',
      'wss://*.dailywebrtc.net',
    ]);
    // Daily's error reports to Sentry stay refused.
    expect(contentSecurityPolicy(config)).not.toContain('sentry');
  });

  it('leaves media and workers to default-src and script-src: nobody needs blob: URLs', () => {
    expect(policy.has('media-src')).toBe(false);
    expect(policy.has('worker-src')).toBe(false);
    expect(policy.has('child-src')).toBe(false);
  });

  it('denies by default, framing, plugins and base changes', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.has('object-src')).toBe(false); // covered by default-src 'none'
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    const local = directives(contentSecurityPolicy(loopback));
    expect(local.has('upgrade-insecure-requests')).toBe(false);
    expect(local.get('connect-src')).toContain('http://127.0.0.1:8787');
    expect(local.get('connect-src')).toContain('http://127.0.0.1:8788');
  });
});

describe('permissionsPolicy', () => {
  it('turns the microphone on for the site only where capture is allowed', () => {
    expect(permissionsPolicy({ capture: false })).toContain('microphone=()');
    expect(permissionsPolicy({ capture: true })).toContain('microphone=(self)');
    expect(permissionsPolicy({ capture: false })).not.toContain('(self)');
    expect(permissionsPolicy({ capture: true })).toContain('geolocation=()');
  });
});

describe('renderHeadersFile', () => {
  const text = renderHeadersFile(config);

  it('gives every path the security headers, with HSTS on an https site', () => {
    const headers = headersFor('/calculator', text);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(config));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headersFor('/assets/index-abc.js', text)['X-Content-Type-Options']).toBe('nosniff');
  });

  it('allows the microphone on /demo only, with or without a trailing slash', () => {
    for (const path of ['/demo', '/demo/']) {
      expect(headersFor(path, text)['Permissions-Policy']).toContain('microphone=(self)');
    }
    for (const path of ['/', '/contact', '/demo-other', '/404']) {
      expect(headersFor(path, text)['Permissions-Policy']).toContain('microphone=()');
    }
  });

  it('keeps the whole policy when a host appends rather than replaces (last key wins)', () => {
    const rules = securityHeaderRules(config).filter((rule) =>
      parseHeadersFile(`${rule.pattern}\n  X: y\n`)[0]?.pattern.test('/demo'),
    );
    const combined = rules.map((rule) => rule.headers['Permissions-Policy']).join(', ');
    const last = new Map(combined.split(', ').map((entry) => entry.split('=')));
    expect(last.get('microphone')).toBe('(self)');
    expect(last.get('geolocation')).toBe('()');
  });

  it('sends no HSTS from an http (loopback) build', () => {
    expect(
      headersFor('/', renderHeadersFile(loopback))['Strict-Transport-Security'],
    ).toBeUndefined();
  });
});

describe('Daily’s sources, against the installed daily-js', () => {
  // The site reaches daily-js through @org/voice-client, whose dependency it is.
  const require = createRequire(
    new URL('../node_modules/@org/voice-client/package.json', import.meta.url),
  );
  const dailyJs = readFileSync(require.resolve('@daily-co/daily-js/dist/daily-esm.js'), 'utf8');

  it('names the base domains daily-js falls back over, in its order', () => {
    expect(dailyJs).toContain(JSON.stringify(DAILY_BASE_DOMAINS));
  });

  it('covers the host daily-js builds its bundle URLs on', () => {
    // `"https://c.".concat(domain, "/call-machine/versioned/", version, "/static")`
    expect(dailyJs).toMatch(/"https:\/\/c\."\.concat\(\w+,\s*"\/call-machine\/versioned\/"/);
    expect(DAILY_SOURCES.script).toEqual(DAILY_BASE_DOMAINS.map((domain) => `https://c.${domain}`));
  });

  it('has daily-js load its bundle with a <script> element when avoidEval is set', () => {
    // The loader picks the script-element path on `avoidEval`; the other path evals the bundle.
    expect(dailyJs).toMatch(/\.avoidEval\?new \w+\(/);
    expect(dailyJs).toContain('document.createElement("script")');
  });
});
