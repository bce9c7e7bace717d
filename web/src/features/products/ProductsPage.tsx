/** Placeholder until this screen is built. */
export default function ProductsPage() {
  return <h1>Create Music Your Way</h1>;
}
