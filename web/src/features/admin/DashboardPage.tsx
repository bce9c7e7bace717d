/** Placeholder until this screen is built. */
export default function AdminDashboardPage() {
  return <h1>Dashboard</h1>;
}
