--TEST--
var_dump of a closure object
--FILE--
<?php
var_dump(function ($a, &$b) {});
--EXPECT--
object(Closure)#1 (1) {
  ["parameter"]=>
  array(2) {
    ["$a"]=>
    string(10) "<required>"
    ["&$b"]=>
    string(10) "<required>"
  }
}
