const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const formatDate = (value: string | Date) => date.format(typeof value === 'string' ? new Date(value) : value);
