/**
 * The account fields (app/components/forms/auth-form.tsx) carry the API's limits as literals: the
 * browser chunk does not import contract/schemas/auth.ts, which would bring zod with it. These
 * checks hold the literals to the contract's constants, and each field to its name and
 * autocomplete, server-rendered here, no browser.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NAME_MAX, USERNAME_MAX } from "#contract/schemas/auth.ts";

// Imported by a computed name so this Node program's typecheck does not take in a browser module.
const formsModule: string = "#app/components/forms/auth-form.tsx";
const fields = (await import(formsModule)) as Record<string, (props: Record<string, unknown>) => unknown>;

/** The rendered <input> of `field` with `props`. */
function input(field: string, props: Record<string, unknown> = {}): string {
  const html = renderToStaticMarkup(createElement(fields[field] as never, { value: "", onChange: () => {}, ...props }));
  return /<input[^>]*>/.exec(html)![0];
}

describe("account fields", () => {
  it("stop at the API's limits for a name and a username", () => {
    expect(input("NameField")).toContain(`maxLength="${NAME_MAX}"`);
    expect(input("UsernameField")).toContain(`maxLength="${USERNAME_MAX}"`);
  });

  it("name each control and its autocomplete as browsers and password managers expect", () => {
    const expected: [string, string[]][] = [
      ["EmailField", ['name="email"', 'type="email"', 'autoComplete="email"']],
      ["PasswordField", ['name="password"', 'type="password"', 'autoComplete="current-password"']],
      ["ConfirmPasswordField", ['name="confirmPassword"', 'type="password"', 'autoComplete="new-password"']],
      ["CodeField", ['name="code"', 'autoComplete="one-time-code"', 'autoCapitalize="none"', 'spellCheck="false"']],
      ["UsernameField", ['name="username"', 'autoComplete="username"', 'autoCapitalize="none"', 'spellCheck="false"']],
      ["NameField", ['name="name"', 'autoComplete="name"']],
    ];
    for (const [field, attributes] of expected) {
      const html = input(field, { label: "Label" });
      for (const attribute of attributes) expect(html, field).toContain(attribute);
    }
  });

  it("let a screen replace the label and the name", () => {
    const html = renderToStaticMarkup(
      createElement(fields.EmailField as never, { label: "New email", name: "newEmail", value: "", onChange: () => {} }),
    );
    expect(html).toContain("New email");
    expect(html).toMatch(/<input[^>]*name="newEmail"/);
  });
});
