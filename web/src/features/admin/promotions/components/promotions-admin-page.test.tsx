import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_FORM_MESSAGES as m } from '@shared/admin/promotion-form';
import type { Promotion } from '@shared/cart/promo-codes';
import { currentToasts } from '@/components/toast/toast-store';
import { type FakeCall, fakeApi } from '@/testing/fake-api';
import { deferred, renderWithToasts, signInAsAdminForEachTest } from '@/testing/admin-screen';
import { PromotionsAdminPage } from './promotions-admin-page';

const LIST = 'GET /api/admin/promotions';
const CREATE = 'POST /api/admin/promotions';
const stamp = { createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z' };
const rules = {
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  active: true,
  uses: 0,
};
const save20: Promotion = { code: 'SAVE20', kind: 'percent', value: 20, ...rules, uses: 7, ...stamp };
const tenOff: Promotion = {
  code: 'TENOFF',
  kind: 'amount',
  value: 10,
  ...rules,
  minSubtotal: 50,
  startsAt: '2026-11-27T09:00',
  endsAt: '2026-11-30T23:59',
  maxUses: 100,
  uses: 3,
  maxUsesPerCustomer: 2,
  ...stamp,
};
const newUser: Promotion = { code: 'NEWUSER10', kind: 'percent', value: 10, ...rules, firstOrderOnly: true, active: false, ...stamp };

function serve(promotions: Promotion[] = [save20, tenOff, newUser], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: Response.json({ success: true, promotions }), ...extra });
}

/** The server's answer to a create or change: the promotion as sent, with its counters. */
const echo =
  (base: Partial<Promotion> = {}) =>
  (call: FakeCall) => {
    const promotion = { ...rules, ...stamp, ...base, ...(call.body as object) } as Promotion;
    return Response.json(
      { success: true, promotion, message: `Promotion ${promotion.code} saved` },
      { status: call.method === 'POST' ? 201 : 200 },
    );
  };

const renderPage = () => renderWithToasts(<PromotionsAdminPage />);
const rows = () => screen.queryAllByTestId('promotion-row');
const codes = () => rows().map((row) => row.querySelector('th')?.textContent);
const rowOf = (code: string) => rows().find((row) => row.querySelector('th')?.textContent === code)!;
const cell = (code: string, label: string) => rowOf(code).querySelector(`[data-label="${label}"]`)?.textContent;
const toasts = () => currentToasts().map((toast) => toast.message);
const dialog = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
const errorOf = (label: string | RegExp) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('form-field__error'))?.textContent;
};

signInAsAdminForEachTest();

