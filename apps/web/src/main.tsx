import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyBrandToPage } from '@/features/brand/apply-brand';
import { readPrivateLabelData, toBrand } from '@/features/brand/private-label-data';
import { ErrorFallback } from '@/features/errors/components/error-fallback';
import '@/styles/global.css';
import '@/styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

try {
  const brand = toBrand(readPrivateLabelData());
  applyBrandToPage(brand);
  root.render(
    <StrictMode>
      <App brand={brand} />
    </StrictMode>,
  );
} catch (error) {
  // Without brand data there is no support line to show; the error page still renders.
  console.error(error);
  root.render(<ErrorFallback standalone />);
}
