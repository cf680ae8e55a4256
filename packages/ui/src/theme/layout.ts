// Layout, typography and timing constants of the console, as plain numbers, in one place so CSS and code agree.

/** Widths at or below this many pixels are mobile; anything wider is desktop. */
export const mobileMaxWidth = 700;

/** Media query matching mobile screens (width <= 700 px). */
export const mobileMediaQuery = `screen and (max-width: ${mobileMaxWidth}px)`;

/** Media query matching desktop screens (width > 700 px). */
export const desktopMediaQuery = `screen and (min-width: ${mobileMaxWidth + 1}px)`;

/** Width of the icon side navigation, in px. */
export const sidenavWidth = 80;
/** Width of the side bar (detail and filter panels), in px. */
export const sidebarWidth = 320;
/** Height of the top header, in px. */
export const headerHeight = 35;
/** Height of text inputs and buttons, in px. */
export const inputHeight = 36;
/** Maximum width of forms, in px. */
export const formMaxWidth = 700;

/** The six font sizes of the console, in px, from smallest to largest. */
export const fontSizes = { xs: 11, sm: 13, md: 16, lg: 18, xl: 24, xxl: 32 } as const;
export type FontSize = keyof typeof fontSizes;

/** Border radius in px: `sm` for controls, `lg` for cards and panels. */
export const radii = { sm: 4, lg: 8 } as const;

/** Milliseconds before a tooltip opens on hover or focus. */
export const tooltipDelayMs = 300;
/** Milliseconds before a tooltip closes after the pointer leaves. */
export const tooltipCloseDelayMs = 100;
/** Milliseconds before a toast closes by itself. */
export const toastAutoCloseMs = 5000;
/** Milliseconds a copy button shows its confirmation ("Copied"). */
export const copyConfirmationMs = 1000;
