--TEST--
var_export of a list
--FILE--
<?php
var_export([1, 2, 3]);
echo "\n";
--EXPECT--
array (
  0 => 1,
  1 => 2,
  2 => 3,
)
