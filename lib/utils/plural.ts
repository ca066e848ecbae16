/** "1 lead", "3 leads"; irregular plurals name their own ("2 dead deliveries"). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
