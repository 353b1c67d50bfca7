export { TextField } from './text-field';
export { PasswordField } from './password-field';
export { SelectField } from './select-field';
export { DateInput } from './date-input';
export { useValidationTranslate } from './use-validation-translate';
export { default as formStyles } from './form.module.css';
