import { Button, type ButtonProps } from "../Button/Button";
import * as styles from "./MenuButton.css";

/**
 * The button that opens a menu: its label and a chevron. `Menu` renders it as its trigger; on its own it stands in
 * for a menu whose code has not loaded yet (same look, same place, so nothing moves when the menu arrives).
 */
export function MenuButton({ children, variant = "secondary", ...props }: ButtonProps) {
  return (
    <Button variant={variant} aria-haspopup="menu" {...props}>
      {children}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </Button>
  );
}
