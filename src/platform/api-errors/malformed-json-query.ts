import type { AfterErrorHook } from 'payload'

/**
 * Payload's REST handlers read the `where` and `data` query parameters as JSON when they come
 * as one string (`?where={"id":{"equals":1}}`); `?where=abc` threw a SyntaxError that was
 * answered 500 and logged as a server fault. The proxy refuses such a request before Payload
 * runs (nothing logged); the `afterError` hook below answers 400 for any that reaches Payload
 * by another way (a request the proxy does not see, such as a multipart one).
 */
const JSON_PARAMETERS = ['where', 'data'] as const

/** The message for the first JSON parameter that does not parse, or undefined. */
export function malformedJsonParameter(search: URLSearchParams): string | undefined {
  for (const name of JSON_PARAMETERS) {
    for (const value of search.getAll(name)) {
      if (!value) continue
      try {
        JSON.parse(value)
      } catch {
        return `The "${name}" parameter is not valid JSON.`
      }
    }
  }
  return undefined
}

/** Payload's error shape, which the admin and API clients read. */
export const malformedJsonAnswer = (message: string) => ({ errors: [{ message }] })

export const malformedJsonQuery: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof SyntaxError) || !req.url) return
  const message = malformedJsonParameter(new URL(req.url).searchParams)
  if (!message) return
  return { status: 400, response: malformedJsonAnswer(message) }
}
