--TEST--
print, printf, var_dump and print_r are buffered
--FILE--
<?php
ob_start();
print "p ";
printf("%05d ", 42);
var_dump(true);
print_r([1]);
$s = ob_get_clean();
var_dump(strlen($s), $s);
--EXPECT--
int(42)
string(42) "p 00042 bool(true)
Array
(
    [0] => 1
)
"
