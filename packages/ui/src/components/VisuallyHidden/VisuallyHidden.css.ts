// The class lives in the theme entry (`visuallyHidden`) so plain elements can use it too.
export { visuallyHidden as root } from "../../theme/utils.css";
