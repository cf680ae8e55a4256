/** Where a processor takes the customer: its page, opened as a link or by POSTing the fields it asks for. */
export interface ProcessorDestination {
  url: string;
  /** The fields of the form to POST to `url` (a link processor's `form_data`); none: the page is opened with GET. */
  fields?: Record<string, string>;
}

/**
 * Where `link/send_data`'s answer sends the customer: its `redirect_url`, with its `form_data` POSTed there when it
 * has any (numbers and booleans as text); undefined when it names no page.
 */
export function linkDestination(answer: { redirect_url?: string | undefined; form_data?: Record<string, unknown> | undefined }): ProcessorDestination | undefined {
  if (!answer.redirect_url) return undefined;
  const entries = Object.entries(answer.form_data ?? {}).flatMap(([name, value]): [string, string][] =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [[name, String(value)]] : [],
  );
  return entries.length > 0 ? { url: answer.redirect_url, fields: Object.fromEntries(entries) } : { url: answer.redirect_url };
}

/** Leaving the console for a processor's page (3-D Secure, a payment link); one object so tests can watch it. */
export const processorRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
  /** Submits the processor's form: a real form POST, as the processor's page expects the browser's own navigation. */
  post(url: string, fields: Readonly<Record<string, string>>): void {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = url;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
  /** Goes to a destination the way it asks: POST when it has fields, else GET. */
  follow(destination: ProcessorDestination): void {
    if (destination.fields) processorRedirect.post(destination.url, destination.fields);
    else processorRedirect.go(destination.url);
  },
};
