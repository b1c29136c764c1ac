--TEST--
settype to each type
--FILE--
<?php
$v = "12abc"; settype($v, "integer"); var_dump($v);
$v = "1.5"; settype($v, "float"); var_dump($v);
$v = 5; settype($v, "string"); var_dump($v);
$v = "0"; settype($v, "bool"); var_dump($v);
$v = 3; settype($v, "array"); var_dump($v);
$v = 3; settype($v, "null"); var_dump($v);
$v = 3; var_dump(settype($v, "int"), $v);
$v = 3; var_dump(settype($v, "double"), $v);
$v = 3; var_dump(settype($v, "boolean"), $v);
--EXPECT--
int(12)
float(1.5)
string(1) "5"
bool(false)
array(1) {
  [0]=>
  int(3)
}
NULL
bool(true)
int(3)
bool(true)
float(3)
bool(true)
bool(true)
