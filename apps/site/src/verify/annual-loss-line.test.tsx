import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnualLossLine } from './annual-loss-line';

const RLO = '\u202E';

describe('AnnualLossLine', () => {
  it('isolates the company from the link, and only the company, in <bdi>', () => {
    const html = renderToStaticMarkup(
      <AnnualLossLine search="?lostRevenueAnnual=291600" company={`${RLO}Acme`} />,
    );
    expect(html).toContain(
      `<strong>Missed calls may be costing <bdi>${RLO}Acme</bdi> $291,600 a year.</strong>`,
    );
  });

  it('names “your business” as plain copy without a company', () => {
    const html = renderToStaticMarkup(
      <AnnualLossLine search="?lostRevenueAnnual=291600" company="" />,
    );
    expect(html).toContain('<strong>Missed calls may be costing your business $291,600 a year.');
    expect(html).not.toContain('<bdi>');
  });
});
