'use client';

import { Button } from 'primereact/button';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styles from '../console.module.css';

/**
 * The answer box: Enter sends, Shift+Enter a new line, and an image to attach (`onAttach` uploads
 * it). The text empties once `onSend` says the message went.
 */
export function ChatComposer(props: {
  sending: boolean;
  onSend: (message: string, sent: () => void) => void;
  onAttach: (file: File) => void;
}) {
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const send = () => {
    if (text.trim()) props.onSend(text.trim(), () => setText(''));
    else setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onAttach(file);
  };
  return (
    <form
      className={styles.chatComposer}
      aria-label="Answer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <input ref={fileInput} type="file" accept="image/png,image/jpeg" hidden aria-label="Attach an image" onChange={onFile} />
      <Button
        type="button"
        icon="pi pi-paperclip"
        label="Image"
        outlined
        onClick={() => fileInput.current?.click()}
        aria-label="Attach an image"
      />
      <textarea
        aria-label="Answer"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={2000}
      />
      <Button type="submit" label="Send" disabled={!text.trim()} loading={props.sending} />
    </form>
  );
}
