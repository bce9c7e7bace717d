/** Placeholder until this screen is built. */
export default function OrderStatusPage() {
  return <h1>Your order</h1>;
}
