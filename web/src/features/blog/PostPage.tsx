/** Placeholder until this screen is built. */
export default function PostPage() {
  return <h1>Post</h1>;
}
