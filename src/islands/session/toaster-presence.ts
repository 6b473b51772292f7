// Counts mounted toasters; a module singleton shared by every island and lazy chunk on a page.
let mounted = 0;

export function toasterMounted(): () => void {
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}

export const hasToaster = (): boolean => mounted > 0;
