--TEST--
Closure::call passes the remaining arguments
--FILE--
<?php
class Counter { private $n = 0; }
$inc = function($by, ...$more) { $this->n += $by + array_sum($more); return $this->n; };
$c = new Counter;
var_dump($inc->call($c, 1));
var_dump($inc->call($c, 2, 3, 4));
try { $inc->call(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $inc->call(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(1)
int(10)
Closure::call() expects at least 1 argument, 0 given
Closure::call(): Argument #1 ($newThis) must be of type object, int given
