/** Placeholder until this screen is built. */
export default function TermsPage() {
  return <h1>Terms and Privacy</h1>;
}
