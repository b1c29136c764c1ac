--TEST--
getLine and getFile of caught errors
--FILE--
<?php
try {
  $x = 1 % 0;
} catch (DivisionByZeroError $e) {
  var_dump($e->getLine(), $e->getFile() === __FILE__, $e->getCode());
}
--EXPECT--
int(3)
bool(true)
int(0)
