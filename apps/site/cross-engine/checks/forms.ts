import { expect } from 'vitest';
import type { CrossPage } from '../engine';
import { formSnapshot } from '../in-page';
import type { Check } from '../suite';
import { waitUntil } from '../wait';
import { fill, isShown, uniqueEmail, waitForDelivery, waitForShown } from './support';

/** What the contact form says once the receiver took the message (@org/ui's ContactForm). */
const CONTACT_THANKS = 'Thank you! Your message has been sent successfully.';

/** Fills the contact form inside `scope` (`#trial` on the home page, `main` on /contact) and sends it. */
async function sendContactForm(page: CrossPage, scope: string, email: string): Promise<void> {
  const field = (text: string) => ({ css: `${scope} form input, ${scope} form textarea`, text });
  await fill(page, field('First Name'), 'Ann');
  await fill(page, field('Last Name'), 'Roofer');
  await fill(page, field('Email'), email);
  await fill(page, field('Subject'), 'Storm season');
  await fill(page, field('Message'), 'We miss calls every afternoon.');
  await page.click({ css: `${scope} form button`, text: 'Send Message' });
  // A wait that runs out says what the form held instead.
  const thanks = { css: `${scope} [role="status"]`, text: CONTACT_THANKS };
  await waitUntil(
    'the thank-you line to show',
    async () => ({
      shown: await isShown(page, thanks),
      ...(await page.evaluate(formSnapshot, scope)),
    }),
    (seen) => seen.shown,
  );
}

/** The contact form's delivery: what the visitor typed, as the receiver got it. */
const CONTACT_BODY = {
  firstName: 'Ann',
  lastName: 'Roofer',
  subject: 'Storm season',
  message: 'We miss calls every afternoon.',
};

/**
 * Every form of the build sent to the local receiver, which must have got it: the contact form on
 * /contact and at the home page's #trial, the calculator's lead, /verify's details (which send
 * the visitor on to /demo). /demo's call-summary form needs a call first: the simulated call
 * check sends it.
 */
export const formChecks: Check[] = [
  {
    title: '/contact sends its form to the receiver',
    async run(page, { site, receiver }) {
      const email = uniqueEmail('cross-contact');
      await page.goto(`${site}/contact`);
      await sendContactForm(page, 'main', email);
      const delivery = await waitForDelivery(receiver, 'contact', (body) => body.email === email);
      expect(delivery.body).toMatchObject({ ...CONTACT_BODY, email });
    },
  },
  {
    title: "the home page's #trial form sends to the receiver",
    async run(page, { site, receiver }) {
      const email = uniqueEmail('cross-trial');
      await page.goto(`${site}/#trial`);
      await sendContactForm(page, '#trial', email);
      const delivery = await waitForDelivery(receiver, 'contact', (body) => body.email === email);
      expect(delivery.body).toMatchObject({ ...CONTACT_BODY, email });
    },
  },
  {
    title: '/calculator computes and sends the lead to the receiver',
    async run(page, { site, receiver }) {
      const email = uniqueEmail('cross-calculator');
      await page.goto(`${site}/calculator`);
      const field = (text: string) => ({ css: 'form input', text });
      await fill(page, field('Your Name'), 'Ann');
      await fill(page, field('Company'), 'Acme Roofing');
      await fill(page, field('Email'), email);
      await page.click({ css: 'form button', text: 'Calculate My Missed Call Cost' });
      await waitForShown(page, { css: 'dd', text: '$24,300' });
      const delivery = await waitForDelivery(
        receiver,
        'calculator',
        (body) => body.email === email,
      );
      expect(delivery.body).toMatchObject({
        name: 'Ann',
        company: 'Acme Roofing',
        monthly_revenue_loss: 24300,
        annual_revenue_loss: 291600,
      });
    },
  },
  {
    title: '/verify sends the details to the receiver and opens the demo',
    async run(page, { site, receiver }) {
      const email = uniqueEmail('cross-verify');
      await page.goto(`${site}/verify?city=Austin&state=TX`);
      const field = (text: string) => ({ css: 'form input', text });
      await fill(page, field('Your Name'), 'Ann');
      await fill(page, field('Email Address'), email);
      await fill(page, field('Company Name'), 'Acme Roofing');
      await page.click({ css: 'form button', text: 'Confirm & Build Demo' });
      const delivery = await waitForDelivery(receiver, 'verify', (body) => body.email === email);
      expect(delivery.body).toEqual({
        name: 'Ann',
        email,
        company: 'Acme Roofing',
        address: 'Austin, TX',
      });
      await waitForShown(page, { css: 'h1', text: 'Acme Roofing' });
      expect(new URL(await page.url()).pathname).toBe('/demo/');
    },
  },
];
