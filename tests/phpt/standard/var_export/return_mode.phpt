--TEST--
var_export with return=true
--FILE--
<?php
$s = var_export([1, 'x' => 1.5], true);
var_dump($s);
var_dump(var_export(false, true));
var_dump(var_export(null, true));
var_dump(var_export(0.5, true));
--EXPECT--
string(33) "array (
  0 => 1,
  'x' => 1.5,
)"
string(5) "false"
string(4) "NULL"
string(3) "0.5"
