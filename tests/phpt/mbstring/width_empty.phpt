--TEST--
mb_strwidth() of empty text
--INI--
extension=mbstring
--FILE--
<?php
$s = '';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECTF--
int(0)
string(0) ""

Fatal error: Uncaught ValueError: mb_strimwidth(): Argument #2 ($start) is out of range in %s:5
Stack trace:
#0 %s(5): mb_strimwidth('', 1, 4)
#1 {main}
  thrown in %s on line 5
