/** Placeholder until this screen is built. */
export default function StoriesPage() {
  return <h1>Customer Stories</h1>;
}
