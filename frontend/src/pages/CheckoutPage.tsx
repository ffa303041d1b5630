import { SimplePage } from 'src/components/SimplePage';

export default function CheckoutPage() {
  return <SimplePage page="checkout" />;
}