describe('PromotionsAdminPage: the list', () => {
  it('shows placeholders, then every code by code with what it takes off, its minimum, window, uses, limits and status', async () => {
    const api = serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByText('Loading promotions…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Promotion' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(codes()).toEqual(['NEWUSER10', 'SAVE20', 'TENOFF']);
    expect(
      ['Value', 'Minimum', 'When', 'Uses', 'Per customer', 'First order only', 'Status'].map((label) => cell('TENOFF', label)),
    ).toEqual(['$10.00 off', '$50.00', 'Nov 27, 2026, 9:00 AM – Nov 30, 2026, 11:59 PM', '3 of 100', '2', 'No', 'Active']);
    expect(['Value', 'Minimum', 'When', 'Uses', 'Per customer', 'Status'].map((label) => cell('SAVE20', label))).toEqual([
      '20% off',
      'None',
      'Always',
      '7',
      'No limit',
      'Active',
    ]);
    expect([cell('NEWUSER10', 'First order only'), cell('NEWUSER10', 'Status')]).toEqual(['Yes', 'Inactive']);
    expect(within(rowOf('NEWUSER10')).getByRole('button', { name: 'Activate NEWUSER10' })).toBeInTheDocument();
    expect(within(rowOf('SAVE20')).getByRole('button', { name: 'Deactivate SAVE20' })).toBeInTheDocument();
    expect(screen.getByText('3 promotions · 2 active')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Promotions' })).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]!.authorization).toBe('Bearer admin-token');
    expect(document.title).toBe('Promotions — Maison');
  });

  it('says when there is no code yet and offers to add one', async () => {
    serve([], { [CREATE]: echo() });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No promotions yet' })).toBeInTheDocument();
    expect(screen.getByText('0 promotions')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Add Promotion' }));
    expect(screen.getByRole('dialog', { name: 'Add Promotion' })).toBeInTheDocument();
    type('Code', 'SPRING15');
    type('Percent off', '15');
    save();
    await waitFor(() => expect(codes()).toEqual(['SPRING15']));
    expect(screen.queryByRole('heading', { name: 'No promotions yet' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows a load failure with the server message, and Try Again loads anew', async () => {
    let fail = true;
    const api = serve([], {
      [LIST]: () =>
        fail
          ? Response.json({ message: 'Admin privileges required' }, { status: 403 })
          : Response.json({ success: true, promotions: [save20] }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Promotions could not be loaded');
    expect(alert.textContent).toContain('Admin privileges required');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(codes()).toEqual(['SAVE20']));
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});

describe('PromotionsAdminPage: add and edit', () => {
  it('checks the form as the server does, and sends the code in capitals with empty fields as none', async () => {
    const api = serve([save20], { [CREATE]: echo() });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const add = screen.getByRole('button', { name: 'Add Promotion' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(field('Code')));

    save();
    expect([errorOf('Code'), errorOf('Percent off')]).toEqual([m.codeRequired, m.valueRequired]);
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Code')));

    type('Code', 'spring-15');
    type('Percent off', '95');
    type(/^Starts/, '2026-11-27T09:00');
    type(/^Ends/, '2026-11-26T09:00');
    type('Total uses', '0');
    save();
    expect([errorOf('Code'), errorOf('Percent off'), errorOf(/^Ends/), errorOf('Total uses')]).toEqual([
      m.codeShape,
      m.percentInvalid,
      m.endNotAfterStart,
      m.usesInvalid,
    ]);
    expect(api.callsTo(CREATE)).toHaveLength(0);

    // The kind decides how the value reads: a percent after the figure, dollars before it.
    expect(field('Percent off').closest('.promo-affix')?.textContent).toBe('%');
    fireEvent.change(field('Kind'), { target: { value: 'amount' } });
    expect(within(dialog()).queryByLabelText('Percent off')).toBeNull();
    expect(field('Amount off').closest('.promo-affix')?.textContent).toBe('$');
    expect(field('Amount off').getAttribute('step')).toBe('0.01');
    expect(errorOf('Amount off')).toBeUndefined();

    type('Code', ' spring15 ');
    type('Amount off', '12.5');
    type('Minimum subtotal', '60');
    type(/^Ends/, '2026-11-30T23:59');
    type('Total uses', '');
    fireEvent.click(field('First order only'));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      code: 'SPRING15',
      kind: 'amount',
      value: 12.5,
      minSubtotal: 60,
      startsAt: '2026-11-27T09:00',
      endsAt: '2026-11-30T23:59',
      maxUses: null,
      maxUsesPerCustomer: null,
      firstOrderOnly: true,
      active: true,
    });
    expect(codes()).toEqual(['SAVE20', 'SPRING15']);
    expect(cell('SPRING15', 'Value')).toBe('$12.50 off');
    expect(toasts()).toEqual(['Promotion SPRING15 saved']);
    expect(document.activeElement).toBe(add);
  });

  it("labels the dates as the shop's time, and keeps the dialog open on the server's refusal with its field error", async () => {
    const pending = deferred();
    serve([save20], { [CREATE]: pending.answer });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Promotion' }));
    expect(field("Starts (in the shop's time zone)").type).toBe('datetime-local');
    expect(field("Ends (in the shop's time zone)").type).toBe('datetime-local');
    type('Code', 'save20');
    type('Percent off', '25');
    save();
    expect(within(dialog()).getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    expect(field('Code').readOnly).toBe(true);
    const taken = 'A promotion with the code SAVE20 already exists.';
    await act(async () =>
      pending.release(Response.json({ code: 'CONFLICT', message: taken, fieldErrors: { code: taken } }, { status: 409 })),
    );
    expect(within(dialog()).getByRole('alert').textContent).toBe(`Failed to add promotion: ${taken}`);
    expect(errorOf('Code')).toBe(taken);
    expect(field('Code').value).toBe('save20');
    await waitFor(() => expect(document.activeElement).toBe(field('Code')));
    type('Code', 'SAVE25');
    expect(errorOf('Code')).toBeUndefined();
  });

  it('edits the rules of a code, keeping its code, and sends every rule', async () => {
    const api = serve([tenOff], { 'PUT /api/admin/promotions/TENOFF': echo({ code: 'TENOFF', uses: 3 }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Edit TENOFF' }));
    expect(screen.getByRole('dialog', { name: 'Edit TENOFF' })).toBeInTheDocument();
    expect(field('Code').readOnly).toBe(true);
    expect([
      field('Kind').value,
      field('Amount off').value,
      field('Minimum subtotal').value,
      field(/^Starts/).value,
      field('Uses per customer').value,
    ]).toEqual(['amount', '10', '50', '2026-11-27T09:00', '2']);
    await waitFor(() => expect(document.activeElement).toBe(field('Amount off')));
    type('Amount off', '15');
    type('Minimum subtotal', '');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/admin/promotions/TENOFF')[0]!.body).toEqual({
      kind: 'amount',
      value: 15,
      minSubtotal: null,
      startsAt: '2026-11-27T09:00',
      endsAt: '2026-11-30T23:59',
      maxUses: 100,
      maxUsesPerCustomer: 2,
      firstOrderOnly: false,
      active: true,
    });
    expect([cell('TENOFF', 'Value'), cell('TENOFF', 'Minimum'), cell('TENOFF', 'Uses')]).toEqual(['$15.00 off', 'None', '3 of 100']);
  });

  it('closes on Escape and Cancel without a call', async () => {
    const api = serve([save20]);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const edit = screen.getByRole('button', { name: 'Edit SAVE20' });
    edit.focus();
    fireEvent.click(edit);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(edit);
    fireEvent.click(edit);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('PromotionsAdminPage: deactivate, activate and delete', () => {
  it('deactivates a code with its rules unchanged, then activates it again', async () => {
    const api = serve([tenOff], { 'PUT /api/admin/promotions/TENOFF': echo({ code: 'TENOFF', uses: 3 }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate TENOFF' }));
    await waitFor(() => expect(cell('TENOFF', 'Status')).toBe('Inactive'));
    const { active, ...same } = api.callsTo('PUT /api/admin/promotions/TENOFF')[0]!.body as Record<string, unknown>;
    expect(active).toBe(false);
    expect(same).toEqual({
      kind: 'amount',
      value: 10,
      minSubtotal: 50,
      startsAt: '2026-11-27T09:00',
      endsAt: '2026-11-30T23:59',
      maxUses: 100,
      maxUsesPerCustomer: 2,
      firstOrderOnly: false,
    });
    expect(screen.getByText('1 promotion · 0 active')).toBeInTheDocument();
    expect(toasts()).toEqual(['TENOFF is now inactive']);

    fireEvent.click(screen.getByRole('button', { name: 'Activate TENOFF' }));
    await waitFor(() => expect(cell('TENOFF', 'Status')).toBe('Active'));
    expect((api.callsTo('PUT /api/admin/promotions/TENOFF')[1]!.body as { active: boolean }).active).toBe(true);
  });

  it("shows a failed switch in the page and keeps the row's status", async () => {
    serve([save20], {
      'PUT /api/admin/promotions/SAVE20': Response.json(
        { code: 'NOT_FOUND', message: 'No promotion has the code SAVE20.' },
        { status: 404 },
      ),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate SAVE20' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to deactivate promotion: No promotion has the code SAVE20.');
    expect(cell('SAVE20', 'Status')).toBe('Active');
  });

  it('asks first; Cancel keeps the code, Delete removes it and says so', async () => {
    const api = serve([save20, tenOff], {
      'DELETE /api/admin/promotions/TENOFF': Response.json({ success: true, message: 'Promotion TENOFF deleted' }),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete TENOFF' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this promotion?' });
    expect(within(confirm).getByText('TENOFF · $10.00 off · 3 of 100 uses')).toBeInTheDocument();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/promotions/TENOFF')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete TENOFF' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(codes()).toEqual(['SAVE20']);
    expect(toasts()).toEqual(['Promotion TENOFF deleted']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it("shows the server's reason when checkouts hold claims of the code, keeps the row, and waits meanwhile", async () => {
    const pending = deferred();
    serve([save20], { 'DELETE /api/admin/promotions/SAVE20': pending.answer });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete SAVE20' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Working…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete SAVE20', hidden: true }).hasAttribute('disabled')).toBe(true);
    const reason =
      'Shoppers are paying with this code right now. Deactivate it to stop new uses, and delete it once their checkouts are done.';
    await act(async () => pending.release(Response.json({ code: 'CONFLICT', message: reason }, { status: 409 })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(`Failed to delete promotion: ${reason}`);
    expect(codes()).toEqual(['SAVE20']);
    expect(toasts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
