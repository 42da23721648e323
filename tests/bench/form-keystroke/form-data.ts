// The record the form-keystroke page edits: one customer and its address rows, every text unique so
// the driver finds an input by the value it holds. No imports: the driver and the page share it.

export const CUSTOMER = {
  id: 'c1',
  version: 1,
  name: '基准客户',
  phone: '13800000000',
  company: 'Bench company',
  email: 'bench@example.com',
  remark: 'Bench remark',
};

/** The address text in row `row` (what the driver types after). */
export function addressText(row: number): string {
  return `Addr R${row}`;
}

/** The contact text in row `row`. */
export function contactText(row: number): string {
  return `Contact R${row}`;
}

export function addressRows(count: number) {
  return Array.from({ length: count }, (_, r) => ({
    id: `a${r}`,
    version: 1,
    customerId: CUSTOMER.id,
    contact: contactText(r),
    phone: `139${String(r).padStart(8, '0')}`,
    area: '110000,110100,110101',
    address: addressText(r),
    isDefault: r === 0,
    orderNum: r,
  }));
}
