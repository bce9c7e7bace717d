/** Placeholder until this screen is built. */
export default function PaymentSuccessPage() {
  return <h1>Payment Successful</h1>;
}
