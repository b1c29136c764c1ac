--TEST--
var_export ignores references
--FILE--
<?php
$x = 9;
var_export([&$x, 'y' => &$x]);
echo "\n";
--EXPECT--
array (
  0 => 9,
  'y' => 9,
)
