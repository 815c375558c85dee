import { describe, expect, it } from 'vitest';
import { asShipped, BUDGETS, KIB, loadsDailyOnDemand, measure, SOURCES } from './size-measure.mjs';

describe('asShipped', () => {
  it('drops the annotations a library build keeps for the bundler, and nothing else', () => {
    expect(
      asShipped('a=/* @__PURE__ */ new Set,b=/*#__PURE__*/ f(),c=/* @__NO_SIDE_EFFECTS__ */ g'),
    ).toBe('a=new Set,b=f(),c=g');
    // Other comments, and annotation-like text in strings' neighbours, stay.
    expect(asShipped('/*! license */x=`@__PURE__`/* note */')).toBe(
      '/*! license */x=`@__PURE__`/* note */',
    );
  });
});

describe('the budgets', () => {
  it('are the issue’s: 11 kB for main + ./react, 6 kB for ./vapi on import (1 kB = 1024 bytes)', () => {
    expect(KIB).toBe(1024);
    expect(BUDGETS.native.budget).toBe(11 * 1024);
    expect(BUDGETS.vapi.budget).toBe(6 * 1024);
  });

  it('hold the call engine each face loads later to a budget of its own', () => {
    expect(BUDGETS.nativeEngine.budget).toBe(9 * 1024);
    expect(BUDGETS.vapiEngine.budget).toBe(11.25 * 1024);
    // The drop-in's chunk is the native face's engine and Vapi's reports of a call.
    expect(BUDGETS.vapiEngine.budget).toBeGreaterThan(BUDGETS.nativeEngine.budget);
  });
});

describe('measure', () => {
  it('counts what ./vapi loads later (its call engine) apart from what it loads on import', async () => {
    const vapi = await measure(SOURCES.vapi);
    expect(vapi.laterGzip).toBeGreaterThan(0);
    // The engine's own module is in the chunk loaded later, not in what the import loads.
    expect(vapi.all.length).toBeGreaterThan(vapi.code.length);
    // A message only the engine's session (src/call-session.ts) says.
    expect(vapi.code).not.toContain('The call was not joined.');
    expect(vapi.all).toContain('The call was not joined.');
    expect(loadsDailyOnDemand(vapi)).toBe(true);
  });

  it('finds a static import of daily-js, which neither face may have', async () => {
    const native = await measure(SOURCES.native);
    // The native face loads the same call engine later, as the drop-in does.
    expect(native.laterGzip).toBeGreaterThan(0);
    expect(native.code).not.toContain('The call was not joined.');
    expect(loadsDailyOnDemand(native)).toBe(true);
    const staticDaily = `import Daily from "@daily-co/daily-js";${native.all}`;
    expect(loadsDailyOnDemand({ ...native, all: staticDaily })).toBe(false);
  });
});
