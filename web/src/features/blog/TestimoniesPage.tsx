/** Placeholder until this screen is built. */
export default function TestimoniesPage() {
  return <h1>Testimonies</h1>;
}
