import { adminTable } from '@/i18n/admin-table'

/** The back-office frame: header, account menu, navigation group, loading state. */
export const adminShellTranslations = adminTable(
  {
    title: 'Panel Admin',
    subtitle: 'Gestion des leads et rendez-vous',
    account: 'Compte',
    accountOf: 'Compte : {{name}}',
    settings: 'Paramètres',
    signOut: 'Déconnexion',
    navGroup: 'Contenus et suivi',
    loading: 'Chargement...',
  },
  {
    title: 'Admin Panel',
    subtitle: 'Leads and appointments management',
    account: 'Account',
    accountOf: 'Account: {{name}}',
    settings: 'Settings',
    signOut: 'Sign out',
    navGroup: 'Content and tracking',
    loading: 'Loading...',
  },
)
