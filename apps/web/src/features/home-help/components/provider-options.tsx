import type { HomeHelpProvider } from '@padosi/shared/home-help';

interface ProviderOptionsProps {
  providers: HomeHelpProvider[] | undefined;
  /** The provider assigned now: it stays selectable even if the directory no longer lists it under this service. */
  assigned: { id: number | null; name: string | null } | null | undefined;
}

/** The provider select's options after "Not assigned": the assigned one if missing from the list, then the list. */
export function ProviderOptions({ providers, assigned }: ProviderOptionsProps) {
  const missing = assigned?.id && !providers?.some((p) => p.id === assigned.id);
  return (
    <>
      {missing && <option value={assigned.id!}>{assigned.name}</option>}
      {providers?.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name} · {p.category} · {p.rating.toFixed(1)}★
        </option>
      ))}
    </>
  );
}
