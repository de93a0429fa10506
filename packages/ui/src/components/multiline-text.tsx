import { Fragment } from 'react';

/** Props of `MultilineText`. */
export type MultilineTextProps = { text: string };

/** Text whose newlines become line breaks (alert and confirm messages). */
export function MultilineText({ text }: MultilineTextProps) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
