import { describe, expect, it } from 'vitest';
import {
  e2eLoopbackSiteEnv,
  localPorts,
  loopbackSiteEnv,
  portTakenMessage,
  portVariable,
} from './ports.mjs';

describe('local ports', () => {
  it('gives npm start, the end-to-end services and preview ports apart from one another', () => {
    const ports = Object.values(localPorts({}));
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('moves a port with its variable', () => {
    const ports = localPorts({ ORG_E2E_RECEIVER_PORT: '9100', ORG_DEV_PORT: '' });
    expect(ports.e2eReceiver).toBe(9100);
    expect(ports.dev).toBe(5173);
    expect(portVariable('e2eReceiver')).toBe('ORG_E2E_RECEIVER_PORT');
  });

  it('names the port, the variable and the likely holder in one line', () => {
    const line = portTakenMessage('receiver', 8787);
    expect(line).toBe(
      'Port 8787 is in use (probably `npm start`); set ORG_RECEIVER_PORT to use another.',
    );
  });

  it('wires the site to the ports it is given', () => {
    expect(loopbackSiteEnv({ site: 5173, receiver: 8787, provider: 8788 })).toEqual({
      VITE_SITE_URL: 'http://127.0.0.1:5173',
      VITE_CONTACT_WEBHOOK_URL: 'http://127.0.0.1:8787/contact',
      VITE_CALCULATOR_WEBHOOK_URL: 'http://127.0.0.1:8787/calculator',
      VITE_VERIFY_WEBHOOK_URL: 'http://127.0.0.1:8787/verify',
      VITE_CALL_SUMMARY_WEBHOOK_URL: 'http://127.0.0.1:8787/call-summary',
      VITE_PROVIDER_API_URL: 'http://127.0.0.1:8788',
    });
  });

  it('wires the loopback build to the end-to-end ports, moved ones included', () => {
    expect(e2eLoopbackSiteEnv({}).VITE_SITE_URL).toBe('http://127.0.0.1:4317');
    const moved = e2eLoopbackSiteEnv({ ORG_E2E_SITE_PORT: '6317', ORG_E2E_RECEIVER_PORT: '6797' });
    expect(moved.VITE_SITE_URL).toBe('http://127.0.0.1:6317');
    expect(moved.VITE_CONTACT_WEBHOOK_URL).toBe('http://127.0.0.1:6797/contact');
    expect(moved.VITE_PROVIDER_API_URL).toBe('http://127.0.0.1:8798');
  });
});
