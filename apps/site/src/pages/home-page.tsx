export default function HomePage() {
  return <h1>Never Miss a Job Again</h1>;
}
