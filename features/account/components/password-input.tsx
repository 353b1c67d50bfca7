'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useState, type ComponentProps } from 'react';
import { TextField, formStyles } from '@/components/form';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'suffix'>;

/** A password field with a show/hide toggle (people mistype passwords they cannot see). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const t = useTranslations('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      suffix={
        <button type="button" className={formStyles.iconToggle} aria-label={visible ? t('hide_password') : t('show_password')} onClick={() => setVisible((v) => !v)}>
          <i className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden />
        </button>
      }
    />
  );
});
