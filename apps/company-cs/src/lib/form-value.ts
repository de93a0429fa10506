/** The trimmed value of a form control by name ('' when missing); checkboxes give their value only when ticked. */
export function formValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  if (!control) return '';
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked ? control.value : '';
  return control.value.trim();
}
