// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import { adminA11yText, adminA11yTexts } from '@/features/admin-shell/a11y/labels'
import { patchAdminA11y } from '@/features/admin-shell/a11y/patch-admin'

const fr = adminA11yText('fr')

function render(html: string): void {
  document.body.innerHTML = `<div class="template-default__wrap">${html}</div>`
  patchAdminA11y(document, fr)
}

const column = () => document.querySelector('.template-default__wrap')!

describe('repairs of Payload’s screens', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('makes a list view’s column the main region, and hands the role back to an edit view', () => {
    render('<header class="app-header"></header><h1>Leads</h1><h3>Aucun résultat.</h3>')
    expect(column().getAttribute('role')).toBe('main')
    expect(column().querySelector('header')!.getAttribute('role')).toBe('none')
    expect(column().querySelector('h3')!.getAttribute('aria-level')).toBe('2')

    column().innerHTML =
      '<div class="doc-header"><h1>Article</h1></div><main><h2>Champs</h2></main>'
    patchAdminA11y(document, fr)
    expect(column().hasAttribute('role')).toBe(false)
    const header = column().querySelector('.doc-header')!
    expect(header.getAttribute('role')).toBe('region')
    expect(document.getElementById(header.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Article',
    )
  })

  it('leaves headings in order alone and drops a level it set once the order is right', () => {
    render('<h1>Compte</h1><h3>Paramètres de Payload</h3>')
    const h3 = column().querySelector('h3')!
    expect(h3.getAttribute('aria-level')).toBe('2')
    h3.insertAdjacentHTML('beforebegin', '<h2>Profil</h2>')
    patchAdminA11y(document, fr)
    expect(h3.hasAttribute('aria-level')).toBe(false)
  })

  it('names icon-only buttons, checkboxes and editor buttons in the admin’s language', () => {
    render(`
      <div class="doc-controls__popup"><button class="popup-button"><div></div></button></div>
      <div class="collapsible__drag" role="button" tabindex="0"></div>
      <input id="select-all" type="checkbox" aria-labelledby="select-all" title="select-all">
      <table><tbody><tr><td><input type="checkbox" aria-label=""></td></tr></tbody></table>
      <button data-button-key="bold"></button><button data-button-key="sparkle"></button>
      <button class="array-actions__button" aria-label="Déjà nommé"></button>`)
    const label = (selector: string) => document.querySelector(selector)!.getAttribute('aria-label')
    expect(label('.popup-button')).toBe('Plus d’actions')
    expect(label('.collapsible__drag')).toBe('Déplacer la ligne')
    expect(label('#select-all')).toBe('Tout sélectionner')
    expect(document.querySelector('#select-all')!.hasAttribute('aria-labelledby')).toBe(false)
    expect(label('td input')).toBe('Sélectionner la ligne 1')
    expect(label('[data-button-key="bold"]')).toBe('Gras')
    expect(label('[data-button-key="sparkle"]')).toBe('sparkle')
    expect(label('.array-actions__button')).toBe('Déjà nommé')
  })

  it('names library inputs after their field’s label, without the required star', () => {
    render(`
      <div class="field-type" id="field-status">
        <label class="field-label" for="field-status">Statut<span class="required">*</span></label>
        <input class="rs__input" role="combobox">
        <div aria-hidden="true"><button class="dropdown-indicator"></button></div>
      </div>
      <div class="field-type"><label class="field-label">Contenu</label>
        <div class="ContentEditable__root" role="textbox" contenteditable="true"></div></div>`)
    expect(document.querySelector('.rs__input')!.getAttribute('aria-label')).toBe('Statut')
    expect(document.querySelector('.ContentEditable__root')!.getAttribute('aria-label')).toBe(
      'Contenu',
    )
    expect(document.querySelector('.dropdown-indicator')!.getAttribute('tabindex')).toBe('-1')
  })

  it('fixes the tab list, sortable chips and thumbnails named like their cell', () => {
    render(`
      <ul class="doc-tabs__tabs"><a href="/api">API</a></ul>
      <div class="rs__multi-value" role="button" tabindex="0">SEO<button aria-label="Retirer"></button></div>
      <table><tbody><tr><td><img alt="photo.webp" src="x"> photo.webp</td></tr></tbody></table>`)
    expect(document.querySelector('.doc-tabs__tabs')!.getAttribute('role')).toBe('none')
    expect(document.querySelector('.rs__multi-value')!.getAttribute('role')).toBe('group')
    expect(document.querySelector('td img')!.getAttribute('alt')).toBe('')
  })

  it('speaks English to an admin who chose English, French otherwise', () => {
    expect(adminA11yText('en').moreActions).toBe('More actions')
    expect(adminA11yText(undefined)).toBe(fr)
    expect(Object.keys(adminA11yTexts.en).sort()).toEqual(Object.keys(adminA11yTexts.fr).sort())
  })
})
