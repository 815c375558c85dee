import { receptionistReply, receptionistScriptFor } from '@org/voice-client/simulated';
import { expect } from 'vitest';
import type { Check } from '../suite';
import { fill, waitForDelivery, waitForShown } from './support';
import { recordWidgetStates, WIDGET, waitForWidgetState, widgetStates } from './widget';

/**
 * `npm start`'s /demo (Vite's dev server, mode loopback) plays a simulated call, which needs no
 * WebRTC: Start, connecting, active, the receptionist's greeting in the live captions, a message
 * typed into the call and its answer, End Call, ended; then the call summary the widget offers is
 * sent by SMS to the receiver.
 */
export const simulatedCallChecks: Check[] = [
  {
    title:
      'npm start: a simulated call from Start to End Call, a typed message answered, its summary sent',
    timeout: 90_000,
    async run(page, { dev, receiver }) {
      const company = `Acme Roofing ${Math.random().toString(36).slice(2, 8)}`;
      const [greeting] = receptionistScriptFor({ company }).map(({ text }) => text);
      await page.goto(`${dev}/demo?agent=demo-agent&company=${encodeURIComponent(company)}`);
      await waitForShown(page, { css: '[role="note"]', text: 'Simulated call' });
      await page.evaluate(recordWidgetStates, WIDGET);

      await page.click({ css: `${WIDGET} button`, text: 'Start Voice Chat' });
      await waitForWidgetState(page, 'active', 20_000);
      expect(await widgetStates(page)).toEqual(['connecting', 'active']);
      await waitForShown(
        page,
        { css: `${WIDGET} [role="log"]`, text: `Assistant: ${greeting}` },
        15_000,
      );

      // The visitor types; their line shows at once, and the receptionist answers it.
      const question = 'What are your hours?';
      await fill(page, { css: `${WIDGET} input`, text: 'Type a message' }, question);
      await page.press('Enter');
      await waitForShown(page, { css: `${WIDGET} [role="log"]`, text: `You: ${question}` });
      await waitForShown(
        page,
        { css: `${WIDGET} [role="log"]`, text: `Assistant: ${receptionistReply(question).text}` },
        20_000,
      );

      await page.click({ css: `${WIDGET} button`, text: 'End Call' });
      await waitForWidgetState(page, 'ended');
      await page.click({ css: `${WIDGET} button`, text: 'Get Call Summary' });
      await fill(page, { css: '[role="dialog"] input', text: 'Phone Number' }, '5550102030');
      await page.click({ css: '[role="dialog"] button', text: 'Send Summary' });
      const delivery = await waitForDelivery(
        receiver,
        'call-summary',
        (body) => body.company === company,
      );
      expect(delivery.body).toEqual({
        agentId: 'demo-agent',
        company,
        contactType: 'phone',
        phoneNumber: '5550102030',
      });
      await waitForShown(page, { css: `${WIDGET} button`, text: 'Start Voice Chat' });
    },
  },
];
