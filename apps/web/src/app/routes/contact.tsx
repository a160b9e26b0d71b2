import { ContactDetails } from '@/features/info/components/contact-details';

export function Component() {
  return <ContactDetails />;
}
