import { apiRequest } from "./api/client.ts";

/**
 * Opening a conversation with unread store-team messages marks them read
 * (POST /messages/:threadId/read); the server marks the `message` notifications that announced
 * them in the same batch, so the header's bell stops counting them.
 */
export async function markThreadRead(threadId: string): Promise<void> {
  await apiRequest(`/client/messages/${encodeURIComponent(threadId)}/read`, { method: "POST" });
}
