--TEST--
var_export of an array of mixed scalars
--FILE--
<?php
var_export([true, false, null, 0, -0.0, '']);
echo "\n";
--EXPECT--
array (
  0 => true,
  1 => false,
  2 => NULL,
  3 => 0,
  4 => -0.0,
  5 => '',
)
