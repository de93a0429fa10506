import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BirthdaySelect, type Birthday } from './birthday-select.tsx';

function Harness() {
  const [value, setValue] = useState<Birthday>({ year: '', month: '', day: '' });
  return <BirthdaySelect idPrefix="t" value={value} years={['2000', '1991', '1990']} onChange={setValue} />;
}

const dayOptions = () => Array.from((screen.getByLabelText('일') as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);

describe('BirthdaySelect', () => {
  it('offers the days the chosen month has, 29 February only in a leap year', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(dayOptions()).toHaveLength(31);
    await user.selectOptions(screen.getByLabelText('년'), '1991');
    await user.selectOptions(screen.getByLabelText('월'), '2');
    expect(dayOptions()).toHaveLength(28);
    await user.selectOptions(screen.getByLabelText('월'), '4');
    expect(dayOptions()).toHaveLength(30);
    await user.selectOptions(screen.getByLabelText('년'), '2000');
    await user.selectOptions(screen.getByLabelText('월'), '2');
    expect(dayOptions().at(-1)).toBe('29');
  });

  it('clears a day the newly chosen month does not have', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('년'), '1990');
    await user.selectOptions(screen.getByLabelText('월'), '1');
    await user.selectOptions(screen.getByLabelText('일'), '31');
    await user.selectOptions(screen.getByLabelText('월'), '2');
    expect((screen.getByLabelText('일') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('일'), '28');
    await user.selectOptions(screen.getByLabelText('월'), '3');
    expect((screen.getByLabelText('일') as HTMLSelectElement).value).toBe('28');
  });
});
