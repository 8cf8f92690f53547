/**
 * After a refused submit, the first field marked invalid takes the focus, which also scrolls it into
 * view: in a long form (Create Session on a phone) the messages are otherwise above the fold, and the
 * tap on the button seems to do nothing. Runs after React has marked the fields.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
