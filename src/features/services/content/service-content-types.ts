/** How an engagement runs, step by step, each with its usual duration. */
export type ServiceSteps = { title: string; duration: string; text: string }[]

/**
 * The long-form copy of one service page in one language. The service's title, tag, short
 * description and price come from the shared service cards (messages `home.services`) and
 * `prices` in `src/config/site.ts`, so the list, the home page and the page never disagree.
 */
export type ServiceContent = {
  metaTitle: string
  metaDescription: string
  /** The hero paragraph under the service's title. */
  lead: string
  /** What the client receives at the end. */
  deliverables: { title: string; text: string }[]
  /** The situations the service is made for. */
  audiences: { title: string; text: string }[]
  /**
   * The service's own steps, when they are not the general four-step method (a build project
   * follows the method, which the services page shows once and the page links to).
   */
  process?: ServiceSteps
  pricing: {
    /** How the price is set: flat rate, or a starting price and what moves it. */
    basis: string
    included: string[]
    /** When it is paid (terms of sale: deposit, payment at order or at delivery). */
    schedule: string
  }
  faq: { question: string; answer: string }[]
}
