// The page a payment provider sends the customer back to.
export { PaymentReturnScreen } from "./PaymentReturnScreen";
