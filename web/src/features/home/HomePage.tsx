/** Placeholder until this screen is built. */
export default function HomePage() {
  return <h1>Welcome</h1>;
}
