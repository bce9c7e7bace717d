/** Placeholder until this screen is built. */
export default function SupportPage() {
  return <h1>Affiliate support</h1>;
}
