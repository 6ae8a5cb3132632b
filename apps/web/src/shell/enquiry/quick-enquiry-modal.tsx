import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/ui/modal';
import { EnquiryForm } from '../../components/enquiry/enquiry-form';
import { closeQuickEnquiry, openQuickEnquiry } from '../../components/enquiry/quick-enquiry-store';

/** Loaded on first open, so the form and its schema stay out of the first page's JavaScript. */
export default function QuickEnquiryModal({ open, service }: { open: boolean; service: string }) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? openQuickEnquiry(service) : closeQuickEnquiry())}
      title={t`Quick Service Enquiry`}
      description={t`Share your need and we will call you back.`}
    >
      <EnquiryForm key={service} variant="quick" selectedService={service} onDone={closeQuickEnquiry} />
    </Modal>
  );
}
