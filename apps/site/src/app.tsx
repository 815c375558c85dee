import { Route, Routes } from 'react-router';

function Home() {
  return (
    <main id="main">
      <h1>Never Miss a Job Again</h1>
      <p>See how much revenue you're losing from missed calls</p>
    </main>
  );
}

/** The site's route table. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
    </Routes>
  );
}
