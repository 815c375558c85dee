// The site's security headers, derived from one build's validated configuration, and the
// `_headers` file (Netlify / Cloudflare Pages format) that ships them with the static build.
// `scripts/build.mjs` writes `dist/_headers` with `renderHeadersFile(siteConfig)`; the
// repository's `scripts/static-server.mjs` applies it locally, so every end-to-end test runs
// under this policy.

import { earlyScriptHashSources } from './early-scripts.mjs';

/**
 * The base domains daily-js 0.92 loads its call machine from, in the order it tries them: its
 * own list, `["daily.co","dailywebrtc.com","dailywebrtc.net"]` in `dist/daily-esm.js`
 * (`scripts/security-headers.test.mjs` reads the installed daily-js and fails when it changes).
 */
export const DAILY_BASE_DOMAINS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'];

/**
 * Where daily-js goes, and only once a visitor starts a call on /demo. As read from daily-js
 * 0.92.2 (`dist/daily-esm.js`):
 * - `script`: with `dailyConfig.avoidEval` (@org/voice-client's default) its web loader adds
 *   `<script src="https://c.<base domain>/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js">`
 *   to the document, trying each base domain in turn (three passes, 20 s each); without
 *   `avoidEval` it would `fetch` the bundle and run it with `Function(...)`, which this policy
 *   refuses. It then tells the bundle its directory (`publicPath`), from which the bundle loads
 *   `audio-processor-bundle.js` (noise cancellation) the same way.
 * - `connect`: the call machine runs in the page, so its API requests (https) and signalling
 *   (wss) are the page's. After a fallback load daily-js records the base domain that answered
 *   (`resolvedBaseDomain`) and hands the bundle its directory there (`publicPath`): Daily's hosts
 *   on every base domain are allowed, over https and wss.
 * daily-js also reports fatal errors to Daily's Sentry (`o77906.ingest.sentry.io`,
 * `_maybeSendToSentry`); that is telemetry the call does not need: `@org/voice-client` turns it
 * off on the call objects it makes, and the policy still refuses it.
 */
export const DAILY_SOURCES = {
  script: DAILY_BASE_DOMAINS.map((domain) => `https://c.${domain}`),
  connect: DAILY_BASE_DOMAINS.flatMap((domain) => [`https://*.${domain}`, `wss://*.${domain}`]),
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
 * // "default-src 'none'; script-src 'self' https://c.daily.co https://c.dailywebrtc.com ..."
 */
export function contentSecurityPolicy(config) {
  const directives = [
    ['default-src', ["'none'"]],
    // 'wasm-unsafe-eval' permits compiling WebAssembly, never JavaScript from a string. Noise
    // cancellation is on in every call (@org/voice-client's last start stage); daily-js runs it
    // only where AudioWorkletNode exists (`supportsAudioProcessing`; elsewhere it drops the
    // processor) as an audio worklet from audio-processor-bundle.js. That bundle is on Daily's
    // CDN, not in the npm package, so what it compiles cannot be read here; in-browser noise
    // models ship as WebAssembly, and this keyword is the narrowest way to let one run.
    // The hashes pin the few inline scripts a prerendered page runs before its first paint
    // (scripts/early-scripts.mjs); no other inline script runs.
    [
      'script-src',
      ["'self'", ...earlyScriptHashSources(), ...DAILY_SOURCES.script, "'wasm-unsafe-eval'"],
    ],
    // Inline styles, not scripts: the dialogs' scroll lock (Radix, via react-remove-scroll)
    // injects a <style> element with measured sizes, which no hash can pin on a static host.
    // Markup injection is what would make this dangerous, and React escapes every value.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // 'self' serves only public static files; in-page tools such as Lighthouse fetch
    // /robots.txt through the page and fail the SEO audit without it.
    ['connect-src', ["'self'", ...configuredOrigins(config), ...DAILY_SOURCES.connect]],
    // No media-src and no worker-src: default-src 'none' covers media and script-src covers
    // workers. daily-js creates no Worker and no blob: URL (none in dist/daily-esm.js; its
    // AudioWorkletNode use is a feature check), and the voice client plays the assistant by
    // `srcObject = new MediaStream(...)`, which loads no URL and so meets no media-src check.
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
    // Not the default `strict-origin-when-cross-origin`: that keeps same-origin referrers whole, so
    // /demo's `document.referrer` would be /verify's URL, whose query holds the visitor's name and
    // e-mail, and any script on /demo (daily-js's error report, see DEPLOYMENT.md) could read it.
    'Referrer-Policy': 'strict-origin',
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
