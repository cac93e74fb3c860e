/** 张三 → 张*, 欧阳娜娜 → 欧***, Li Lei → L*****: only the first character stays. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** 110101199003074519 → 1101**********4519 */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length <= 8
    ? '*'.repeat(idNumber.length)
    : `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}
