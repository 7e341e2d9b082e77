/** Documentation of the store-wide endpoints: feedback, contact form and this reference itself. */
import { z } from "zod";
import { successMessageSchema } from "#contract/responses/envelope.ts";
import { area, fails, ok } from "./route-doc.ts";

const tooMany = fails("Too many messages from this address (`Retry-After`).");

export const SITE_DOCS = area("Feedback and contact", {
  "POST /api/client/feedback": {
    summary: "Send feedback about the store (anyone)",
    refuses: ["read_only"],
    responses: { 201: ok(successMessageSchema), 429: tooMany },
  },
  "POST /api/client/contact": {
    summary: "Write to the operators through the contact form (anyone)",
    responses: { 201: ok(successMessageSchema), 429: tooMany },
  },
});

export const REFERENCE_DOCS = area("Reference", {
  "GET /api/openapi.json": {
    summary: "This document: OpenAPI 3.1, generated from the code",
    responses: {
      200: ok(z.object({ openapi: z.string(), info: z.object({}), paths: z.object({}) }), "The OpenAPI document (not in the envelope)."),
    },
  },
  "GET /api/docs": {
    summary: "The interactive reference page (HTML, not JSON)",
    responses: { 200: ok(z.string().describe("An HTML page."), "The reference page, text/html.") },
  },
});
