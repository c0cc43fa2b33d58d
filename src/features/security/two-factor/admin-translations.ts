import { adminTable } from '@/i18n/admin-table'

/** Two-factor sign-in (setup, second step) and the notices Sécurité's actions come back with. */
export const twoFactorTranslations = adminTable(
  {
    sectionTitle: 'Double authentification de votre compte',
    onText:
      'Activée : chaque connexion demande, après le mot de passe, le code de votre application d’authentification.',
    currentCode: 'Code actuel de l’application',
    turnOff: 'Désactiver la double authentification',
    scan: 'Scannez ce QR code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis, 1Password…).',
    typeKey: 'Sans appareil photo, saisissez la clé :',
    confirmStep: 'Tapez le code à 6 chiffres affiché par l’application pour confirmer.',
    qrAlt: 'QR code de configuration pour {{email}}',
    sixDigits: 'Code à 6 chiffres',
    turnOn: 'Activer',
    offText:
      'Désactivée. Avec une application d’authentification, un mot de passe volé ne suffit plus pour entrer dans le back-office.',
    setUp: 'Configurer la double authentification',
    enabled: 'Double authentification activée.',
    keepCodes:
      'Gardez ces codes de secours en lieu sûr : chacun remplace une fois le code de l’application si vous perdez votre téléphone. Ils ne seront plus affichés.',
    recoveryCodes: 'Codes de secours',
    done: 'Terminé',
    title: 'Double authentification',
    enterCode:
      'Saisissez le code à 6 chiffres affiché par votre application d’authentification pour',
    verificationCode: 'Code de vérification',
    verify: 'Vérifier',
    lostPhone: 'Téléphone perdu ? Saisissez l’un de vos codes de secours (XXXXX-XXXXX).',
    signOut: 'Se déconnecter',
    'notice-revoked': 'Session révoquée : elle prend fin à sa prochaine requête.',
    'notice-unlocked': 'Compte déverrouillé : l’administrateur peut de nouveau se connecter.',
    'notice-activated': 'Administrateur réactivé.',
    'notice-deactivated': 'Administrateur désactivé : ses sessions ont pris fin.',
    'notice-reset-sent': 'Lien de réinitialisation envoyé par e-mail (voir la boîte d’envoi).',
    'notice-two-factor-off': 'Double authentification désactivée pour votre compte.',
    'notice-two-factor-removed':
      'Double authentification retirée : l’administrateur devra la configurer de nouveau.',
    'notice-password-needed':
      'Rien n’a été changé : saisissez votre propre mot de passe actuel pour retirer la double authentification d’un autre administrateur.',
    'notice-self': 'Vous ne pouvez pas désactiver votre propre compte.',
    'notice-unknown': 'Administrateur ou session introuvable : la page a été actualisée.',
  },
  {
    sectionTitle: 'Two-factor authentication of your account',
    onText: 'On: after the password, every sign-in asks for the code of your authenticator app.',
    currentCode: 'Current code from the app',
    turnOff: 'Turn off two-factor authentication',
    scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis, 1Password…).',
    typeKey: 'Without a camera, type the key:',
    confirmStep: 'Type the 6-digit code the app shows to confirm.',
    qrAlt: 'Setup QR code for {{email}}',
    sixDigits: '6-digit code',
    turnOn: 'Turn on',
    offText:
      'Off. With an authenticator app, a stolen password is no longer enough to get into the back office.',
    setUp: 'Set up two-factor authentication',
    enabled: 'Two-factor authentication is on.',
    keepCodes:
      'Keep these recovery codes somewhere safe: each one replaces the app’s code once if you lose your phone. They will not be shown again.',
    recoveryCodes: 'Recovery codes',
    done: 'Done',
    title: 'Two-factor authentication',
    enterCode: 'Type the 6-digit code your authenticator app shows for',
    verificationCode: 'Verification code',
    verify: 'Verify',
    lostPhone: 'Lost your phone? Type one of your recovery codes (XXXXX-XXXXX).',
    signOut: 'Sign out',
    'notice-revoked': 'Session revoked: it ends at its next request.',
    'notice-unlocked': 'Account unlocked: the administrator can sign in again.',
    'notice-activated': 'Administrator reactivated.',
    'notice-deactivated': 'Administrator deactivated: their sessions have ended.',
    'notice-reset-sent': 'Reset link sent by e-mail (see the outbox).',
    'notice-two-factor-off': 'Two-factor authentication turned off for your account.',
    'notice-two-factor-removed':
      'Two-factor authentication removed: the administrator will have to set it up again.',
    'notice-password-needed':
      'Nothing was changed: enter your own current password to remove another administrator’s two-factor authentication.',
    'notice-self': 'You cannot deactivate your own account.',
    'notice-unknown': 'Administrator or session not found: the page was refreshed.',
  },
)
