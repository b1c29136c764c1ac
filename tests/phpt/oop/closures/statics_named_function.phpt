--TEST--
A closure made from a function shares its static variables
--FILE--
<?php
function counter() { static $n = 0; return ++$n; }
$f = counter(...);
echo counter(), $f(), counter(), "\n";
$g = Closure::fromCallable("counter");
echo $g(), "\n";
--EXPECT--
123
4
