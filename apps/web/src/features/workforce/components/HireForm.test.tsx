import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_HIRE_DRAFT, machineSlots, type HireDraft } from '../lib/workforce';
import { COSTS, machine, worker } from '@/test/workforce-fixtures';
import { HireForm, type HireFormProps } from './HireForm';

const machines = [machine('pp', 'POWER_PLANT', 'Power Plant'), machine('cm', 'COAL_MINE', 'Coal Mine')];
const fullCrew = [worker('1', 'OPERATOR', 'cm'), worker('2', 'OPERATOR', 'cm'), worker('3', 'OPERATOR', 'cm')];

function Harness(props: Partial<HireFormProps> & { initial?: HireDraft }) {
  const [draft, setDraft] = useState(props.initial ?? DEFAULT_HIRE_DRAFT);
  return (
    <HireForm
      costs={COSTS}
      machines={machines}
      slots={machineSlots(machines, fullCrew)}
      cash={10_000}
      draft={draft}
      onDraftChange={setDraft}
      onHire={() => {}}
      pending={false}
      error={null}
      {...props}
    />
  );
}

const cost = () => screen.getByTestId('hiring-cost').textContent;
const salary = () => screen.getByTestId('hiring-salary').textContent;

describe('HireForm', () => {
  it('shows the hiring cost and salary of the chosen type at the chosen skill', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect([cost(), salary()]).toEqual(['$80.00', '$2.00 /tick']);

    await user.click(screen.getByRole('radio', { name: 'Skill 3' }));
    expect([cost(), salary()]).toEqual(['$136.00', '$3.40 /tick']);

    await user.selectOptions(screen.getByLabelText('Worker type'), 'ENGINEER');
    expect([cost(), salary()]).toEqual(['$340.00', '$8.50 /tick']);
    expect(screen.getByRole('button', { name: 'Hire Engineer' })).toBeEnabled();
  });

  it("offers 'Auto-assign', 'Unassigned' and every machine, a full one disabled", () => {
    render(<Harness />);
    const select = screen.getByLabelText('Assign to');
    const options = [...select.querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual([
      'Auto-assign',
      'Unassigned',
      'Power Plant · L1 · 0 on shift, up to 3',
      'Coal Mine · L1 · 3 on shift, up to 3 (full)',
    ]);
    expect(options.map((o) => o.disabled)).toEqual([false, false, false, true]);
  });

  it('sends the body for the chosen target: no machine for auto, null for unassigned, else the id', async () => {
    const user = userEvent.setup();
    const onHire = vi.fn();
    render(<Harness onHire={onHire} />);
    const hire = screen.getByRole('button', { name: 'Hire Operator' });

    await user.click(hire);
    await user.selectOptions(screen.getByLabelText('Assign to'), 'none');
    await user.click(hire);
    await user.selectOptions(screen.getByLabelText('Assign to'), 'pp');
    await user.click(screen.getByRole('radio', { name: 'Skill 2' }));
    await user.click(hire);

    expect(onHire.mock.calls.map(([body]) => body)).toEqual([
      { type: 'OPERATOR', skillLevel: 1 },
      { type: 'OPERATOR', skillLevel: 1, assignedMachineId: null },
      { type: 'OPERATOR', skillLevel: 2, assignedMachineId: 'pp' },
    ]);
  });

  it("shows a failed hire as an alert: 'Failed to hire worker: ' plus the message", () => {
    render(<Harness error="Insufficient funds: a skill 5 Engineer costs $480.00 and you have $12.00" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to hire worker: Insufficient funds: a skill 5 Engineer costs $480.00 and you have $12.00',
    );
  });

  it('will not hire beyond the cash in hand, saying why', () => {
    render(<Harness cash={50} />);
    expect(screen.getByRole('button', { name: 'Hire Operator' })).toBeDisabled();
    expect(screen.getByText('Not enough cash: hiring costs $80.00 and you have $50.00.')).toBeInTheDocument();
  });

  it('warns when a specific machine asks for more skill than chosen', async () => {
    render(<Harness initial={{ type: 'TECHNICIAN', skillLevel: 1, target: 'pp' }} />);
    expect(
      screen.getByText('This machine asks for skill 2 technicians: one level short costs the slot 20% of its output.'),
    ).toBeInTheDocument();
  });
});
