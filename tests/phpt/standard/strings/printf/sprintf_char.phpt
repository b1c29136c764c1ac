--TEST--
sprintf %c with large values
--FILE--
<?php
var_dump(bin2hex(sprintf("%c%c%c", 256 + 65, -1, 0)));
--EXPECT--
string(6) "41ff00"
