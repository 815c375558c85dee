import { describe, expect, it } from 'vitest';
import { cliDefaults, parseCliArgs } from './parse-cli-args';

describe('parseCliArgs', () => {
  it('defaults to port 8787 and the .local log', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'start',
      options: { port: cliDefaults.port, logFile: cliDefaults.log },
    });
  });

  it('reads every option, with repeated origins', () => {
    const request = parseCliArgs([
      '--host=127.0.0.1',
      '--port',
      '0',
      '--log',
      'out/hooks.jsonl',
      '--origin',
      'http://127.0.0.1:5173',
      '--origin',
      'http://127.0.0.1:4317',
      '--demo-url',
      'http://127.0.0.1:4317/demo',
      '--agent-id',
      'a1',
      '--max-body',
      '1024',
    ]);
    expect(request).toEqual({
      kind: 'start',
      options: {
        host: '127.0.0.1',
        port: 0,
        logFile: 'out/hooks.jsonl',
        allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:4317'],
        demoUrl: 'http://127.0.0.1:4317/demo',
        demoAgentId: 'a1',
        maxBodyBytes: 1024,
      },
    });
  });

  it('keeps deliveries in memory with --no-log', () => {
    expect(parseCliArgs(['--no-log'])).toEqual({
      kind: 'start',
      options: { port: 8787, logFile: undefined },
    });
  });

  it('ignores a leading "--" left by the package manager', () => {
    expect(parseCliArgs(['--', '--port', '0'])).toEqual({
      kind: 'start',
      options: { port: 0, logFile: cliDefaults.log },
    });
  });

  it('asks for help with -h or --help', () => {
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['--help', '--port', '1'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'eighty'], '--port must be a whole number, got "eighty"'],
    [['--max-body=-5'], '--max-body must be a whole number, got "-5"'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['stray'], 'stray'],
  ])('refuses %j', (argv, fragment) => {
    const request = parseCliArgs(argv);
    expect(request.kind).toBe('invalid');
    expect(request.kind === 'invalid' ? request.message : '').toContain(fragment);
  });
});
