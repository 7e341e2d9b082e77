import { m } from "#app/paraglide/messages.js";
import type { ThreadMessage } from "#contract/community.ts";
import { LinkifiedText } from "../linkified-text.tsx";
import { TimeAgo } from "../notifications/time-ago.tsx";

/**
 * The messages of a conversation, oldest first: the user's on the right, the store team's on the
 * left. Bodies are text (line breaks kept; only http(s) addresses become links, marked
 * `nofollow ugc`). `newIds` are the store team's messages that were unread when it was opened.
 */
export function Conversation<T extends ThreadMessage>({
  messages,
  newIds,
  perspective = "user",
  senderName,
}: {
  messages: readonly T[];
  newIds: ReadonlySet<string>;
  /** Whose side is on the right: the user's (Messages) or the store team's (the admin area). */
  perspective?: "user" | "staff";
  /** A name to show instead of "You" / "Store team" (the admin area names who wrote). */
  senderName?: (message: T) => string | null | undefined;
}) {
  return (
    <ol aria-label={m.message_conversation_label()} className="space-y-4" data-testid="conversation">
      {messages.map((message) => {
        const mine = message.sender === perspective;
        const sender = senderName?.(message) || (message.sender === "user" ? (mine ? m.message_you() : "") : m.message_store_team());
        return (
          <li
            key={message.id}
            id={`message-${message.id}`}
            className={`flex ${mine ? "justify-end" : "justify-start"}`}
            data-testid="message"
            data-sender={message.sender}
          >
            <div className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${mine ? "items-end" : "items-start"}`}>
              <p className="mb-1 flex items-center gap-2 px-1 text-xs text-slate-500 dark:text-slate-400">
                <span className="font-semibold text-slate-700 dark:text-slate-300" data-testid="message-sender">
                  {sender}
                </span>
                <TimeAgo ms={message.createdAt} />
                {newIds.has(message.id) ? (
                  <span
                    className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[0.625rem] font-bold uppercase leading-none tracking-wide text-white dark:bg-brand-500"
                    data-testid="message-new"
                  >
                    {m.message_new_badge()}
                  </span>
                ) : null}
              </p>
              <div
                className={`whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed ${
                  mine
                    ? "rounded-br-md bg-brand-600 text-white dark:bg-brand-700"
                    : "rounded-bl-md border border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
                }`}
                data-testid="message-body"
              >
                <LinkifiedText text={message.body} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
