/** Placeholder until this screen is built. */
export default function NotFoundPage() {
  return <h1>Page not found</h1>;
}
