export default function ContactPage() {
  return <h1>Get in touch</h1>;
}
