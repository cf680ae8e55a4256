/** Every form field is required unless it says otherwise, and says so with this message. */
export const REQUIRED_MESSAGE = "This field is required";
