/** Every form field is required unless it says otherwise (spec §5). */
export const REQUIRED_MESSAGE = "This field is required";
