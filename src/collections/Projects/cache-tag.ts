/** Cache tag of the cached portfolio queries; project changes expire it. */
export const PROJECTS_TAG = 'projects'
