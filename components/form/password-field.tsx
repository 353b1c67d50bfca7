'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useState, type ComponentProps } from 'react';
import { TextField } from './text-field';
import formStyles from './form.module.css';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'suffix'>;

/** A password field with a show/hide toggle (people mistype passwords they cannot see). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(props, ref) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      suffix={
        <button
          type="button"
          className={formStyles.iconToggle}
          aria-label={visible ? t('hide_password') : t('show_password')}
          onClick={() => setVisible((v) => !v)}
        >
          <i className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden />
        </button>
      }
    />
  );
});
