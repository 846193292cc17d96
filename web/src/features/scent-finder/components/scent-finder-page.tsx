import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { noteOptions } from '@shared/catalog/filters';
import { productPath } from '@shared/catalog/product-page';
import {
  FINDER_BUDGETS,
  FINDER_MAX_FAMILIES,
  FINDER_MAX_NOTES,
  type FinderAnswers,
  type FinderBudget,
  type FinderFor,
  type FinderWhen,
  canRank,
  findScents,
  finderAnswersParams,
  readFinderAnswers,
} from '../scent-finder';
import { SCENT_FAMILIES, SCENT_FAMILY_DESCRIPTIONS } from '@shared/catalog/scent-profile';
import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { DocumentTitle } from '@/components/document-title';
import { ProductImage } from '@/components/product-image';
import { useProducts } from '@/lib/catalog/list-products';
import { ShopError } from '@/components/shop-states';
import './scent-finder.css';
import { withQueries } from '@/lib/with-queries';

/** How many of the catalogue's most listed notes the finder offers to love or avoid. */
const OFFERED_NOTES = 16;

const FOR_LABELS: Readonly<Record<FinderFor, string>> = { women: 'For her', men: 'For him', anyone: 'For anyone' };
const WHEN_LABELS: Readonly<Record<FinderWhen, string>> = { day: 'Day', evening: 'Evening', both: 'Both' };

/**
 * /scent-finder: five questions (for whom, families liked, notes loved and disliked, day or
 * evening, budget), then the catalogue ranked for the answers (web/src/features/scent-finder/scent-finder.ts),
 * each match saying why and linking to its page. The answers live in the address once asked
 * for, so a shared link shows the same matches; no sign-in needed.
 */
