/** Placeholder until this screen is built. */
export default function AdminTestimonialsPage() {
  return <h1>Testimonials</h1>;
}
