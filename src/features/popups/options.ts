/** The two kinds of popup: the lead popup and the exit popup. */
export const popupKinds = ['lead', 'exit_intent'] as const
export type PopupKind = (typeof popupKinds)[number]

export const popupKindLabels: Record<PopupKind, string> = {
  lead: 'Popup lead',
  exit_intent: 'Popup de sortie',
}

export const popupTriggers = ['delay', 'exit_intent', 'scroll'] as const
export type PopupTrigger = (typeof popupTriggers)[number]

export const popupTriggerLabels: Record<PopupTrigger, string> = {
  delay: 'Après un délai',
  exit_intent: 'Intention de sortie',
  scroll: 'Profondeur de défilement',
}
