--TEST--
var_export with return
--FILE--
<?php
$s = var_export([1, 'a' => null], true);
var_dump($s);
--EXPECT--
string(34) "array (
  0 => 1,
  'a' => NULL,
)"
