--TEST--
getStaticVariables of closures
--FILE--
<?php
$a = 1; $b = [2];
$f = function () use ($a, &$b) {};
var_dump((new ReflectionFunction($f))->getStaticVariables());
?>
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  &array(1) {
    [0]=>
    int(2)
  }
}
