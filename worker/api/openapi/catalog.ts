/** Documentation of the public catalog (worker/api/catalog.ts). */
import {
  appCardSchema,
  appDetailSchema,
  appListingSchema,
  appOpenSchema,
  categorySchema,
  storeStatsSchema,
  suggestionsSchema,
} from "#contract/responses/catalog.ts";
import { successData } from "#contract/responses/envelope.ts";
import { z } from "zod";
import { area, fails, ok } from "./route-doc.ts";

const notFound = fails("No published app has this id or slug.");

export const CATALOG_DOCS = area("Catalog", {
  "GET /api/client/apps": {
    summary: "List published apps: filter, sort, search, page",
    responses: { 200: ok(successData(appListingSchema)) },
  },
  "GET /api/client/suggestions": {
    summary: "Apps and categories to suggest for what is typed so far",
    description:
      "Up to 6 apps as the search ranks them (typos forgiven) and up to 3 categories whose name matches, in the reader's language; nothing below 2 letters or digits. Answered from the edge cache (X-Cache: HIT) when the same words were asked since the catalog last changed.",
    responses: { 200: ok(successData(suggestionsSchema)) },
  },
  "GET /api/client/apps/:id": {
    summary: "One published app by id or slug",
    refuses: ["app_not_found"],
    responses: { 200: ok(successData(appDetailSchema)), 404: notFound },
  },
  "GET /api/client/apps/:id/related": {
    summary: "Apps related to one (same category first)",
    refuses: ["app_not_found"],
    responses: { 200: ok(successData(z.array(appCardSchema))), 404: notFound },
  },
  "POST /api/client/apps/:id/open": {
    summary: "Count an open and get the app's address",
    refuses: ["app_not_found"],
    responses: { 200: ok(successData(appOpenSchema)), 404: notFound, 429: fails("Too many opens from this address.") },
  },
  "GET /api/client/categories": {
    summary: "Active categories with their app counts",
    responses: { 200: ok(successData(z.array(categorySchema))) },
  },
  "GET /api/client/stats": {
    summary: "The home page's figures",
    responses: { 200: ok(successData(storeStatsSchema)) },
  },
});
