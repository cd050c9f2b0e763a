import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';

// findBy*/waitFor give up after 1 s by default. `make test` runs these beside the integration tests on
// two cores, where a lazily imported route can take longer to transform and load than that; waiting
// longer changes nothing for a test that passes and still fails one whose element never comes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearToasts();
  sessionStorage.clear();
});
