import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEventHandler,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";
import type * as styles from "./Dialog.css";
import type { DialogView as DialogViewComponent } from "./DialogView";

export type DialogSize = keyof typeof styles.size;

export interface DialogProps extends Omit<ComponentPropsWithRef<"div">, "title" | "onSubmit"> {
  /** Controlled open state; leave unset (with `trigger`) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false when Escape, the close button, a `DialogClose` or a click on the backdrop closes it. */
  onOpenChange?: (open: boolean) => void;
  /** One element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the dialog (rendered as its heading). */
  title: ReactNode;
  /** Describes the dialog; read out when it opens. */
  description?: ReactNode;
  /** Actions along the bottom, e.g. Cancel (in a `DialogClose`) and the primary action. */
  footer?: ReactNode;
  /** Width on desktop: 400, 560 (default) or 800 px. On phones the dialog is a full-width bottom sheet. */
  size?: DialogSize;
  /** When given, body and footer are one `<form>`, so Enter submits and a `type="submit"` button in the footer works. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** False keeps the dialog open on Escape and backdrop clicks and hides the close button (while something is pending). */
  dismissible?: boolean;
  /** Accessible name of the × button. Default "Close". */
  closeLabel?: string;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus on close; by default the trigger, or else whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Close on a click outside the dialog. Default true. */
  closeOnOutsideClick?: boolean;
}

type DialogView = typeof DialogViewComponent;
let loadedView: DialogView | undefined;
let loadingView: Promise<DialogView> | undefined;

/**
 * Loads the dialog's code (Radix Dialog, its focus trap and scroll lock), once. A page shows no dialog until someone
 * opens one, so the code is not part of any page: it loads at the first open, or earlier when the app preloads it
 * while the browser is idle.
 */
export function preloadDialog(): Promise<DialogView> {
  loadingView ??= import("./DialogView").then(
    (module) => (loadedView = module.DialogView),
    (error: unknown) => {
      // The next open tries again.
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

/** Closes the dialog around it; none outside a dialog. */
const CloseDialogContext = createContext<(() => void) | undefined>(undefined);

/**
 * A modal dialog: traps focus, closes on Escape, returns focus to what opened it, and hides the rest of the page
 * from assistive technology while open. Renders into `document.body`. Its code loads at the first open (see
 * `preloadDialog`); until then only the trigger is rendered.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, trigger, returnFocusRef, ...rest }: DialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [View, setView] = useState<DialogView | undefined>(() => loadedView);
  const triggerRef = useRef<HTMLElement | null>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open || View) return;
    let current = true;
    preloadDialog().then(
      (view) => {
        if (current) setView(() => view);
      },
      // A dialog whose code cannot load stays closed; its trigger can open it again.
      () => {
        if (current) setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, View, setOpen]);

  return (
    <>
      {trigger !== undefined && <DialogTrigger element={trigger} open={open} triggerRef={triggerRef} onOpen={() => setOpen(true)} />}
      {View && (
        <CloseDialogContext.Provider value={close}>
          <View {...rest} open={open} onOpenChange={setOpen} returnFocusRef={returnFocusRef ?? (trigger === undefined ? undefined : triggerRef)} />
        </CloseDialogContext.Provider>
      )}
    </>
  );
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> };

/** The trigger element, opening the dialog on a click and saying that it does. */
function DialogTrigger({ element, open, triggerRef, onOpen }: { element: ReactElement; open: boolean; triggerRef: RefObject<HTMLElement | null>; onOpen: () => void }) {
  const own = element.props as TriggerProps;
  return cloneElement(element as ReactElement<TriggerProps & Record<string, unknown>>, {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      if (typeof own.ref === "function") own.ref(node);
      else if (own.ref) own.ref.current = node;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) onOpen();
    },
  });
}

export interface DialogCloseProps extends ComponentPropsWithRef<"button"> {
  /** Closes from the one child element (e.g. a Button) instead of a button of its own. */
  asChild?: boolean;
}

/** Closes the surrounding Dialog when its child is clicked: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export function DialogClose({ asChild = false, children, onClick, ...rest }: DialogCloseProps) {
  const close = useContext(CloseDialogContext);
  const closeOnClick = (event: MouseEvent<HTMLButtonElement>, own?: (event: MouseEvent<HTMLButtonElement>) => void) => {
    own?.(event);
    onClick?.(event);
    if (!event.defaultPrevented) close?.();
  };
  if (asChild && isElementWithClick(children)) {
    const own = children.props.onClick;
    return cloneElement(children, { ...rest, onClick: (event: MouseEvent<HTMLButtonElement>) => closeOnClick(event, own) });
  }
  return (
    <button type="button" {...rest} onClick={(event) => closeOnClick(event)}>
      {children}
    </button>
  );
}

function isElementWithClick(node: ReactNode): node is ReactElement<{ onClick?: (event: MouseEvent<HTMLButtonElement>) => void }> {
  return typeof node === "object" && node !== null && "props" in node;
}
