/** Shown while a back-office screen and its session load (spec: "Chargement..."). */
export function AdminLoading() {
  return (
    <div className="site-admin-loading" role="status" aria-live="polite">
      Chargement...
    </div>
  )
}
