/** The body of the guide's lazy section: its own chunk, loaded when the section comes near the viewport. */
export function LazyNoteBody({ text }: { text: string }) {
  return <p className="cs-guide__note">{text}</p>;
}
