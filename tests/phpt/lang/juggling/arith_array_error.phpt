--TEST--
Arithmetic with arrays
--FILE--
<?php
var_dump([1] + [2, 3]);
try { var_dump([1] - 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 * []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump([] % 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
Unsupported operand types: array - int
Unsupported operand types: int * array
Unsupported operand types: array % int
