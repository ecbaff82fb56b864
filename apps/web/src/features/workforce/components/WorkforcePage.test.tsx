import type { Factory, WorkforceAnalysis } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth';
import { useNotifications } from '@/shared/stores/notifications';
import { COSTS, machine, worker } from '@/test/workforce-fixtures';
import { bodyOf, fail, mockApi, ok, renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import WorkforcePage from './WorkforcePage';

const machines = [machine('pp', 'POWER_PLANT', 'Power Plant'), machine('im', 'IRON_MINE', 'Iron Mine')];
const factory = { cash: 5_000, debt: 0, machines, inventory: [] } as unknown as Factory;
const analysis: WorkforceAnalysis = {
  efficiency: 0.6,
  totalSalaryCost: 6,
  requiredWorkers: { OPERATOR: 3, TECHNICIAN: 2, ENGINEER: 0 },
  assignedWorkers: { OPERATOR: 3, TECHNICIAN: 0, ENGINEER: 0 },
  understaffedMachines: [
    {
      machineId: 'im',
      machineType: 'IRON_MINE',
      level: 1,
      missingWorkers: [{ type: 'TECHNICIAN', needed: 1, assigned: 0 }],
    },
  ],
  missingPosts: 2,
};
const workers = [
  { ...worker('w1', 'OPERATOR', 'pp'), satisfaction: 85 },
  { ...worker('w2', 'OPERATOR', 'im'), satisfaction: 65 },
  { ...worker('w3', 'OPERATOR', null), satisfaction: 40 },
];

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /workers': workers,
    'GET /workers/analysis': analysis,
    'GET /workers/hiring-costs': COSTS,
    'GET /factory/my-factory': factory,
    ...overrides,
  };
}

