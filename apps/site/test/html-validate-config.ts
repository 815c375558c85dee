import type { ConfigData } from 'html-validate';

/**
 * How the built pages are validated (test/html-valid.test.ts): html-validate's recommended rules
 * (the HTML standard's conformance rules, plus its accessibility and best-practice checks). The
 * only changes are where the markup's serializers write valid HTML in a style of their own, which
 * no component can change: React 19 renders every page, Vite adds the script and stylesheet tags.
 * A real error (a bad autocomplete token, a duplicate id, a bad nesting) is fixed in the markup.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React 19 writes some attributes in its props' camelCase (`autoComplete`, `noValidate`,
    // `dateTime`); HTML attribute names are case-insensitive. Everything else stays lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute as `required=""`: one style, held everywhere.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // React writes `hidden=""`, Vite writes a bare `crossorigin`: both the empty value, in two
    // styles, so neither style can be required.
    'attribute-empty-style': 'off',
    // React closes void elements (`<img … />`), Vite omits the slash (`<link …>`); both are
    // valid, so neither style can be required.
    'void-style': 'off',
    // React's useId writes ids like `_R_a_`: valid HTML (not empty, no spaces), which is all the
    // relaxed mode checks; the strict mode also asks for a leading letter.
    'valid-id': ['error', { relaxed: true }],
    // React writes a `style` prop as an inline style attribute: @org/ui's voice visualiser sizes
    // its canvas in CSS pixels from its `size` prop, apart from the canvas's own device pixels.
    // Its page (/demo) prerenders the widget, so the attribute is in the HTML; the CSP allows
    // inline style (`style-src 'unsafe-inline'`, DEPLOYMENT.md) for the dialogs' scroll lock too.
    'no-inline-style': 'off',
  },
};
