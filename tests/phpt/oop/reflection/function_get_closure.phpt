--TEST--
ReflectionFunction getClosure of a named function
--FILE--
<?php
function triple($x) { return $x * 3; }
$c = (new ReflectionFunction('triple'))->getClosure();
var_dump($c instanceof Closure, $c(4));
var_dump(array_map($c, [1, 2]));
?>
--EXPECT--
bool(true)
int(12)
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(6)
}
