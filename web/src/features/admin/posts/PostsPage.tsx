/** Placeholder until this screen is built. */
export default function PostsPage() {
  return <h1>Blog Posts</h1>;
}
