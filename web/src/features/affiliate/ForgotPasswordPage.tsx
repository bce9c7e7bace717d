/** Placeholder until this screen is built. */
export default function ForgotPasswordPage() {
  return <h1>Forgot password</h1>;
}
