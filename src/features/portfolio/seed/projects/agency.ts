import type { SeedProject } from '@/features/portfolio/seed/seed-types'

export const agencyProject: SeedProject = {
  slug: 'formation-ia-agence-communication-rennes',
  category: 'formation',
  position: 70,
  technologies: ['Mistral AI (Le Chat)', 'ChatGPT Team', 'Make', 'Notion', 'Google Workspace'],
  image: {
    file: 'agence-atelier-ia',
    alt: {
      fr: 'Page d’atelier dans l’espace de travail de l’agence : exercices cochés, exemple de consigne et de réponse d’un assistant IA ; à côté, un compte rendu de réunion reçu sur téléphone',
      en: 'A workshop page in the agency’s workspace: ticked exercises, an example prompt and AI assistant answer; beside it, meeting minutes received on a phone',
    },
  },
  gallery: [
    {
      file: 'agence-automatisations',
      alt: {
        fr: 'Automatisation du compte rendu de réunion : de l’enregistrement à la transcription, à l’IA puis à Notion, Gmail et Google Tasks, avec les dernières exécutions réussies',
        en: 'Meeting-minutes automation: from recording to transcript to AI, then to Notion, Gmail and Google Tasks, with the latest successful runs',
      },
    },
    {
      file: 'agence-charte-ia',
      alt: {
        fr: 'Charte d’usage de l’IA de l’agence : données autorisées, soumises à accord ou interdites, outils validés et trois règles',
        en: 'The agency’s AI usage charter: data allowed, subject to approval or forbidden, approved tools and three rules',
      },
    },
  ],
  fr: {
    title: 'Formation à l’IA générative pour l’équipe d’une agence de communication',
    short:
      'Quatre demi-journées de formation sur les vrais dossiers de l’agence, une charte d’usage de l’IA et cinq automatisations construites avec l’équipe.',
    long: 'Cette agence de communication rennaise de onze personnes travaille pour des collectivités et des PME de la région. Chacun testait déjà des outils d’IA dans son coin, sans règles communes, avec des inquiétudes sur la confidentialité des documents clients et des résultats très inégaux. La direction voulait un cadre clair et des gains concrets.',
    challenge:
      'Former des profils très différents (chefs de projet, graphistes, rédactrices, comptabilité) sans tomber dans la démonstration gadget, fixer des règles compatibles avec les contrats des clients publics et mesurer le temps réellement gagné.',
    solution:
      'Un état des lieux des usages en entretiens individuels, puis quatre demi-journées en petits groupes, chacune sur des dossiers réels de l’agence : rédaction et relecture, recherche et synthèse, déclinaisons visuelles, comptes rendus et suivi de projet. L’équipe a rédigé avec nous sa charte d’usage (données autorisées, outils validés, relecture humaine obligatoire) et construit cinq automatisations, comme le compte rendu de réunion envoyé au client dans l’heure.',
    results:
      'Toute l’équipe utilise les mêmes outils avec les mêmes règles, les automatisations tournent au quotidien et l’agence estime le gain à près d’une journée de travail par personne et par semaine, réinvestie dans la création et le conseil.',
    duration: '5 semaines',
    testimonial: {
      client: 'Directrice d’une agence de communication, 11 personnes, Rennes',
      content:
        'La formation s’est faite sur nos propres dossiers, pas sur des exemples tout faits. Nous avons maintenant des règles claires à présenter à nos clients publics, et des outils que tout le monde utilise vraiment.',
    },
    metrics: [
      { value: '11', label: 'personnes formées' },
      { value: '5', label: 'automatisations en service' },
      { value: '9,4/10', label: 'de satisfaction des participants' },
    ],
    timeline: [
      'Entretiens individuels et état des lieux des usages (semaine 1)',
      'Quatre demi-journées en petits groupes (semaines 2 à 4)',
      'Charte d’usage de l’IA rédigée avec l’équipe (semaine 4)',
      'Mise en service des automatisations et bilan à un mois (semaine 5)',
    ],
  },
  en: {
    title: 'Generative AI training for a communications agency’s team',
    short:
      'Four half-day sessions built on the agency’s real projects, an AI usage policy and five automations created with the team.',
    long: 'This eleven-person communications agency in Rennes works for local authorities and regional businesses. Everyone was already trying AI tools on their own, with no shared rules, worries about the confidentiality of client documents and very uneven results. Management wanted a clear framework and tangible gains.',
    challenge:
      'Training very different profiles (project managers, designers, copywriters, accounts) without gimmicky demos, setting rules compatible with public-sector client contracts and measuring the time actually saved.',
    solution:
      'A review of current practice through one-to-one interviews, then four half-day sessions in small groups, each built on the agency’s real projects: writing and proofreading, research and summaries, visual variations, meeting notes and project follow-up. The team wrote its usage policy with us (data allowed, approved tools, mandatory human review) and built five automations, such as meeting notes sent to the client within the hour.',
    results:
      'The whole team uses the same tools under the same rules, the automations run every day and the agency estimates the gain at almost one working day per person per week, put back into creative work and advice.',
    duration: '5 weeks',
    testimonial: {
      client: 'Director of a communications agency, 11 staff, Rennes',
      content:
        'The training used our own projects, not ready-made examples. We now have clear rules to show our public-sector clients, and tools everyone actually uses.',
    },
    metrics: [
      { value: '11', label: 'people trained' },
      { value: '5', label: 'automations in daily use' },
      { value: '9.4/10', label: 'participant satisfaction' },
    ],
    timeline: [
      'One-to-one interviews and review of current use (week 1)',
      'Four half-day sessions in small groups (weeks 2 to 4)',
      'AI usage policy written with the team (week 4)',
      'Automations go live and one-month review (week 5)',
    ],
  },
}
