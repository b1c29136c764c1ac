--TEST--
settype to object
--FILE--
<?php
$a = ['a' => 1]; settype($a, "object"); var_dump($a);
--EXPECT--
object(stdClass)#1 (1) {
  ["a"]=>
  int(1)
}
