/** Placeholder until this screen is built. */
export default function ResetPasswordPage() {
  return <h1>Reset password</h1>;
}
