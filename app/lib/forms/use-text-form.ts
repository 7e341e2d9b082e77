import { useState } from "react";
import { type Checked, type ShownError, useFormState } from "./use-form-state.ts";

/**
 * A form around one text box whose text goes once sent (a reply, a rejection's reason): the form's
 * state, `send` (the check, then `write`; a refusal shows on the form and the text stays), `clear`
 * for a dialog that opens empty next time, and `box`, the text box's props: its text, its change,
 * the error of `field` (the text's key in the API's body) and Ctrl+Enter to send. `onError` as
 * useFormState's.
 */
export function useTextForm<T>(
  field: string,
  check: (text: string) => Checked<T>,
  write: (value: T) => Promise<void>,
  onError?: (error: unknown) => ShownError,
) {
  const [text, setText] = useState("");
  const form = useFormState();
  const send = () =>
    void form.submit(
      () => check(text),
      async (value) => {
        await write(value);
        setText("");
      },
      onError,
    );
  return {
    form,
    send,
    clear: () => {
      setText("");
      form.clear();
    },
    box: { value: text, onChange: setText, error: form.errors[field], onSubmitShortcut: send },
  };
}
