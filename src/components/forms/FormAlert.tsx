/**
 * The message at the top of a refused form (a summary of the field errors, or why the whole form
 * was refused), announced to screen readers as soon as it appears.
 */
export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg border-2 border-[#b00020] p-3 font-semibold">
      {children}
    </p>
  )
}
