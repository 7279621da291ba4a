import { TabbedScreen } from '../../../components/tabbed-screen.tsx';
import { AdvancedSearch } from '../components/advanced-search.tsx';
import { OperatorPanel } from '../components/operator-panel.tsx';

/** `/search`: advanced search (`?tab=0`, also where the search dialog's Enter lands) and the Operator (`?tab=1`). */
export function SearchScreen() {
  return (
    <TabbedScreen
      title="Search"
      tabs={[
        { label: 'Advanced search', content: <AdvancedSearch /> },
        { label: 'Operator', content: <OperatorPanel /> },
      ]}
    />
  );
}
