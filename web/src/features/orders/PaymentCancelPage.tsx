/** Placeholder until this screen is built. */
export default function PaymentCancelPage() {
  return <h1>Payment Unsuccessful</h1>;
}
