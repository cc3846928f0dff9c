import { describe, expect, it } from "vitest";
import { COMMENT_DIGEST_LIMITS, renderCommentDigest, type CommentDigestInput, type DigestComment } from "./commentDigest.ts";

const base: CommentDigestInput = {
  companyName: "Studio Nine",
  shootingTitle: "Autumn Lookbook",
  link: "https://talent.example.com/admin/call-sheet/7?view=comments",
  comments: [],
  recipientEmail: "owner@example.com",
};

/** The n-th comment (1-based), its text `body` after a marker that names it. */
const nth = (n: number, body = ""): DigestComment => ({ sectionId: "team", author: `guest${n}@example.com`, text: `#${n}# ${body}`, createdAt: "2026-11-27T09:00:00Z" });
const bytes = (value: string) => Buffer.byteLength(value, "utf8");

describe("renderCommentDigest", () => {
  it("lists every comment and no 'more' line when they fit", () => {
    const mail = renderCommentDigest({ ...base, comments: [nth(1), nth(2), nth(3)] });
    expect(mail.subject).toBe("3 new comments on Autumn Lookbook");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Collaborators left 3 comments on your call sheet:");
      for (const n of [1, 2, 3]) expect(part).toContain(`#${n}#`);
      expect(part).not.toContain("more, written before these");
    }
  });

  it("lists the latest comments up to the cap, counts the earlier ones and stays small for a full sheet of the longest comments", () => {
    // 2,000 comments (a sheet's most) of 2,000 Cyrillic characters (a comment's most): ~21 MB before the cap.
    for (const body of ["Ж".repeat(2000), "&".repeat(2000)]) {
      const comments = Array.from({ length: 2000 }, (_, index) => nth(index + 1, body));
      const mail = renderCommentDigest({ ...base, comments });
      const cap = COMMENT_DIGEST_LIMITS.comments;
      expect(mail.subject).toBe("2,000 new comments on Autumn Lookbook");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(`Collaborators left 2,000 comments on your call sheet; the latest ${cap} are below.`);
        expect(part).toContain(`${(2000 - cap).toLocaleString("en")} more, written before these, are not shown here: open the Comments view to read them.`);
        expect(part.match(/#\d+#/g)).toEqual(Array.from({ length: cap }, (_, index) => `#${2000 - cap + index + 1}#`)); // the latest, oldest first
      }
      expect(mail.text.match(/…$/gm)).toHaveLength(cap); // each cut, and marked so
      expect(bytes(mail.html) + bytes(mail.text)).toBeLessThan(300_000);
    }
  });

  it("adds the earlier comments the caller only counted", () => {
    const mail = renderCommentDigest({ ...base, comments: [nth(2), nth(3)], earlierCount: 1 });
    expect(mail.subject).toBe("3 new comments on Autumn Lookbook");
    expect(mail.text).toContain("Collaborators left 3 comments on your call sheet; the latest 2 are below.");
    expect(mail.text).toContain("1 more, written before these, is not shown here: open the Comments view to read it.");
  });

  it("shows a long comment's first characters without splitting one, and a short one whole", () => {
    const limit = COMMENT_DIGEST_LIMITS.chars;
    const long = `${"a".repeat(limit - 1)}😀😀 tail`;
    const mail = renderCommentDigest({ ...base, comments: [{ ...nth(1), text: long }, { ...nth(2), text: "x".repeat(limit) }] });
    expect(mail.text).toContain(`> ${"a".repeat(limit - 1)}😀…\n`);
    expect(mail.text).not.toContain("tail");
    expect(mail.text).toContain(`> ${"x".repeat(limit)}\n`);
  });
});
