/** Placeholder until this screen is built. */
export default function BlogPage() {
  return <h1>Our Blog</h1>;
}
