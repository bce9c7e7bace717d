/** Placeholder until this screen is built. */
export default function ContactPage() {
  return <h1>Get in Touch</h1>;
}
