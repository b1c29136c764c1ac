--TEST--
Concatenation and .= with int and string operands (digits written in place), empty sides, references, other types
--FILE--
<?php
$a = "x"; $i = PHP_INT_MIN; $j = -0; $k = 123;
echo $a . $i, "|", $i . $a, "|", $j . "", "|", "" . $k, "|", $k . $k, "|", PHP_INT_MAX . "y", "\n";
$s = "ab"; $s .= 5; $s .= PHP_INT_MIN; $s .= ""; echo $s, "\n";
$e = ""; $e .= 7; var_dump($e);
$r = "r"; $ref = &$r; $ref .= 9; echo $r, "\n";
echo 1.5 . "a", null . "b", true . 3, "\n";
$copy = $s; $copy .= -1; echo $s, " ", $copy, "\n";
$n = 0; for ($x = 0; $x < 3; $x++) { $n = $n . $x; } var_dump($n);
--EXPECT--
x-9223372036854775808|-9223372036854775808x|0|123|123123|9223372036854775807y
ab5-9223372036854775808
string(1) "7"
r9
1.5ab13
ab5-9223372036854775808 ab5-9223372036854775808-1
string(4) "0012"
