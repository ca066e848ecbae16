// Turns each drawing in components/art/*.svg into its component in components/art/generated/
// (docs/drawings.md#how-a-drawing-becomes-a-component). Run by predev, prebuild, typecheck and
// jest's configuration, before anything imports the components.
import { writeDrawingComponents } from '@/lib/art/drawings';

for (const change of writeDrawingComponents()) console.log(`drawings: ${change}`);
