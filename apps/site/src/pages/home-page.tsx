import {
  BenefitCard,
  ButtonLink,
  CallIllustration,
  Comparison,
  Icon,
  iconPaths,
  TestimonialCard,
  VisuallyHidden,
} from '@org/ui';
import { Island } from '../islands/island';

const BENEFITS = [
  {
    title: 'Every Call, Handled',
    icon: iconPaths.phone,
    text: 'Your AI receptionist answers every call and every missed call, 24/7. It books the job and sends you the details.',
  },
  {
    title: "Works When You Can't",
    icon: iconPaths.moon,
    text: 'On a roof, on the road or after hours, callers get a friendly answer in your business’s voice instead of voicemail.',
  },
  {
    title: 'Cheaper Than a Human',
    icon: iconPaths.coin,
    text: 'A fraction of the cost of a receptionist or a call center, with no sick days, no overtime and no hold music.',
  },
] as const;

const TESTIMONIALS = [
  {
    name: 'Mike',
    detail: 'Roofing contractor',
    quote: 'We used to lose jobs every week to voicemail. Now every call gets answered and booked.',
  },
  {
    name: 'Sarah',
    detail: 'Office manager',
    quote:
      'It sounds like us. Customers book inspections at 10 pm and I find them on the calendar in the morning.',
  },
  {
    name: 'Dave',
    detail: 'Owner, storm restoration',
    quote:
      'It paid for itself with the first roof replacement it booked while we were up on a job.',
  },
] as const;

export default function HomePage() {
  return (
    <>
      <section className="site-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Never Miss a Job Again</h1>
        <p className="site-hero__subtitle">See how much revenue you're losing from missed calls</p>
        <div className="site-actions">
          <ButtonLink href="/calculator/">See Missed Call Report</ButtonLink>
          <ButtonLink href="/contact/" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
        <CallIllustration />
      </section>

      <section className="site-section" aria-labelledby="benefits-title">
        <VisuallyHidden as="h2" id="benefits-title">
          Benefits
        </VisuallyHidden>
        <div className="site-grid">
          {BENEFITS.map((benefit) => (
            <BenefitCard
              key={benefit.title}
              title={benefit.title}
              icon={<Icon path={benefit.icon} />}
            >
              {benefit.text}
            </BenefitCard>
          ))}
        </div>
      </section>

      <section className="site-section">
        <Comparison />
      </section>

      <section className="site-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">What our clients have said</h2>
        <div className="site-grid">
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} {...testimonial} />
          ))}
        </div>
      </section>

      <section id="trial" className="site-section site-narrow" aria-labelledby="trial-title">
        <h2 id="trial-title">Get in Touch</h2>
        <Island name="contact-form" />
      </section>
    </>
  );
}
