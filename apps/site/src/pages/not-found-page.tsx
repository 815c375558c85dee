export default function NotFoundPage() {
  return (
    <section className="site-section site-narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We couldn't find that page. It may have moved, or the link may have a typo.</p>
      <p>Here is where most visitors are heading:</p>
      <ul className="site-links">
        <li>
          <a href="/">Home</a>: what an AI receptionist does for your business
        </li>
        <li>
          <a href="/calculator/">Missed call calculator</a>: what missed calls cost you
        </li>
        <li>
          <a href="/contact/">Contact</a>: we reply within 24 hours
        </li>
      </ul>
    </section>
  );
}
