export { LoadError } from '../../../shared/ui/crud/load-state';
