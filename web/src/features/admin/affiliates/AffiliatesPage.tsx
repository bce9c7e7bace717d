/** Placeholder until this screen is built. */
export default function AdminAffiliatesPage() {
  return <h1>Affiliates</h1>;
}
