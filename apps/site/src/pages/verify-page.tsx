export default function VerifyPage() {
  return <h1>Verify Your Information</h1>;
}
