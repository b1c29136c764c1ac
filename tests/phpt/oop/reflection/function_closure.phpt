--TEST--
ReflectionFunction of closures
--FILE--
<?php
$y = 5;
$c = function (int $x) use ($y) { return $x + $y; };
$f = new ReflectionFunction($c);
var_dump($f->getName(), $f->isClosure(), $f->getNumberOfParameters());
var_dump($f->invoke(1));
var_dump($f->getStaticVariables());
$a = fn($z) => $z * $y;
var_dump((new ReflectionFunction($a))->invoke(3));
var_dump($f->getClosure() === $c);
?>
--EXPECT--
string(9) "{closure}"
bool(true)
int(1)
int(6)
array(1) {
  ["y"]=>
  int(5)
}
int(15)
bool(true)