function ScentFinderPageContent() {
  const catalogue = useProducts();
  const [params, setParams] = useSearchParams();
  const asked = useMemo(() => readFinderAnswers(params), [params]);
  // The form's own answers, from the address at first; the address follows on "Show my matches".
  const [answers, setAnswers] = useState<FinderAnswers>(asked);
  // Back and Forward move the address: the form shows the answers it holds.
  const [answered, setAnswered] = useState(asked);
  if (answered !== asked) {
    setAnswered(asked);
    setAnswers(asked);
  }
  const [copied, setCopied] = useState(false);
  const results = useRef<HTMLElement>(null);
  const products = catalogue.status === 'ready' ? catalogue.products : undefined;
  const notes = useMemo(
    () =>
      products
        ? noteOptions(products)
            .slice(0, OFFERED_NOTES)
            .map((option) => option.value)
        : [],
    [products],
  );
  const matches = useMemo(() => (products ? findScents(products, asked) : []), [products, asked]);
  const shown = canRank(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    setParams(finderAnswersParams(answers), { replace: false });
    // After the address moves, the matches are drawn: bring them into view.
    requestAnimationFrame(() => results.current?.focus());
  };
  const set = (change: Partial<FinderAnswers>) => setAnswers((current) => ({ ...current, ...change }));
  const toggle = (list: readonly string[], value: string, max: number): string[] =>
    list.includes(value) ? list.filter((item) => item !== value) : list.length < max ? [...list, value] : [...list];

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="finder page">
      <DocumentTitle>Scent finder — Maison</DocumentTitle>
      <div className="container">
        <header className="finder__head">
          <p className="eyebrow">Can't smell it online? Describe it.</p>
          <h1>Scent finder</h1>
          <p className="finder__lead">
            Five quick questions, and we'll match you with fragrances from the collection, saying why each suits you.
          </p>
        </header>
        <form className="finder__form" onSubmit={submit} noValidate>
          <Question legend="Who is it for?">
            {(Object.keys(FOR_LABELS) as FinderFor[]).map((value) => (
              <Choice
                key={value}
                type="radio"
                name="for"
                label={FOR_LABELS[value]}
                checked={answers.for === value}
                onChange={() => set({ for: value })}
              />
            ))}
          </Question>
          <Question legend="Which families do you like?" hint={`Pick up to ${FINDER_MAX_FAMILIES}.`}>
            {SCENT_FAMILIES.map((family) => (
              <Choice
                key={family}
                type="checkbox"
                label={family}
                note={SCENT_FAMILY_DESCRIPTIONS[family]}
                checked={answers.families.includes(family)}
                disabled={!answers.families.includes(family) && answers.families.length >= FINDER_MAX_FAMILIES}
                onChange={() => set({ families: toggle(answers.families, family, FINDER_MAX_FAMILIES) as FinderAnswers['families'] })}
              />
            ))}
          </Question>
          <NotesQuestion
            legend="Notes you love"
            notes={notes}
            chosen={answers.love}
            other={answers.avoid}
            loading={!products}
            onToggle={(note) => set({ love: toggle(answers.love, note, FINDER_MAX_NOTES) })}
          />
          <NotesQuestion
            legend="Notes you'd rather avoid"
            notes={notes}
            chosen={answers.avoid}
            other={answers.love}
            loading={!products}
            onToggle={(note) => set({ avoid: toggle(answers.avoid, note, FINDER_MAX_NOTES) })}
          />
          <Question legend="Day or evening?">
            {(Object.keys(WHEN_LABELS) as FinderWhen[]).map((value) => (
              <Choice
                key={value}
                type="radio"
                name="when"
                label={WHEN_LABELS[value]}
                checked={answers.when === value}
                onChange={() => set({ when: value })}
              />
            ))}
          </Question>
          <Question legend="Your budget">
            {(Object.keys(FINDER_BUDGETS) as FinderBudget[]).map((value) => (
              <Choice
                key={value}
                type="radio"
                name="budget"
                label={FINDER_BUDGETS[value].label}
                checked={answers.budget === value}
                onChange={() => set({ budget: value })}
              />
            ))}
          </Question>
          <div className="finder__submit">
            <button type="submit" className="button">
              Show my matches
            </button>
            {!canRank(answers) && <p className="finder__hint">Pick a family, a note you love, or day or evening, and we can match you.</p>}
          </div>
        </form>
        {shown && (
          <section ref={results} className="finder__results" aria-labelledby="finder-results-title" tabIndex={-1}>
            <div className="finder__results-head">
              <h2 id="finder-results-title">Your matches</h2>
              <button type="button" className="button button--ghost button--small" onClick={() => void copyLink()}>
                Copy link
              </button>
              <p className="finder__copied" role="status">
                {copied ? 'Link copied: share it to show these matches.' : ''}
              </p>
            </div>
            {catalogue.status === 'loading' && <p className="finder__hint">Finding your matches…</p>}
            {catalogue.status === 'error' && <ShopError message={catalogue.message} onRetry={catalogue.reload} />}
            {products && (
              <>
                <p className="finder__count" aria-live="polite">
                  {matches.length === 0
                    ? 'Nothing matches all of that: try another family, a wider budget or fewer notes to avoid.'
                    : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}, best first.`}
                </p>
                <ol className="finder__list">
                  {matches.map(({ product, reason }) => (
                    <li key={product.product_id}>
                      <MatchCard product={product} reason={reason} />
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

/** The page, under the app's query client. */
export const ScentFinderPage = withQueries(ScentFinderPageContent);

function Question({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="finder__question" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="finder__hint">
          {hint}
        </p>
      )}
      <div className="finder__choices">{children}</div>
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name?: string;
  label: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/** One answer, drawn as a chip; the input itself stays a real radio or checkbox for the keyboard and screen readers. */
function Choice({ type, name, label, note, checked, disabled, onChange }: ChoiceProps) {
  return (
    <label className={`finder__choice${checked ? ' finder__choice--on' : ''}${disabled ? ' finder__choice--off' : ''}`} title={note}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} />
      {/* The tick is drawn, not read: the choice's name stays its label, and its state is the input's. */}
      {checked && (
        <span className="finder__tick" aria-hidden="true">
          ✓
        </span>
      )}
      <span>{label}</span>
    </label>
  );
}

function NotesQuestion({
  legend,
  notes,
  chosen,
  other,
  loading,
  onToggle,
}: {
  legend: string;
  notes: readonly string[];
  chosen: readonly string[];
  /** The notes picked in the other notes question: a note is loved or avoided, not both. */
  other: readonly string[];
  loading: boolean;
  onToggle: (note: string) => void;
}) {
  // A note from a shared link that is not among the most listed still shows, ticked.
  const offered = [...notes, ...chosen.filter((note) => !notes.includes(note))];
  return (
    <Question legend={legend} hint={`Pick up to ${FINDER_MAX_NOTES}, or none.`}>
      {loading && offered.length === 0 && <p className="finder__hint">Loading notes…</p>}
      {offered.map((note) => (
        <Choice
          key={note}
          type="checkbox"
          label={note}
          checked={chosen.includes(note)}
          disabled={other.includes(note) || (!chosen.includes(note) && chosen.length >= FINDER_MAX_NOTES)}
          onChange={() => onToggle(note)}
        />
      ))}
    </Question>
  );
}

function MatchCard({ product, reason }: { product: Product; reason: string }) {
  return (
    <article className="finder-match">
      <Link to={productPath(product.product_id)} className="finder-match__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image_url} alt="" size={160} />
      </Link>
      <div className="finder-match__body">
        <p className="finder-match__brand">{product.brand}</p>
        <h3 className="finder-match__name">
          <Link to={productPath(product.product_id)}>{product.name}</Link>
        </h3>
        <p className="finder-match__reason">{reason}</p>
        <p className="finder-match__price">
          {formatMoney(product.retail_price)}
          {product.stock_quantity <= 0 && <span className="finder-match__sold-out"> · Sold out</span>}
        </p>
      </div>
    </article>
  );
}
