import { useId } from 'react';
import type { SearchRouteFilter, SearchScope } from '../../site/siteMap';
import { API_VERSIONS } from '../../site/constants';

/** The parts of the site a reader can narrow the search to, as the buttons name them. */
const SCOPE_CHOICES: readonly { scope: SearchScope | undefined; label: string }[] = [
  { scope: undefined, label: 'All' },
  { scope: 'tutorial', label: 'Tutorial' },
  { scope: 'guides', label: 'Guides' },
  { scope: 'api', label: 'API' },
];

interface ChoiceGroupProps<Value> {
  legend: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of radio buttons that look like toggle buttons: arrow keys move the choice, as in any radio group. */
function ChoiceGroup<Value>({ legend, choices, value, onChange }: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="gjs-search-filter">
      <legend className="gjs-search-filter__legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.label} className="gjs-search-filter__choice">
          <input type="radio" name={name} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The search page's filters: Tutorial, Guides or API, and for the API a version. */
export function SearchFilters({
  filter,
  onChange,
}: {
  filter: SearchRouteFilter;
  onChange: (filter: SearchRouteFilter) => void;
}) {
  return (
    <div className="gjs-search-filters">
      <ChoiceGroup
        legend="Show results from"
        choices={SCOPE_CHOICES.map(({ scope, label }) => ({ value: scope, label }))}
        value={filter.scope}
        onChange={(scope) => onChange(scope ? { scope } : {})}
      />
      {filter.scope === 'api' && (
        <ChoiceGroup
          legend="API version"
          choices={[
            { value: undefined, label: 'Any' },
            ...API_VERSIONS.map(({ key }) => ({ value: key as string | undefined, label: key })),
          ]}
          value={filter.version}
          onChange={(version) => onChange(version ? { scope: 'api', version } : { scope: 'api' })}
        />
      )}
    </div>
  );
}
