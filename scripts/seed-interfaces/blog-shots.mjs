// The seeded articles' heroes: one composition per article, 1200 x 675 like the other blog
// pictures, drawn on a 1600 x 900 canvas and scaled down. File names are the articles'
// translation keys (src/features/blog/seed/articles/).
import path from 'node:path'

const dir = path.resolve(import.meta.dirname, '../../src/features/blog/seed-images')
const page = 'blog/heroes.html'
const common = { dir, page, max: 100 * 1024, canvas: [1600, 900], size: [1200, 675], bar: '#fff' }

const hero = (out, layout, colors, shots) => ({ ...common, out, layout, colors, ...shots })

export const blogShots = [
  hero(
    'core-web-vitals',
    'wide-browser',
    { from: '#ecfdf3', to: '#c7eed8', glow: '#f2a400' },
    {
      desktop: 'core-web-vitals',
      url: 'vitesse.garonne-plomberie.fr',
    },
  ),
  hero(
    'fiche-google-business',
    'wide-browser+phone',
    { from: '#eef4ff', to: '#cfdcf7', glow: '#e5484d' },
    {
      desktop: 'fiche-google-business',
      phone: 'fiche-mobile',
      url: 'statistiques.garonne-plomberie.fr',
    },
  ),
  hero(
    'rgpd-formulaires-pme',
    'wide-browser',
    { from: '#f1f0ff', to: '#d9d6fb', glow: '#4338ca' },
    {
      desktop: 'rgpd-formulaires-pme',
      url: 'menuiserie-des-lices.fr/contact',
    },
  ),
  hero(
    'automatiser-devis',
    'wide-browser+phone',
    { from: '#ecfbf8', to: '#c4ece4', glow: '#f59e0b' },
    {
      desktop: 'automatiser-devis',
      phone: 'devis-formulaire',
      url: 'devis.menuiserie-des-lices.fr',
    },
  ),
  hero(
    'budget-projet-web',
    'wide-browser',
    { from: '#f3f0ff', to: '#dbe4ff', glow: '#7c3aed' },
    {
      desktop: 'budget-projet-web',
      url: 'estimation.menuiserie-des-lices.fr',
    },
  ),
  hero(
    'ia-pme-cas-usage',
    'wide-browser',
    { from: '#f6f0ff', to: '#e4d8fb', glow: '#f472b6' },
    {
      desktop: 'ia-pme-cas-usage',
      url: 'outils.agence-ponant.fr/temps-gagne',
    },
  ),
  hero(
    'pwa-ou-application-native',
    'wide-phones',
    { from: '#ecf7fb', to: '#d3e6f7', glow: '#c2571a' },
    {
      phones: ['pwa-installer', { shot: 'pwa-accueil', bar: '#6d83f2', ink: '#fff' }],
    },
  ),
  hero(
    'chatbot-service-client',
    'wide-phones',
    { from: '#eef3ff', to: '#d4e0fb', glow: '#22d3ee' },
    {
      phones: ['chatbot-service-client', 'chatbot-equipe'],
    },
  ),
  hero(
    'site-web-rentable',
    'wide-browser',
    { from: '#effbf3', to: '#d2efde', glow: '#0c8a4b' },
    {
      desktop: 'site-web-rentable',
      url: 'statistiques.cycles-ill.fr',
    },
  ),
]
