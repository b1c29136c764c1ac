--TEST--
Builtins with by-ref params (array_push, settype)
--FILE--
<?php
$a = [];
array_push($a, 1);
$s = "5";
settype($s, "int");
var_dump($a, $s);
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
int(5)
