/**
 * The browser's calls for reviews (docs/api.md "Community"), through the API client so a
 * signed-in viewer's bearer token goes along (their own review, their helpful votes). Types come
 * from contract/community.ts (types only): nothing of the Worker (or zod) reaches the browser bundle.
 */
import type { RatingSummary, ReviewListing, ReviewView } from "#contract/community.ts";
import { apiRequest } from "../api/client.ts";

export type { RatingSummary, ReviewListing, ReviewView };
export type ReviewSort = ReviewListing["sort"];
export type ReviewStatus = ReviewView["status"];

/** What the review form sends (the schema trims it and turns a blank title into null). */
export interface ReviewDraft {
  rating: number | undefined;
  title: string;
  body: string;
}

const appPath = (appId: string) => `/client/apps/${encodeURIComponent(appId)}/reviews`;
const reviewPath = (reviewId: string) => `/client/reviews/${encodeURIComponent(reviewId)}`;

export async function fetchReviews(appId: string, sort: ReviewSort, page: number, signal?: AbortSignal): Promise<ReviewListing> {
  const query = new URLSearchParams({ sort, page: String(page) });
  return (await apiRequest<{ data: ReviewListing }>(`${appPath(appId)}?${query}`, { signal })).data;
}

/** Answers the stored review and the API's sentence ("Thank you! Your review is published."). */
export async function createReview(appId: string, values: unknown): Promise<{ review: ReviewView; message: string }> {
  const answer = await apiRequest<{ data: ReviewView; message: string }>(appPath(appId), { method: "POST", body: values });
  return { review: answer.data, message: answer.message };
}

export async function updateReview(reviewId: string, values: unknown): Promise<{ review: ReviewView; message: string }> {
  const answer = await apiRequest<{ data: ReviewView; message: string }>(reviewPath(reviewId), { method: "PUT", body: values });
  return { review: answer.data, message: answer.message };
}

export async function deleteReview(reviewId: string): Promise<string> {
  return (await apiRequest<{ message: string }>(reviewPath(reviewId), { method: "DELETE" })).message;
}

/** One vote per user, idempotent both ways; answers the count after the change. */
export async function setHelpful(reviewId: string, helpful: boolean): Promise<{ helpful: boolean; helpfulCount: number }> {
  return (
    await apiRequest<{ data: { helpful: boolean; helpfulCount: number } }>(`${reviewPath(reviewId)}/helpful`, {
      method: helpful ? "POST" : "DELETE",
    })
  ).data;
}

export async function replyToReview(reviewId: string, values: unknown): Promise<{ review: ReviewView; message: string }> {
  const answer = await apiRequest<{ data: ReviewView; message: string }>(`${reviewPath(reviewId)}/reply`, { method: "POST", body: values });
  return { review: answer.data, message: answer.message };
}
