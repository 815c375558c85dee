export default function CalculatorPage() {
  return <h1>See What Missed Calls Are Costing You</h1>;
}
