--TEST--
First-class callable syntax on internal and user functions
--FILE--
<?php
$s = strlen(...);
var_dump($s('hello'));
var_dump($s instanceof Closure);
function twice(int $x): int { return 2 * $x; }
$t = twice(...);
var_dump($t(21));
$r = new ReflectionFunction($t);
var_dump($r->getName());
$name = 'strtoupper';
$u = $name(...);
var_dump($u('abc'));
--EXPECT--
int(5)
bool(true)
int(42)
string(5) "twice"
string(3) "ABC"
