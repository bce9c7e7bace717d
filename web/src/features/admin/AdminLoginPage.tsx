/** Placeholder until this screen is built. */
export default function AdminLoginPage() {
  return <h1>Admin Login</h1>;
}
