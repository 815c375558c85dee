import { describe, expect, it } from 'vitest';
import { defaultCliPort, parseCliArgs, usage } from './cli-args.ts';

describe('parseCliArgs', () => {
  it('reads the README command', () => {
    expect(
      parseCliArgs(['--port', '8788', '--token', 'pk', '--origin', 'http://127.0.0.1:5173']),
    ).toEqual({
      kind: 'start',
      options: {
        host: '127.0.0.1',
        port: 8788,
        token: 'pk',
        allowedOrigins: ['http://127.0.0.1:5173'],
      },
      quiet: false,
    });
  });

  it('defaults the port and host, and takes several origins', () => {
    const request = parseCliArgs([
      '--token=pk',
      '--origin',
      'http://a.test',
      '--origin',
      'http://b.test',
      '--quiet',
    ]);
    expect(request).toMatchObject({
      kind: 'start',
      options: {
        port: defaultCliPort,
        host: '127.0.0.1',
        allowedOrigins: ['http://a.test', 'http://b.test'],
      },
      quiet: true,
    });
    expect(defaultCliPort).toBe(8788);
  });

  it('ignores the `--` a package manager passes on', () => {
    expect(parseCliArgs(['--', '--token', 'pk', '--port', '0'])).toMatchObject({
      kind: 'start',
      options: { token: 'pk', port: 0 },
    });
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(usage).toContain('--token <key>');
  });

  it.each([
    [[], '--token is required.'],
    [['--token', ' '], '--token is required.'],
    [['--token', 'pk', '--port', 'eighty'], '--port must be a number from 0 to 65535, got eighty.'],
    [['--token', 'pk', '--port', '70000'], '--port must be a number from 0 to 65535, got 70000.'],
    [['--token', 'pk', '--port=-1'], '--port must be a number from 0 to 65535, got -1.'],
    [['--token', 'pk', '--port', '-1'], "Option '--port' argument is ambiguous"],
    [['--token', 'pk', '--colour'], "Unknown option '--colour'"],
    [['--token', 'pk', 'extra'], "Unexpected argument 'extra'"],
  ])('refuses %j', (args, message) => {
    expect(parseCliArgs(args)).toEqual({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
  });
});
