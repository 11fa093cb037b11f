export { EmptyList, LoadError } from '../../../shared/ui/crud/load-state';
