/** Placeholder until this screen is built. */
export default function SignInPage() {
  return <h1>Affiliate sign in</h1>;
}
