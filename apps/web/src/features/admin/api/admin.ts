import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApartment, AdminDashboard, SetupChecklist, AdminProvider, AdminUser, AuditEntry, AuditQueryInput } from '@padosi/shared/admin';
import type { Category, StarterCategoriesResult } from '@padosi/shared/categories';
import type { CategoryAliases } from '@padosi/shared/category-aliases';
import type { HomeCard, Testimonial } from '@padosi/shared/home';
import type { ReportItem, ReportStatus } from '@padosi/shared/reports';
import type { FlatsImported } from '@padosi/shared/residents';
import { api } from '../../../lib/api-client';
import type { Paged } from '@padosi/shared/paging';

/** Invalidates the given admin lists after a write (and the public lists that show the same rows). */
function useAdminWrite<V, R>(fn: (v: V) => Promise<R>, keys: string[][]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

// Fetched again whenever the dashboard opens: any screen may have just completed an item.
export const useChecklist = () =>
  useQuery({ queryKey: ['admin', 'checklist'], queryFn: () => api<SetupChecklist>('/api/admin/checklist'), refetchOnMount: 'always' });

export const useDashboard = () => useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api<AdminDashboard>('/api/admin/dashboard') });

export const useAdminApartments = () => useQuery({ queryKey: ['admin', 'apartments'], queryFn: () => api<AdminApartment[]>('/api/admin/apartments') });
const apartmentKeys = [['admin', 'apartments'], ['apartments'], ['admin', 'checklist']];
export const useCreateApartment = () => useAdminWrite((name: string) => api('/api/apartments', { method: 'POST', json: { name } }), apartmentKeys);
export const useRenameApartment = () =>
  useAdminWrite(({ id, name }: { id: number; name: string }) => api(`/api/apartments/${id}`, { method: 'PUT', json: { name } }), apartmentKeys);
export const useRetireApartment = () =>
  useAdminWrite(
    ({ id, retired }: { id: number; retired: boolean }) => api(`/api/apartments/${id}/retire`, { method: 'PUT', json: { retired } }),
    apartmentKeys,
  );

/** The CSV import of blocks and flats; `dryRun` previews (the server's parser is the one reading of the file). */
export const useImportFlats = () =>
  useAdminWrite(
    ({ apartmentId, csv, dryRun }: { apartmentId: number; csv: string; dryRun: boolean }) =>
      api<FlatsImported>(`/api/admin/apartments/${apartmentId}/flats/import`, { method: 'POST', json: { csv }, query: { dryRun } }),
    [['admin', 'blocks'], ['residents'], ['admin', 'checklist']],
  );

export const useAdminCategories = () => useQuery({ queryKey: ['admin', 'categories'], queryFn: () => api<Category[]>('/api/admin/categories') });
const categoryKeys = [['admin', 'categories'], ['categories'], ['admin', 'checklist']];
export const useCategoryAliases = () =>
  useQuery({ queryKey: ['admin', 'category-aliases'], queryFn: () => api<CategoryAliases[]>('/api/managecategory/aliases') });
export const useSaveCategoryAliases = () =>
  useAdminWrite(
    ({ id, aliases }: { id: number; aliases: string[] }) => api<{ message: string }>(`/api/managecategory/aliases/${id}`, { method: 'PUT', json: { aliases } }),
    [['admin', 'category-aliases']],
  );
export const useSaveCategory = () =>
  useAdminWrite(
    ({ id, form }: { id: number | null; form: FormData }) =>
      api<{ message: string }>(id ? `/api/managecategory/update/${id}` : '/api/managecategory/create', { method: id ? 'PUT' : 'POST', form }),
    categoryKeys,
  );
export const useCategoryStatus = () =>
  useAdminWrite(
    ({ id, status }: { id: number; status: boolean }) => api(`/api/managecategory/status/${id}`, { method: 'PUT', json: { status } }),
    categoryKeys,
  );
export const useStarterCategories = () =>
  useAdminWrite(() => api<StarterCategoriesResult>('/api/admin/categories/starter', { method: 'POST' }), [...categoryKeys, ['admin', 'category-aliases']]);
export const useReorderCategories = () => useAdminWrite((ids: number[]) => api('/api/managecategory/priority', { method: 'PUT', json: { ids } }), categoryKeys);

export const useAdminProviders = (q: string, unverified: boolean, page: number) =>
  useQuery({
    queryKey: ['admin', 'providers', q, unverified, page],
    queryFn: () => api<Paged<AdminProvider>>('/api/admin/providers', { query: { q, unverified: unverified ? 'true' : undefined, page } }),
    placeholderData: keepPreviousData,
  });
export const useProviderFlags = () =>
  useAdminWrite(
    ({ id, flags }: { id: number; flags: { admin_verified?: boolean; is_admin_contact?: boolean; hidden?: boolean } }) =>
      api(`/api/service-providers/verify/${id}`, { method: 'PUT', json: flags }),
    [
      ['admin', 'providers'],
      ['admin', 'dashboard'],
    ],
  );

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: () => api<Paged<AdminUser>>('/api/admin/users', { query: { q, page } }),
    placeholderData: keepPreviousData,
  });
export const useUserFlags = () =>
  useAdminWrite(
    ({ id, flags }: { id: number; flags: { is_admin?: boolean; is_disabled?: boolean } }) =>
      api<AdminUser>(`/api/admin/users/${id}`, { method: 'PUT', json: flags }),
    [['admin', 'users']],
  );

export const useAudit = (filter: AuditQueryInput) =>
  useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => api<Paged<AuditEntry>>('/api/admin/audit', { query: filter as Record<string, string | number | undefined> }),
    placeholderData: keepPreviousData,
  });
export const useAuditActions = () => useQuery({ queryKey: ['admin', 'audit-actions'], queryFn: () => api<string[]>('/api/admin/audit/actions') });

export const useAdminTestimonials = () =>
  useQuery({ queryKey: ['admin', 'testimonials'], queryFn: () => api<Testimonial[]>('/api/testimonials', { query: { all: 'true' } }) });
export const useSaveTestimonial = () =>
  useAdminWrite(
    ({ id, form }: { id: number | null; form: FormData }) =>
      api<Testimonial>(id ? `/api/testimonials/update/${id}` : '/api/testimonials/create', { method: id ? 'PUT' : 'POST', form }),
    [['admin', 'testimonials'], ['testimonials']],
  );

export const useReports = (status: ReportStatus, page: number) =>
  useQuery({
    queryKey: ['admin', 'reports', status, page],
    queryFn: () => api<Paged<ReportItem>>('/api/admin/reports', { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
export const useActOnReport = () =>
  useAdminWrite(
    ({ id, action }: { id: number; action: 'hide' | 'dismiss' }) => api<{ message: string }>(`/api/admin/reports/${id}`, { method: 'PUT', json: { action } }),
    [
      ['admin', 'reports'],
      ['admin', 'dashboard'],
    ],
  );

export const useAdminHomeCards = () => useQuery({ queryKey: ['admin', 'homecards'], queryFn: () => api<HomeCard[]>('/api/homecards/listing') });
export const useSaveHomeCard = () =>
  useAdminWrite(
    ({ id, form }: { id: number | null; form: FormData }) =>
      api<HomeCard>(id ? `/api/homecards/update/${id}` : '/api/homecards/create', { method: id ? 'PUT' : 'POST', form }),
    [['admin', 'homecards'], ['homecards']],
  );
