--TEST--
var_export of nested arrays
--FILE--
<?php
var_export(['a' => [1, ['b' => 'c']], 'd' => [], 'e' => null]);
echo "\n";
--EXPECT--
array (
  'a' => 
  array (
    0 => 1,
    1 => 
    array (
      'b' => 'c',
    ),
  ),
  'd' => 
  array (
  ),
  'e' => NULL,
)
