--TEST--
settype converts a variable in place
--FILE--
<?php
$v = '123abc';
var_dump(settype($v, 'integer'), $v);
$v = 5;
var_dump(settype($v, 'string'), $v);
$v = '1.5';
var_dump(settype($v, 'float'), $v);
$v = 0;
var_dump(settype($v, 'bool'), $v);
$v = 'x';
var_dump(settype($v, 'array'), $v);
$v = 'x';
var_dump(settype($v, 'null'), $v);
--EXPECT--
bool(true)
int(123)
bool(true)
string(1) "5"
bool(true)
float(1.5)
bool(true)
bool(false)
bool(true)
array(1) {
  [0]=>
  string(1) "x"
}
bool(true)
NULL
