import { useState } from 'react';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

/** For stories: an opener button and the modal's open state, held as an app would hold them. */
export function ModalHarness(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}
