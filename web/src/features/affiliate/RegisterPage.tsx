/** Placeholder until this screen is built. */
export default function RegisterPage() {
  return <h1>Become an Affiliate</h1>;
}