describe('WorkforcePage', () => {
  signInForEachTest();

  it('asks to log in when not signed in, and calls nothing', () => {
    useAuthStore.getState().signOut();
    const fetchMock = mockApi(routes());
    renderWithClient(<WorkforcePage />);
    expect(screen.getByText('Please log in to access workforce management.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the hiring form only once the hiring costs are loaded', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi(routes({ 'GET /workers/hiring-costs': () => new Promise<Response>((r) => (answer = r)) }));
    renderWithClient(<WorkforcePage />);

    expect(await screen.findByText('Loading hiring costs...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Worker type')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hire (Operator|Technician|Engineer)$/ })).not.toBeInTheDocument();

    answer(ok(COSTS));
    expect(await screen.findByLabelText('Worker type')).toBeInTheDocument();
    expect(screen.getByTestId('hiring-cost')).toHaveTextContent('$80.00');
  });

  it('counts salaries an hour in game hours of 12 ticks, as Finances does (issue 45)', async () => {
    mockApi(routes({}));
    renderWithClient(<WorkforcePage />);
    expect(await screen.findByText('per tick · $72.00 a game hour (12 ticks, as Finances counts)')).toBeInTheDocument();
  });

  it('colours satisfaction: 80 and up green, 60 and up yellow, else red', async () => {
    mockApi(routes());
    renderWithClient(<WorkforcePage />);
    const table = await screen.findByRole('list', { name: 'Workers' });
    const pill = (text: string) => within(table).getByText(text).closest('span');
    expect(pill('85%')).toHaveClass('text-emerald-300');
    expect(pill('65%')).toHaveClass('text-amber-300');
    expect(pill('40%')).toHaveClass('text-rose-300');
  });

  it("'Hire missing' prefills the form with the type, the skill asked and that machine", async () => {
    const user = userEvent.setup();
    mockApi(routes());
    renderWithClient(<WorkforcePage />);
    await screen.findByLabelText('Worker type');

    await user.click(await screen.findByRole('button', { name: 'Hire missing technician for Iron Mine' }));
    expect(screen.getByLabelText('Worker type')).toHaveValue('TECHNICIAN');
    expect(screen.getByRole('radio', { name: 'Skill 2' })).toBeChecked();
    expect(screen.getByLabelText('Assign to')).toHaveValue('im');
    expect(screen.getByTestId('hiring-cost')).toHaveTextContent('$162.00');
  });

  it("hires, notifying the server's message; a failure shows the alert under the form", async () => {
    const user = userEvent.setup();
    const message = 'Hired a skill 1 Operator for $80.00 ($2.00 per tick), assigned to Power Plant';
    const hire = vi
      .fn()
      .mockResolvedValueOnce(ok(factory, message))
      .mockResolvedValueOnce(fail(409, 'Power Plant already has a full shift'));
    const fetchMock = mockApi(routes({ 'POST /workers/hire': hire }));
    renderWithClient(<WorkforcePage />);

    await user.click(await screen.findByRole('button', { name: 'Hire Operator' }));
    await vi.waitFor(() => expect(useNotifications.getState().notifications[0]?.message).toBe(message));
    expect(bodyOf(fetchMock, 'POST', '/workers/hire')).toEqual({ type: 'OPERATOR', skillLevel: 1 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hire Operator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to hire worker: Power Plant already has a full shift',
    );
  });

  it("'Hire all missing crew', a large spend, shows who, the hiring cost and the salaries added, then hires on one confirm", async () => {
    const user = userEvent.setup();
    const message =
      'Hired 2 Technicians for $324.00 ($8.10 more in salaries per tick); 1 worker on no machine put to work';
    const hireAll = vi.fn(() => ok(factory, message));
    // $324 is more than a tenth of $2,000: asked first.
    const fetchMock = mockApi(
      routes({ 'POST /workers/hire-missing': hireAll, 'GET /factory/my-factory': { ...factory, cash: 2000 } }),
    );
    renderWithClient(<WorkforcePage />);

    // The plant misses its technician; the mine an operator and its technician: w3, an operator on no
    // machine, takes the mine's post, so only the technicians are hired.
    expect(
      await screen.findByText(
        /^3 workers missing in all \(1 worker on no machine fill posts first\): \$324\.00 to hire them, then \$8\.10 more in salaries every tick\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Hire all missing crew' }));
    const dialog = screen.getByRole('dialog', { name: 'Hire all missing crew?' });
    const lines = within(within(dialog).getByRole('list', { name: 'Workers to hire' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['2 × Technicianskill 2$324.00']);
    expect(within(dialog).getByTestId('hire-all-posted')).toHaveTextContent(
      '1 worker on no machine is put to work first, at no hiring cost.',
    );
    expect(within(dialog).getByTestId('hire-all-cost')).toHaveTextContent('$324.00');
    expect(within(dialog).getByTestId('hire-all-salaries')).toHaveTextContent('+$8.10');
    expect(within(dialog).getByText('$1,676.00')).toBeInTheDocument();
    expect(hireAll).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Hire 2 workers, put 1 worker to work' }));
    await vi.waitFor(() => expect(useNotifications.getState().notifications[0]?.message).toBe(message));
    expect(hireAll).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock, 'POST', '/workers/hire-missing')).toEqual({});
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Hire all missing crew' hires at once when it is a small spend", async () => {
    const user = userEvent.setup();
    const hireAll = vi.fn(() => ok(factory, 'Hired 2 Technicians'));
    mockApi(routes({ 'POST /workers/hire-missing': hireAll }));
    renderWithClient(<WorkforcePage />);
    // $324 of $5,000 is under a tenth: no question.
    await user.click(await screen.findByRole('button', { name: 'Hire all missing crew' }));
    await vi.waitFor(() => expect(hireAll).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Hire all missing crew' is off with the reason when the cash falls short of the total", async () => {
    mockApi(routes({ 'GET /factory/my-factory': { ...factory, cash: 100 } }));
    renderWithClient(<WorkforcePage />);
    const reason = 'Not enough cash: hiring the 2 missing crew members costs $324.00 and you have $100.00.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Hire all missing crew' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it("'Hire all missing crew' is off when every machine has its crew", async () => {
    const crew = [
      worker('o1', 'OPERATOR', 'pp'),
      worker('t1', 'TECHNICIAN', 'pp', 2),
      worker('o2', 'OPERATOR', 'im'),
      worker('o3', 'OPERATOR', 'im'),
      worker('t2', 'TECHNICIAN', 'im', 2),
    ];
    const full = { ...analysis, assignedWorkers: analysis.requiredWorkers, understaffedMachines: [], missingPosts: 0 };
    mockApi(routes({ 'GET /workers': crew, 'GET /workers/analysis': full }));
    renderWithClient(<WorkforcePage />);
    const button = await screen.findByRole('button', { name: 'Hire all missing crew' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Every machine has its full crew.');
  });

  it('says there is nothing to staff before any machine is built', async () => {
    const none = { OPERATOR: 0, TECHNICIAN: 0, ENGINEER: 0 };
    const idle = {
      ...analysis,
      efficiency: 1,
      requiredWorkers: none,
      assignedWorkers: none,
      understaffedMachines: [],
      missingPosts: 0,
    };
    mockApi(routes({ 'GET /workers/analysis': idle, 'GET /workers': [] }));
    renderWithClient(<WorkforcePage />);
    expect(await screen.findByText('No machines found. Build some machines first!')).toBeInTheDocument();
    expect(screen.getByText('No machines to staff yet')).toBeInTheDocument();
    expect(screen.queryByText('Fully staffed')).not.toBeInTheDocument();
  });

  it("shows the workforce error view with 'Reload Page' when the workforce data fails to load", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockApi(
      routes({ 'GET /workers': () => fail(400, 'Bad day'), 'GET /workers/analysis': () => fail(400, 'Bad day') }),
    );
    renderWithClient(<WorkforcePage />);

    await user.click(await screen.findByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('dismisses a worker after a confirmation', async () => {
    const user = userEvent.setup();
    const dismiss = vi.fn(() => ok(factory, 'Dismissed a skill 1 Operator'));
    mockApi(routes({ 'DELETE /workers/w3': dismiss }));
    renderWithClient(<WorkforcePage />);

    const table = await screen.findByRole('list', { name: 'Workers' });
    await user.click(within(table).getAllByRole('button', { name: 'Dismiss operator (skill 1)' })[2]!);
    expect(dismiss).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledTimes(1));
  });
});
