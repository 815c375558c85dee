import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../src/routes';
import { HTML_VALIDATE_CONFIG } from './html-validate-config';

// Validates every page `pnpm --filter @org/site build` prerendered into dist (turbo runs the
// build before the site's tests). One test per file, each failing with a line per problem.
const distDir = join(new URL('..', import.meta.url).pathname, 'dist');
const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** One line per problem: where, which rule, what it says and the element it is about. */
function describeProblem(file: string, message: Message): string {
  const where = `${file}:${message.line}:${message.column}`;
  return `${where} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`;
}

async function messagesOf(file: string, html: string): Promise<Message[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) => result.messages);
}

// The validator loads its element metadata and compiles its schemas on first use: seconds of
// CPU beside the end-to-end suites (the first page ran out the 5 s test bound in one CI run),
// paid here once rather than by whichever page comes first.
beforeAll(async () => {
  await messagesOf(
    'warm-up.html',
    '<!DOCTYPE html><html lang="en"><head><title>t</title></head></html>',
  );
}, 60_000);

describe('the built pages are valid HTML', () => {
  it('include every prerendered route', () => {
    expect(pages, 'apps/site/dist has no pages: build the site first').toEqual(
      expect.arrayContaining(SITE_ROUTES.map((route) => route.file)),
    );
  });

  // CPU only, nothing to hang on: 0.1 s a page here, 1.4 s beside the CI's end-to-end suites.
  it.each(pages)(
    '%s',
    async (file) => {
      const html = await readFile(join(distDir, file), 'utf8');
      const problems = (await messagesOf(file, html)).map((message) =>
        describeProblem(file, message),
      );
      expect(problems).toEqual([]);
    },
    20_000,
  );
});

describe('the validator’s configuration', () => {
  it('still reports the errors it is here for', async () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    const messages = await messagesOf(
      'sample.html',
      page(
        '<label for="a">A</label><input id="a" type="text" autocomplete="street-address">' +
          '<p id="a">x</p><ul><div>y</div></ul>',
      ),
    );
    expect(messages.map((message) => message.ruleId)).toEqual(
      expect.arrayContaining(['valid-autocomplete', 'no-dup-id', 'element-permitted-content']),
    );
  });
});
