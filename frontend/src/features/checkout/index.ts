export { CheckoutFlow } from './CheckoutFlow';
export { CheckoutReturn } from './CheckoutReturn';
export { choiceFromSearch } from './checkout-params';
