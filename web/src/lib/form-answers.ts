import { formatDay } from './dates'

/**
 * An answer of a form as the person chose it, for a "Check your answers" list: a choice by its
 * option's words (not its id), a day as dd.mm.yyyy, a text as typed (trimmed); '' when empty.
 */
export function shownAnswer(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name)
  if (control instanceof HTMLSelectElement) {
    return control.value === '' ? '' : (control.selectedOptions[0]?.text.trim() ?? '')
  }
  // A date field's day, read as ISO from its hidden input (`DateField`).
  if (control instanceof HTMLInputElement && control.dataset.day !== undefined) {
    return control.value ? formatDay(control.value) : ''
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    return control.value.trim()
  }
  return ''
}
