/**
 * Payload's own strings that read badly to the owner, replaced in their namespaces (the rest
 * of Payload's translations stay as they are). French: Payload hedges on genders its labels do
 * not carry ("Créer un(e) nouveau ou nouvelle Lead", "Créé(e) à"), so the label stands after a
 * colon and a noun takes the participle's place. Both: a yes/no field reads "Oui" / "Yes" in
 * lists and filters, not "vrai" / "true", and an empty cell a dash, not "<Pas de Nom>".
 */
export const payloadWording = {
  fr: {
    general: {
      createNew: 'Créer',
      createNewLabel: 'Créer : {{label}}',
      creatingNewLabel: 'Création : {{label}}',
      createdAt: 'Créé le',
      noLabel: '—',
      noResults:
        'Aucun élément dans « {{label}} » : il n’en existe pas encore, ou aucun ne correspond aux filtres choisis ci-dessus.',
      successfullyCreated: 'Création enregistrée : {{label}}.',
      successfullyDuplicated: 'Copie créée : {{label}}.',
      deletedSuccessfully: 'Suppression effectuée.',
      titleDeleted: 'Suppression effectuée : {{label}} « {{title}} ».',
      true: 'Oui',
      false: 'Non',
    },
    fields: {
      addNew: 'Ajouter',
      addNewLabel: 'Ajouter : {{label}}',
      chooseFromExisting: 'Choisir parmi les éléments existants',
      chooseLabel: 'Choisir : {{label}}',
      uploadNewLabel: 'Téléverser : {{label}}',
    },
  },
  en: {
    general: {
      createNew: 'Create',
      createNewLabel: 'Create: {{label}}',
      creatingNewLabel: 'Creating: {{label}}',
      createdAt: 'Created',
      noLabel: '—',
      noResults: 'Nothing in “{{label}}”: none exist yet, or none match the filters chosen above.',
      successfullyCreated: '{{label}} created.',
      successfullyDuplicated: 'Copy created: {{label}}.',
      deletedSuccessfully: 'Deleted.',
      titleDeleted: 'Deleted: {{label}} “{{title}}”.',
      true: 'Yes',
      false: 'No',
    },
    fields: {
      addNew: 'Add',
      addNewLabel: 'Add: {{label}}',
      chooseFromExisting: 'Choose from existing',
      chooseLabel: 'Choose: {{label}}',
      uploadNewLabel: 'Upload: {{label}}',
    },
  },
}
