import { describe, expect, it } from "vitest";
import { ageOn, checkCompletion, checkRegisterModal, checkRegisterPage } from "#contract/schemas/register.ts";

const VALID = { email: "ann@example.com", username: "ann_42", password: "Sunflower42x", confirmPassword: "Sunflower42x" };

describe("checkRegisterPage (register page rules)", () => {
  it("passes valid input", () => {
    expect(checkRegisterPage(VALID)).toStrictEqual({});
  });

  it("reports every empty field with its own message", () => {
    expect(checkRegisterPage({ email: " ", username: "  ", password: "", confirmPassword: "x" })).toStrictEqual({
      email: "Please enter your email",
      username: "Please enter a username",
      password: "Password must be at least 8 characters long",
      confirmPassword: "Passwords do not match",
    });
  });

  it("checks the email's simple form, as the modal does", () => {
    expect(checkRegisterPage({ ...VALID, email: "ann@example" }).email).toBe("Please enter a valid email address");
    expect(checkRegisterPage({ ...VALID, email: "an n@example.com" }).email).toBe("Please enter a valid email address");
    expect(checkRegisterPage({ ...VALID, email: "  ann@example.com  " }).email).toBeUndefined();
  });

  it("checks the username: 3 to 50 letters, numbers or underscores", () => {
    expect(checkRegisterPage({ ...VALID, username: "ab" }).username).toBe("Username must be between 3 and 50 characters");
    expect(checkRegisterPage({ ...VALID, username: "a".repeat(51) }).username).toBe("Username must be between 3 and 50 characters");
    expect(checkRegisterPage({ ...VALID, username: "a".repeat(50) }).username).toBeUndefined();
    expect(checkRegisterPage({ ...VALID, username: "ann-marie" }).username).toBe(
      "Username can only contain letters, numbers and underscores",
    );
  });

  it("checks the password rules in order: length, uppercase letter, number", () => {
    expect(checkRegisterPage({ ...VALID, password: "Short1", confirmPassword: "Short1" }).password).toBe(
      "Password must be at least 8 characters long",
    );
    expect(checkRegisterPage({ ...VALID, password: "sunflower42x", confirmPassword: "sunflower42x" }).password).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(checkRegisterPage({ ...VALID, password: "Sunflowerxx", confirmPassword: "Sunflowerxx" }).password).toBe(
      "Password must contain at least one number",
    );
  });

  it("requires the confirmation to match", () => {
    expect(checkRegisterPage({ ...VALID, confirmPassword: "Sunflower42" })).toStrictEqual({ confirmPassword: "Passwords do not match" });
  });
});

describe("checkRegisterModal (register modal rules)", () => {
  const modal = { name: "Ann", email: "ann@example.com", password: "lowercase", confirmPassword: "lowercase" };

  it("stops at the first failure in the product's order", () => {
    expect(checkRegisterModal({ name: " ", email: "", password: "", confirmPassword: "x" })).toStrictEqual({
      field: "name",
      message: "Please enter your name",
    });
    expect(checkRegisterModal({ ...modal, email: "  " })).toStrictEqual({ field: "email", message: "Please enter your email" });
    expect(checkRegisterModal({ ...modal, email: "no email" })).toStrictEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
    expect(checkRegisterModal({ ...modal, password: "1234567", confirmPassword: "1234567" })).toStrictEqual({
      field: "password",
      message: "Password must be at least 8 characters long",
    });
    expect(checkRegisterModal({ ...modal, confirmPassword: "other" })).toStrictEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
  });

  it("checks only the length of the password (the server applies the other rules)", () => {
    expect(checkRegisterModal(modal)).toBeNull();
  });
});

describe("ageOn", () => {
  const today = new Date(2026, 4, 15); // 15 May 2026, local time

  it("counts whole years, turning on the birthday itself", () => {
    expect(ageOn("2013-05-15", today)).toBe(13);
    expect(ageOn("2013-05-16", today)).toBe(12);
    expect(ageOn("2013-06-01", today)).toBe(12);
    expect(ageOn("2013-04-30", today)).toBe(13);
    expect(ageOn("1990-12-31", today)).toBe(35);
    expect(ageOn("2026-05-15", today)).toBe(0);
  });

  it("handles 29 February", () => {
    expect(ageOn("2012-02-29", new Date(2025, 1, 28))).toBe(12);
    expect(ageOn("2012-02-29", new Date(2025, 2, 1))).toBe(13);
  });

  it("refuses what is not a real past date", () => {
    for (const value of ["", "2013-02-30", "2013-13-01", "13/05/2013", "2026-05-16", "1899-12-31", "2013-5-1"]) {
      expect(ageOn(value, today), value).toBeNull();
    }
  });
});

describe("checkCompletion (terms and age)", () => {
  const today = new Date(2026, 4, 15);

  it("asks for the terms and the age with the product's message, naming what is missing", () => {
    expect(checkCompletion({ acceptTerms: false, birthDate: "" }, today)).toStrictEqual({
      acceptTerms: "Please accept the terms and age verification",
      birthDate: "Please accept the terms and age verification",
    });
    expect(checkCompletion({ acceptTerms: true, birthDate: "" }, today)).toStrictEqual({
      birthDate: "Please accept the terms and age verification",
    });
    expect(checkCompletion({ acceptTerms: false, birthDate: "2000-01-01" }, today)).toStrictEqual({
      acceptTerms: "Please accept the terms and age verification",
    });
  });

  it("refuses an impossible date, then anyone under 13", () => {
    expect(checkCompletion({ acceptTerms: true, birthDate: "2030-01-01" }, today)).toStrictEqual({
      birthDate: "Please enter a valid value",
    });
    expect(checkCompletion({ acceptTerms: true, birthDate: "2013-05-16" }, today)).toStrictEqual({
      birthDate: "You must be at least 13 years old to register",
    });
  });

  it("passes from the 13th birthday on", () => {
    expect(checkCompletion({ acceptTerms: true, birthDate: "2013-05-15" }, today)).toStrictEqual({});
  });
});
