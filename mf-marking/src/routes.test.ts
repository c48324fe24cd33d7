import { expectValidRouteTable } from '@homework/testing';
import { routes } from './routes';

test('the route table makes a valid contract, each route once', () => {
  expectValidRouteTable(routes);
});
