--TEST--
Each closure object has its own static variables
--FILE--
<?php
function mk() { return function() { static $n = 0; return ++$n; }; }
$a = mk(); $b = mk();
echo $a(), $a(), $b(), $a(), "\n";
var_dump($a);
$c = $a->bindTo(null);
echo $c(), $a(), "\n";
var_dump($c);
--EXPECT--
1213
object(Closure)#1 (1) {
  ["static"]=>
  array(1) {
    ["n"]=>
    int(3)
  }
}
44
object(Closure)#3 (1) {
  ["static"]=>
  array(1) {
    ["n"]=>
    int(4)
  }
}
