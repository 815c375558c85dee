// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  BenefitCard,
  CallSummaryDialogs,
  Comparison,
  ContactForm,
  EmailField,
  Footer,
  Header,
  InputField,
  LoadingOverlay,
  Modal,
  SkipLink,
  SmsSummaryModal,
  Spinner,
  StatusDot,
  StatusMessage,
  TestimonialCard,
  TextAreaField,
  VoiceWidget,
  VolumeVisualiser,
} from './index';

// The site prerenders every route with react-dom/server: nothing may touch window or document
// while rendering.
describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every component to HTML', () => {
    const html = renderToString(
      <>
        <SkipLink />
        <Header currentPath="/calculator/" brand="AI Receptionist" />
        <main id="main">
          <BenefitCard title="Every Call, Handled">Always answered.</BenefitCard>
          <TestimonialCard quote="Great." name="Mike" />
          <Comparison />
          <InputField label="Company" prefilled defaultValue="Acme" hint="Your business" />
          <EmailField label="Email" error="Please enter a valid email" />
          <TextAreaField label="Message" />
          <StatusMessage tone="info">Note</StatusMessage>
          <StatusDot status="connecting" />
          <Spinner />
          <LoadingOverlay open />
          <VolumeVisualiser volume={0.5} active />
          <VoiceWidget status="ended" assistantId="a-1" />
          <ContactForm onSubmit={vi.fn()} status="error" />
          <Modal title="Closed">Body</Modal>
          <SmsSummaryModal onSend={vi.fn()} />
          <CallSummaryDialogs onSendSms={vi.fn()} onSendEmail={vi.fn()} />
        </main>
        <Footer owner="AI Receptionist" year={2030} />
      </>,
    );
    expect(html).toMatch(/<a href="\/calculator\/"[^>]*aria-current="page"[^>]*>Calculator<\/a>/);
    expect(html).toContain('Company<!-- --> <span class="org-field__prefilled">prefilled</span>');
    expect(html).toContain('width="200" height="200"');
    expect(html).toContain('Get Call Summary');
    expect(html).toContain('© <!-- -->2030<!-- --> <!-- -->AI Receptionist');
    expect(html).not.toContain('role="dialog"');
  });
});
