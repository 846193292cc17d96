import { type FormEvent, useId, useState } from 'react';
import { ORDER_EXPORT, dateExportFileName, exportFailureMessage, isExportDate } from '../order-export';
import { ApiError } from '@/lib/api-client';
import { exportOrdersByDate } from '../api/export-orders-by-date';
import { exportTodayOrders } from '../api/export-today-orders';

type Outcome = { tone: 'done' | 'empty' | 'error'; text: string };

function outcomeOf(error: unknown): Outcome {
  const code = error instanceof ApiError ? error.code : undefined;
  const serverMessage = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : undefined;
  const text = exportFailureMessage(code, serverMessage);
  return { tone: text === ORDER_EXPORT.noData ? 'empty' : 'error', text };
}

/**
 * The Download tab (spec 02 §2, §9): today's orders, or one day's, as a spreadsheet. A day
 * without orders says 'No Data Found'; the date button waits for a date.
 */
export function OrdersDownload() {
  const dateId = useId();
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState<'today' | 'date' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (which: 'today' | 'date', download: () => Promise<void>, fileName: string) => {
    setBusy(which);
    setOutcome(null);
    try {
      await download();
      setOutcome({ tone: 'done', text: `Saved ${fileName}.` });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setBusy(null);
    }
  };

  const onDateSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isExportDate(date)) void run('date', () => exportOrdersByDate(date), dateExportFileName(date));
  };

  return (
    <div className="orders-download">
      <section className="orders-download__card" aria-labelledby={`${dateId}-today`}>
        <h2 id={`${dateId}-today`} className="orders-download__title">
          Today&rsquo;s orders
        </h2>
        <p>Every order placed today, as a spreadsheet ({ORDER_EXPORT.todayFileName}).</p>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          aria-busy={busy === 'today'}
          onClick={() => void run('today', exportTodayOrders, ORDER_EXPORT.todayFileName)}
        >
          {busy === 'today' ? 'Preparing…' : ORDER_EXPORT.downloadToday}
        </button>
      </section>
      <form className="orders-download__card" aria-labelledby={`${dateId}-day`} onSubmit={onDateSubmit}>
        <h2 id={`${dateId}-day`} className="orders-download__title">
          Orders of one day
        </h2>
        <label htmlFor={dateId} className="orders-download__label">
          Date
        </label>
        <input id={dateId} type="date" className="orders-download__date" value={date} onChange={(event) => setDate(event.target.value)} />
        <button type="submit" className="button" disabled={!isExportDate(date) || busy !== null} aria-busy={busy === 'date'}>
          {busy === 'date' ? 'Preparing…' : ORDER_EXPORT.downloadByDate}
        </button>
      </form>
      <div className="orders-download__outcome" aria-live="polite">
        {outcome && (
          <p
            className={`orders-download__message orders-download__message--${outcome.tone}`}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </p>
        )}
      </div>
    </div>
  );
}
