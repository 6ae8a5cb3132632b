import { useParams } from 'react-router';
import { CMS_MESSAGES } from '@padosi/shared/cms';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCmsPageBySlug } from '../api/cms';
import { CmsArticle } from '../components/cms-article';
import { CmsError, CmsLoading } from '../components/cms-state';

/** /cms/{slug}: loading, then the page or the spec's not-found text. */
export default function CmsPageScreen() {
  const slug = useParams().slug ?? '';
  const { data, isPending, error } = useCmsPageBySlug(slug);
  if (isPending) return <CmsLoading />;
  if (error) return <CmsError message={error instanceof ApiError && error.status === 404 ? CMS_MESSAGES.notFound : errorText(error, CMS_MESSAGES.failed)} />;
  return <CmsArticle page={data} />;
}
