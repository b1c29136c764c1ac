--TEST--
fseek on STDIN warns
--FILE--
<?php
var_dump(fseek(STDIN, 1));
--EXPECTF--

Warning: fseek(): Stream does not support seeking in %s on line 2
int(-1)
