import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privateEnvironment, scanForSecrets } from './secret-scan';

// Planted secrets, so the scan of the real build (build-output.test.ts) is known to catch them.
// Assembled from pieces, so this file itself does not look like it holds one.
const planted = {
  stripe: ['sk', 'live', 'a1B2c3D4e5F6g7H8i9J0k1L2'].join('_'),
  aws: `AKIA${'ABCDEFGHIJKLMNOP'}`,
  pem: `-----BEGIN ${'RSA PRIVATE'} KEY-----`,
  jwt: `eyJhbGciOiJIUzI1NiJ9.${'eyJzdWIiOiIxMjM0NTY3ODkwIn0'}.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U`,
  name: ['PROVIDER', 'PRIVATE', 'KEY'].join('_'),
};

describe('scanForSecrets', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-scan-'));
    await mkdir(join(dir, 'assets'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds key-like strings and private variable names, in any file', async () => {
    await writeFile(join(dir, 'assets', 'a.js'), `const k="${planted.stripe}",a="${planted.aws}";`);
    await writeFile(join(dir, 'index.html'), `<!-- ${planted.pem} --><p>${planted.jwt}</p>`);
    await writeFile(join(dir, 'assets', 'b.js'), `env.${planted.name}`);
    const rules = (await scanForSecrets(dir)).map(({ file, rule }) => `${file}: ${rule}`).sort();
    expect(rules).toEqual([
      'assets/a.js: AWS access key id',
      'assets/a.js: secret-style key (sk_…, sk-…)',
      'assets/b.js: private variable name',
      'index.html: JSON Web Token',
      'index.html: private key block',
    ]);
  });

  it('never prints a whole secret', async () => {
    await writeFile(join(dir, 'a.js'), planted.stripe);
    const [finding] = await scanForSecrets(dir);
    expect(finding?.excerpt).not.toContain(planted.stripe);
  });

  it('finds the values of private variables, and passes public ones', async () => {
    await writeFile(
      join(dir, 'a.js'),
      'fetch(url,{headers:{authorization:"Bearer local-public-key"}})',
    );
    expect(await scanForSecrets(dir)).toEqual([]);
    const secret = { name: 'PROVIDER_PRIVATE_KEY', value: 'local-public-key' };
    expect(await scanForSecrets(dir, [secret])).toEqual([
      { file: 'a.js', rule: 'value of PROVIDER_PRIVATE_KEY', excerpt: '…' },
    ]);
  });

  it('allows VITE_ names and ordinary code', async () => {
    await writeFile(
      join(dir, 'a.js'),
      'VITE_PROVIDER_PUBLIC_KEY; const tokenizer = 1; skip_this();',
    );
    expect(await scanForSecrets(dir)).toEqual([]);
  });
});

describe('privateEnvironment', () => {
  it('keeps long values of variables named private, never VITE_ ones', () => {
    expect(
      privateEnvironment({
        GITHUB_TOKEN: 'ghs_0123456789abcdef',
        NPM_AUTH: 'short',
        VITE_PROVIDER_PUBLIC_KEY: 'public-key-123456',
        HOME: '/root/some/long/path',
      }),
    ).toEqual([{ name: 'GITHUB_TOKEN', value: 'ghs_0123456789abcdef' }]);
  });
});
