import type { Plugin } from 'payload'

/** Every Payload plugin the site uses, in one place. Later features add theirs here. */
export const plugins: Plugin[] = []
