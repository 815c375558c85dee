import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="site-section site-narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We couldn't find that page. It may have moved, or the link may have a typo.</p>
      <p>Here is where most visitors are heading:</p>
      <ul className="site-links">
        <li>
          <Link to="/">Home</Link>: what an AI receptionist does for your business
        </li>
        <li>
          <Link to="/calculator">Missed call calculator</Link>: what missed calls cost you
        </li>
        <li>
          <Link to="/contact">Contact</Link>: we reply within 24 hours
        </li>
      </ul>
    </section>
  );
}
