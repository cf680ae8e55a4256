import { useState } from "react";
import { Button, Inline, Select } from "@cloudconsole/ui";
import { plainName } from "../../shared/names";
import * as styles from "./network.css";

export interface ChoiceFormProps {
  /** The form's accessible name, e.g. "Add a target". */
  label: string;
  fieldLabel: string;
  placeholder: string;
  /** What can be chosen: a uuid and the name people typed for it. */
  choices: readonly { value: string; name: string }[];
  submitLabel: string;
  pending: boolean;
  /** Acts on the chosen value; `done` clears the choice once it succeeded. */
  onSubmit: (value: string, done: () => void) => void;
}

/** One choice and a button that acts on it (add a target, attach a firewall); the button waits for a choice. */
export function ChoiceForm({ label, fieldLabel, placeholder, choices, submitLabel, pending, onSubmit }: ChoiceFormProps) {
  const [chosen, setChosen] = useState("");
  return (
    <Inline
      as="form"
      gap="sm"
      align="end"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onSubmit(chosen, () => setChosen(""));
      }}
    >
      <Select fieldClassName={styles.growField} label={fieldLabel} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {plainName(choice.name)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" disabled={!chosen} loading={pending}>
        {submitLabel}
      </Button>
    </Inline>
  );
}
