import type { TextFieldSingleValidation } from 'payload'

import {
  isSiren,
  isSiret,
  isVatNumber,
  registrationDigits,
  siretMatchesSiren,
} from '@/features/site-settings/registration-numbers'
import { say } from '@/globals/SiteSettings/fields/figures'

/**
 * The checks of the legal identity's fields, with their messages in the admin's language: a
 * wrong registration number would be printed as is on the legal pages and the terms' PDF.
 */

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

const required = { fr: 'Ce champ est obligatoire.', en: 'This field is required.' }

export const sirenValid: TextFieldSingleValidation = (value, { req }) => {
  if (!filled(value)) return say(req, required)
  if (registrationDigits(value)?.length !== 9)
    return say(req, {
      fr: 'Le SIREN compte 9 chiffres (les espaces sont permis).',
      en: 'A SIREN has 9 digits (spaces are allowed).',
    })
  return isSiren(value)
    ? true
    : say(req, {
        fr: 'Ce SIREN n’existe pas : un chiffre est sans doute erroné (clé de contrôle invalide).',
        en: 'This SIREN does not exist: a digit is probably wrong (invalid check digit).',
      })
}

export const siretValid: TextFieldSingleValidation = (value, { req, siblingData }) => {
  if (!filled(value)) return say(req, required)
  if (registrationDigits(value)?.length !== 14)
    return say(req, {
      fr: 'Le SIRET compte 14 chiffres (les espaces sont permis).',
      en: 'A SIRET has 14 digits (spaces are allowed).',
    })
  if (!isSiret(value))
    return say(req, {
      fr: 'Ce SIRET n’existe pas : un chiffre est sans doute erroné (clé de contrôle invalide).',
      en: 'This SIRET does not exist: a digit is probably wrong (invalid check digit).',
    })
  const siren =
    typeof siblingData === 'object' && siblingData !== null && 'siren' in siblingData
      ? siblingData.siren
      : undefined
  return typeof siren !== 'string' || !isSiren(siren) || siretMatchesSiren(value, siren)
    ? true
    : say(req, {
        fr: 'Le SIRET commence par les 9 chiffres du SIREN de l’entreprise.',
        en: 'A SIRET starts with the 9 digits of the business’s SIREN.',
      })
}

export const vatValid: TextFieldSingleValidation = (value, { req }) =>
  !filled(value) || isVatNumber(value)
    ? true
    : say(req, {
        fr: 'Un numéro de TVA intracommunautaire valide (FR, clé à 2 chiffres puis SIREN), ou rien si l’entreprise n’en a pas.',
        en: 'A valid EU VAT number (FR, a 2-digit key then the SIREN), or nothing if the business has none.',
      })

export const apeValid: TextFieldSingleValidation = (value, { req }) =>
  filled(value) && /^\d{2}\.?\d{2}[A-Za-z]$/.test(value.trim())
    ? true
    : say(req, {
        fr: 'Quatre chiffres suivis d’une lettre, par exemple 6201Z.',
        en: 'Four digits followed by a letter, for example 6201Z.',
      })

export const websiteValid: TextFieldSingleValidation = (value, { req }) =>
  filled(value) && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value.trim())
    ? true
    : say(req, {
        fr: 'Une adresse web complète, commençant par https://',
        en: 'A full web address, starting with https://',
      })
