--TEST--
var_export of an empty array
--FILE--
<?php
var_export([]);
echo "\n";
var_export([[]]);
echo "\n";
--EXPECT--
array (
)
array (
  0 => 
  array (
  ),
)
