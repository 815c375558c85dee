import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DemoContent } from './demo-sections';

const RLO = '\u202E';

describe('DemoContent', () => {
  it('isolates the company from the link in the heading, apart from the page’s words', () => {
    // The call to action is a router link.
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DemoContent agent={null} company={`${RLO}Acme`} />
      </MemoryRouter>,
    );
    expect(html).toContain(
      `<h1 id="demo-title" class="demo-title"><span><bdi>${RLO}Acme</bdi>: Meet Your AI Receptionist</span></h1>`,
    );
  });
});
