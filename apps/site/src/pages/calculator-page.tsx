import { Island } from '../islands/island';

export default function CalculatorPage() {
  return (
    <section className="site-section site-narrow" aria-labelledby="calculator-title">
      <Island name="calculator" />
    </section>
  );
}
