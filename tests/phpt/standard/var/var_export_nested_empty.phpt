--TEST--
var_export of nested empty arrays
--FILE--
<?php
var_export(['a' => [], 'b' => [[]]]);
echo "\n";
--EXPECT--
array (
  'a' => 
  array (
  ),
  'b' => 
  array (
    0 => 
    array (
    ),
  ),
)
