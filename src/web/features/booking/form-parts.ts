// The booking form's on-demand chunk (form-on-demand.ts, decision 0030): one loader for everyone who needs it.
export const loadFormParts = () => import('./form-on-demand.ts');
