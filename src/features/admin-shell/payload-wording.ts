/**
 * Payload's own strings that read badly to the owner, replaced in its `general` namespace (the
 * rest of Payload's translations stay as they are). French: its "Créer un(e) nouveau ou
 * nouvelle Lead" hedges on a gender the label does not have, so the label stands after a colon.
 * Both: a yes/no field reads "Oui" / "Yes" in lists and filters, not "vrai" / "true".
 */
export const payloadWording = {
  fr: {
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
    creatingNewLabel: 'Création : {{label}}',
    noResults:
      'Aucun élément dans « {{label}} » : il n’en existe pas encore, ou aucun ne correspond aux filtres choisis ci-dessus.',
    true: 'Oui',
    false: 'Non',
  },
  en: {
    createNew: 'Create',
    createNewLabel: 'Create: {{label}}',
    creatingNewLabel: 'Creating: {{label}}',
    noResults: 'Nothing in “{{label}}”: none exist yet, or none match the filters chosen above.',
    true: 'Yes',
    false: 'No',
  },
}
