import { useCallback, useRef, useState } from "react";

interface PendingQuestion {
  message: string;
  /** A heading that names what is at stake ("Remove Tennis Bracelet from your cart?"). */
  title?: string;
  confirmLabel: string;
  answer: (confirmed: boolean) => void;
}

/**
 * The spec's confirmations ("Are you sure you want to remove this item from your cart?"), under a
 * heading naming the piece when there is one (decision 054), as a
 * modal <dialog> rather than window.confirm: it looks like the shop, its buttons are 44 px, and
 * the browser still keeps focus inside, makes the page inert and closes it on Escape (a "no").
 * `confirm` answers true only for the confirming button. Only hydrated pages ask: a form posted
 * without JavaScript goes straight through.
 */
export function useConfirm() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState<PendingQuestion | null>(null);

  const confirm = useCallback(
    (message: string, confirmLabel = "Remove", title?: string) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ message, title, confirmLabel, answer: resolve });
        // Opened once React has drawn the question into it. Escape closes a dialog without a
        // value and leaves the last answer in place: clear it, or a "yes" would be remembered.
        requestAnimationFrame(() => {
          const element = dialogRef.current;
          if (!element) return resolve(false);
          element.returnValue = "";
          element.showModal();
        });
      }),
    [],
  );

  const dialog = (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={question?.title ? "confirm-dialog-title" : "confirm-dialog-message"}
      aria-describedby={question?.title ? "confirm-dialog-message" : undefined}
      onClose={(event) => {
        // The browser restores focus to the button that opened the dialog.
        question?.answer(event.currentTarget.returnValue === "confirm");
        setQuestion(null);
      }}
    >
      {/* method="dialog": a button closes the dialog with its value as the returnValue. */}
      <form method="dialog" className="confirm-dialog__form">
        {question?.title && (
          <h2 id="confirm-dialog-title" className="confirm-dialog__title">
            {question.title}
          </h2>
        )}
        <p id="confirm-dialog-message" className="confirm-dialog__message">
          {question?.message}
        </p>
        <div className="confirm-dialog__buttons">
          {/* Cancel first: showModal focuses it, so Enter on an accidental tap keeps the item. */}
          <button type="submit" value="cancel" className="button button--ghost">
            Cancel
          </button>
          <button type="submit" value="confirm" className="button">
            {question?.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );

  return { confirm, dialog };
}
