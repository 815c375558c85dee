import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('renders the home hero at /', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <App />
      </StaticRouter>,
    );
    expect(html).toContain('Never Miss a Job Again');
  });
});
