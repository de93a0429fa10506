type CheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Hides the label visually (screen readers still read it). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A labelled checkbox of the cart (all, seller, line). */
export function Checkbox({ checked, onChange, label, hideLabel = false, disabled = false, className }: CheckboxProps) {
  return (
    <label className={className ? `cart-check ${className}` : 'cart-check'}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className={hideLabel ? 'ui-visually-hidden' : 'cart-check__label'}>{label}</span>
    </label>
  );
}
