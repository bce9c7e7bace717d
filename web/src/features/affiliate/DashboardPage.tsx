/** Placeholder until this screen is built. */
export default function DashboardPage() {
  return <h1>Affiliate dashboard</h1>;
}
