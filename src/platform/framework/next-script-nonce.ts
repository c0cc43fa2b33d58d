/**
 * How Next.js reads the nonce it puts on its own scripts from a response's
 * Content-Security-Policy: the policy tests check that Next.js finds ours, with its parser, so a
 * policy it cannot read (and a page whose scripts the browser would block) fails them.
 */
export { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header'
