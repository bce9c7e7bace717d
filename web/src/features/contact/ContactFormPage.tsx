/** Placeholder until this screen is built. */
export default function ContactFormPage() {
  return <h1>Contact Information</h1>;
}
