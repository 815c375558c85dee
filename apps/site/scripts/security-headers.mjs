// The site's security headers, derived from one build's validated configuration, and the
// `_headers` file (Netlify / Cloudflare Pages format) that ships them with the static build.
// `scripts/build.mjs` writes `dist/_headers` with `renderHeadersFile(siteConfig)`;
// `scripts/static-server.mjs` applies it locally, so every end-to-end test runs under this policy.

/**
 * Where daily-js goes, and only once a visitor starts a call on /demo. The call-object bundle and
 * the audio processor load as `<script>` elements from c.daily.co (daily-js 0.92 no longer evals
 * them); signalling and media negotiation use https and wss on daily.co subdomains.
 */
export const DAILY_SOURCES = {
  script: ['https://c.daily.co'],
  connect: ['https://*.daily.co', 'wss://*.daily.co'],
};

/** Routes whose document may capture media (the live voice demo). */
export const CAPTURE_ROUTES = ['/demo'];

/**
 * What a capture route may use, for the site's own origin. The microphone is the call; the
 * camera only when the provider turns video recording on for the assistant, which makes
 * daily-js ask for a video source.
 */
const CAPTURE_FEATURES = ['camera', 'microphone'];

/**
 * Powerful features no page uses. Only names Chromium recognises: an unknown one is logged as a
 * console error on every page. `autoplay` stays allowed: the assistant's voice autoplays.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'midi',
  'payment',
  'usb',
];

/**
 * The origin of an absolute http(s) URL.
 * @param {string} url
 * @returns {string}
 * @throws {TypeError} when `url` is not an absolute http(s) URL (the build's configuration was
 *   validated, so this means a caller passed something else).
 */
function originOf(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`Not an http(s) URL: ${url}`);
  }
  return parsed.origin;
}

/**
 * The origins the browser code may call: the four webhooks and the voice provider, deduplicated
 * and sorted so the policy is stable from build to build.
 * @param {import('../src/config').SiteConfig} config
 * @returns {string[]}
 */
export function configuredOrigins(config) {
  const urls = [...Object.values(config.webhooks), config.provider.apiUrl];
  return [...new Set(urls.map(originOf))].sort();
}

/**
 * The Content-Security-Policy of every document of the site. One policy for all routes, because
 * client-side navigation keeps the first document's policy: /demo's needs (Daily) are allowed
 * everywhere, but only code from the site itself may run, and no inline script at all.
 * @param {import('../src/config').SiteConfig} config
 * @returns {string}
 * @example
 * contentSecurityPolicy(siteConfig);
 * // "default-src 'none'; script-src 'self' https://c.daily.co; ..."
 */
export function contentSecurityPolicy(config) {
  const directives = [
    ['default-src', ["'none'"]],
    // 'wasm-unsafe-eval' permits compiling WebAssembly (Daily's noise-cancellation processor,
    // on in every call), not JavaScript eval.
    ['script-src', ["'self'", ...DAILY_SOURCES.script, "'wasm-unsafe-eval'"]],
    // Inline styles, not scripts: the dialogs' scroll lock (Radix, via react-remove-scroll)
    // injects a <style> element with measured sizes, which no hash can pin on a static host.
    // Markup injection is what would make this dangerous, and React escapes every value.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // 'self' serves only public static files; in-page tools such as Lighthouse fetch
    // /robots.txt through the page and fail the SEO audit without it.
    ['connect-src', ["'self'", ...configuredOrigins(config), ...DAILY_SOURCES.connect]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  // Only a site served over https can upgrade: on the loopback build it would break every call.
  if (new URL(config.siteUrl).protocol === 'https:')
    directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The Permissions-Policy of a document: every listed feature off; the microphone (and camera)
 * on for the site's own origin only when `capture` is true.
 * @param {{ capture: boolean }} options
 * @returns {string}
 */
export function permissionsPolicy({ capture }) {
  const features = [...DENIED_FEATURES, ...CAPTURE_FEATURES].sort();
  return features
    .map((feature) => {
      const allowed = capture && CAPTURE_FEATURES.includes(feature);
      return `${feature}=${allowed ? '(self)' : '()'}`;
    })
    .join(', ');
}

/**
 * The header rules of the site, in the order a static host applies them: `/*` for every
 * response, then the routes that may capture media. The later rule repeats the whole
 * Permissions-Policy, so hosts that replace a header and hosts that append it (where the last
 * value of a key wins) both end with the microphone allowed on /demo only.
 * @param {import('../src/config').SiteConfig} config
 * @returns {{ pattern: string, headers: Record<string, string> }[]}
 */
export function securityHeaderRules(config) {
  const https = new URL(config.siteUrl).protocol === 'https:';
  const everywhere = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy({ capture: false }),
  };
  // HSTS is ignored over http and would pin a real host to https for two years: only for https.
  if (https) everywhere['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  const capture = { 'Permissions-Policy': permissionsPolicy({ capture: true }) };
  return [
    { pattern: '/*', headers: everywhere },
    ...CAPTURE_ROUTES.flatMap((route) => [
      { pattern: route, headers: capture },
      { pattern: `${route}/`, headers: capture },
    ]),
  ];
}

/**
 * The `_headers` file of a build (Netlify and Cloudflare Pages format).
 * @param {import('../src/config').SiteConfig} config
 * @returns {string}
 */
export function renderHeadersFile(config) {
  const blocks = securityHeaderRules(config).map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated by scripts/build.mjs from the build's configuration; see DEPLOYMENT.md.\n${blocks.join('\n\n')}\n`;
}
