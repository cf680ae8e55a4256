// The payment return page's result is a folder of its own (its own catalogue, its own chunk); billing's routes load
// it from here.
export { PaymentResult } from "./paymentReturn/PaymentResult";
