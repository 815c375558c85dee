export default function DemoPage() {
  return <h1>Meet Your AI Receptionist</h1>;
}
