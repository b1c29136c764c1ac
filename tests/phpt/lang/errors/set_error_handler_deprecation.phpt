--TEST--
Handler receives deprecations
--FILE--
<?php
function h($no, $str) { echo "$no: $str\n"; return true; }
set_error_handler('h');
$x = strlen(null);
$a = [];
$a[1.5] = 1;
--EXPECT--
8192: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
8192: Implicit conversion from float 1.5 to int loses precision
