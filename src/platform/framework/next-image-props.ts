/**
 * next/image's `getImageProps` from its own module rather than from `next/image`: importing that
 * entry in a server component puts next/image's client component in the page's scripts (about
 * 5 KB gzip) even when it never renders. Next.js publishes this module only under `next/dist`;
 * `framework-internals.test.ts` fails when an upgrade moves or changes it.
 */
export { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
