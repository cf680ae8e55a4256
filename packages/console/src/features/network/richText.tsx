import { Fragment, type ReactNode } from "react";
import type { MessageValues } from "../../i18n";

const MARKER = /\uE000(\d+)\uE001/;

/**
 * A translated sentence with elements inside it (a link, a name, an address), wherever the language puts them: each
 * element's placeholder is filled with a marker, and the text is split around the markers.
 */
export function withElements(translate: (values: MessageValues) => string, elements: Record<string, ReactNode>, values: MessageValues = {}): ReactNode {
  const names = Object.keys(elements);
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const parts = translate({ ...values, ...markers }).split(MARKER);
  return parts.map((part, index) => {
    const name = index % 2 === 1 ? names[Number(part)] : undefined;
    return <Fragment key={index}>{name === undefined ? part : elements[name]}</Fragment>;
  });
}
