import { VERIFY_COPY } from '@org/calculator-core';
import { Island } from '../islands/island';

export default function VerifyPage() {
  return (
    <section className="site-section site-narrow" aria-labelledby="verify-title">
      <h1 id="verify-title">{VERIFY_COPY.title}</h1>
      <p className="site-muted">{VERIFY_COPY.subtitle}</p>
      <Island name="verify" />
    </section>
  );
}
