/**
 * The policy written into every previewed e-mail, on top of the admin's own (which a `srcdoc`
 * frame inherits): nothing loads from anywhere, not even this site, so opening a message never
 * tells a tracker or a sender that it was read. Inline styles stay, as mail clients keep them;
 * pictures embedded as `data:` still show.
 */
export const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

/**
 * The document the outbox shows in its sandboxed frame: the message's HTML, unchanged, after a
 * head that forbids every load and opens links nowhere (a sandbox without popups ignores
 * `_blank`), drawn in the light scheme mail is written for. The browser's parser moves the
 * message's own `<html>` and `<head>` content after these lines.
 */
export function previewDocument(html: string): string {
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`,
    '<meta name="color-scheme" content="light">',
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    html,
  ].join('\n')
}
