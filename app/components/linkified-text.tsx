import { linkify, LINK_REL } from "../lib/linkify.ts";

/**
 * User-generated text as text: React escapes every run, and only http(s) addresses in it become
 * links (`rel="nofollow ugc noopener"`, opened in a new tab). Line breaks are kept by the
 * caller's `whitespace-pre-wrap`.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.href ? (
          <a
            key={index}
            href={segment.href}
            rel={LINK_REL}
            target="_blank"
            className="focus-ring break-all rounded-sm font-medium underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
