import { type FormEvent, startTransition } from 'react'

/**
 * A form's `onSubmit` that sends it to its action without React's reset afterwards.
 *
 * React resets a form once its `action` has run, back to the values the page was first drawn
 * with: a select drawn with a `selected` option goes back to it, whatever the visitor chose. A
 * form whose controls hold the visitor's choices (not the server's answer) would lose them on a
 * refused submission. Sent from here, the same action runs without that reset. Without
 * JavaScript the form posts to the same action, and the server's answer draws it again.
 */
export function submitKeepingInput(dispatch: (formData: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    startTransition(() => dispatch(formData))
  }
}
