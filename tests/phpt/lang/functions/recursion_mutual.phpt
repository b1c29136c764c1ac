--TEST--
Mutual recursion
--FILE--
<?php
function isEven($n) { return $n == 0 ? true : isOdd($n - 1); }
function isOdd($n) { return $n == 0 ? false : isEven($n - 1); }
var_dump(isEven(10), isOdd(7), isEven(7));
--EXPECT--
bool(true)
bool(true)
bool(false)
