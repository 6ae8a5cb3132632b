import { EnquiryPage } from './info-page';

export default EnquiryPage;
