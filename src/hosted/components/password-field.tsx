// A password field with a button that shows or hides what was typed.
import { useState } from 'react';
import { messages } from '../i18n/messages.js';
import { Field, type FieldProps } from './field.js';

/** Props of {@link PasswordField}: a field whose type is managed here. */
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing' | 'spellCheck' | 'autoCapitalize'> & {
  /** `current-password` to sign in, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const t = messages().common;
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button type="button" className="field-toggle" aria-label={shown ? t.hidePassword : t.showPassword} onClick={() => setShown((s) => !s)}>
          {shown ? t.hide : t.show}
        </button>
      }
    />
  );
}
